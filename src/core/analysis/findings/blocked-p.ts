/**
 * Non-conducted P waves (second-degree AV block), found without the delineator. The sinus node
 * keeps firing at its P–P interval while a QRS is dropped, so in a long RR interval (≥ 1.5 × P–P)
 * the missing beat's P stands one P–P after the previous P (or one before the next). At that
 * expected position (± 12 % of P–P) the band-passed lead (dissociated-p.ts) is compared with the
 * median conducted P of the same lead: a P is accepted when the correlation is ≥ 0.8 and its size
 * is 0.5–2 × the conducted P, clear of the previous T end and of the next P.
 * A sinus pause (no P at all) or an early blocked PAC (not at the P–P) does not pass.
 *
 * With a constant P–P, the PR lengthening over a Wenckebach group equals 2 × P–P − the pause RR,
 * so Mobitz I and II are told apart by the pause (`prGainMs`) even where the delineator missed the
 * P of the last conducted beat (its P falls in the previous T when the PR is long).
 */
import { leadInRole } from '../lead-order';
import type { Beat } from '../../types';
import { bandPass } from './dissociated-p';
import { medianOf } from '../../signal/order-stats';

export interface BlockedP {
  lead: string;
  /** Sample indices of the P waves not followed by a QRS. */
  peaks: number[];
  /** Beat indices i: a non-conducted P lies between beat i and beat i + 1. */
  droppedAfter: number[];
  /** Atrial (P–P) rate, /min. */
  atrialRatePerMin: number;
  /** Median PR lengthening before the drops, ms (2 × P–P − pause RR): ≈ 0 in Mobitz II. */
  prGainMs: number;
}

const LEADS = ['II', 'aVF', 'I', 'V1'];
const MIN_CORRELATION = 0.8;
const PAUSE_RATIO = 1.5;
const SEARCH_FRACTION = 0.12;

export function findBlockedP(leads: { x: Float32Array; name: string }[], fs: number, beats: Beat[]): BlockedP | null {
  if (beats.length < 4 || !(fs > 0)) return null;
  const withP = beats.map((b, i) => ({ b, i })).filter(({ b }) => b.pPeak != null && b.class !== 'V');
  if (withP.length < 3) return null;
  // P–P of consecutive beats that both show a P: a drop doubles it, so the sinus P–P is the lower cluster.
  const pp: number[] = [];
  for (let k = 1; k < withP.length; k++) if (withP[k].i === withP[k - 1].i + 1) pp.push(withP[k].b.pPeak! - withP[k - 1].b.pPeak!);
  if (pp.length < 2) return null;
  const sorted = [...pp].sort((a, b) => a - b);
  const low = sorted[Math.floor(0.25 * (sorted.length - 1))];
  const ppBase = medianOf(pp.filter((v) => v <= 1.25 * low));
  if (!(ppBase > 0.25 * fs && ppBase < 2 * fs)) return null;
  const pauses: number[] = [];
  for (let i = 0; i + 1 < beats.length; i++) if (beats[i + 1].r - beats[i].r >= PAUSE_RATIO * ppBase) pauses.push(i);
  if (pauses.length === 0) return null;
  const h = Math.max(2, Math.round(0.06 * fs));
  let best: BlockedP | null = null;
  for (const name of LEADS) {
    const lead = leadInRole(leads, name);
    if (!lead) continue;
    const n = Math.min(lead.x.length, beats[beats.length - 1].r + h + 1);
    const y = bandPass(lead.x, n, fs);
    const tpl = template(y, withP.map(({ b }) => b.pPeak!), h);
    if (!tpl) continue;
    const peaks: number[] = [];
    const droppedAfter: number[] = [];
    const gains: number[] = [];
    for (const i of pauses) {
      const prev = beats[i];
      const next = beats[i + 1];
      const expected = prev.pPeak != null ? prev.pPeak + ppBase : next.pPeak != null ? next.pPeak - ppBase : null;
      if (expected == null) continue;
      const lo = Math.max(prev.tOff ?? prev.r + Math.round(0.35 * fs), expected - Math.round(SEARCH_FRACTION * ppBase)) + h;
      const hi = Math.min((next.pOn ?? next.r - Math.round(0.25 * fs)) - h, expected + Math.round(SEARCH_FRACTION * ppBase), n - h - 1);
      const found = bestMatch(y, tpl, lo, hi, h);
      if (!found) continue;
      peaks.push(found);
      droppedAfter.push(i);
      gains.push(((2 * ppBase - (next.r - prev.r)) * 1000) / fs);
    }
    if (peaks.length > 0 && (!best || peaks.length > best.peaks.length)) {
      best = { lead: lead.name, peaks, droppedAfter, atrialRatePerMin: Math.round((60 * fs) / ppBase), prGainMs: Math.round(medianOf(gains)) };
    }
  }
  // Most pauses must show their P: one match among many pauses may be chance.
  return best && best.peaks.length * 3 >= pauses.length * 2 ? best : null;
}

/** Median band-passed P (± h samples around the conducted P peaks), or null when too few fit. */
function template(y: Float64Array, centres: number[], h: number): Float64Array | null {
  const inside = centres.filter((c) => c - h >= 0 && c + h < y.length);
  if (inside.length < 3) return null;
  const tpl = new Float64Array(2 * h + 1);
  const col: number[] = [];
  for (let o = -h; o <= h; o++) {
    col.length = 0;
    for (const c of inside) col.push(y[c + o]);
    tpl[o + h] = medianOf(col);
  }
  return tpl;
}

/** Centre in [lo, hi] where y best matches the template (correlation ≥ 0.8, size 0.5–2×), or null. */
function bestMatch(y: Float64Array, tpl: Float64Array, lo: number, hi: number, h: number): number | null {
  let tm = 0;
  for (const v of tpl) tm += v;
  tm /= tpl.length;
  let tt = 0;
  for (const v of tpl) tt += (v - tm) ** 2;
  if (!(tt > 0)) return null;
  let best: number | null = null;
  let bestCorr = MIN_CORRELATION;
  for (let c = lo; c <= hi; c++) {
    let sm = 0;
    for (let o = -h; o <= h; o++) sm += y[c + o];
    sm /= tpl.length;
    let st = 0;
    let ss = 0;
    for (let o = -h; o <= h; o++) {
      const d = y[c + o] - sm;
      st += d * (tpl[o + h] - tm);
      ss += d * d;
    }
    if (!(ss > 0)) continue;
    const corr = st / Math.sqrt(ss * tt);
    const gain = st / tt;
    if (corr >= bestCorr && gain >= 0.5 && gain <= 2) {
      bestCorr = corr;
      best = c;
    }
  }
  return best;
}
