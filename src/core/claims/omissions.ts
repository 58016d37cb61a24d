// Findings of the analysis that the answer does not mention, most important first.
import type { Analysis } from '../types';
import { findingLabel } from '../analysis/findings/labels';

/**
 * Clinical importance (higher = worse to miss): acute infarction first, then arrhythmias that need
 * treatment, high-grade AV block, bundle branch blocks, QT, then chamber and minor findings.
 * Documented in docs/claims.md.
 */
export const IMPORTANCE: Record<string, number> = {
  inferior_stemi: 100, anterior_stemi: 100, lateral_stemi: 100, septal_stemi: 100, right_ventricular_mi_pattern: 95, st_elevation: 90,
  third_degree_av_block: 85, atrial_fibrillation: 80, atrial_flutter: 80, second_degree_av_block: 75,
  hyperkalemia_pattern: 72, wpw_pattern: 70, complete_left_bundle_branch_block: 68, complete_right_bundle_branch_block: 65,
  long_qt: 62, short_qt: 58, pericarditis_pattern: 56, st_depression: 55, anterior_ischemia: 55, inferior_ischemia: 55, lateral_ischemia: 55,
  inferior_mi: 52, anterior_mi: 52, lateral_mi: 52, pathological_q_waves: 50, limb_lead_reversal: 48, paced_rhythm: 46,
  t_wave_inversion: 45, sinus_tachycardia: 42, sinus_bradycardia: 40, first_degree_av_block: 38, left_ventricular_hypertrophy: 36,
  right_ventricular_hypertrophy: 35, left_anterior_fascicular_block: 32, left_posterior_fascicular_block: 32,
  premature_ventricular_complex: 30, nonspecific_intraventricular_conduction_delay: 28, hypokalemia_pattern: 28,
  incomplete_left_bundle_branch_block: 26, incomplete_right_bundle_branch_block: 24, left_axis_deviation: 22, right_axis_deviation: 22,
  extreme_axis_deviation: 26, premature_atrial_complex: 20, low_qrs_voltage: 20, poor_r_wave_progression: 18, left_atrial_enlargement: 16,
  right_atrial_enlargement: 16, dominant_r_v1: 15, short_pr: 15, early_repolarization: 12, poor_signal_quality: 10, sinus_arrhythmia: 8,
  sinus_rhythm: 6, normal_axis: 3, abnormal_ecg: 2, normal_ecg: 2,
};

/** Codes whose mention covers another code (a STEMI mention covers its ST elevation, etc.). */
const COVERS: Record<string, string[]> = {
  inferior_stemi: ['st_elevation'], anterior_stemi: ['st_elevation'], lateral_stemi: ['st_elevation'], septal_stemi: ['st_elevation'],
  any_stemi: ['st_elevation', 'inferior_stemi', 'anterior_stemi', 'lateral_stemi', 'septal_stemi'],
  inferior_mi: ['pathological_q_waves'], anterior_mi: ['pathological_q_waves'], lateral_mi: ['pathological_q_waves'],
  inferior_ischemia: ['st_depression', 't_wave_inversion'], anterior_ischemia: ['st_depression', 't_wave_inversion'], lateral_ischemia: ['st_depression', 't_wave_inversion'],
  any_ischemia: ['st_depression', 't_wave_inversion', 'inferior_ischemia', 'anterior_ischemia', 'lateral_ischemia'],
  any_st_change: ['st_elevation', 'st_depression'],
  any_bundle_branch_block: ['complete_left_bundle_branch_block', 'complete_right_bundle_branch_block', 'incomplete_right_bundle_branch_block', 'incomplete_left_bundle_branch_block'],
  any_av_block: ['first_degree_av_block', 'second_degree_av_block', 'third_degree_av_block'],
  sinus_bradycardia: ['sinus_rhythm'], sinus_tachycardia: ['sinus_rhythm'], sinus_arrhythmia: ['sinus_rhythm'],
  st_elevation: ['inferior_stemi', 'anterior_stemi', 'lateral_stemi', 'septal_stemi'],
  pathological_q_waves: ['inferior_mi', 'anterior_mi', 'lateral_mi'],
  complete_left_bundle_branch_block: ['incomplete_left_bundle_branch_block'], complete_right_bundle_branch_block: ['incomplete_right_bundle_branch_block'],
  incomplete_right_bundle_branch_block: ['complete_right_bundle_branch_block'], incomplete_left_bundle_branch_block: ['complete_left_bundle_branch_block'],
};

/** Quantity claims that count as mentioning a finding ("PR 240 ms" mentions first-degree AV block). */
const QUANTITY_MENTIONS: Record<string, string[]> = {
  pr_ms: ['first_degree_av_block', 'short_pr'], qtc_ms: ['long_qt', 'short_qt'], hr_bpm: ['sinus_bradycardia', 'sinus_tachycardia'],
  'axis_deg.qrs': ['left_axis_deviation', 'right_axis_deviation', 'extreme_axis_deviation', 'normal_axis'],
};

export interface Mention {
  code: string | null;
  quantity: string | null;
  negated: boolean;
}

export function findOmissions(analysis: Analysis, mentions: Mention[]): { code: string; label: string; importance: number }[] {
  const mentioned = new Set<string>();
  for (const m of mentions) {
    if (m.code) {
      mentioned.add(m.code);
      for (const c of COVERS[m.code] ?? []) mentioned.add(c);
    }
    if (m.quantity) for (const c of QUANTITY_MENTIONS[m.quantity] ?? []) mentioned.add(c);
  }
  const seen = new Set<string>();
  return analysis.findings
    .filter((f) => !mentioned.has(f.code) && !seen.has(f.code) && (seen.add(f.code), true))
    .map((f) => ({ code: f.code, label: f.label || findingLabel(f.code), importance: IMPORTANCE[f.code] ?? 20 }))
    .sort((a, b) => b.importance - a.importance);
}
