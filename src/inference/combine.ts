// Signal-processing + network delineations: a per-wave-type combination and where the two disagree.
import { beatConsensus } from '../core/analysis/beat-consensus';
import { dominantClass } from '../core/analysis/classify';
import { pickEvenly } from '../core/analysis/median-beat';
import type { ExternalPass } from '../core/analysis/index';
import type { BeatClass, LeadDelineation, Wave, WaveType } from '../core/types';
import type { BeatQrs, QrsSpan } from './beat-qrs';
import { BEAT_QRS_TAG, DELINEATOR_MODEL_VERSION, DELINEATOR_TAG } from './model-source';

export type Source = 'dsp' | 'onnx';
/** Which waves drive an analysis (CLI `--delineator`, the Neural models panel). */
export type DelineatorChoice = 'dsp' | 'onnx' | 'combined';
/** A DelineatorChoice, or `auto` (the command line's and the app's default): `combined` up to AUTO_NETWORK_MAX_S, `dsp` beyond. */
export type DelineatorSetting = DelineatorChoice | 'auto';

/**
 * Longest record `auto` delineates with the network: diagnostic ECGs and rhythm strips. The network is
 * validated on 10-s 12-lead records (LUDB, out of fold) and QTDB's 15-min two-lead ones; a day-long Holter
 * record would add minutes and a 250 Hz copy of every lead for per-lead waves nobody has annotated.
 */
export const AUTO_NETWORK_MAX_S = 3600;

/** Readable name of a CONTRACT `model.delineator` tag: `dsp`, `onnx:<id>@<version>`, or that + `+dsp` (combined). */
export function delineatorName(tag: string): string {
  if (!tag.startsWith('onnx:')) return 'signal processing';
  const model = tag.slice('onnx:'.length);
  return model.endsWith('+dsp') ? `combined (${model.slice(0, -'+dsp'.length)} + signal processing)` : `network (${model})`;
}

/** The delineator `setting` stands for on a record of `durationS` seconds. */
export function resolveDelineator(setting: DelineatorSetting, durationS: number): DelineatorChoice {
  if (setting !== 'auto') return setting;
  return durationS <= AUTO_NETWORK_MAX_S ? 'combined' : 'dsp';
}

const MATCH_MS = 150;

/**
 * Presence per wave type for the mean combination: the delineator with the better per-lead F1 out of
 * fold on all 100 LUDB records (5-fold cross-validation, bench/onnx-accuracy.ts): P DSP 98.8 vs network
 * 96.9 %, QRS 99.9 vs 99.6 %, T 99.1 vs 99.3 % (T from DSP: its presence decides the T end search).
 */
export const MEAN_PRESENCE: Record<WaveType, Source> = { P: 'dsp', QRS: 'dsp', T: 'dsp' };

/**
 * One-to-one matches of `a` to `b` waves (same type, peaks within MATCH_MS): each `a` wave in order takes
 * the nearest unused `b` wave. Returns, per `a` wave, its `b` partner or null. Only the `b` waves within
 * the tolerance are looked at (binary search on peaks), so day-long records stay linear.
 */
export function matchByPeak(a: Wave[], b: Wave[], fs: number): (Wave | null)[] {
  const tol = (MATCH_MS / 1000) * fs;
  const sorted = [...b].sort((x, y) => x.peak - y.peak);
  const used = new Set<Wave>();
  return a.map((w) => {
    let lo = 0, hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid].peak < w.peak - tol) lo = mid + 1;
      else hi = mid;
    }
    let best: Wave | null = null;
    for (let i = lo; i < sorted.length && sorted[i].peak <= w.peak + tol; i++) {
      const v = sorted[i];
      if (v.type !== w.type || used.has(v)) continue;
      if (!best || Math.abs(v.peak - w.peak) < Math.abs(best.peak - w.peak)) best = v;
    }
    if (best) used.add(best);
    return best;
  });
}

/** A third estimate of a lead's QRS at the beat whose R lies near `peak` (beatQrsLookup), or null. */
export type ThirdQrs = (lead: string, peak: number) => QrsSpan | null;

