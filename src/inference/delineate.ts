// The committed delineation network applied to a whole record, lead by lead, into the Analysis wave shape.
import type { EcgRecord, LeadDelineation } from '../core/types';
import { defaultDelineatorSource, loadDelineatorBytes, setDelineatorModelSource, type ModelSource } from './model-source';
import { argmaxClasses, classesToWaves } from './postprocess';
import { NETWORK_FS, networkLead, padLength } from './preprocess';
import type { LoadedSession, Provider } from './runtime';
import { sessionSlot } from './session-slot';

/** Input contract of public/models/ecg-delineator.onnx (see its .card.json). */
export const DELINEATOR_FS = NETWORK_FS;
const LEN_MULTIPLE = 16;
const N_CLASSES = 4;
/** Long records run in windows of this many model samples, with context margins on both sides. */
const WINDOW = 15_000;
const MARGIN = 512;
const MAX_LEADS = 64;
const MAX_SECONDS = 24 * 3600;

const slot = sessionSlot(loadDelineatorBytes, setDelineatorModelSource, defaultDelineatorSource);

/** The delineator session, created once and reused. */
export const delineatorSession = (provider?: Provider): Promise<LoadedSession> => slot.get(provider);

/** Drop the delineator session (after a provider change); the next call creates a new one. */
export const resetDelineatorSession = (): Promise<void> => slot.reset();

/**
 * Runs `fn` with the delineator model of `source` (a cross-validation fold, a candidate, a damaged file), then
 * makes the committed model the delineator again: bench and tests.
 */
export const withDelineatorModel = <T>(source: ModelSource, fn: () => Promise<T>): Promise<T> => slot.withModel(source, fn);

/** Per-sample classes (0 none, 1 P, 2 QRS, 3 T) at DELINEATOR_FS for each normalised lead. */
export async function segmentLeads(leads: Float32Array[], s: LoadedSession): Promise<Uint8Array[]> {
  const n = leads[0]?.length ?? 0;
  const out = leads.map(() => new Uint8Array(n));
  for (let start = 0; start < n; start += WINDOW) {
    const lo = Math.max(0, start - MARGIN);
    const hi = Math.min(n, start + WINDOW + MARGIN);
    const len = hi - lo;
    const padded = padLength(len, LEN_MULTIPLE);
    const input = new Float32Array(leads.length * padded);
    leads.forEach((x, b) => input.set(x.subarray(lo, hi), b * padded));
    const feeds = { [s.session.inputNames[0]]: new s.ort.Tensor('float32', input, [leads.length, 1, padded]) };
    const res = await s.session.run(feeds);
    const logits = res[s.session.outputNames[0]];
    const data = logits.data as Float32Array;
    for (let b = 0; b < leads.length; b++) {
      const cls = argmaxClasses(data, b * N_CLASSES * padded, N_CLASSES, padded);
      const keepEnd = Math.min(n, start + WINDOW);
      out[b].set(cls.subarray(start - lo, keepEnd - lo), start);
    }
    logits.dispose?.();
  }
  return out;
}

/**
 * Delineate every lead of `record` with the committed network: resample to 250 Hz, normalise per lead,
 * segment, and turn runs of classes into waves (sample indices at the record's own rate).
 */
export async function delineateWithOnnx(record: EcgRecord, provider?: Provider): Promise<Record<string, LeadDelineation>> {
  if (!record.leads.length) return {};
  if (record.leads.length > MAX_LEADS) throw new Error(`${record.id}: ${record.leads.length} leads, at most ${MAX_LEADS}`);
  if (!(record.fs > 0) || record.length / record.fs > MAX_SECONDS) throw new Error(`${record.id}: unsupported fs ${record.fs} or length ${record.length}`);
  const s = await delineatorSession(provider);
  const prepared = record.leads.map((_, i) => networkLead(record, i));
  const classes = await segmentLeads(prepared, s);
  const out: Record<string, LeadDelineation> = {};
  record.leads.forEach((l, i) => {
    out[l.name] = { waves: classesToWaves(classes[i], l.samples, DELINEATOR_FS, record.fs) };
  });
  return out;
}
