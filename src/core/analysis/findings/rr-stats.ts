import { T } from './thresholds';

/** RR-interval statistics used to call a rhythm regular, irregular or irregularly irregular. */
export interface RrStats {
  count: number;
  meanMs: number;
  medianMs: number;
  /** Coefficient of variation (SD / mean). */
  cv: number;
  /** RMSSD / mean RR: beat-to-beat irregularity, insensitive to slow rate trends. */
  nRmssd: number;
  /** Turning points / (n − 2): ≈ 2/3 for a random series, 1 for strict alternation, 0 for a trend. */
  turningPointRatio: number | null;
  rangeMs: number;
  /**
   * Largest share of the intervals within ±T.afDominantRrTolerance of one of them: a dominant cycle. A sinus (or
   * any regular) rhythm interrupted by ectopics keeps most intervals at its own cycle; AF's have none. Pauses
   * (intervals over T.pauseRrFactor × the median) are left out: a regular rhythm interrupted by sinus pauses keeps
   * its cycle between them (QTDB sel232, MIT-BIH 232), and AF's intervals rarely reach 1.5 × their median.
   */
  dominantFraction: number;
}

export function rrStats(rrMs: number[]): RrStats | null {
  const n = rrMs.length;
  if (n < 2) return null;
  const mean = rrMs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(rrMs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  let ss = 0;
  for (let i = 1; i < n; i++) ss += (rrMs[i] - rrMs[i - 1]) ** 2;
  const rmssd = Math.sqrt(ss / (n - 1));
  let tp = 0;
  for (let i = 1; i < n - 1; i++) {
    const a = rrMs[i] - rrMs[i - 1];
    const b = rrMs[i + 1] - rrMs[i];
    if (a * b < 0) tp++;
  }
  const sorted = [...rrMs].sort((a, b) => a - b);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return {
    count: n,
    meanMs: mean,
    medianMs: median,
    cv: sd / mean,
    nRmssd: rmssd / mean,
    turningPointRatio: n >= 3 ? tp / (n - 2) : null,
    rangeMs: sorted[n - 1] - sorted[0],
    dominantFraction: dominantFraction(sorted.filter((v) => v <= T.pauseRrFactor * median), T.afDominantRrTolerance),
  };
}

/** Largest share of `sorted` (ascending) within ±tol × c of some element c: two pointers, O(n). */
export function dominantFraction(sorted: number[], tol: number): number {
  let lo = 0, hi = 0, best = 0;
  for (const c of sorted) {
    while (sorted[lo] < c * (1 - tol)) lo++;
    while (hi < sorted.length && sorted[hi] <= c * (1 + tol)) hi++;
    best = Math.max(best, hi - lo);
  }
  return sorted.length ? best / sorted.length : 0;
}
