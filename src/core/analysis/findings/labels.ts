/** Human label of every finding code of PROTOCOL.md (the claim checker imports this table). */
export const FINDING_LABELS = {
  // Step 1: technical quality, rate, rhythm
  poor_signal_quality: 'Poor signal quality',
  limb_lead_reversal: 'Limb lead reversal',
  sinus_rhythm: 'Sinus rhythm',
  sinus_bradycardia: 'Sinus bradycardia',
  sinus_tachycardia: 'Sinus tachycardia',
  sinus_arrhythmia: 'Sinus arrhythmia',
  atrial_fibrillation: 'Atrial fibrillation',
  atrial_flutter: 'Atrial flutter',
  premature_atrial_complex: 'Premature atrial complex',
  premature_ventricular_complex: 'Premature ventricular complex',
  paced_rhythm: 'Paced rhythm',
  // Step 2: conduction, axis, intervals
  normal_axis: 'Normal axis',
  left_axis_deviation: 'Left axis deviation',
  right_axis_deviation: 'Right axis deviation',
  extreme_axis_deviation: 'Extreme axis deviation',
  short_pr: 'Short PR interval',
  first_degree_av_block: 'First-degree AV block',
  second_degree_av_block: 'Second-degree AV block',
  third_degree_av_block: 'Third-degree (complete) AV block',
  incomplete_right_bundle_branch_block: 'Incomplete right bundle branch block',
  complete_right_bundle_branch_block: 'Complete right bundle branch block',
  incomplete_left_bundle_branch_block: 'Incomplete left bundle branch block',
  complete_left_bundle_branch_block: 'Complete left bundle branch block',
  nonspecific_intraventricular_conduction_delay: 'Nonspecific intraventricular conduction delay',
  left_anterior_fascicular_block: 'Left anterior fascicular block',
  left_posterior_fascicular_block: 'Left posterior fascicular block',
  wpw_pattern: 'Wolff-Parkinson-White pattern',
  long_qt: 'Long QT',
  short_qt: 'Short QT',
  // Step 3: chambers and voltage
  left_ventricular_hypertrophy: 'Left ventricular hypertrophy',
  right_ventricular_hypertrophy: 'Right ventricular hypertrophy',
  left_atrial_enlargement: 'Left atrial enlargement',
  right_atrial_enlargement: 'Right atrial enlargement',
  low_qrs_voltage: 'Low QRS voltage',
  poor_r_wave_progression: 'Poor R-wave progression',
  dominant_r_v1: 'Dominant R wave in V1',
  // Step 4: ischemia, infarction and mimics
  st_elevation: 'ST elevation',
  st_depression: 'ST depression',
  t_wave_inversion: 'T-wave inversion',
  pathological_q_waves: 'Pathological Q waves',
  inferior_stemi: 'Inferior STEMI',
  anterior_stemi: 'Anterior STEMI',
  lateral_stemi: 'Lateral STEMI',
  septal_stemi: 'Septal STEMI',
  inferior_ischemia: 'Inferior ischemia',
  anterior_ischemia: 'Anterior ischemia',
  lateral_ischemia: 'Lateral ischemia',
  inferior_mi: 'Inferior myocardial infarction',
  anterior_mi: 'Anterior myocardial infarction',
  lateral_mi: 'Lateral myocardial infarction',
  right_ventricular_mi_pattern: 'Right ventricular MI pattern',
  pericarditis_pattern: 'Pericarditis pattern',
  early_repolarization: 'Early repolarization',
  // Step 5: electrolytes and QT
  hyperkalemia_pattern: 'Hyperkalemia pattern',
  hypokalemia_pattern: 'Hypokalemia pattern',
  // Step 6: overall
  normal_ecg: 'Normal ECG',
  abnormal_ecg: 'Abnormal ECG',
} as const;

export type FindingCode = keyof typeof FINDING_LABELS;

export const FINDING_CODES = Object.keys(FINDING_LABELS) as FindingCode[];

/** Rhythm labels that are not PROTOCOL codes but may appear in Rhythm.label. */
export const OTHER_RHYTHM_LABELS: Record<string, string> = {
  junctional_rhythm: 'Junctional rhythm',
  ectopic_atrial_rhythm: 'Ectopic atrial rhythm',
  ventricular_rhythm: 'Idioventricular rhythm',
  unknown: 'Undetermined rhythm',
};

export function findingLabel(code: string): string {
  return (FINDING_LABELS as Record<string, string>)[code] ?? OTHER_RHYTHM_LABELS[code] ?? code.replace(/_/g, ' ');
}
