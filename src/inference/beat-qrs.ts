// The beat-QRS network (training/beat_qrs.py, public/models/ecg-beat-qrs.card.json): from the 12 leads around a beat,
// the samples inside the beat's global QRS, in LUDB's convention (earliest onset to latest offset over the leads'
// annotated QRS), and inside each lead's own QRS. Run on every beat of a 12-lead record for the combined delineator:
// each lead's QRS boundaries become the median of three estimators (DSP, the delineation network, this one), and the
// median global QRS of the dominant beats is averaged into the median beat's (combine.ts, docs/delineation.md).
import { medianOf } from '../core/signal/order-stats';
import type { EcgRecord } from '../core/types';
import { defaultBeatQrsSource, loadBeatQrsBytes, setBeatQrsModelSource, type ModelSource } from './model-source';
import { NETWORK_FS, networkLead } from './preprocess';
import type { LoadedSession, Provider } from './runtime';
import { sessionSlot } from './session-slot';

/** Half the window in model samples (±320 ms): sample HALF is the beat's R peak. */
const HALF = 80;
const WIDTH = 2 * HALF;
/** The QRS is looked for within ±200 ms of the R peak. */
const SEARCH = 50;
/** Beats per network run: bounds the input tensor on long records (12 × 160 floats a beat). */
const BATCH = 256;
/** The input's channel order; output channel 0 is the global QRS, channel 1 + i lead i's. */
export const BEAT_QRS_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const LEADS = BEAT_QRS_LEADS.length;
const OUTPUTS = 1 + LEADS;

/** Onset and offset of the global QRS relative to the R peak (ms), medians over `beats` beats. */
export interface GlobalQrs { onMs: number; offMs: number; beats: number }

/** A QRS onset and offset in samples of the record (fractional). */
export type QrsSpan = [on: number, off: number];

export interface BeatQrs {
  /** R peaks (samples of the record) of the beats the network ran on: those whose window fits in the record. */
  peaks: number[];
  /** Per standard lead (the record's name for it): per beat of `peaks`, that lead's QRS, or null where the network marks none. */
  leads: Record<string, (QrsSpan | null)[]>;
  /** The global QRS over the beats asked for it, or null. */
  global: GlobalQrs | null;
}

const slot = sessionSlot(loadBeatQrsBytes, setBeatQrsModelSource, defaultBeatQrsSource);
export const beatQrsSession = (provider?: Provider): Promise<LoadedSession> => slot.get(provider);
export const resetBeatQrsSession = (): Promise<void> => slot.reset();
/** Runs `fn` with the beat-QRS model of `source` (a cross-validation fold), then the committed one again. */
export const withBeatQrsModel = <T>(source: ModelSource, fn: () => Promise<T>): Promise<T> => slot.withModel(source, fn);

/** Index in `names` of each of BEAT_QRS_LEADS (case-insensitive), or null when one is missing. */
export function standardLeadIndices(names: string[]): number[] | null {
  const lower = names.map((n) => n.trim().toLowerCase());
  const idx = BEAT_QRS_LEADS.map((n) => lower.indexOf(n.toLowerCase()));
  return idx.every((i) => i >= 0) ? idx : null;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** sigmoid(x) > 0.5, with the exponential only near 0: the same answer for every x, at a fraction of the cost. */
const above = (x: number) => (x > 1e-15 ? true : x < -1e-15 ? false : sigmoid(x) > 0.5);

/**
 * From one channel's logits (WIDTH of them from `start`): the first and last sample whose probability (sigmoid) is
 * above 0.5 within ±SEARCH of the window's centre, with sub-sample crossings (linear in probability between the samples
 * either side of 0.5), in window samples; null when none is above 0.5.
 */
export function qrsFromLogits(x: ArrayLike<number>, start = 0): { on: number; off: number } | null {
  let a = -1, b = -1;
  for (let i = HALF - SEARCH; i < HALF + SEARCH; i++) if (above(x[start + i])) { if (a < 0) a = i; b = i; }
  if (a < 0) return null;
  const p = (i: number) => sigmoid(x[start + i]);
  const on = a > 0 && p(a - 1) < 0.5 ? a - (p(a) - 0.5) / (p(a) - p(a - 1)) : a;
  const off = b < WIDTH - 1 && p(b + 1) < 0.5 ? b + (p(b) - 0.5) / (p(b) - p(b + 1)) : b;
  return { on, off };
}

/**
 * The network on the beats of `record` at `peaks` (samples of the record, ascending): each lead's QRS per beat, and
 * the global QRS as the median over the beats whose indices are in `globalFrom`. Null without the 12 standard leads
 * or a beat whose window fits in the record.
 */
export async function estimateBeatQrs(record: EcgRecord, peaks: readonly number[], globalFrom: readonly number[], provider?: Provider): Promise<BeatQrs | null> {
  const idx = standardLeadIndices(record.leads.map((l) => l.name));
  if (!idx || !(record.fs > 0)) return null;
  const leads = idx.map((i) => networkLead(record, i));
  const n = leads[0].length;
  const scale = NETWORK_FS / record.fs;
  const forGlobal = new Set(globalFrom);
  const beats: { r: number; c: number; global: boolean }[] = [];
  peaks.forEach((r, b) => {
    const c = Math.round(r * scale);
    if (c - HALF >= 0 && c + HALF <= n) beats.push({ r, c, global: forGlobal.has(b) });
  });
  if (!beats.length) return null;
  const s = await beatQrsSession(provider);
  const out: BeatQrs = { peaks: beats.map((b) => b.r), leads: Object.fromEntries(idx.map((li) => [record.leads[li].name, []])), global: null };
  const ons: number[] = [], offs: number[] = [];
  for (let first = 0; first < beats.length; first += BATCH) {
    const batch = beats.slice(first, first + BATCH);
    const input = new Float32Array(batch.length * LEADS * WIDTH);
    batch.forEach(({ c }, b) => leads.forEach((x, li) => input.set(x.subarray(c - HALF, c + HALF), (b * LEADS + li) * WIDTH)));
    const res = await s.session.run({ [s.session.inputNames[0]]: new s.ort.Tensor('float32', input, [batch.length, LEADS, WIDTH]) });
    const logits = res[s.session.outputNames[0]];
    const data = logits.data as Float32Array;
    batch.forEach(({ r, c, global }, b) => {
      // Window sample i lies at record sample (c − HALF + i) / scale.
      const span = (ch: number): QrsSpan | null => {
        const q = qrsFromLogits(data, (b * OUTPUTS + ch) * WIDTH);
        return q && [(c - HALF + q.on) / scale, (c - HALF + q.off) / scale];
      };
      idx.forEach((li, ch) => out.leads[record.leads[li].name].push(span(ch + 1)));
      const g = global ? span(0) : null;
      if (g) {
        ons.push(((g[0] - r) * 1000) / record.fs);
        offs.push(((g[1] - r) * 1000) / record.fs);
      }
    });
    logits.dispose?.();
  }
  if (ons.length) out.global = { onMs: medianOf(ons), offMs: medianOf(offs), beats: ons.length };
  return out;
}
