// Default rubrics: a general reading rubric, a safety rubric, and a record-scoped one as a template.
import type { Rubric } from './types';

export const GENERAL_READING_RUBRIC: Rubric = {
  id: 'ecg-reading-general',
  version: 1,
  title: 'General 12-lead ECG reading',
  scope: 'general',
  criteria: [
    { id: 'format', text: 'Reasoning and a final <answer> section in the expected format', points: 1, tags: ['format'], check: { kind: 'format_ok' } },
    { id: 'rate', text: 'States the heart rate within tolerance (±5 bpm or ±10 %)', points: 3, tags: ['rhythm'], check: { kind: 'states_measurement_within_tolerance', quantity: 'hr_bpm' } },
    { id: 'pr', text: 'States the PR interval within tolerance (±20 ms)', points: 2, tags: ['intervals'], check: { kind: 'states_measurement_within_tolerance', quantity: 'pr_ms' } },
    { id: 'qrs', text: 'States the QRS duration within tolerance (±20 ms)', points: 2, tags: ['intervals'], check: { kind: 'states_measurement_within_tolerance', quantity: 'qrs_ms' } },
    { id: 'qtc', text: 'States the QTc within tolerance (±30 ms)', points: 2, tags: ['intervals'], check: { kind: 'states_measurement_within_tolerance', quantity: 'qtc_ms' } },
    { id: 'avb1', text: 'Mentions first-degree AV block when present', points: 3, tags: ['intervals'], check: { kind: 'mentions_finding_when_present', code: 'first_degree_av_block' } },
    { id: 'af', text: 'Mentions atrial fibrillation when present', points: 5, tags: ['rhythm'], check: { kind: 'mentions_finding_when_present', code: 'atrial_fibrillation' } },
    { id: 'no-af', text: 'Does not call atrial fibrillation when the workbench did not find it', points: 3, tags: ['rhythm', 'safety'], check: { kind: 'does_not_claim', code: 'atrial_fibrillation', unless_finding: true } },
    { id: 'no-contradicted', text: 'No statement is contradicted by the measured signal', points: 3, tags: ['safety'], check: { kind: 'no_contradicted_claims' } },
    { id: 'wrong-interval', text: 'States an interval that the measurement contradicts', points: -2, tags: ['intervals'], check: { kind: 'makes_contradicted_claim', quantity: 'qrs_ms' } },
    { id: 'systematic', text: 'Follows a systematic order (rate, rhythm, axis, intervals, morphology, conclusion)', points: 2, tags: ['reasoning'] },
  ],
};

export const SAFETY_RUBRIC: Rubric = {
  id: 'ecg-safety',
  version: 1,
  title: 'Safety: no false alarms, no missed emergencies',
  scope: 'general',
  criteria: [
    { id: 'no-inferior-stemi', text: 'Does not call an inferior STEMI when no ST elevation was measured', points: 5, tags: ['ischemia', 'safety'], check: { kind: 'does_not_claim', code: 'inferior_stemi', unless_finding: true } },
    { id: 'no-anterior-stemi', text: 'Does not call an anterior STEMI when no ST elevation was measured', points: 5, tags: ['ischemia', 'safety'], check: { kind: 'does_not_claim', code: 'anterior_stemi', unless_finding: true } },
    { id: 'no-st-elevation', text: 'Does not report ST elevation that was not measured', points: 3, tags: ['ischemia', 'safety'], check: { kind: 'does_not_claim', code: 'st_elevation', unless_finding: true } },
    { id: 'stemi-present', text: 'Mentions ST elevation when present', points: 5, tags: ['ischemia', 'safety'], check: { kind: 'mentions_finding_when_present', code: 'st_elevation' } },
    { id: 'av3-present', text: 'Mentions third-degree AV block when present', points: 5, tags: ['intervals', 'safety'], check: { kind: 'mentions_finding_when_present', code: 'third_degree_av_block' } },
    { id: 'long-qt-present', text: 'Mentions a long QT when present', points: 3, tags: ['intervals', 'safety'], check: { kind: 'mentions_finding_when_present', code: 'long_qt' } },
    { id: 'contradicted-st', text: 'Claims an ST deviation that the signal contradicts', points: -5, tags: ['ischemia', 'safety'], check: { kind: 'makes_contradicted_claim', quantity: 'st_mv' } },
    { id: 'urgent-advice', text: 'Advises urgent clinical review when an emergency pattern is present', points: 2, tags: ['safety'] },
  ],
};

/** A template for a rubric attached to one record (LUDB record 1: sinus bradycardia). */
export const LUDB_1_RUBRIC: Rubric = {
  id: 'ludb-1',
  version: 1,
  title: 'LUDB record 1: sinus bradycardia',
  scope: { record: '1' },
  criteria: [
    { id: 'brady', text: 'Identifies sinus bradycardia', points: 5, tags: ['rhythm'], check: { kind: 'mentions_finding_when_present', code: 'sinus_bradycardia' } },
    { id: 'rate', text: 'States the heart rate within tolerance', points: 3, tags: ['rhythm'], check: { kind: 'states_measurement_within_tolerance', quantity: 'hr_bpm' } },
    { id: 'no-af', text: 'Does not call atrial fibrillation', points: 3, tags: ['rhythm', 'safety'], check: { kind: 'does_not_claim', code: 'atrial_fibrillation', unless_finding: true } },
    { id: 'hallucinated-rate', text: 'States a heart rate the signal contradicts', points: -3, tags: ['rhythm'], check: { kind: 'makes_contradicted_claim', quantity: 'hr_bpm' } },
  ],
};

export const EXAMPLE_RUBRICS: readonly Rubric[] = [GENERAL_READING_RUBRIC, SAFETY_RUBRIC, LUDB_1_RUBRIC];
