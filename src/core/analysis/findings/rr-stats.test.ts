import { describe, expect, it } from 'vitest';
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
});
