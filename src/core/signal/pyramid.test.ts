import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { bucketMinMax, buildMinMaxPyramid, pyramidBytes, rangeMinMax } from './pyramid';

function bruteMinMax(x: Float32Array, from: number, to: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = Math.max(0, from); i < Math.min(x.length, to); i++) {
    if (x[i] < lo) lo = x[i];
    if (x[i] > hi) hi = x[i];
  }
  return [lo === Infinity ? NaN : lo, hi === -Infinity ? NaN : hi];
}

/** Channel 0 of a two-signal WFDB format-212 file, as raw ADC units (test-only decoder). */
function readFormat212Channel0(bytes: Uint8Array): Float32Array {
  const frames = Math.floor(bytes.length / 3);
  const out = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const b0 = bytes[3 * f];
    const b1 = bytes[3 * f + 1];
    let v = ((b1 & 0x0f) << 8) | b0;
    if (v > 2047) v -= 4096;
    out[f] = v;
  }
  return out;
}

describe('min/max pyramid', () => {
  it('matches brute force on random ranges, NaN gaps included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.float({ noNaN: true, min: -10, max: 10 }), fc.constant(NaN)), { minLength: 0, maxLength: 3000, size: 'max' }),
        fc.nat(4000),
        fc.nat(4000),
        (values, a, b) => {
          const x = Float32Array.from(values);
          const p = buildMinMaxPyramid(x, { baseBucket: 4, factor: 3 });
          const [from, to] = a <= b ? [a, b] : [b, a];
          expect(rangeMinMax(p, from, to)).toEqual(bruteMinMax(x, from, to));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a spike that falls inside a bucket and returns NaN for an all-NaN range', () => {
    const x = new Float32Array(10_000);
    x[5_003] = 3.5;
    x[7_001] = -2;
    for (let i = 9_000; i < 9_500; i++) x[i] = NaN;
    const p = buildMinMaxPyramid(x);
    const min = new Float32Array(4);
    const max = new Float32Array(4);
    bucketMinMax(p, 0, 10_000, 4, min, max);
    expect(Array.from(max)).toEqual([0, 0, 3.5, 0]);
    expect(Array.from(min)).toEqual([0, 0, -2, 0]);
    expect(rangeMinMax(p, 9_000, 9_500)).toEqual([NaN, NaN]);
  });
});

describeData('min/max pyramid on MIT-BIH record 100 (30 min, 360 Hz)', () => {
  const x = readFormat212Channel0(readFileSync(dataPath('mitdb', '100.dat')));
  const p = buildMinMaxPyramid(x);

  it('decodes the known first MLII sample (995 ADC units = -0.145 mV)', () => {
    expect(x.length).toBe(650_000);
    expect(x[0]).toBe(995);
  });

  it('summarises the whole record into 4 buckets per pixel exactly like brute force', () => {
    const count = 4 * 1200;
    const min = new Float32Array(count);
    const max = new Float32Array(count);
    bucketMinMax(p, 0, x.length, count, min, max);
    const w = x.length / count;
    for (const j of [0, 1, 777, 2400, count - 1]) {
      const s = Math.floor(j * w);
      const e = Math.floor((j + 1) * w);
      expect([min[j], max[j]]).toEqual(bruteMinMax(x, s, e));
    }
    const all = bruteMinMax(x, 0, x.length);
    expect(Math.min(...min)).toBe(all[0]);
    expect(Math.max(...max)).toBe(all[1]);
  });

  it('answers unaligned zoomed-in ranges exactly and stays small', () => {
    for (const [s, e] of [[12_345, 12_999], [100_001, 460_003], [649_990, 650_000]]) {
      expect(rangeMinMax(p, s, e)).toEqual(bruteMinMax(x, s, e));
    }
    // 8-sample base, factor 4: the levels hold about 2 floats per 8·(4/3) samples.
    expect(pyramidBytes(p)).toBeLessThan(x.byteLength * 0.35);
  });
});
