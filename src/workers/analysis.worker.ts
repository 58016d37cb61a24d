import * as Comlink from 'comlink';
import type { Analysis, EcgRecord } from '../core/types';
import { loadAnalysisModule } from './optional-core';

const api = {
  /** Analyse a record; null when the analysis module is not part of this build. */
  async analyze(record: EcgRecord, onProgress?: (fraction: number) => void): Promise<Analysis | null> {
    const mod = await loadAnalysisModule();
    if (!mod) return null;
    let last = -1;
    const report = (f: number) => {
      const pct = Math.floor(Math.max(0, Math.min(1, f)) * 100);
      if (pct !== last && onProgress) {
        last = pct;
        void onProgress(pct / 100);
      }
    };
    return await mod.analyzeRecord(record, { onProgress: report });
  },
};

export type AnalysisApi = typeof api;
Comlink.expose(api);
