/** Heart-vector coordinates: x = patient's left, y = inferior (feet), z = anterior. Millivolts. */
export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const unit = (a: Vec3): Vec3 => {
  const n = norm(a);
  return n > 0 ? scale(a, 1 / n) : [0, 0, 0];
};

/** Rotate in the frontal (x–y) plane by `deg`, positive towards inferior (hexaxial, clockwise). */
export function rotateFrontal(a: Vec3, deg: number): Vec3 {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return [a[0] * c - a[1] * s, a[0] * s + a[1] * c, a[2]];
}

/** Frontal-plane angle of a vector, degrees in (−180, 180]. */
export function frontalAngle(a: Vec3): number {
  return (Math.atan2(a[1], a[0]) * 180) / Math.PI;
}
