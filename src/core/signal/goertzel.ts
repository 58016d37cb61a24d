// Goertzel recurrence: |DFT|² of a real signal at one frequency without a cos/sin per sample.

/** |Σ x[i]·e^(−2πi·f·i/fs)|² of the whole of `x` (the same value as the direct sum). */
export function goertzelPower(x: ArrayLike<number>, fs: number, f: number): number {
  const w = (2 * Math.PI * f) / fs;
  const c = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < x.length; i++) {
    const s0 = x[i] + c * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return s1 * s1 + s2 * s2 - c * s1 * s2;
}

/**
 * goertzelPower at every frequency of `freqs` (the same values, bit for bit): four recurrences share each pass
 * over `x`, which the spectra of the rhythm analysis and the mains detector read at 10–250 frequencies.
 */
export function goertzelPowers(x: ArrayLike<number>, fs: number, freqs: ArrayLike<number>): Float64Array {
  const out = new Float64Array(freqs.length);
  const n = x.length;
  const last = freqs.length - 1;
  // A last group of fewer than four repeats its last frequency: one pass either way (a lone recurrence waits on
  // itself every sample), and each recurrence computes what it would alone.
  for (let j = 0; j <= last; j += 4) {
    const c0 = 2 * Math.cos((2 * Math.PI * freqs[j]) / fs);
    const c1 = 2 * Math.cos((2 * Math.PI * freqs[Math.min(j + 1, last)]) / fs);
    const c2 = 2 * Math.cos((2 * Math.PI * freqs[Math.min(j + 2, last)]) / fs);
    const c3 = 2 * Math.cos((2 * Math.PI * freqs[Math.min(j + 3, last)]) / fs);
    let a1 = 0, a2 = 0, b1 = 0, b2 = 0, d1 = 0, d2 = 0, e1 = 0, e2 = 0;
    for (let i = 0; i < n; i++) {
      const v = x[i];
      const a0 = v + c0 * a1 - a2;
      a2 = a1;
      a1 = a0;
      const b0 = v + c1 * b1 - b2;
      b2 = b1;
      b1 = b0;
      const d0 = v + c2 * d1 - d2;
      d2 = d1;
      d1 = d0;
      const e0 = v + c3 * e1 - e2;
      e2 = e1;
      e1 = e0;
    }
    out[j] = a1 * a1 + a2 * a2 - c0 * a1 * a2;
    if (j + 1 <= last) out[j + 1] = b1 * b1 + b2 * b2 - c1 * b1 * b2;
    if (j + 2 <= last) out[j + 2] = d1 * d1 + d2 * d2 - c2 * d1 * d2;
    if (j + 3 <= last) out[j + 3] = e1 * e1 + e2 * e2 - c3 * e1 * e2;
  }
  return out;
}