/** The beat-QRS network's span of `lead` for the beat whose R peak lies nearest `peak`, within MATCH_MS. */
export function beatQrsLookup(b: BeatQrs, fs: number): ThirdQrs {
  const tol = (MATCH_MS / 1000) * fs;
  const peaks = b.peaks;
  return (lead, peak) => {
    const spans = b.leads[lead];
    if (!spans) return null;
    let lo = 0, hi = peaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (peaks[mid] < peak) lo = mid + 1;
      else hi = mid;
    }
    // The nearer of the two peaks either side of `peak` (the earlier on a tie), if within the tolerance.
    const before = lo > 0 ? peak - peaks[lo - 1] : Infinity;
    const after = lo < peaks.length ? peaks[lo] - peak : Infinity;
    const best = before <= after ? lo - 1 : lo;
    return Math.min(before, after) <= tol ? spans[best] : null;
  };
}

const median3 = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * Mean combination per lead and wave type: the waves of the type's presence source
 * (`presence`, default MEAN_PRESENCE); where the other delineator has a matching wave (peak within
 * 150 ms), onset and offset are the mean of the two (equal weights: two estimators of similar
 * spread whose errors are only partly correlated, docs/onnx.md). Where `third` also has the QRS, its
 * onset and offset are each the median of the three instead: the median drops whichever estimator lies
 * in a tail (docs/delineation.md). The peak stays the presence source's, kept inside [on, off]. Types
 * listed in `meanOf` are combined; others are taken as they are.
 */
export function meanCombination(
  dsp: Record<string, LeadDelineation>,
  onnx: Record<string, LeadDelineation>,
  fs: number,
  presence: Record<WaveType, Source> = MEAN_PRESENCE,
  meanOf: readonly WaveType[] = ['P', 'QRS', 'T'],
  third: ThirdQrs | null = null,
): Record<string, LeadDelineation> {
  const out: Record<string, LeadDelineation> = {};
  for (const lead of new Set([...Object.keys(dsp), ...Object.keys(onnx)])) {
    const waves: Wave[] = [];
    for (const type of ['P', 'QRS', 'T'] as WaveType[]) {
      const [mine, other] = presence[type] === 'onnx' ? [onnx, dsp] : [dsp, onnx];
      const own = (mine[lead]?.waves ?? []).filter((w) => w.type === type);
      if (!meanOf.includes(type)) { waves.push(...own); continue; }
      const partner = matchByPeak(own, (other[lead]?.waves ?? []).filter((w) => w.type === type), fs);
      own.forEach((w, i) => {
        const m = partner[i];
        if (!m) { waves.push(w); return; }
        const t = type === 'QRS' && third ? third(lead, w.peak) : null;
        const on = Math.round(t ? median3(w.on, m.on, t[0]) : (w.on + m.on) / 2);
        const off = Math.max(on, Math.round(t ? median3(w.off, m.off, t[1]) : (w.off + m.off) / 2));
        waves.push({ type, on, peak: Math.min(off, Math.max(on, w.peak)), off });
      });
    }
    out[lead] = { waves: waves.sort((a, b) => a.peak - b.peak) };
  }
  return out;
}

/**
 * The `combined` delineator (CLI, bench, UI): meanCombination with MEAN_PRESENCE, boundaries of every
 * wave type averaged (the QRS's the median of three with the beat-QRS network's, `beatQrs`, on 12-lead
 * records), then pulled toward the beat's multi-lead consensus (beatConsensus). Beats both DSP and the
 * network per lead out of fold on LUDB (docs/onnx.md, docs/delineation.md).
 */
export function combinedDelineation(
  dsp: Record<string, LeadDelineation>,
  onnx: Record<string, LeadDelineation>,
  fs: number,
  beatQrs: BeatQrs | null = null,
): Record<string, LeadDelineation> {
  return beatConsensus(meanCombination(dsp, onnx, fs, MEAN_PRESENCE, ['P', 'QRS', 'T'], beatQrs && beatQrsLookup(beatQrs, fs)), fs);
}

/**
 * The beats the beat-QRS network is run on, all of them, and those whose median gives the global QRS: the
 * dominant class's, at most GLOBAL_QRS_MAX_BEATS evenly spread (out of fold on LUDB a median of 8 put 97 records'
 * QRS within tolerance, of all up to 64 96: docs/delineation.md).
 */
export const GLOBAL_QRS_MAX_BEATS = 8;

