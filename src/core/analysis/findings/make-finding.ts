import type { Finding, FindingEvidence, PerLeadMeasurements } from '../../types';
import type { FindingCode } from './labels';
import { FINDING_LABELS } from './labels';

export function makeFinding(code: FindingCode, evidence: FindingEvidence[], leads?: string[]): Finding {
  const f: Finding = { code, label: FINDING_LABELS[code], evidence };
  if (leads && leads.length) f.leads = leads;
  return f;
}

export function round(v: number, digits = 2): number {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
}

/** Magnitude of a wave amplitude whatever sign convention the measurement used (S and Q are negative deflections). */
export function mag(v: number | null | undefined): number | null {
  return v == null ? null : Math.abs(v);
}

/** QRS peak-to-peak: the measured value, else R + |S| (or R + |Q| when larger). */
export function qrsPeakToPeak(m: PerLeadMeasurements): number | null {
  if (m.qrs_pp_mv != null) return m.qrs_pp_mv;
  if (m.r_mv == null) return null;
  return Math.abs(m.r_mv) + Math.max(mag(m.s_mv) ?? 0, mag(m.q_mv) ?? 0);
}

/** R dominant (R/S > 1): R taller than the deepest negative deflection (S, or Q of a QS complex). */
export function rDominant(m: PerLeadMeasurements): boolean | null {
  if (m.r_mv == null) return null;
  return m.r_mv > Math.max(mag(m.s_mv) ?? 0, mag(m.q_mv) ?? 0);
}

/** Longest beat list one evidence item carries (a 24-h record can have thousands of ectopics); the count is in `value`. */
export const MAX_EVIDENCE_BEATS = 200;

export function firstBeats(beats: number[] | undefined): number[] | undefined {
  return beats && beats.length > MAX_EVIDENCE_BEATS ? beats.slice(0, MAX_EVIDENCE_BEATS) : beats;
}
