import * as Comlink from 'comlink';
import { analyzeRecord } from '../core/analysis';
import type { Analysis, EcgRecord, LeadDelineation } from '../core/types';

const api = {
  /**
   * Analyse a record, reporting progress (whole percents) through the proxied callback; `delineation`
   * (e.g. the network's waves) drives the measurements instead of the signal-processing delineator.
   */
  async analyze(
    record: EcgRecord,
    onProgress?: (fraction: number) => void,
    delineation?: Record<string, LeadDelineation>,
    keepDspMedian?: boolean,
  ): Promise<Analysis | null> {
    let last = -1;
    const report = (f: number) => {
      const pct = Math.floor(Math.max(0, Math.min(1, f)) * 100);
      if (pct !== last && onProgress) {
        last = pct;
        void onProgress(pct / 100);
      }
    };
    return analyzeRecord(record, { onProgress: report, delineation, keepDspMedian });
  },
};

export type AnalysisApi = typeof api;
Comlink.expose(api);
