import * as Comlink from 'comlink';
import { completeAnalysis, prepareAnalysis, type ExternalPass, type PreparedAnalysis } from '../core/analysis';
import type { Analysis, EcgRecord } from '../core/types';
import { AUTO_NETWORK_MAX_S } from '../inference/combine';

/**
 * Longest record whose preparation is kept for a second pass: the longest that the default delineator sends to the
 * network (a day-long Holter's preparation would hold hundreds of MB).
 */
const KEEP_PREPARED_MAX_S = AUTO_NETWORK_MAX_S;

/** The preparation of the record last analysed (detection, DSP delineation, median beat), by the app's record serial. */
let kept: { serial: number; prepared: PreparedAnalysis } | null = null;

const api = {
  /**
   * Analyse a record, reporting progress (whole percents) through the proxied callback; `delineation`
   * (e.g. the network's waves) drives the measurements instead of the signal-processing delineator.
   * With the record's `serial`, a second pass for the same record (the network's or the combined waves)
   * completes the first pass's preparation instead of detecting and delineating the beats again.
   */
  async analyze(
    record: EcgRecord,
    onProgress?: (fraction: number) => void,
    pass?: ExternalPass,
    serial?: number,
  ): Promise<Analysis | null> {
    let last = -1;
    const report = (f: number) => {
      const pct = Math.floor(Math.max(0, Math.min(1, f)) * 100);
      if (pct !== last && onProgress) {
        last = pct;
        void onProgress(pct / 100);
      }
    };
    const reuse = serial !== undefined && kept?.serial === serial ? kept.prepared : null;
    const prepared = reuse ?? prepareAnalysis(record, { onProgress: report });
    kept = serial !== undefined && record.length / record.fs <= KEEP_PREPARED_MAX_S ? { serial, prepared } : null;
    const analysis = completeAnalysis(prepared, { ...pass, onProgress: report });
    report(1);
    return analysis;
  },
};

export type AnalysisApi = typeof api;
Comlink.expose(api);
