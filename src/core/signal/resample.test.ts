import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { loadMitdb, matchBeats } from '../../../bench/beats-accuracy';
import { detectQrs } from '../analysis/detect';
import { resample } from './resample';

function sine(f: number, n: number, fs: number): Float32Array {
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = Math.sin((2 * Math.PI * f * i) / fs);
  return x;
}

describe('resample', () => {
  it('keeps an in-band sine (500 -> 250 Hz and 360 -> 500 Hz)', () => {
    for (const [fsIn, fsOut] of [[500, 250], [360, 500], [500, 257]]) {
      const y = resample(sine(5, 10 * fsIn, fsIn), fsIn, fsOut);
      expect(y.length).toBe(10 * fsOut);
      let err = 0;
      for (let j = fsOut; j < 9 * fsOut; j++) err = Math.max(err, Math.abs(y[j] - Math.sin((2 * Math.PI * 5 * j) / fsOut)));
      expect(err).toBeLessThan(0.01);
    }
  });

  it('suppresses content above the new Nyquist instead of aliasing it', () => {
    const y = resample(sine(150, 10000, 1000), 1000, 200);
    let m = 0;
    for (let j = 200; j < y.length - 200; j++) m = Math.max(m, Math.abs(y[j]));
    expect(m).toBeLessThan(0.02);
  });

  it('returns a copy at the same rate and rejects bad rates', () => {
    const x = sine(1, 100, 100);
    expect(resample(x, 100, 100)).not.toBe(x);
    expect(() => resample(x, 0, 100)).toThrow(RangeError);
  });
});

describeData('resample on MIT-BIH', () => {
  it('record 100 at 250 Hz: detected beats still match the reference positions', async () => {
    const { fs, leads, ref } = await loadMitdb('100');
    const five = 300 * fs;
    const out = leads.map((l) => resample(l.subarray(0, five), fs, 250));
    const det = detectQrs(out, 250);
    const refAt250 = ref.filter((a) => a.sample < five - fs).map((a) => Math.round((a.sample * 250) / fs));
    const m = matchBeats(refAt250, det, Math.round(0.05 * 250));
    expect(m.fn).toBe(0);
    expect(m.fp).toBeLessThanOrEqual(1);
  });
});
