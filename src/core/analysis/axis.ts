// Frontal-plane electrical axis from the limb leads (hexaxial reference system).

/** Direction of each limb lead (degrees, +90 = aVF) and its gain in the Einthoven model. */
const LIMB_LEADS: Record<string, { deg: number; gain: number }> = {
  I: { deg: 0, gain: 1 },
  II: { deg: 60, gain: 1 },
  III: { deg: 120, gain: 1 },
  aVR: { deg: -150, gain: Math.sqrt(3) / 2 },
  aVL: { deg: -30, gain: Math.sqrt(3) / 2 },
  aVF: { deg: 90, gain: Math.sqrt(3) / 2 },
};

/**
 * Axis (degrees, in (−180, 180]) of the frontal dipole that best explains the given limb-lead
 * values (net areas or amplitudes) in the least-squares sense: value_L = gain_L·(x cos θ_L + y sin θ_L).
 * With only I and aVF this is atan2(2·aVF/√3, I). Needs two non-parallel limb leads; null otherwise
 * or when the dipole is too small to have a direction.
 */
export function frontalAxis(values: Record<string, number | null | undefined>, minMagnitude = 0): number | null {
  let sxx = 0, sxy = 0, syy = 0, bx = 0, by = 0, n = 0;
  for (const [name, { deg, gain }] of Object.entries(LIMB_LEADS)) {
    const v = values[name];
    if (v === null || v === undefined || !Number.isFinite(v)) continue;
    const cx = gain * Math.cos((deg * Math.PI) / 180);
    const cy = gain * Math.sin((deg * Math.PI) / 180);
    sxx += cx * cx; sxy += cx * cy; syy += cy * cy;
    bx += cx * v; by += cy * v;
    n++;
  }
  const det = sxx * syy - sxy * sxy;
  if (n < 2 || Math.abs(det) < 1e-9) return null;
  const x = (syy * bx - sxy * by) / det;
  const y = (sxx * by - sxy * bx) / det;
  if (Math.hypot(x, y) <= minMagnitude) return null;
  const a = Math.round((Math.atan2(y, x) * 180) / Math.PI);
  return a === -180 ? 180 : a;
}
