// Claims about the ST segment, T wave and QT of a regular tachycardia whose atrial waves were not found.
import { T } from '../analysis/findings/thresholds';
import type { Analysis } from '../types';

/** Claim quantities (verify.ts evidenceQuantity) measured on the ST-T. */
const ST_T_QUANTITIES = new Set(['qt_ms', 'qtc_ms', 'st_mv', 't_mv']);

/**
 * Why claims about the ST-T cannot be judged, or null. A regular tachycardia at T.hiddenAtrialMinBpm–MaxBpm without
 * distinct P waves (rhythm `unknown`) is sinus tachycardia with its P in the T wave, a junctional or atrial tachycardia,
 * or flutter with 2:1 conduction: in each its atrial waves lie inside the ST segment and T wave and are part of what
 * the median beat measures there (the built-in 2:1 flutter example: QT 328 against 272 ms, ST at J −0.08 mV in V5
 * against 0, so "QTc 520 ms" and "lateral ST depression" looked supported).
 */
export function stTOverlapReason(analysis: Analysis, quantity: string): string | null {
  if (!ST_T_QUANTITIES.has(quantity)) return null;
  const hr = analysis.measurements.hr_bpm;
  const { rhythm } = analysis;
  if (rhythm.label !== 'unknown' || !rhythm.regular || analysis.measurements.pr_ms !== null || hr === null) return null;
  if (hr < T.hiddenAtrialMinBpm || hr > T.hiddenAtrialMaxBpm) return null;
  return `regular tachycardia at ${hr} bpm without distinct P waves: its atrial waves (a P in the T wave, or 2:1 flutter waves) lie in the ST segment and T wave, so the measured QT, ST and T include them`;
}
