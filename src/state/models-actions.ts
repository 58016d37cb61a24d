// Actions of the neural-model panel: run the delineation network in the inference worker and apply it to the
// analysis (network or combination), and load / run / explain a user model. Only type imports from
// src/inference except combine.ts (pure), so onnxruntime-web stays in the worker bundle.
import * as Comlink from 'comlink';
import type { Analysis, EcgRecord, LeadDelineation } from '../core/types';
import type { BeatQrs } from '../inference/beat-qrs';
import { beatQrsRequest, delineationDisagreements, networkDelineation, networkModel, resolveDelineator, type DelineatorChoice } from '../inference/combine';
import { isAbort } from '../workers/bridge';
import { analyzeInWorker, inferenceWorker } from '../workers/clients';
import { modelsUrlForPage } from '../inference/model-source';
import { INITIAL_MODELS, useModels, type DelineatorSetting, type NetStage } from './models-store';
import type { ProviderPreference } from '../inference/runtime';
import { getState, setState, useWorkbench } from './store';

/** Same limit as src/inference/user-model.ts (checked before reading the file into memory). */
const MAX_USER_MODEL_BYTES = 100 * 1024 * 1024;
const MAX_CARD_BYTES = 1024 * 1024;

/** The analysis worker's (DSP) result for the current record, and the variant this module put in the store. */
let dspAnalysis: Analysis | null = null;
let applied: Analysis | null = null;
let netSerial = -1;
let netRun: { serial: number; promise: Promise<Record<string, LeadDelineation> | null> } | null = null;
let unsubscribe: (() => void) | null = null;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the delineator setting stands for on the current record (`auto`: combined up to an hour, as the command line). */
function effectiveChoice(): DelineatorChoice | null {
  const { record } = getState();
  return record ? resolveDelineator(useModels.getState().delineator, record.length / record.fs) : null;
}
const usesNetwork = () => {
  const c = effectiveChoice();
  return c !== null && c !== 'dsp';
};
const setModels = useModels.setState;

/** Follow the workbench: a new record resets the results, a new DSP analysis is re-combined. Idempotent. */
export function initModels(): void {
  if (unsubscribe) return;
  const s = getState();
  if (s.analysis && s.analysis !== applied) dspAnalysis = s.analysis;
  unsubscribe = useWorkbench.subscribe((now, prev) => {
    if (now.recordSerial !== prev.recordSerial) {
      dspAnalysis = null;
      applied = null;
      netSerial = -1;
      setModels({ netLeads: null, disagreements: [], runMs: null, prediction: null, explanation: null, userError: null, netError: null });
      const m = useModels.getState();
      if (m.stage === 'ready' || m.stage === 'error') setModels({ stage: 'idle', progress: 0 });
      if (m.userStatus !== 'idle' && m.userStatus !== 'error') setModels({ userStatus: 'ready' });
      // The network starts with the record, in its worker beside the DSP analysis in the analysis worker; when the
      // DSP analysis arrives, applyDelineator finds its run under way (or done) instead of starting it only then.
      if (now.record && usesNetwork()) void runNetwork(now.record, now.recordSerial);
    }
    if (now.analysis && now.analysis !== prev.analysis && now.analysis !== applied) {
      dspAnalysis = now.analysis;
      if (usesNetwork()) void applyDelineator();
    }
  });
}

export function setDelineator(choice: DelineatorSetting): Promise<void> {
  setModels({ delineator: choice });
  return applyDelineator();
}

/** Choose the execution provider; the network is run again on the new one when it is in use. */
export async function setProviderPreference(pref: ProviderPreference): Promise<void> {
  setModels({ providerPreference: pref, provider: null, createMs: null, runMs: null });
  try {
    const gpu = await inferenceWorker.call((api) => api.setProvider(pref));
    setModels({ gpu });
  } catch (e) {
    if (!isAbort(e)) setModels({ stage: 'error', netError: `Execution provider: ${message(e)}` });
    return;
  }
  if (usesNetwork()) await rerunNetwork();
}

export function setShowDisagreements(show: boolean): void {
  setModels({ showDisagreements: show });
}

export function setShowHeat(show: boolean): void {
  setModels({ showHeat: show });
}

/** Run the network on the current record again (timing shown in the panel). */
export async function rerunNetwork(): Promise<void> {
  netSerial = -1;
  netRun = null;
  await applyDelineator();
}

async function applyDelineator(): Promise<void> {
  const { record, recordSerial } = getState();
  const setting = useModels.getState().delineator;
  if (!record) return;
  const choice = resolveDelineator(setting, record.length / record.fs);
  if (choice === 'dsp') {
    if (dspAnalysis && applied && getState().analysis === applied) setState({ analysis: dspAnalysis });
    applied = null;
    return;
  }
  const net = netSerial === recordSerial ? useModels.getState().netLeads : await runNetwork(record, recordSerial);
  const dsp = dspAnalysis;
  // Still the same record and setting? (Opening an image clears the record without a new serial.)
  const current = () => getState().recordSerial === recordSerial && getState().record === record && useModels.getState().delineator === setting;
  if (!net || !dsp || !current()) return;
  const beatQrs = choice === 'combined' ? await runBeatQrs(record, dsp) : null;
  if (!current()) return;
  const pass = networkDelineation(choice, dsp.leads, net, record.fs, beatQrs);
  const leads = pass.delineation;
  const model = { ...networkModel(choice, dsp.model.version, beatQrs), provider: useModels.getState().provider ?? undefined };
  setModels({ disagreements: delineationDisagreements(dsp.leads, net, record.fs) });
  // The chosen waves drive the measurements and findings too (a second analysis pass in the worker).
  const measured = await analyzeInWorker(record, () => {}, undefined, pass, recordSerial).catch(() => null);
  if (!current()) return;
  applied = { ...(measured ?? { ...dsp, leads }), model };
  setState({ analysis: applied });
}

