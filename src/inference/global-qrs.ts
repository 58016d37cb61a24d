// The global-QRS network (training/global_qrs_cv.py, public/models/ecg-global-qrs.card.json): from the 12 leads
// around a beat, the samples inside the beat's global QRS, whose convention is LUDB's (earliest onset to latest offset
// over the leads' annotated QRS). Applied to the dominant beats of a 12-lead record; their median onset and offset are
// averaged into the combined delineator's median beat (combine.ts, docs/delineation.md).
import { medianOf } from '../core/signal/order-stats';
import type { EcgRecord } from '../core/types';
import { GLOBAL_QRS_MAX_BEATS } from './combine';
import { defaultGlobalQrsSource, loadGlobalQrsBytes, setGlobalQrsModelSource, type ModelSource } from './model-source';
import { normaliseLead } from './preprocess';
import { resample } from './resample';
import type { LoadedSession, Provider } from './runtime';
import { sessionSlot } from './session-slot';

export const GLOBAL_QRS_FS = 250;
/** Half the window in model samples (±320 ms): sample HALF is the beat's R peak. */
const HALF = 80;
/** The QRS is looked for within ±200 ms of the R peak. */
const SEARCH = 50;
/** The input's channel order. */
export const GLOBAL_QRS_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

/** Onset and offset of the global QRS relative to the R peak (ms), medians over `beats` dominant beats. */
export interface GlobalQrs { onMs: number; offMs: number; beats: number }

const slot = sessionSlot(loadGlobalQrsBytes, setGlobalQrsModelSource, defaultGlobalQrsSource);
export const globalQrsSession = (provider?: Provider): Promise<LoadedSession> => slot.get(provider);
export const resetGlobalQrsSession = (): Promise<void> => slot.reset();
/** Runs `fn` with the global-QRS model of `source` (a cross-validation fold), then the committed one again. */
export const withGlobalQrsModel = <T>(source: ModelSource, fn: () => Promise<T>): Promise<T> => slot.withModel(source, fn);

/** Index in `names` of each of GLOBAL_QRS_LEADS (case-insensitive), or null when one is missing. */
export function standardLeadIndices(names: string[]): number[] | null {
  const lower = names.map((n) => n.trim().toLowerCase());
  const idx = GLOBAL_QRS_LEADS.map((n) => lower.indexOf(n.toLowerCase()));
  return idx.every((i) => i >= 0) ? idx : null;
}

/**
 * First and last sample with probability > 0.5 within ±SEARCH of the window's centre, with sub-sample crossings
 * (linear between the samples either side of 0.5), in window samples; null when none is above 0.5.
 */
export function qrsFromProbabilities(p: ArrayLike<number>): { on: number; off: number } | null {
  let a = -1, b = -1;
  for (let i = HALF - SEARCH; i < HALF + SEARCH; i++) if (p[i] > 0.5) { if (a < 0) a = i; b = i; }
  if (a < 0) return null;
  const on = a > 0 && p[a - 1] < 0.5 ? a - (p[a] - 0.5) / (p[a] - p[a - 1]) : a;
  const off = b < p.length - 1 && p[b + 1] < 0.5 ? b + (p[b] - 0.5) / (p[b] - p[b + 1]) : b;
  return { on, off };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The network's global QRS of `record`'s beats at `peaks` (samples at the record's rate; dominantBeatPeaks), or null
 * without the 12 standard leads or a beat whose window fits in the record.
 */
export async function estimateGlobalQrs(record: EcgRecord, peaks: readonly number[], provider?: Provider): Promise<GlobalQrs | null> {
  const idx = standardLeadIndices(record.leads.map((l) => l.name));
  if (!idx || !(record.fs > 0)) return null;
  const leads = idx.map((i) => normaliseLead(resample(record.leads[i].samples, record.fs, GLOBAL_QRS_FS)));
  const n = leads[0].length;
  const scale = GLOBAL_QRS_FS / record.fs;
  const centres: { c: number; shift: number }[] = [];
  for (const r of peaks.slice(0, GLOBAL_QRS_MAX_BEATS)) {
    const c = Math.round(r * scale);
    if (c - HALF >= 0 && c + HALF <= n) centres.push({ c, shift: c - r * scale });
  }
  if (!centres.length) return null;
  const w = 2 * HALF;
  const input = new Float32Array(centres.length * 12 * w);
  centres.forEach(({ c }, b) => leads.forEach((x, li) => input.set(x.subarray(c - HALF, c + HALF), (b * 12 + li) * w)));
  const s = await globalQrsSession(provider);
  const res = await s.session.run({ [s.session.inputNames[0]]: new s.ort.Tensor('float32', input, [centres.length, 12, w]) });
  const logits = res[s.session.outputNames[0]];
  const data = logits.data as Float32Array;
  const ons: number[] = [], offs: number[] = [];
  const msPerSample = 1000 / GLOBAL_QRS_FS;
  centres.forEach(({ shift }, b) => {
    const q = qrsFromProbabilities(Array.from(data.subarray(b * w, (b + 1) * w), sigmoid));
    if (!q) return;
    ons.push((q.on - HALF + shift) * msPerSample);
    offs.push((q.off - HALF + shift) * msPerSample);
  });
  logits.dispose?.();
  return ons.length ? { onMs: medianOf(ons), offMs: medianOf(offs), beats: ons.length } : null;
}
