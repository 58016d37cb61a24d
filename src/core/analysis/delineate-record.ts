// Whole-record delineation in blocks: bounded memory, and a representative subset of blocks for
// very long records (docs/delineation.md, "Long records").
import { delineateLead, delineateQrsLead, medianAbs, qrsScale, type LeadBeatWaves, type QrsXi, type WaveIdx } from './delineate-lead';
import { applySlowWaveConsensus } from './delineate-consensus';
import { DELINEATION_FS, fillMissing, isoelectricBaseline, lowPassInPlace, removeBaseline, resampleLinear } from './delineate-preprocess';
import { medianOf as median } from '../signal/order-stats';

export const BLOCK_SECONDS = 10;
const MARGIN_SECONDS = 2;
/** Records longer than this are delineated on evenly spread 10-s blocks totalling this much. */
export const MAX_DELINEATED_SECONDS = 30 * 60;
/** Low-pass applied before delineation (keeps QRS slopes, removes muscle noise and mains). */
export const DELINEATION_LOWPASS_HZ = 40;

export interface DelineateRecordOptions {
  maxDelineatedSeconds?: number;
  onProgress?: (fraction: number) => void;
  /** Receives each processed block's leads (at fs, minus the isoelectric PR-segment baseline) and its first sample. */
  onBlock?: (start: number, clean: Float32Array[]) => void;
  /** Leads that take part in the multi-lead QRS consensus (default: all). */
  useLead?: boolean[];
}

export interface RecordDelineation {
  /** perLead[lead][beat], positions in record samples; null where the beat was not delineated. */
  perLead: (LeadBeatWaves | null)[][];
  /** 1 for beats inside a delineated block. */
  delineated: Uint8Array;
}

/**
 * How far a lead's QRS may extend beyond the multi-lead median boundaries (s). The terminal part of
 * a wide complex (the slurred S or R' of a bundle branch block) shows in a few leads only, 20–40 ms
 * after the median lead's offset, so the offset gets a wider margin than the onset (LUDB global QRS
 * within tolerance 84 → 87 %; a 40 ms onset margin let leads reach into the P: 84 → 82 %).
 */
export const QRS_CONSENSUS = {
  marginOnS: 0.02,
  marginOffS: 0.04,
  /**
   * With 2 usable leads (1.3.1; QTDB, Holter) there is no median: a lead's QRS may begin at most this
   * long before the other lead's onset. On QTDB, where the two leads' onsets differ by ≥ 56 ms the
   * later one is right (noise or a P wave chained in a small noisy lead), below that the earlier one:
   * QTDB QRS onset 0.2 ± 12.0 → 0.4 ± 11.3 ms (30 ms: 0.6 ± 11.2, 50 ms: 11.7, 60 ms: 11.8).
   */
  twoLeadOnS: 0.04,
};

/**
 * Two-pass QRS delineation: each lead alone, then again with the search limited to the median
 * boundaries of all leads ± a margin, so a lead whose own chain of slopes reached into a P wave or
 * a T wave is brought back to the complex all leads agree on.
 */
export function consensusQrs(ys: Float32Array[], r: number[], useLead?: boolean[], xi?: QrsXi): (WaveIdx | null)[][] {
  const w2 = ys.map((y) => qrsScale(y));
  const scale = w2.map((w) => medianAbs(w));
  const first = ys.map((y, li) => delineateQrsLead(y, w2[li], DELINEATION_FS, r, undefined, scale[li], xi));
  const voters = first.filter((_, li) => useLead?.[li] ?? true);
  if (voters.length === 2 && QRS_CONSENSUS.twoLeadOnS > 0) return twoLeadQrs(ys, w2, scale, r, voters, xi);
  if (voters.length < 3) return first;
  const mOn = Math.round(QRS_CONSENSUS.marginOnS * DELINEATION_FS);
  const mOff = Math.round(QRS_CONSENSUS.marginOffS * DELINEATION_FS);
  const lo: number[] = [], hi: number[] = [];
  for (let b = 0; b < r.length; b++) {
    const ons = voters.map((q) => q[b]?.on).filter((v): v is number => v !== undefined);
    const offs = voters.map((q) => q[b]?.off).filter((v): v is number => v !== undefined);
    lo.push(ons.length ? Math.round(median(ons)) - mOn : 0);
    hi.push(offs.length ? Math.round(median(offs)) + mOff : Number.MAX_SAFE_INTEGER);
  }
  return ys.map((y, li) => delineateQrsLead(y, w2[li], DELINEATION_FS, r, { lo, hi }, scale[li], xi));
}

/**
 * Two leads have no median: a lead may begin its QRS at most twoLeadOnS before the other lead's onset;
 * an earlier lead is delineated again with its search starting there, so its chain of slopes can no
 * longer begin in the P wave or the noise before that bound.
 */
