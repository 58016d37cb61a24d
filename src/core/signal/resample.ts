// Sampling-rate conversion: anti-aliasing low-pass (when going down) then cubic interpolation.

import { lowpass } from './filters';

/** Catmull–Rom cubic through four neighbours, t in [0, 1) between p1 and p2. */
function cubic(p0: number, p1: number, p2: number, p3: number, t: number): number {
  return (
    p1 +
    0.5 * t * (p2 - p0 + t * (2 * p0 - 5 * p1 + 4 * p2 - p3 + t * (3 * (p1 - p2) + p3 - p0)))
  );
}

/**
 * Resamples x from fsIn to fsOut. Going down, the signal is first low-passed (zero-phase
 * Butterworth, order 8 after the two passes) at 0.45 · fsOut so nothing above the new Nyquist
 * aliases; then each output sample is a cubic interpolation at its exact time. Output length is
 * round(n · fsOut / fsIn); sample 0 stays at time 0. NaN samples stay NaN around their position.
 */
export function resample(x: Float32Array, fsIn: number, fsOut: number): Float32Array {
  if (!(fsIn > 0) || !(fsOut > 0) || !Number.isFinite(fsIn) || !Number.isFinite(fsOut)) {
    throw new RangeError(`resample: invalid sampling rates ${fsIn} -> ${fsOut}`);
  }
  if (fsIn === fsOut) return x.slice();
  const n = x.length;
  const m = Math.round((n * fsOut) / fsIn);
  const src = fsOut < fsIn ? lowpass(x, fsIn, 0.45 * fsOut, 4) : x;
  const out = new Float32Array(m);
  const ratio = fsIn / fsOut;
  const last = n - 1;
  for (let j = 0; j < m; j++) {
    const t = j * ratio;
    const i = Math.floor(t);
    const f = t - i;
    const i1 = Math.min(i, last);
    if (f === 0) {
      out[j] = src[i1];
      continue;
    }
    const i0 = Math.max(0, i - 1);
    const i2 = Math.min(last, i + 1);
    const i3 = Math.min(last, i + 2);
    out[j] = cubic(src[i0], src[i1], src[i2], src[i3], f);
  }
  return out;
}
