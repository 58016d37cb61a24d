// The analysis with a delineator setting, shared by the command line (analyze, verify, score) and the app's
// data-set scoring worker: the DSP analysis, completed a second time with the network's or the combined waves.
import { completeAnalysis, prepareAnalysis, type AnalyzeOptions } from '../core/analysis/index';
import type { Analysis, EcgRecord } from '../core/types';
import { networkDelineation, networkModel, resolveDelineator, type DelineatorSetting } from './combine';
import { delineateWithOnnx, delineatorSession } from './delineate';

/** Why the network cannot run in this process (its session failed to load), once known. */
let networkUnavailable: string | null = null;
/** Forget a failed network load (after the model source changed: tests). */
export function resetNetworkFallback(): void {
  networkUnavailable = null;
}

/** The network's session, or null under `auto` where it cannot be loaded (the reason is kept for the process). */
async function sessionFor(setting: DelineatorSetting): Promise<Awaited<ReturnType<typeof delineatorSession>> | null> {
  if (setting === 'auto' && networkUnavailable !== null) return null;
  try {
    return await delineatorSession();
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
  options: Pick<AnalyzeOptions, 'leadSet' | 'onProgress'> & { onWarning?: (message: string) => void } = {},
): Promise<Analysis> {
  const choice = resolveDelineator(setting, record.length / record.fs);
  const prepared = prepareAnalysis(record, options);
  const a = completeAnalysis(prepared);
  const done = (analysis: Analysis) => {
    options.onProgress?.(1);
    return analysis;
  };
  if (choice === 'dsp') return done(a);
  const known = networkUnavailable;
  const session = await sessionFor(setting);
  if (!session) {
    if (known === null) options.onWarning?.(fallbackWarning(networkUnavailable!));
    return done(a);
  }
  const net = await delineateWithOnnx(record);
  const second = completeAnalysis(prepared, networkDelineation(choice, a.leads, net, record.fs));
  // `provider` is an extra field of the CONTRACT's model object (extend, never rename).
  const model = { ...networkModel(choice, a.model.version), provider: session.provider };
  return done({ ...second, model });
}
