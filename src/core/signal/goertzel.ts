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
