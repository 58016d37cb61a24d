/**
 * Dyadic wavelet transform (algorithme à trous) with the quadratic-spline wavelet of
 * Martínez et al. 2004: W_k is the derivative of the signal smoothed at scale 2^k, so a wave
 * peak is a zero crossing of W_k between a pair of modulus maxima of opposite sign, and wave
 * boundaries are where |W_k| falls off around the outermost maxima.
 */
export const WAVELET_SCALES = 5;

function clampIdx(i: number, n: number): number {
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/** W_1..W_{scales} (index 0 = scale 2^1), each re-centred so that W_k[n] is the slope at sample n. */
export function waveletTransform(x: Float32Array, scales = WAVELET_SCALES): Float32Array[] {
  return waveletScales(x, Array.from({ length: scales }, (_, i) => i + 1));
}

/**
 * W_k for each k of `wanted` (ascending, ≥ 1), in that order: the cascade runs up to the largest, and a scale that is not
 * wanted costs only its smoothing step.
 */
export function waveletScales(x: Float32Array, wanted: readonly number[]): Float32Array[] {
  const n = x.length;
  const out: Float32Array[] = [];
  const top = wanted[wanted.length - 1] ?? 0;
  const raw = new Float32Array(n);
  let s = x;
  for (let k = 1; k <= top; k++) {
    const step = 1 << (k - 1);
    const keep = wanted.includes(k);
    // The next scale's smoothed signal is only needed below the last scale.
    const next = k < top ? new Float32Array(n) : null;
    // Samples whose taps (i − step … i + 2·step) all lie inside the signal need no clamping.
    const lo = Math.min(n, step);
    const hi = Math.max(lo, n - 2 * step);
    const edge = (i: number) => {
      const a = s[clampIdx(i + step, n)];
      const b = s[i];
      if (keep) raw[i] = 2 * (a - b);
      if (next) next[i] = (s[clampIdx(i + 2 * step, n)] + 3 * a + 3 * b + s[clampIdx(i - step, n)]) / 8;
    };
    for (let i = 0; i < lo; i++) edge(i);
    if (next && keep) {
      for (let i = lo; i < hi; i++) {
        const a = s[i + step];
        const b = s[i];
        raw[i] = 2 * (a - b);
        next[i] = (s[i + 2 * step] + 3 * a + 3 * b + s[i - step]) / 8;
      }
    } else if (next) {
      for (let i = lo; i < hi; i++) next[i] = (s[i + 2 * step] + 3 * s[i + step] + 3 * s[i] + s[i - step]) / 8;
    } else {
      for (let i = lo; i < hi; i++) raw[i] = 2 * (s[i + step] - s[i]);
    }
    for (let i = hi; i < n; i++) edge(i);
    if (next) s = next;
    if (!keep) continue;
    // The cascade advances W_k by 2^(k-1) - 0.5 samples; averaging two taps removes the half sample.
    const d = step - 1;
    const w = new Float32Array(n);
    const wLo = Math.min(n, d + 1);
    for (let i = 0; i < wLo; i++) w[i] = 0.5 * (raw[clampIdx(i - d, n)] + raw[clampIdx(i - d - 1, n)]);
    for (let i = wLo; i < n; i++) w[i] = 0.5 * (raw[i - d] + raw[i - d - 1]);
    out.push(w);
  }
  return out;
}