/** The beat-QRS network's estimates for the combined delineation; without them (it failed: said in the panel) the combination goes on. */
async function runBeatQrs(record: EcgRecord, dsp: Analysis): Promise<BeatQrs | null> {
  const { peaks, globalFrom } = beatQrsRequest(dsp.beats);
  try {
    return await inferenceWorker.call((api) => api.beatQrs(record, peaks, globalFrom));
  } catch (e) {
    if (!isAbort(e)) setModels({ netError: `Beat-QRS network failed: ${message(e)}` });
    return null;
  }
}

function runNetwork(record: EcgRecord, serial: number): Promise<Record<string, LeadDelineation> | null> {
  if (netRun?.serial === serial) return netRun.promise;
  const run: { serial: number; promise: Promise<Record<string, LeadDelineation> | null> } = { serial, promise: Promise.resolve(null) };
  netRun = run;
  run.promise = (async () => {
    setModels({ stage: 'download', progress: 0, netError: null });
    const onProgress = Comlink.proxy((stage: NetStage, fraction: number) => {
      if (netRun?.serial === serial) setModels({ stage, progress: fraction });
    });
    try {
      const prep = await inferenceWorker.call((api) => api.prepareDelineator(onProgress, modelsUrlForPage()));
      setModels({ provider: prep.provider, createMs: prep.createMs, stage: 'run', progress: 0 });
      const r = await inferenceWorker.call((api) => api.delineate(record));
      if (getState().recordSerial !== serial) {
        if (netRun === run) setModels({ stage: 'idle', progress: 0 });
        return null;
      }
      netSerial = serial;
      setModels({ netLeads: r.leads, runMs: r.ms, provider: r.provider, stage: 'ready', progress: 1 });
      return r.leads;
    } catch (e) {
      if (!isAbort(e)) setModels({ stage: 'error', netError: `Delineation network failed: ${message(e)}` });
      return null;
    } finally {
      if (netRun === run) netRun = null;
    }
  })();
  return run.promise;
}

/** "Open model…": one .onnx file and its JSON card; loads it in the worker, then predicts on the record. */
export async function openUserModel(files: File[]): Promise<void> {
  const onnx = files.find((f) => /\.onnx$/i.test(f.name));
  const cardFile = files.find((f) => /\.json$/i.test(f.name));
  const fail = (problem: string) => setModels({ userStatus: 'error', userError: problem, prediction: null, explanation: null });
  if (!onnx || !cardFile) return fail('Choose two files together: the model (.onnx) and its card (.json).');
  if (onnx.size > MAX_USER_MODEL_BYTES) return fail(`${onnx.name}: model is ${(onnx.size / 1048576).toFixed(0)} MB, larger than the 100 MB limit`);
  if (cardFile.size > MAX_CARD_BYTES) return fail(`${cardFile.name}: card larger than 1 MB`);
  let card: unknown;
  try {
    card = JSON.parse(await cardFile.text());
  } catch (e) {
    return fail(`${cardFile.name}: not valid JSON (${message(e)})`);
  }
  setModels({ userStatus: 'loading', userError: null, user: null, prediction: null, explanation: null });
  try {
    const bytes = new Uint8Array(await onnx.arrayBuffer());
    const info = await inferenceWorker.call((api) => api.loadUserModel(Comlink.transfer(bytes, [bytes.buffer]), card, onnx.name));
    setModels({ user: { file: onnx.name, ...info }, userStatus: 'ready' });
    if (!useModels.getState().provider) setModels({ provider: info.provider });
  } catch (e) {
    return fail(message(e));
  }
  await predictUserModel();
}

/** Model window starts at the page shown in the viewer. */
const windowStart = () => getState().viewport.start;

export async function predictUserModel(): Promise<void> {
  const { record } = getState();
  if (!record || !useModels.getState().user) return;
  setModels({ userStatus: 'predicting', userError: null, explanation: null });
  try {
    const prediction = await inferenceWorker.call((api) => api.predict(record, windowStart()));
    if (getState().record === record) setModels({ prediction, userStatus: 'ready' });
  } catch (e) {
    setModels({ userStatus: 'error', userError: message(e) });
  }
}

/** Occlusion sensitivity (100-ms windows per lead) + faithfulness (top-3 vs random-3 masking). */
export async function explainUserModel(): Promise<void> {
  const { record } = getState();
  if (!record || !useModels.getState().user) return;
  setModels({ userStatus: 'explaining', userError: null });
  try {
    const explanation = await inferenceWorker.call((api) => api.explain(record, { windowMs: 100, startSec: windowStart() }, 3));
    if (getState().record === record) setModels({ explanation, userStatus: 'ready', showHeat: true });
  } catch (e) {
    setModels({ userStatus: 'error', userError: message(e) });
  }
}

/** For tests: forget everything (the worker keeps its sessions). */
export function resetModels(): void {
  unsubscribe?.();
  unsubscribe = null;
  dspAnalysis = applied = null;
  netSerial = -1;
  netRun = null;
  useModels.setState(INITIAL_MODELS);
}
