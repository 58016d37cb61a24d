import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dominantFraction, rrStats } from './rr-stats';

describe('rrStats', () => {
  it('dominantFraction: the largest share of intervals within ±tol of one of them', () => {
    expect(dominantFraction([], 0.04)).toBe(0);
    expect(dominantFraction([800, 800, 800], 0.04)).toBe(1);
    // 1000 ± 40 holds 960, 1000 and 1030; 700 and 1300 stand alone.
    expect(dominantFraction([700, 960, 1000, 1030, 1300], 0.04)).toBe(0.6);
    expect(dominantFraction([500, 600, 700, 800, 900], 0.04)).toBe(0.2);
  });

  it('reports it over the series it is given, sorted or not', () => {
    expect(rrStats([1600, 1100, 1590, 1620, 890])!.dominantFraction).toBe(0.6);
  });

  it('leaves pauses (over 1.5 × the median) out of the dominant cycle: a regular rhythm between sinus pauses keeps it', () => {
    // A 10-s window of QTDB sel232 (MIT-BIH 232, sinus bradycardia with pauses), called AF before: 5 of 9 intervals at
    // its ~736 ms cycle, 5 of the 7 that are not pauses.
    expect(rrStats([744, 736, 2688, 1440, 700, 732, 740, 736, 664])!.dominantFraction).toBeCloseTo(5 / 7, 10);
    // AF-like intervals without pauses are unchanged.
    expect(rrStats([1600, 1100, 1590, 1620, 890])!.dominantFraction).toBe(0.6);
  });

  it('dominantFraction is a share in (0, 1], the same for any order and any time unit, and at least 1/n', () => {
    const rr = fc.array(fc.integer({ min: 200, max: 3000 }), { minLength: 2, maxLength: 60 });
    fc.assert(fc.property(rr, fc.integer({ min: 1, max: 8 }), (xs, k) => {
      const d = rrStats(xs)!.dominantFraction;
      expect(d).toBeGreaterThanOrEqual(1 / xs.length - 1e-12);
      expect(d).toBeLessThanOrEqual(1);
      expect(rrStats([...xs].reverse())!.dominantFraction).toBe(d);
      expect(rrStats(xs.map((v) => v * k))!.dominantFraction).toBe(d);
    }));
  });
});
