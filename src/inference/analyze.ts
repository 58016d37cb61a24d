// The analysis with a delineator setting, shared by the command line (analyze, verify, score) and the app's
// data-set scoring worker: the DSP analysis, completed a second time with the network's or the combined waves.
import { completeAnalysis, prepareAnalysis, type AnalyzeOptions } from '../core/analysis/index';
import type { Analysis, BeatClass, EcgRecord, LeadDelineation } from '../core/types';
import { beatQrsRequest, networkDelineation, networkModel, resolveDelineator, type DelineatorSetting } from './combine';
import { delineateWithOnnx, delineatorSession } from './delineate';
import { estimateBeatQrs, standardLeadIndices, type BeatQrs } from './beat-qrs';

/** Why the network cannot run in this process (its session failed to load), once known. */
let networkUnavailable: string | null = null;
/** Forget a failed network load (after the model source changed: tests). */
export function resetNetworkFallback(): void {
  networkUnavailable = null;
  beatQrsUnavailable = null;
}

/**
 * Where the delineation network runs: in this thread (`IN_THREAD_NETWORK`), or another one (the command line's
 * network thread, src/cli/network-thread.ts), which then works on a record while this thread runs the DSP analysis.
 */
export interface NetworkDelineator {
  /** Loads the network once; resolves to its execution provider, rejects with why it cannot run. */
  provider(): Promise<string>;
  /** The network's per-lead waves of `record` (delineateWithOnnx). */
  delineate(record: EcgRecord): Promise<Record<string, LeadDelineation>>;
  /** The beat-QRS network on the beats at `peaks`, the global QRS from those at `globalFrom` (estimateBeatQrs). */
  beatQrs(record: EcgRecord, peaks: number[], globalFrom: number[]): Promise<BeatQrs | null>;
}

export const IN_THREAD_NETWORK: NetworkDelineator = {
  provider: async () => (await delineatorSession()).provider,
  delineate: (record) => delineateWithOnnx(record),
  beatQrs: (record, peaks, globalFrom) => estimateBeatQrs(record, peaks, globalFrom),
};

/** Why the beat-QRS network cannot run in this process, once known: the combined analysis then goes without it. */
let beatQrsUnavailable: string | null = null;

/** The beat-QRS estimates for the combined pass, or null (no 12 standard leads; the network failed: warned once). */
async function beatQrsFor(record: EcgRecord, beats: { r: number; class: BeatClass }[], network: NetworkDelineator, onWarning?: (message: string) => void): Promise<BeatQrs | null> {
  if (beatQrsUnavailable !== null) return null;
  const { peaks, globalFrom } = beatQrsRequest(beats);
  try {
    return await network.beatQrs(record, peaks, globalFrom);
  } catch (e) {
    beatQrsUnavailable = (e as Error).message;
    onWarning?.(`beat-QRS network unavailable (${beatQrsUnavailable}); the combined QRS goes without it`);
    return null;
  }
}

/** The network's execution provider, or null under `auto` where it cannot be loaded (the reason is kept for the process). */
async function providerFor(setting: DelineatorSetting, network: NetworkDelineator): Promise<string | null> {
  if (setting === 'auto' && networkUnavailable !== null) return null;
  try {
    return await network.provider();
  } catch (e) {
    if (setting !== 'auto') throw e;
    networkUnavailable = (e as Error).message;
    return null;
  }
}

/** The message `auto` gives when it falls back to the DSP delineator. */
const fallbackWarning = (reason: string) => `delineation network unavailable (${reason}); using the DSP delineator`;

/**
 * The analysis with the chosen delineator's waves: the DSP analysis, or the record re-analysed with the
 * network's per-lead waves (`onnx`) or their mean combination with the DSP waves (`combined`,
 * combinedDelineation): leads, beats' fiducials, median-beat measurements and findings then follow those
 * waves (R peaks, beat classes and the DSP median beat come from the one preparation). Under `auto`, a network
 * that cannot be loaded (no WebAssembly, a damaged model file) gives the DSP analysis and `onWarning` the reason,
 * once per process; an error on one record is that record's error.
 */
export async function analyzeWithDelineator(
  record: EcgRecord,
  setting: DelineatorSetting,
  options: Pick<AnalyzeOptions, 'leadSet' | 'onProgress'> & { onWarning?: (message: string) => void; network?: NetworkDelineator } = {},
): Promise<Analysis> {
  const choice = resolveDelineator(setting, record.length / record.fs);
  const network = options.network ?? IN_THREAD_NETWORK;
  const known = networkUnavailable;
  // Both asked for before the DSP analysis, so a network thread loads and runs the network meanwhile. The DSP
  // analysis' errors come first, then the network's.
  const providing = choice === 'dsp' ? null : providerFor(setting, network);
  const pending = providing && (setting !== 'auto' || known === null) ? network.delineate(record) : null;
  providing?.catch(() => {});
  pending?.catch(() => {});
  // The beat-QRS network (12-lead records) needs the beats: asked for as soon as they are classed, so a network
  // thread runs it while this thread delineates them.
  let beatQrs: Promise<BeatQrs | null> | null = null;
  const onBeats = choice === 'combined' && pending && standardLeadIndices(record.leads.map((l) => l.name))
    ? (rPeaks: ArrayLike<number>, classes: readonly BeatClass[]) => {
        beatQrs = beatQrsFor(record, Array.from(rPeaks, (r, b) => ({ r, class: classes[b] })), network, options.onWarning);
      }
    : undefined;
  const prepared = prepareAnalysis(record, { ...options, onBeats });
  // With the network's waves to come, this analysis is read only for its own; if the network then fails to load, it
  // is completed again (once per process under `auto`: later records know).
  const a = completeAnalysis(prepared, { wavesOnly: pending !== null });
  const done = (analysis: Analysis) => {
    options.onProgress?.(1);
    return analysis;
  };
  const provider = providing ? await providing : null;
  if (choice === 'dsp') return done(a);
  if (provider === null || !pending) {
    if (known === null) options.onWarning?.(fallbackWarning(networkUnavailable!));
    return done(pending ? completeAnalysis(prepared) : a);
  }
  const net = await pending;
  const bq = beatQrs ? await beatQrs : null;
  const second = completeAnalysis(prepared, networkDelineation(choice, a.leads, net, record.fs, bq));
  // `provider` is an extra field of the CONTRACT's model object (extend, never rename).
  const model = { ...networkModel(choice, a.model.version, bq), provider };
  return done({ ...second, model });
}
