import * as Comlink from 'comlink';
import { verifyResponse } from '../core/claims';
import { loadRecord } from '../core/formats';
import type { StepEvidence } from '../core/rewards/ecgr1';
import type { Verification } from '../core/types';
import { analyzeWithDelineator } from '../inference/analyze';
import { useModelsAt } from '../inference/model-source';
import { BlobFileSet } from './blob-fileset';

export interface ScoreInput {
  text: string;
  reference?: string;
  /** ECG-R1 key-evidence phrases per reasoning step (docs/rewards.md). */
  evidence?: StepEvidence;
}

export interface ScoreRow {
  rewards: Verification['rewards'];
  counts: { supported: number; contradicted: number; unverifiable: number };
}

let modelsBase: string | null = null;

const api = {
  /**
   * Load one record, analyse it with the app's (and the command line's) default delineator, `auto`, and check
   * every answer about it (data-set batch scoring). Without the network (no WebAssembly) the DSP analysis is used.
   */
  async scoreRecord(files: File[], mainName: string, answers: ScoreInput[], modelsUrl: string): Promise<ScoreRow[]> {
    if (modelsUrl !== modelsBase) {
      modelsBase = modelsUrl;
      useModelsAt(modelsUrl);
    }
    const record = await loadRecord(new BlobFileSet(files), mainName);
    const analysis = await analyzeWithDelineator(record, 'auto');
    return answers.map((a) => {
      const v = verifyResponse(analysis, a.text, { reference: a.reference, evidence: a.evidence });
      const counts = { supported: 0, contradicted: 0, unverifiable: 0 };
      for (const c of v.claims) counts[c.verdict]++;
      return { rewards: v.rewards, counts };
    });
  },
};

export type VerifyApi = typeof api;
Comlink.expose(api);
