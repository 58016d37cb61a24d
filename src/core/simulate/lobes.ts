import type { Vec3 } from './vec';

/**
 * One wave lobe of the heart vector: a smooth compactly supported bump (or plateau) in time,
 * pointing in a fixed 3-D direction. Rising edge start→rise, flat rise→fall (zero length for a
 * bump), falling edge fall→end. Edges are (1 − u²)², so the lobe leaves and rejoins the baseline
 * smoothly and has exact onset and offset (true fiducials).
 */
export interface Lobe {
  start: number;
  rise: number;
  fall: number;
  end: number;
  v: Vec3;
  /** Optional multiplicative window (seconds) shared by the lobes of one QRS: see `Taper`. */
  taper?: Taper;
}

/**
 * Window that is 0 before `start` and after `end`, 1 on [full, fade], with smoothstep-squared
 * edges in between. Real QRS complexes start and end gradually (the activated area grows from a
 * point and shrinks to one): multiplying the QRS lobes by it gives the slow initial and terminal
 * deflections of real complexes while the waveform still starts and ends exactly at start/end.
 */
export interface Taper {
  start: number;
  full: number;
  fade: number;
  end: number;
}

function smoothstep2(x: number): number {
  const s = x * x * (3 - 2 * x);
  return s * s;
}

/** Value of a taper window in [0, 1] at time t (seconds). */
export function taperValue(w: Taper, t: number): number {
  if (t <= w.start || t >= w.end) return 0;
  if (t < w.full) return smoothstep2((t - w.start) / (w.full - w.start));
  if (t > w.fade) return smoothstep2((w.end - t) / (w.end - w.fade));
  return 1;
}

export function bump(start: number, peak: number, end: number, v: Vec3): Lobe {
  return { start, rise: peak, fall: peak, end, v };
}

/** Shape value in [0, 1] at time t (seconds), taper included. */
export function lobeShape(l: Lobe, t: number): number {
  const s = edgeShape(l, t);
  return l.taper && s !== 0 ? s * taperValue(l.taper, t) : s;
}

function edgeShape(l: Lobe, t: number): number {
  if (t <= l.start || t >= l.end) return 0;
  if (t < l.rise) {
    const u = (l.rise - t) / (l.rise - l.start);
    const w = 1 - u * u;
    return w * w;
  }
  if (t <= l.fall) return 1;
  const u = (t - l.fall) / (l.end - l.fall);
  const w = 1 - u * u;
  return w * w;
}

/** Integral of the untapered shape over time (seconds): each edge contributes 8/15 of its length. */
export function lobeArea(l: Lobe): number {
  return ((l.rise - l.start) * 8) / 15 + (l.fall - l.rise) + ((l.end - l.fall) * 8) / 15;
}

/** Heart vector of a set of lobes at time t. */
export function evalLobes(lobes: readonly Lobe[], t: number): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const l of lobes) {
    const s = lobeShape(l, t);
    if (s === 0) continue;
    x += l.v[0] * s;
    y += l.v[1] * s;
    z += l.v[2] * s;
  }
  return [x, y, z];
}

/** Net area vector (mV·s) of a set of lobes. */
export function netArea(lobes: readonly Lobe[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const l of lobes) {
    const a = lobeArea(l);
    x += l.v[0] * a;
    y += l.v[1] * a;
    z += l.v[2] * a;
  }
  return [x, y, z];
}

/** Add the lobes into x/y/z buffers sampled at fs (time 0 = sample 0). */
export function renderLobes(lobes: readonly Lobe[], fs: number, x: Float32Array, y: Float32Array, z: Float32Array): void {
  const n = x.length;
  for (const l of lobes) {
    const i0 = Math.max(0, Math.ceil(l.start * fs));
    const i1 = Math.min(n - 1, Math.floor(l.end * fs));
    for (let i = i0; i <= i1; i++) {
      const s = lobeShape(l, i / fs);
      if (s === 0) continue;
      x[i] += l.v[0] * s;
      y[i] += l.v[1] * s;
      z[i] += l.v[2] * s;
    }
  }
}
