// Median beat per lead from the beats of the dominant class, aligned on the QRS by cross-correlation.
import { medianInPlace } from '../signal/order-stats';

/** Window of the median beat around the fiducial (s). */
export const MEDIAN_PRE_S = 0.45;
export const MEDIAN_POST_S = 0.65;
/** Most beats used (evenly spread over the record). */
export const MEDIAN_MAX_BEATS = 300;
const MAX_SHIFT_S = 0.02;
const ALIGN_HALF_S = 0.06;

export interface MedianBeat {
  /** Index of the fiducial (R) inside the beat. */
  fiducial: number;
  length: number;
  /** Median beat per lead (baseline-removed, mV). */
  leads: Float32Array[];
  /** Per-sample median absolute deviation across beats (mV) before the fiducial: the beat-to-beat variability of the P region. */
  spread: Float32Array[];
  /** Beats used. */
  count: number;
}

/** Picks at most `max` of the candidate beats, evenly spread. */
export function pickEvenly(candidates: number[], max: number): number[] {
  if (candidates.length <= max) return candidates;
  return Array.from({ length: max }, (_, k) => candidates[Math.floor(((k + 0.5) * candidates.length) / max)]);
}

/**
 * Median of buf[0..n), which is reordered: selection (sortedMedian serves the usual few beats). `hasNaN`: the caller saw
 * a NaN while filling (the typed-array sort puts it last, as the median always did).
 */
function median(buf: Float64Array, n: number, hasNaN: boolean): number {
  if (!hasNaN) return medianInPlace(buf.subarray(0, n));
  buf.subarray(0, n).sort();
  return n % 2 ? buf[(n - 1) >> 1] : 0.5 * (buf[n / 2 - 1] + buf[n / 2]);
}

/** Most beats sorted by insertion for a median; selection beyond. */
const SORT_MAX = 32;

/** median() of n ≤ SORT_MAX finite values, sorting `order` (the beats the values came from) along with them. */
export function sortedMedian(buf: Float64Array, order: Int32Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const v = buf[i];
    const o = order[i];
    let j = i - 1;
    for (; j >= 0 && buf[j] > v; j--) {
      buf[j + 1] = buf[j];
      order[j + 1] = order[j];
    }
    buf[j + 1] = v;
    order[j + 1] = o;
  }
  return n % 2 ? buf[(n - 1) >> 1] : 0.5 * (buf[n / 2 - 1] + buf[n / 2]);
}

/**
 * Median of |v − med| over sorted finite values: the deviations below and above med are two sorted runs, merged up
 * to the middle (the same multiset as sorting them, so the same median).
 */
export function sortedDeviationMedian(sorted: Float64Array, n: number, med: number): number {
  let below = 0;
  while (below < n && sorted[below] < med) below++;
  let l = below - 1;
  let r = below;
  // The k-th smallest deviation for k up to the middle, with no closure: this runs per sample of every median beat,
  // and a closure over l and r cost a heap context per call (a fifth of the analysis' allocations).
  let lower = 0;
  let upper = 0;
  for (let k = 0; k <= n >> 1; k++) {
    let d: number;
    if (r >= n || (l >= 0 && med - sorted[l] <= sorted[r] - med)) d = Math.abs(sorted[l--] - med);
    else d = Math.abs(sorted[r++] - med);
    if (k === (n - 1) >> 1) lower = d;
    upper = d;
  }
  return n % 2 ? lower : 0.5 * (lower + upper);
}

/** Collects beat segments from baseline-removed blocks, then builds the aligned median. */
export class MedianBeatCollector {
  private readonly pre: number;
  private readonly post: number;
  private readonly shift: number;
  private readonly segments: Float32Array[][] = [];
  private readonly taken = new Set<number>();
  constructor(
    private readonly nLeads: number,
    fs: number,
    /** R positions (record samples, sorted) of the beats to use. */
    private readonly rPeaks: number[],
  ) {
    this.pre = Math.round(MEDIAN_PRE_S * fs);
    this.post = Math.round(MEDIAN_POST_S * fs);
    this.shift = Math.round(MAX_SHIFT_S * fs);
    this.alignHalf = Math.round(ALIGN_HALF_S * fs);
  }
  private readonly alignHalf: number;

  addBlock(start: number, clean: Float32Array[]): void {
    const len = clean[0]?.length ?? 0;
    for (const r of this.rPeaks) {
      const a = r - this.pre - this.shift;
      const b = r + this.post + this.shift;
      if (a < start || b > start + len || this.taken.has(r)) continue;
      this.taken.add(r);
      this.segments.push(clean.map((c) => c.slice(a - start, b - start)));
    }
  }

  build(): MedianBeat | null {
    const m = this.segments.length;
    if (m === 0) return null;
    const length = this.pre + this.post;
    const lags = new Int32Array(m).fill(this.shift);
    const lo = this.pre - this.alignHalf;
    const hi = this.pre + this.alignHalf;
    let template = this.medians(lags, lo, hi, false).leads;
    // Align each beat's QRS region on the R-aligned median, then take the median again.
    for (let j = 0; j < m; j++) {
      let best = this.shift;
      let bestC = -Infinity;
      for (let lag = 0; lag <= 2 * this.shift; lag++) {
        let c = 0;
        for (let li = 0; li < this.nLeads; li++) {
          const s = this.segments[j][li];
          const t = template[li];
          for (let i = lo; i < hi; i++) c += s[i + lag] * t[i];
        }
        if (c > bestC) {
          bestC = c;
          best = lag;
        }
      }
      lags[j] = best;
    }
    template = [];
    const res = this.medians(lags, 0, length, true);
    return { fiducial: this.pre, length, leads: res.leads, spread: res.spread, count: m };
  }

  /** Per-sample medians over [from, to) (zero elsewhere); the spread only before the fiducial (P region). */
  private medians(lags: Int32Array, from: number, to: number, withSpread: boolean): { leads: Float32Array[]; spread: Float32Array[] } {
    const length = this.pre + this.post;
    const m = this.segments.length;
    const buf = new Float64Array(m);
    const dev = new Float64Array(m);
    const order = new Int32Array(m);
    const leads: Float32Array[] = [];
    const spread: Float32Array[] = [];
    for (let li = 0; li < this.nLeads; li++) {
      const out = new Float32Array(length);
      const sp = new Float32Array(length);
      const seg = this.segments.map((s) => s[li]);
      // Beats in the order of their values at the previous sample: neighbouring samples are ordered alike, so the
      // insertion sort has little left to move (the median is the same whatever the order).
      for (let k = 0; k < m; k++) order[k] = k;
      for (let i = from; i < to; i++) {
        let nan = false;
        for (let k = 0; k < m; k++) {
          const j = order[k];
          const v = seg[j][i + lags[j]];
          buf[k] = v;
          if (v !== v) nan = true;
        }
        const sorted = !nan && m <= SORT_MAX;
        const med = sorted ? sortedMedian(buf, order, m) : median(buf, m, nan);
        out[i] = med;
        if (!withSpread || i >= this.pre) continue;
        if (sorted) {
          sp[i] = sortedDeviationMedian(buf, m, med);
          continue;
        }
        for (let j = 0; j < m; j++) dev[j] = Math.abs(seg[j][i + lags[j]] - med);
        sp[i] = median(dev, m, nan);
      }
      leads.push(out);
      spread.push(sp);
    }
    return { leads, spread };
  }
}
