import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedDeviationMedian, sortedMedian } from './median-beat';

const directMedian = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
};

describe('median beat: per-sample medians', () => {
  // Values on a coarse grid so that ties (equal samples of several beats) are common.
  const values = fc.array(fc.integer({ min: -6, max: 6 }).map((k) => k / 8), { minLength: 1, maxLength: 32 });

  it('sortedMedian sorts the values with the beats they came from and returns their median', () => {
    fc.assert(
      fc.property(values, (v) => {
        const buf = Float64Array.from(v);
        const order = Int32Array.from(v, (_, k) => k);
        expect(sortedMedian(buf, order, v.length)).toBe(directMedian(v));
        expect(Array.from(buf)).toEqual([...v].sort((a, b) => a - b));
        expect(Array.from(order, (j) => v[j])).toEqual(Array.from(buf));
      }),
      { numRuns: 500 },
    );
  });

  it('sortedDeviationMedian is the median absolute deviation from the median', () => {
    fc.assert(
      fc.property(values, (v) => {
        const med = directMedian(v);
        const sorted = Float64Array.from([...v].sort((a, b) => a - b));
        expect(sortedDeviationMedian(sorted, v.length, med)).toBe(directMedian(v.map((x) => Math.abs(x - med))));
      }),
      { numRuns: 500 },
    );
  });
});
