// Hand-built normal 12-lead input for the findings unit tests (a 72-bpm sinus ECG with textbook values).
import type { Beat, LeadQuality, PerLeadMeasurements } from '../../types';
import type { FindingsInput, RhythmDetail } from './types';

type Amp = [p: number, q: number, r: number, s: number, t: number];
const NORMAL: Record<string, Amp> = {
  I: [0.1, -0.05, 0.8, -0.2, 0.25],
  II: [0.15, -0.05, 1.0, -0.2, 0.3],
  III: [0.05, 0, 0.4, -0.3, 0.1],
  aVR: [-0.1, 0, 0.1, -0.8, -0.25],
  aVL: [0.03, -0.03, 0.4, -0.2, 0.1],
  aVF: [0.1, 0, 0.7, -0.2, 0.2],
  V1: [0.05, 0, 0.2, -0.9, -0.1],
  V2: [0.06, 0, 0.4, -1.2, 0.5],
  V3: [0.06, 0, 0.7, -0.8, 0.5],
  V4: [0.08, -0.05, 1.2, -0.5, 0.4],
  V5: [0.08, -0.08, 1.3, -0.3, 0.3],
  V6: [0.08, -0.08, 1.0, -0.2, 0.25],
};
export const LEADS_12 = Object.keys(NORMAL);

export function perLead([p, q, r, s, t]: Amp): PerLeadMeasurements {
  return {
    p_mv: p, q_mv: q, q_ms: q ? 20 : 0, r_mv: r, s_mv: s, st_j_mv: 0, st_60_mv: 0.02, t_mv: t,
    r_peak_time_ms: 35, r_prime_mv: null, qrs_pp_mv: r - Math.min(q, s), p_ms: 100, p_terminal_mv: -0.03,
  };
}

export function regularBeats(n: number, rrSamples: number, withP = true): Beat[] {
  return Array.from({ length: n }, (_, i) => {
    const r = 200 + i * rrSamples;
    return { r, qrsOn: r - 20, qrsOff: r + 25, pOn: withP ? r - 100 : null, pOff: withP ? r - 50 : null, tOff: r + 200, class: 'N' };
  });
}

export function detail(over: Partial<RhythmDetail> = {}): RhythmDetail {
  return {
    beatCount: 12, rateBpm: 72, pFraction: 1, nRmssd: 0.02, turningPointRatio: 0.6, nnRangeMs: 40,
    atrialRatePerMin: null, atrialConcentration: null, pacedFraction: 0, pacingSpikes: [], prSdMs: 5, beatsWithoutP: [], ...over,
  };
}

export function normalInput(): FindingsInput {
  const quality: Record<string, LeadQuality> = {};
  const per: Record<string, PerLeadMeasurements> = {};
  for (const l of LEADS_12) {
    quality[l] = { usable: true, snr_db: 30, issues: [] };
    per[l] = perLead(NORMAL[l]);
  }
  return {
    measurements: {
      hr_bpm: 72, rr_ms: 833, pr_ms: 160, qrs_ms: 90, qt_ms: 380,
      qtc_ms: { bazett: 416, fridericia: 404, framingham: 405, hodges: 410 },
      axis_deg: { p: 50, qrs: 45, t: 40 },
      per_lead: per,
      p_ms: 100,
    },
    beats: regularBeats(12, 416),
    rhythm: { label: 'sinus_rhythm', regular: true, rr_cv: 0.02 },
    quality,
    fs: 500,
    metadata: { age: 50, sex: 'M' },
    leadNames: [...LEADS_12],
    rhythmDetail: detail(),
  };
}
