import * as Comlink from 'comlink';
import type { LoadOptions } from '../core/formats/loader';
import type { ExternalPass } from '../core/analysis';
import type { Analysis, EcgRecord } from '../core/types';
import type { AnalysisApi } from './analysis.worker';
import { modelsUrlForPage } from '../inference/model-source';
import { WorkerBridge } from './bridge';
import type { FilterApi, FilterOptions, FilterPreset } from './filter.worker';
import type { InferenceApi } from './inference.worker';
import type { LoaderApi } from './loader.worker';
import type { PyramidApi } from './pyramid.worker';
import type { ScoreInput, ScoreRow, VerifyApi } from './verify.worker';
import type { MinMaxLevel } from '../core/signal/pyramid';

const loader = new WorkerBridge<LoaderApi>(
  () => new Worker(new URL('./loader.worker.ts', import.meta.url), { type: 'module', name: 'loader' }),
);
const analysis = new WorkerBridge<AnalysisApi>(
  () => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'analysis' }),
);
const filters = new WorkerBridge<FilterApi>(
  () => new Worker(new URL('./filter.worker.ts', import.meta.url), { type: 'module', name: 'filters' }),
);

const pyramids = new WorkerBridge<PyramidApi>(
  () => new Worker(new URL('./pyramid.worker.ts', import.meta.url), { type: 'module', name: 'pyramids' }),
);

const verifier = new WorkerBridge<VerifyApi>(
  () => new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module', name: 'verify' }),
);

/** Load, analyse and check the answers about one record of a data set (off the main thread). */
export function scoreInWorker(files: File[], mainName: string, answers: ScoreInput[], signal?: AbortSignal): Promise<ScoreRow[]> {
  // The worker analyses with the app's default delineator, so it needs the models' folder as the page sees it.
  return verifier.call((api) => api.scoreRecord(files, mainName, answers, modelsUrlForPage()), signal);
}

export function pyramidInWorker(x: Float32Array): Promise<MinMaxLevel[]> {
  return pyramids.call((api) => api.build(x));
}

export function loadInWorker(files: File[], mainName: string, signal?: AbortSignal, options?: LoadOptions): Promise<EcgRecord> {
  return loader.call((api) => api.load(files, mainName, options), signal);
}

export function analyzeInWorker(
  record: EcgRecord,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
  pass?: ExternalPass,
  /** The app's record serial: a later pass for the same serial reuses the worker's preparation of the record. */
  serial?: number,
): Promise<Analysis | null> {
  return analysis.call((api) => api.analyze(record, Comlink.proxy(onProgress), pass, serial), signal);
}

export function filterInWorker(
  leads: Float32Array[],
  fs: number,
  preset: FilterPreset,
  opts: FilterOptions,
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  return filters.call((api) => api.filter(leads, fs, preset, opts), signal);
}

/** Neural models (delineation network, user model): sessions live in this worker, so it idles for 30 min. */
export const inferenceWorker = new WorkerBridge<InferenceApi>(
  () => new Worker(new URL('./inference.worker.ts', import.meta.url), { type: 'module', name: 'inference' }),
  30 * 60_000,
);