/** R peaks of all beats, and the indices among them of the dominant-class beats for the global QRS. */
export function beatQrsRequest(beats: readonly { r: number; class: BeatClass }[]): { peaks: number[]; globalFrom: number[] } {
  const dom = dominantClass(beats.map((b) => b.class));
  const dominant = beats.flatMap((b, i) => (b.class === dom ? [i] : []));
  return { peaks: beats.map((b) => b.r), globalFrom: pickEvenly(dominant, GLOBAL_QRS_MAX_BEATS) };
}

/**
 * The second analysis pass of a network choice: the network's waves alone, or combinedDelineation of them with
 * the DSP waves (and the beat-QRS network's, `beatQrs`, when there is one); the combined pass keeps the DSP median
 * beat and its global P and T (closer to the reference, docs/onnx.md), its QRS onset averaged with the network's
 * median beat's and its offset extended to the network's when that ends later, then both averaged with the
 * beat-QRS network's global QRS.
 */
export function networkDelineation(
  choice: Exclude<DelineatorChoice, 'dsp'>,
  dspLeads: Record<string, LeadDelineation>,
  net: Record<string, LeadDelineation>,
  fs: number,
  beatQrs: BeatQrs | null = null,
): ExternalPass & { delineation: Record<string, LeadDelineation> } {
  return choice === 'onnx'
    ? { delineation: net, keepDspMedian: false }
    : { delineation: combinedDelineation(dspLeads, net, fs, beatQrs), keepDspMedian: true, medianQrsFrom: net, globalQrs: beatQrs?.global ?? null };
}

/**
 * The analysis' `model` for a network choice (CONTRACT.md's `onnx:<model-id>`, `+dsp` when combined); its version
 * names the beat-QRS network when that took part.
 */
export function networkModel(choice: Exclude<DelineatorChoice, 'dsp'>, dspVersion: string, beatQrs: BeatQrs | null = null): { delineator: string; version: string } {
  return choice === 'combined'
    ? { delineator: `${DELINEATOR_TAG}+dsp`, version: `${DELINEATOR_MODEL_VERSION}+dsp ${dspVersion}${beatQrs ? ` + ${BEAT_QRS_TAG}` : ''}` }
    : { delineator: DELINEATOR_TAG, version: DELINEATOR_MODEL_VERSION };
}

export interface Disagreement {
  lead: string;
  type: WaveType;
  /** 'dsp-only' / 'onnx-only': a wave found by one side only; 'on' / 'off': matched waves whose boundary differs. */
  kind: 'dsp-only' | 'onnx-only' | 'on' | 'off';
  /** Sample where to show it (the wave's peak, or the differing boundary of the network wave). */
  sample: number;
  /** network − dsp boundary difference (ms), for 'on'/'off'. */
  deltaMs?: number;
}

/** Waves matched by peak (≤150 ms, same type); boundaries that differ by more than `tolMs` are reported. */
export function delineationDisagreements(
  dsp: Record<string, LeadDelineation>,
  onnx: Record<string, LeadDelineation>,
  fs: number,
  tolMs = 40,
): Disagreement[] {
  const out: Disagreement[] = [];
  const ms = (d: number) => (d / fs) * 1000;
  for (const lead of Object.keys(dsp)) {
    if (!onnx[lead]) continue;
    for (const type of ['P', 'QRS', 'T'] as WaveType[]) {
      const a = dsp[lead].waves.filter((w) => w.type === type);
      const b = onnx[lead].waves.filter((w) => w.type === type);
      const partner = matchByPeak(a, b, fs);
      const used = new Set<Wave>();
      for (const [i, w] of a.entries()) {
        const best = partner[i];
        if (!best) { out.push({ lead, type, kind: 'dsp-only', sample: w.peak }); continue; }
        used.add(best);
        if (Math.abs(ms(best.on - w.on)) > tolMs) out.push({ lead, type, kind: 'on', sample: best.on, deltaMs: ms(best.on - w.on) });
        if (Math.abs(ms(best.off - w.off)) > tolMs) out.push({ lead, type, kind: 'off', sample: best.off, deltaMs: ms(best.off - w.off) });
      }
      for (const v of b) if (!used.has(v)) out.push({ lead, type, kind: 'onnx-only', sample: v.peak });
    }
  }
  return out.sort((x, y) => x.sample - y.sample);
}
