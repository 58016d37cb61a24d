import { describe, expect, it } from 'vitest';
import { goertzelPower, goertzelPowers } from './goertzel';

describe('goertzelPower / goertzelPowers', () => {
  // 1 s at 500 Hz: 0.3 mV at 50 Hz plus 0.1 mV at 7 Hz.
  const fs = 500;
  const x = Float64Array.from({ length: fs }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 50 * i) / fs) + 0.1 * Math.cos((2 * Math.PI * 7 * i) / fs));

  it('equals |DFT|² of the direct sum at bin frequencies', () => {
    for (const f of [7, 50, 60]) {
      let re = 0, im = 0;
      for (let i = 0; i < x.length; i++) { re += x[i] * Math.cos((2 * Math.PI * f * i) / fs); im -= x[i] * Math.sin((2 * Math.PI * f * i) / fs); }
      expect(goertzelPower(x, fs, f)).toBeCloseTo(re * re + im * im, 6);
    }
    // A sinusoid of amplitude A over N samples at its bin: |X|² = (A·N/2)².
    expect(Math.sqrt(goertzelPower(x, fs, 50)) * 2 / fs).toBeCloseTo(0.3, 6);
  });

  it('goertzelPowers gives goertzelPower at each frequency, bit for bit, for any count of frequencies', () => {
    for (const count of [1, 3, 4, 5, 9, 250]) {
      const freqs = Array.from({ length: count }, (_, k) => 2.5 + 0.05 * k * (250 / count));
      const all = goertzelPowers(x, fs, freqs);
      expect(Array.from(all)).toEqual(freqs.map((f) => goertzelPower(x, fs, f)));
    }
  });
});
