/**
 * A P wave locked to the QRS, found on the R-aligned median beat of one lead (II, else aVF, I)
 * without the delineator: the rescue for sinus tachycardia, where the P sits right after the
 * previous T and per-beat P delineation misses it.
 *
 * The lead is band-passed as in dissociated-p.ts (±10 ms − ±60 ms moving means: the ≈ 100-ms P
 * keeps a sharp peak, the broad T limb does not). The median over the dominant beats of the
 * signal at each offset before the QRS keeps what is locked to the QRS (a conducted P) and drops
 * what is not (f-waves, noise). A P is accepted when the median beat has a positive local maximum
 * 50–280 ms before QRS onset and after half the RR interval (so it is not the previous T),
 * standing ≥ 3 robust SDs of the beat-to-beat scatter above the troughs on both sides within
 * 60 ms, and ≥ 80 % of the beats individually show ≥ half of it within ±16 ms.
 * Positive only: a sinus P is upright in II, aVF and I. A flutter wave locked to the QRS (2:1,
 * 4:1 conduction) can pass this test too: see docs/findings.md.
 */
import { leadInRole } from '../lead-order';
import type { Beat } from '../../types';
import { bandPass } from './dissociated-p';
import { medianOf } from '../../signal/order-stats';

export interface LockedP {
  lead: string;
  /** P peak (band-passed) before the R peak, ms. */
  beforeRMs: number;
  /** Prominence of the P in robust SDs of the beat-to-beat scatter. */
  prominenceSd: number;
  /** Share of beats that show the P individually. */
  consistency: number;
}

const LEADS = ['II', 'aVF', 'I'];
const MAX_BEATS = 60;

export function findLockedP(leads: { x: Float32Array; name: string }[], fs: number, beats: Beat[]): LockedP | null {
  const normal = beats.filter((b) => b.class === 'N').slice(0, MAX_BEATS);
  if (normal.length < 4 || !(fs > 0)) return null;
  const rr: number[] = [];
  for (let i = 1; i < beats.length; i++) rr.push(beats[i].r - beats[i - 1].r);
  const rrMed = medianOf(rr);
  const qrsLead = medianOf(normal.map((b) => b.r - (b.qrsOn ?? b.r - Math.round(0.04 * fs))));
  const from = Math.round(Math.min(qrsLead + 0.28 * fs, 0.5 * rrMed));
  const to = Math.round(qrsLead + 0.05 * fs);
  const side = Math.round(0.06 * fs);
  const jitter = Math.round(0.016 * fs);
  if (from - to < 2 * side) return null;
  for (const name of LEADS) {
    const lead = leadInRole(leads, name);
    if (!lead) continue;
    // Only the stretch the beats used cover is filtered (a 24-h lead is never copied whole).
    const n = Math.min(lead.x.length, normal[normal.length - 1].r + 1);
    const usable = normal.filter((b) => b.r - from - side >= 0 && b.r < n);
    if (usable.length < 4) continue;
    const y = bandPass(lead.x, n, fs);
    const span = from + side; // offsets before R: 0..span
    const tpl = new Float64Array(span + 1);
    const col: number[] = [];
    const scatter: number[] = [];
    for (let o = 0; o <= span; o++) {
      col.length = 0;
      for (const b of usable) col.push(y[b.r - o]);
      tpl[o] = medianOf(col);
      if (o >= to && o <= from) for (const v of col) scatter.push(v - tpl[o]);
    }
    const sd = 1.4826 * medianOf(scatter.map(Math.abs));
    // Largest positive local maximum of the median beat within the window.
    let best = -1;
    for (let o = to + 1; o < from; o++) {
      if (tpl[o] > 0 && tpl[o] >= tpl[o - 1] && tpl[o] >= tpl[o + 1] && (best < 0 || tpl[o] > tpl[best])) best = o;
    }
    if (best < 0) continue;
    let leftMin = Infinity;
    let rightMin = Infinity;
    for (let o = best; o <= Math.min(span, best + side); o++) leftMin = Math.min(leftMin, tpl[o]); // earlier in time
    for (let o = Math.max(0, best - side); o <= best; o++) rightMin = Math.min(rightMin, tpl[o]);
    const prominence = tpl[best] - Math.max(leftMin, rightMin);
    if (!(sd > 0) || prominence < 3 * sd) continue;
    let shown = 0;
    for (const b of usable) {
      let m = -Infinity;
      for (let o = best - jitter; o <= best + jitter; o++) m = Math.max(m, y[b.r - o]);
      if (m - Math.max(leftMin, rightMin) >= 0.5 * prominence) shown++;
    }
    const consistency = shown / usable.length;
    if (consistency < 0.8) continue;
    return { lead: lead.name, beforeRMs: Math.round((best * 1000) / fs), prominenceSd: Math.round((prominence / sd) * 10) / 10, consistency: Math.round(consistency * 1000) / 1000 };
  }
  return null;
}
