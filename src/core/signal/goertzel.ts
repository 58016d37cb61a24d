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
  let j = 0;
  for (; j + 4 <= freqs.length; j += 4) {
    const c0 = 2 * Math.cos((2 * Math.PI * freqs[j]) / fs);
    const c1 = 2 * Math.cos((2 * Math.PI * freqs[j + 1]) / fs);
    const c2 = 2 * Math.cos((2 * Math.PI * freqs[j + 2]) / fs);
    const c3 = 2 * Math.cos((2 * Math.PI * freqs[j + 3]) / fs);
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
    out[j + 1] = b1 * b1 + b2 * b2 - c1 * b1 * b2;
    out[j + 2] = d1 * d1 + d2 * d2 - c2 * d1 * d2;
    out[j + 3] = e1 * e1 + e2 * e2 - c3 * e1 * e2;
  }
  // Two left over share one pass too (a lone recurrence waits on itself every sample).
  if (j + 2 <= freqs.length) {
    const c0 = 2 * Math.cos((2 * Math.PI * freqs[j]) / fs);
    const c1 = 2 * Math.cos((2 * Math.PI * freqs[j + 1]) / fs);
    let a1 = 0, a2 = 0, b1 = 0, b2 = 0;
    for (let i = 0; i < n; i++) {
      const v = x[i];
      const a0 = v + c0 * a1 - a2;
      a2 = a1;
      a1 = a0;
      const b0 = v + c1 * b1 - b2;
      b2 = b1;
      b1 = b0;
    }
    out[j] = a1 * a1 + a2 * a2 - c0 * a1 * a2;
    out[j + 1] = b1 * b1 + b2 * b2 - c1 * b1 * b2;
    j += 2;
  }
  for (; j < freqs.length; j++) out[j] = goertzelPower(x, fs, freqs[j]);
  return out;
}
