/**
 * P waves found independently of the QRS complexes, for AV dissociation (complete AV block).
 *
 * The delineator looks for one P before each QRS, so P waves that march through the QRS-T at their
 * own rate are missed. Here, in one lead (II, else aVF, I, V1): the signal is band-passed by a
 * difference of moving means (±10 ms − ±60 ms: keeps the ≈ 100-ms P, attenuates the broad T and the
 * baseline); the QRS-T is cancelled by subtracting the median of the R-aligned beats (a P wave that
 * is not locked to the QRS falls at a different offset in each beat, so the median leaves it out —
 * and a conducted, locked P is cancelled with the QRS-T, so sinus rhythm yields nothing here); the
 * residual QRS is blanked. Peaks of the residual above half its 99th percentile and 4 robust SDs,
 * ≥ 200 ms apart, count as P waves when they form a regular series: ≥ 70 % of the P–P intervals
 * within 15 % of the median interval or of twice it (a P hidden in a blanked QRS), rate 40–200 /min.
 */
import { leadInRole } from '../lead-order';
import type { Beat } from '../../types';
import { medianOf, quantilesInPlace } from '../../signal/order-stats';

export interface DissociatedP {
  lead: string;
  /** Sample indices of the P peaks. */
  peaks: number[];
  /** Atrial rate from the median P–P interval. */
  ratePerMin: number;
}

const LEADS = ['II', 'aVF', 'I', 'V1'];
const MAX_SECONDS = 60;
const MAX_BEATS = 200;

export function findDissociatedP(leads: { x: Float32Array; name: string }[], fs: number, beats: Beat[]): DissociatedP | null {
  if (beats.length < 4 || !(fs > 0)) return null;
  const lead = LEADS.map((n) => leadInRole(leads, n)).find((l) => l != null);
  if (!lead) return null;
  const n = Math.min(lead.x.length, Math.round(MAX_SECONDS * fs));
  const y = bandPass(lead.x, n, fs);
  const usedBeats = beats.filter((b) => b.r < n).slice(0, MAX_BEATS);
  if (usedBeats.length < 4) return null;
  const pre = Math.round(0.3 * fs);
  const post = Math.round(0.6 * fs);
  const r = residual(y, usedBeats, pre, post);
  const blanked = new Uint8Array(n);
  const before = Math.round(0.08 * fs);
  const after = Math.round(0.12 * fs);
  for (const b of usedBeats) {
    const a = Math.max(0, Math.min(b.r - before, (b.qrsOn ?? b.r) - Math.round(0.02 * fs)));
    const e = Math.min(n - 1, Math.max(b.r + after, (b.qrsOff ?? b.r) + Math.round(0.04 * fs)));
    for (let i = a; i <= e; i++) blanked[i] = 1;
  }
  const vals: number[] = [];
  for (let i = 0; i < n; i++) if (!blanked[i] && Number.isFinite(r[i])) vals.push(r[i]);
  if (vals.length < fs) return null;
  const med = medianOf(vals);
  const sigma = 1.4826 * medianOf(vals.map((v) => Math.abs(v - med)));
  const [lo, hi] = quantilesInPlace(Float64Array.from(vals), [0.01, 0.99]);
  // P polarity: the side with the larger excursions.
  const sign = hi - med >= med - lo ? 1 : -1;
  const top = sign > 0 ? hi - med : med - lo;
  const thr = Math.max(0.5 * top, 4 * sigma);
  if (!(thr > 0)) return null;
  const peaks = pickPeaks(r, blanked, med, sign, thr, Math.round(0.2 * fs), Math.round(0.04 * fs));
  if (peaks.length < 4) return null;
  const pp: number[] = [];
  for (let i = 1; i < peaks.length; i++) pp.push(peaks[i] - peaks[i - 1]);
  const m = medianOf(pp);
  const rate = (60 * fs) / m;
  if (rate < 40 || rate > 200) return null;
  const fits = pp.filter((d) => Math.abs(d - m) <= 0.15 * m || Math.abs(d - 2 * m) <= 0.3 * m).length;
  if (fits < 0.7 * pp.length) return null;
  return { lead: lead.name, peaks, ratePerMin: Math.round(rate) };
}

/** Difference of centred moving means (±10 ms − ±60 ms); NaN samples count as 0. */
export function bandPass(x: Float32Array, n: number, fs: number): Float64Array {
  const c = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) c[i + 1] = c[i] + (x[i] === x[i] ? x[i] : 0);
  const mean = (i: number, k: number) => {
    const a = Math.max(0, i - k);
    const b = Math.min(n, i + k + 1);
    return (c[b] - c[a]) / (b - a);
  };
  const k1 = Math.max(1, Math.round(0.01 * fs));
  const k2 = Math.max(k1 + 1, Math.round(0.06 * fs));
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) y[i] = mean(i, k1) - mean(i, k2);
  return y;
}

/** y minus the median R-aligned beat (offsets −pre..post), each sample relative to its nearest R. */
function residual(y: Float64Array, beats: Beat[], pre: number, post: number): Float64Array {
  const n = y.length;
  const len = pre + post + 1;
  const tpl = new Float64Array(len);
  const col: number[] = [];
  for (let o = 0; o < len; o++) {
    col.length = 0;
    for (const b of beats) {
      const i = b.r - pre + o;
      if (i >= 0 && i < n) col.push(y[i]);
    }
    tpl[o] = col.length ? medianOf(col) : 0;
  }
  const r = Float64Array.from(y);
  let j = 0;
  for (let i = 0; i < n; i++) {
    while (j + 1 < beats.length && Math.abs(beats[j + 1].r - i) < Math.abs(beats[j].r - i)) j++;
    const o = i - beats[j].r + pre;
    if (o >= 0 && o < len) r[i] -= tpl[o];
  }
  return r;
}

/** Local extrema of sign·(r − med) above thr, outside blanked samples, ≥ gap apart (larger wins), not at a blank edge. */
function pickPeaks(r: Float64Array, blanked: Uint8Array, med: number, sign: number, thr: number, gap: number, edge: number): number[] {
  const n = r.length;
  const peaks: number[] = [];
  for (let i = 1; i + 1 < n; i++) {
    if (blanked[i]) continue;
    const v = sign * (r[i] - med);
    if (v < thr || v < sign * (r[i - 1] - med) || v < sign * (r[i + 1] - med)) continue;
    // A peak right at a blank edge is the cut QRS residue, not a P.
    let nearBlank = false;
    for (let k = Math.max(0, i - edge); k <= Math.min(n - 1, i + edge) && !nearBlank; k++) nearBlank = blanked[k] === 1;
    if (nearBlank) continue;
    const last = peaks[peaks.length - 1];
    if (last !== undefined && i - last < gap) {
      if (v > sign * (r[last] - med)) peaks[peaks.length - 1] = i;
    } else peaks.push(i);
  }
  return peaks;
}
