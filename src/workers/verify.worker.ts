import * as Comlink from 'comlink';
import { analyzeRecord } from '../core/analysis';
import { verifyResponse } from '../core/claims';
import { loadRecord } from '../core/formats';
import type { StepEvidence } from '../core/rewards/ecgr1';
import type { Verification } from '../core/types';
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

const api = {
  /** Load one record, analyse it, and check every answer about it (data-set batch scoring). */
  async scoreRecord(files: File[], mainName: string, answers: ScoreInput[]): Promise<ScoreRow[]> {
    const record = await loadRecord(new BlobFileSet(files), mainName);
    const analysis = analyzeRecord(record);
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
