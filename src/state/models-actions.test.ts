import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { analyzeRecord, type ExternalPass } from '../core/analysis/index';
import { loadRecord } from '../core/formats/index';
import type { Analysis, EcgRecord, Wave } from '../core/types';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { estimateBeatQrs } from '../inference/beat-qrs';
import { beatQrsRequest, combinedDelineation } from '../inference/combine';
import { BEAT_QRS_TAG, DELINEATOR_TAG } from '../inference/model-source';
import { initModels, openUserModel, resetModels, setDelineator } from './models-actions';
import { useModels } from './models-store';
import { setState, useWorkbench } from './store';

// The inference worker, run in-process: the same src/inference calls inference.worker.ts makes.
vi.mock('../workers/clients', async () => {
  const { delineateWithOnnx, delineatorSession } = await import('../inference/delineate');
  const { loadUserModel } = await import('../inference/user-model');
  const { estimateBeatQrs } = await import('../inference/beat-qrs');
  let user: Awaited<ReturnType<typeof loadUserModel>> | null = null;
  const api = {
    async prepareDelineator() {
      const s = await delineatorSession();
      return { provider: s.provider, createMs: s.createMs };
    },
    async delineate(record: EcgRecord) {
      const s = await delineatorSession();
      return { leads: await delineateWithOnnx(record), provider: s.provider, ms: 1 };
    },
    beatQrs: (record: EcgRecord, peaks: number[], globalFrom: number[]) => estimateBeatQrs(record, peaks, globalFrom),
    async loadUserModel(bytes: Uint8Array, card: unknown, file: string) {
      user = await loadUserModel(bytes, card, { file });
      return { name: user.card.name, classes: user.card.output.classes, provider: user.provider };
    },
    predict: (record: EcgRecord, startSec: number) => user!.predict(record, startSec),
  };
  const { analyzeRecord: analyze } = await import('../core/analysis/index');
  return {
    inferenceWorker: { call: <R>(fn: (a: typeof api) => Promise<R>) => fn(api) },
    analyzeInWorker: async (record: EcgRecord, _p: unknown, _s: unknown, pass?: ExternalPass) => analyze(record, pass),
  };
});

const fixture = (name: string) => new File([readFileSync(resolve(import.meta.dirname, '../inference/__fixtures__', name))], name);
const CARD = {
  name: 'tiny-classifier',
  input: { leads: ['II', 'V1'], fs: 250, length: 500, scaling: 'zscore', layout: 'leads-first' },
  output: { classes: ['rest', 'II window', 'V1 window'], activation: 'softmax' },
};
const cardFile = new File([JSON.stringify(CARD)], 'tiny.card.json');
const peaks = (w: Wave[], t: Wave['type']) => w.filter((x) => x.type === t).map((x) => x.peak);

describeData('model panel actions on LUDB 1', () => {
  let record: EcgRecord;
  let dsp: Analysis;
  beforeAll(async () => {
    record = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea');
    dsp = analyzeRecord(record);
  });
  beforeEach(() => {
    resetModels();
    setState({ record, recordSerial: 1, analysis: dsp, analysisStatus: 'done' });
    initModels();
  });

  it('combined puts the combined waves into the analysis, marks disagreements; dsp restores the original', async () => {
    await setDelineator('combined');
    const a = useWorkbench.getState().analysis!;
    expect(a.model.delineator).toBe(`${DELINEATOR_TAG}+dsp`);
    // LUDB 1 has the 12 standard leads: the beat-QRS network took part in the per-lead and the median beat's QRS.
    expect(a.model.version).toContain(BEAT_QRS_TAG);
    const net = useModels.getState().netLeads!;
    const { peaks: rPeaks, globalFrom } = beatQrsRequest(dsp.beats);
    const bq = await estimateBeatQrs(record, rPeaks, globalFrom);
    expect(a.leads).toEqual(combinedDelineation(dsp.leads, net, record.fs, bq));
    // The DSP median beat's T end, with the QRS onset averaged with the network median beat's (combine.ts).
    expect(a.median_beats!.waves!.tOff).toBe(dsp.median_beats!.waves!.tOff);
    // LUDB 1 lead-II reference P peaks (annotation 'p') are found by the network within 40 ms.
    const refP = record.annotations.filter((x) => x.source === 'ii' && x.symbol === 'p').map((x) => x.sample);
    expect(refP.every((r) => peaks(net.II.waves, 'P').some((p) => Math.abs(p - r) <= 20))).toBe(true);
    expect(useModels.getState()).toMatchObject({ provider: 'wasm', stage: 'ready' });
    expect(useModels.getState().disagreements.length).toBeGreaterThan(0);
    await setDelineator('dsp');
    expect(useWorkbench.getState().analysis).toBe(dsp);
    // A new record clears the network result.
    setState({ recordSerial: 2 });
    expect(useModels.getState().netLeads).toBeNull();
  }, 60_000);

  it('the default setting (auto) refines a new DSP analysis with the combined waves; a record over an hour stays DSP', async () => {
    expect(useModels.getState().delineator).toBe('auto');
    // A new record's DSP analysis arrives: the network runs and the combined analysis replaces it.
    setState({ recordSerial: 3, analysis: analyzeRecord(record) });
    await vi.waitFor(() => expect(useWorkbench.getState().analysis!.model.delineator).toBe(`${DELINEATOR_TAG}+dsp`), { timeout: 30_000 });
    expect(useModels.getState().netLeads).not.toBeNull();
    // Over AUTO_NETWORK_MAX_S the DSP analysis is kept and the network is not run.
    const long = { ...record, length: 3601 * record.fs };
    const longDsp = { ...dsp, record: { ...dsp.record, samples: long.length } };
    setState({ record: long, recordSerial: 4, analysis: longDsp });
    await new Promise((r) => setTimeout(r, 50));
    expect(useWorkbench.getState().analysis).toBe(longDsp);
    expect(useModels.getState().netLeads).toBeNull();
  }, 60_000);

  it('a user model with its card gives class probabilities; bad inputs give clear errors', async () => {
    await openUserModel([fixture('tiny-classifier.onnx'), cardFile]);
    const p = useModels.getState().prediction!;
    expect(p.classes).toEqual(CARD.output.classes);
    expect(p.probabilities.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 5);
    await openUserModel([fixture('wrong-rank.onnx'), cardFile]);
    expect(useModels.getState()).toMatchObject({ userStatus: 'error', prediction: null });
    expect(useModels.getState().userError).toMatch(/wrong-rank\.onnx: wrong input rank/);
    await openUserModel([fixture('tiny-classifier.onnx')]);
    expect(useModels.getState().userError).toMatch(/the model \(\.onnx\) and its card \(\.json\)/);
    await openUserModel([fixture('tiny-classifier.onnx'), new File(['{ name: '], 'bad.json')]);
    expect(useModels.getState().userError).toMatch(/^bad\.json: not valid JSON/);
  }, 60_000);
});
