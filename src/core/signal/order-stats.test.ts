import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { medianOf, quantilesInPlace } from './order-stats';

const sorted = (v: number[]) => Float64Array.from(v).sort();

describe('order statistics by quickselect', () => {
  it('median equals the sorted middle (mean of the two middles for even n)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 200 }), (v) => {
        const s = sorted(v);
        const m = s.length >> 1;
        expect(medianOf(v)).toBe(s.length % 2 ? s[m] : 0.5 * (s[m - 1] + s[m]));
      }),
    );
    expect(medianOf([])).toBe(0);
  });
  it('nearest-rank quantiles equal the sorted values at round(p·(n−1))', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 1, maxLength: 300 }), (v) => {
        const s = sorted(v);
        const ps = [0, 0.005, 0.5, 0.995, 1];
        const q = quantilesInPlace(Float64Array.from(v), ps);
        // + 0 folds −0 into +0: they are equal values, and their order after sorting is arbitrary.
        ps.forEach((p, i) => expect(q[i] + 0).toBe(s[Math.round(p * (s.length - 1))] + 0));
      }),
    );
  });
  it('tail quantiles (bounded heap) equal the sorted values on long inputs with ties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 100, maxLength: 6000 }), fc.double({ min: 0, max: 0.04, noNaN: true }), (v, t) => {
        const s = sorted(v);
        const ps = [0, t, 0.5, 1 - t, 1];
        const q = quantilesInPlace(Float64Array.from(v), ps);
        ps.forEach((p, i) => expect(q[i] + 0).toBe(s[Math.round(p * (s.length - 1))] + 0));
      }),
      { numRuns: 200 },
    );
  });
});
