// Waves from another delineator (the network, or a combination) in the shapes the DSP path uses:
// per lead and beat (matched to the detected R peaks), and a median-beat delineation built from the
// median over beats of each wave's on/peak/off relative to R.
import type { LeadDelineation, Wave, WaveType } from '../types';
import { combineLeads, EMPTY_FIDUCIALS, type GlobalFiducials } from './delineate-global';
import type { LeadBeatWaves, WaveIdx } from './delineate-lead';
import type { MedianDelineation } from './measure-median';
import { medianOf } from '../signal/order-stats';

/** Largest distance of a QRS peak from the detected R peak for it to be that beat's QRS (s). */
export const EXTERNAL_QRS_MATCH_S = 0.15;
/** Without a neighbouring beat, P and T are searched this far before / after R (s). */
export const EXTERNAL_EDGE_S = 1;
/** A lead's median beat has a wave of a type when at least this fraction of the beats have one. */
export const EXTERNAL_WAVE_MIN_FRACTION = 0.5;

/** Index of the first wave whose peak is ≥ x (waves sorted by peak). */
function firstAtOrAfter(w: Wave[], x: number): number {
  let lo = 0, hi = w.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (w[mid].peak < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The wave with peak in (lo, hi) nearest to `target`, or null. */
function nearestIn(w: Wave[], lo: number, hi: number, target: number): WaveIdx | null {
  let best: Wave | null = null;
  for (let i = firstAtOrAfter(w, lo + 1); i < w.length && w[i].peak < hi; i++) {
    if (!best || Math.abs(w[i].peak - target) < Math.abs(best.peak - target)) best = w[i];
  }
  return best ? { on: best.on, peak: best.peak, off: best.off } : null;
}

/**
 * How far a T wave stands out in its lead: |signal at the peak − the on–off chord there| (signal units).
 * The DSP's tStrength for external waves, given only to beats with a T in fewer than 3 leads: there
 * combineLeads takes the strongest lead's T (without strengths, the first lead's: QTDB beat T end SD
 * 36.9 → 28.9 ms with the mean combination, docs/onnx.md). With 3 or more, strengths would switch on
 * combineLeads' clear-T filter, whose shorter T end lost against LUDB's latest-annotated-lead
 * reference (global QT within tolerance 86.7 → 80.0 %), so none are given.
 */
export function chordAmplitude(x: ArrayLike<number>, w: WaveIdx): number {
  const n = x.length;
  const at = (i: number) => { const v = x[Math.min(n - 1, Math.max(0, i))]; return Number.isFinite(v) ? v : 0; };
  const span = w.off - w.on;
  const chord = span > 0 ? at(w.on) + ((at(w.off) - at(w.on)) * (w.peak - w.on)) / span : at(w.on);
  return Math.abs(at(w.peak) - chord);
}

/**
 * perLead[lead][beat] from external waves (positions in record samples): per beat, the QRS nearest R
 * (within EXTERNAL_QRS_MATCH_S), the P nearest before R after the previous R, the T nearest after R
 * before the next R. Every lead and beat gets an entry (waves null where none; a lead absent from
 * `delineation` has none), as the DSP path gives every lead of a delineated beat one.
 * With `signals` (the leads' samples, in `names` order), beats with a T in 1–2 leads get `tStrength` (chordAmplitude).
 */
export function assignExternalWaves(delineation: Record<string, LeadDelineation>, names: string[], rPeaks: ArrayLike<number>, fs: number, signals?: ArrayLike<number>[]): LeadBeatWaves[][] {
  const match = EXTERNAL_QRS_MATCH_S * fs;
  const edge = Math.round(EXTERNAL_EDGE_S * fs);
  const out = names.map((name) => {
    const out: LeadBeatWaves[] = Array.from(rPeaks, () => ({ qrs: null, p: null, pSlope: 0, t: null }));
    const lead = delineation[name];
    if (!lead) return out;
    const byType = (t: WaveType) => lead.waves.filter((w) => w.type === t && w.on <= w.peak && w.peak <= w.off).sort((a, b) => a.peak - b.peak);
    const qrsW = byType('QRS'), pW = byType('P'), tW = byType('T');
    for (let b = 0; b < rPeaks.length; b++) {
      const r = rPeaks[b];
      const prev = b > 0 ? rPeaks[b - 1] : r - edge;
      const next = b + 1 < rPeaks.length ? rPeaks[b + 1] : r + edge;
      const qrs = nearestIn(qrsW, r - match - 1, r + match + 1, r);
      const p = nearestIn(pW, prev, qrs ? qrs.on + 1 : r, r);
      const t = nearestIn(tW, qrs ? qrs.off - 1 : r, next, r);
      out[b] = { qrs, p, pSlope: 0, t };
    }
    return out;
  });
  if (signals) {
    for (let b = 0; b < rPeaks.length; b++) {
      const withT = out.filter((l) => l[b].t !== null).length;
      if (withT === 0 || withT >= 3) continue;
      out.forEach((l, li) => { const t = l[b].t; if (t && signals[li]) l[b] = { ...l[b], tStrength: chordAmplitude(signals[li], t) }; });
    }
  }
  return out;
}

const median = (v: number[]) => Math.round(medianOf(v));

function medianWave(waves: (WaveIdx | null)[], rs: number[], fiducial: number, minCount: number): WaveIdx | null {
  const on: number[] = [], peak: number[] = [], off: number[] = [];
  waves.forEach((w, k) => {
    if (!w) return;
    on.push(w.on - rs[k]);
    peak.push(w.peak - rs[k]);
    off.push(w.off - rs[k]);
  });
  if (on.length === 0 || on.length < minCount) return null;
  return { on: fiducial + median(on), peak: fiducial + median(peak), off: fiducial + median(off) };
}

/**
 * Record-level fiducials as the median over beats of each beat's multi-lead fiducial (relative to
 * R): the way the LUDB reference is built (per-beat earliest onset / latest offset, then median).
 */
export const GLOBAL_FROM_BEATS = true;

/** Multi-lead order statistics for external waves (see GLOBAL_EXTREME_FRACTION; set from bench/onnx-accuracy). */
export const EXTERNAL_EXTREME_FRACTION = { QRS: 0, P: 0, T: 0 };

function medianOfBeatGlobals(perLead: LeadBeatWaves[][], beats: number[], rPeaks: ArrayLike<number>, fiducial: number, use: boolean[], pPresent: boolean): GlobalFiducials {
  const gs = beats.map((b) => combineLeads(perLead.filter((_, li) => use[li]).map((l) => ({ qrs: l[b].qrs, t: l[b].t, tStrength: l[b].tStrength, p: pPresent ? l[b].p : null })), EXTERNAL_EXTREME_FRACTION));
  const out: GlobalFiducials = { ...EMPTY_FIDUCIALS };
  for (const k of Object.keys(out) as (keyof GlobalFiducials)[]) {
    const rel: number[] = [];
    gs.forEach((g, i) => { const v = g[k]; if (v !== null) rel.push(v - rPeaks[beats[i]]); });
    if (rel.length > 0 && rel.length >= EXTERNAL_WAVE_MIN_FRACTION * gs.length) out[k] = fiducial + median(rel);
  }
  return out;
}

/** True where the beat has a wave in some lead. */
export const hasWaves = (perLead: LeadBeatWaves[][], b: number): boolean => perLead.some((l) => l[b].qrs !== null || l[b].p !== null || l[b].t !== null);

/**
 * Median-beat delineation from external per-beat waves of the given beats (the dominant class):
 * per lead, the median of each wave's on/peak/off relative to R placed at the median beat's
 * fiducial; a lead shows P when most of its beats have one; then the same multi-lead combination
 * and P-presence rule as the DSP median beat (measure-median).
 */
export function externalMedianDelineation(perLead: LeadBeatWaves[][], rPeaks: ArrayLike<number>, beats: number[], fiducial: number, useLead?: boolean[]): MedianDelineation {
  const rs = beats.map((b) => rPeaks[b]);
  const medPerLead: LeadBeatWaves[] = perLead.map((lead) => {
    const at = beats.map((b) => lead[b]);
    const seen = at.filter((w) => w.qrs !== null || w.p !== null || w.t !== null).length;
    const min = Math.max(1, Math.ceil(EXTERNAL_WAVE_MIN_FRACTION * seen));
    return {
      qrs: medianWave(at.map((w) => w.qrs), rs, fiducial, min),
      p: medianWave(at.map((w) => w.p), rs, fiducial, min),
      pSlope: 0,
      t: medianWave(at.map((w) => w.t), rs, fiducial, min),
    };
  });
  const use = useLead ?? medPerLead.map(() => true);
  const pLeads = medPerLead.map((l, li) => use[li] && l.p !== null);
  const nUsed = use.filter(Boolean).length;
  const pPresent = pLeads.filter(Boolean).length >= Math.max(1, Math.ceil(nUsed / 4));
  const global = GLOBAL_FROM_BEATS
    ? medianOfBeatGlobals(perLead, beats, rPeaks, fiducial, use, pPresent)
    : combineLeads(medPerLead.filter((_, li) => use[li]).map((l) => ({ qrs: l.qrs, t: l.t, p: pPresent ? l.p : null })), EXTERNAL_EXTREME_FRACTION);
  return { perLead: medPerLead, global, pLeads, pPresent };
}

/**
 * The global QRS onset and offset of the median beat that `delineation`'s waves give on their own (over the
 * dominant-class beats they delineate), or null: with the `combined` delineator the network's, which the DSP
 * median beat's QRS is combined with (AnalyzeOptions.medianQrsFrom).
 */
export function externalMedianQrs(
  delineation: Record<string, LeadDelineation>, names: string[], rPeaks: ArrayLike<number>, fs: number,
  dominant: (b: number) => boolean, fiducial: number, useLead: boolean[],
): { on: number | null; off: number | null } | null {
  const perLead = assignExternalWaves(delineation, names, rPeaks, fs);
  const beats: number[] = [];
  for (let b = 0; b < rPeaks.length; b++) if (dominant(b) && hasWaves(perLead, b)) beats.push(b);
  if (!beats.length) return null;
  const g = externalMedianDelineation(perLead, rPeaks, beats, fiducial, useLead).global;
  return { on: g.qrsOn, off: g.qrsOff };
}
