// Thin Comlink wrapper over src/inference: the delineation network and one user model at a time.
import * as Comlink from 'comlink';
import type { EcgRecord, LeadDelineation } from '../core/types';
import { delineateWithOnnx, delineatorSession, resetDelineatorSession } from '../inference/delineate';
import { estimateBeatQrs, resetBeatQrsSession, type BeatQrs } from '../inference/beat-qrs';
import { modelsUrlForPage, useModelsAt } from '../inference/model-source';
import { faithfulnessCheck, occlusionSensitivity, type Faithfulness, type Occlusion, type OcclusionOptions } from '../inference/occlusion';
import { describeGpu, pickProvider, setProviderPreference, type GpuSummary, type Provider, type ProviderPreference } from '../inference/runtime';
import { loadUserModel, type Prediction, type UserModel } from '../inference/user-model';

type Progress = (stage: 'download' | 'session' | 'run', fraction: number) => void;

let user: UserModel | null = null;

const api = {
  provider: (): Promise<Provider> => pickProvider(),

  /** New provider preference: the delineator session is recreated on next use; a loaded user model keeps its own. */
  async setProvider(pref: ProviderPreference): Promise<GpuSummary> {
    setProviderPreference(pref);
    await resetDelineatorSession();
    await resetBeatQrsSession();
    return describeGpu();
  },

  /** Download (with progress) and create the delineator session once; later calls reuse it. `modelsUrl`: the committed models' folder. */
  async prepareDelineator(onProgress?: Progress, modelsUrl: string = modelsUrlForPage()): Promise<{ provider: Provider; createMs: number }> {
    useModelsAt(modelsUrl, (n, total) => void onProgress?.('download', total ? n / total : 0));
    void onProgress?.('session', 0);
    const s = await delineatorSession();
    void onProgress?.('session', 1);
    return { provider: s.provider, createMs: s.createMs };
  },

  async delineate(record: EcgRecord): Promise<{ leads: Record<string, LeadDelineation>; provider: Provider; ms: number }> {
    const s = await delineatorSession();
    const t0 = performance.now();
    const leads = await delineateWithOnnx(record);
    return { leads, provider: s.provider, ms: performance.now() - t0 };
  },

  /** The beat-QRS network on the beats at `peaks`, global QRS from `globalFrom` (after prepareDelineator, which says where the models are). */
  beatQrs: (record: EcgRecord, peaks: number[], globalFrom: number[]): Promise<BeatQrs | null> => estimateBeatQrs(record, peaks, globalFrom),

  async loadUserModel(bytes: Uint8Array, card: unknown, file: string): Promise<{ name: string; classes: string[]; provider: Provider }> {
    await user?.release();
    user = null;
    user = await loadUserModel(bytes, card, { file });
    return { name: user.card.name, classes: user.card.output.classes, provider: user.provider };
  },

  predict(record: EcgRecord, startSec = 0): Promise<Prediction> {
    if (!user) throw new Error('no user model loaded');
    return user.predict(record, startSec);
  },

  async explain(record: EcgRecord, opts: OcclusionOptions = {}, k = 3): Promise<{ occlusion: Occlusion; faithfulness: Faithfulness }> {
    if (!user) throw new Error('no user model loaded');
    const occlusion = await occlusionSensitivity(user, record, opts);
    const faithfulness = await faithfulnessCheck(user, record, occlusion, k, 20, 1, opts.startSec ?? 0);
    return { occlusion, faithfulness };
  },
};

export type InferenceApi = typeof api;
Comlink.expose(api);
