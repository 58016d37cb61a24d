import { create } from 'zustand';
import type { LeadDelineation } from '../core/types';
import type { DelineatorSetting, Disagreement } from '../inference/combine';
import type { Faithfulness, Occlusion } from '../inference/occlusion';
import type { GpuSummary, Provider, ProviderPreference } from '../inference/runtime';
import type { Prediction } from '../inference/user-model';

export type { DelineatorSetting };

/** The delineation network is being downloaded, started or run. */
export const networkBusy = (stage: NetStage): boolean => stage === 'download' || stage === 'session' || stage === 'run';

/** The user chose a network delineator in the Neural models panel (not the default `auto`, not DSP). */
export const explicitNetwork = (d: DelineatorSetting): boolean => d === 'onnx' || d === 'combined';
export type NetStage = 'idle' | 'download' | 'session' | 'run' | 'ready' | 'error';
export type UserModelStatus = 'idle' | 'loading' | 'predicting' | 'explaining' | 'ready' | 'error';

export interface UserModelInfo {
  file: string;
  name: string;
  classes: string[];
  provider: Provider;
}

/** State of the neural models: the delineation network (choice, progress, result) and one user model. */
export interface ModelsState {
  /** `auto` (default): combined up to an hour of recording, else DSP, as the command line. */
  delineator: DelineatorSetting;
  /** Which execution provider the user asked for, and what the worker found (null until asked). */
  providerPreference: ProviderPreference;
  gpu: GpuSummary | null;
  provider: Provider | null;
  stage: NetStage;
  /** 0..1 within the stage (download bytes; session/run are 0 or 1). */
  progress: number;
  createMs: number | null;
  runMs: number | null;
  netError: string | null;
  /** Network waves of the current record (keyed by lead name), and where they disagree with DSP. */
  netLeads: Record<string, LeadDelineation> | null;
  disagreements: Disagreement[];
  showDisagreements: boolean;

  user: UserModelInfo | null;
  userStatus: UserModelStatus;
  userError: string | null;
  prediction: Prediction | null;
  explanation: { occlusion: Occlusion; faithfulness: Faithfulness } | null;
  showHeat: boolean;
}

export const INITIAL_MODELS: ModelsState = {
  delineator: 'auto',
  providerPreference: 'auto',
  gpu: null,
  provider: null,
  stage: 'idle',
  progress: 0,
  createMs: null,
  runMs: null,
  netError: null,
  netLeads: null,
  disagreements: [],
  showDisagreements: true,
  user: null,
  userStatus: 'idle',
  userError: null,
  prediction: null,
  explanation: null,
  showHeat: true,
};

export const useModels = create<ModelsState>(() => INITIAL_MODELS);