function twoLeadQrs(ys: Float32Array[], w2: Float32Array[], scale: number[], r: number[], voters: (WaveIdx | null)[][], xi?: QrsXi): (WaveIdx | null)[][] {
  const m = Math.round(QRS_CONSENSUS.twoLeadOnS * DELINEATION_FS);
  const lo: number[] = [], hi: number[] = [];
  for (let b = 0; b < r.length; b++) {
    const ons = voters.map((q) => q[b]?.on).filter((v): v is number => v !== undefined);
    lo.push(ons.length === 2 ? Math.max(...ons) - m : 0);
    hi.push(Number.MAX_SAFE_INTEGER);
  }
  return ys.map((y, li) => delineateQrsLead(y, w2[li], DELINEATION_FS, r, { lo, hi }, scale[li], xi));
}

/** Indices of the blocks to process: all, or an even spread when the record is too long. */
export function chooseBlocks(nBlocks: number, budget: number): number[] {
  if (nBlocks <= budget) return Array.from({ length: nBlocks }, (_, i) => i);
  return Array.from({ length: budget }, (_, k) => Math.min(nBlocks - 1, Math.floor(((k + 0.5) * nBlocks) / budget)));
}

function toRecord(w: WaveIdx | null, a: number, scale: number): WaveIdx | null {
  return w ? { on: a + Math.round(w.on * scale), peak: a + Math.round(w.peak * scale), off: a + Math.round(w.off * scale) } : null;
}

export function delineateRecord(leads: Float32Array[], fs: number, rPeaks: ArrayLike<number>, options: DelineateRecordOptions = {}): RecordDelineation {
  const n = leads.reduce((m, l) => Math.max(m, l.length), 0);
  const nb = rPeaks.length;
  const perLead: (LeadBeatWaves | null)[][] = leads.map(() => new Array<LeadBeatWaves | null>(nb).fill(null));
  const delineated = new Uint8Array(nb);
  const blockLen = Math.round(BLOCK_SECONDS * fs);
  const margin = Math.round(MARGIN_SECONDS * fs);
  const nBlocks = Math.max(1, Math.ceil(n / blockLen));
  const budget = Math.max(1, Math.ceil((options.maxDelineatedSeconds ?? MAX_DELINEATED_SECONDS) / BLOCK_SECONDS));
  const blocks = chooseBlocks(nBlocks, budget);
  const scale = fs / DELINEATION_FS;
  let first = 0;
  blocks.forEach((bi, done) => {
    const start = bi * blockLen;
    const end = Math.min(n, start + blockLen);
    const a = Math.max(0, start - margin);
    const b = Math.min(n, end + margin);
    while (first < nb && rPeaks[first] < a) first++;
    let last = first;
    while (last < nb && rPeaks[last] < b) last++;
    const clean = leads.map((l) => removeBaseline(l.subarray(a, b), fs));
    const onsets: number[] = [];
    if (last > first) {
      const r250: number[] = [];
      for (let k = first; k < last; k++) r250.push(Math.round((rPeaks[k] - a) / scale));
      const ys = clean.map((c) => resampleLinear(lowPassInPlace(c.slice(), fs, DELINEATION_LOWPASS_HZ), fs, DELINEATION_FS));
      const qrs = consensusQrs(ys, r250, options.useLead);
      for (let k = 0; k < r250.length; k++) {
        const ons = qrs.map((q) => q[k]?.on).filter((v): v is number => v !== undefined);
        if (ons.length) onsets.push(Math.round(median(ons) * scale));
      }
      const all = ys.map((y, li) => delineateLead(y, DELINEATION_FS, r250, DELINEATION_FS, qrs[li]));
      applySlowWaveConsensus(all, r250.length, DELINEATION_FS, options.useLead);
      all.forEach((res, li) => {
        for (let k = first; k < last; k++) {
          if (rPeaks[k] < start || rPeaks[k] >= end) continue;
          const w = res[k - first];
          perLead[li][k] = { qrs: toRecord(w.qrs, a, scale), p: toRecord(w.p, a, scale), pSlope: w.pSlope, t: toRecord(w.t, a, scale), tStrength: w.tStrength };
        }
      });
      for (let k = first; k < last; k++) if (rPeaks[k] >= start && rPeaks[k] < end) delineated[k] = 1;
    }
    if (options.onBlock) {
      options.onBlock(a, leads.map((l) => {
        const raw = fillMissing(l.subarray(a, b));
        const base = isoelectricBaseline(raw, fs, onsets);
        for (let i = 0; i < raw.length; i++) raw[i] -= base[i];
        return raw;
      }));
    }
    options.onProgress?.((done + 1) / blocks.length);
  });
  return { perLead, delineated };
}
