// Annotator labels (issue 6): plain data, one AnswerLabel per (annotator, record, answer).
import type { Verdict } from '../types';

/** accept = agree with the workbench's verdict; otherwise an override. */
export type ClaimVerdictLabel = Verdict | 'accept';
export const CLAIM_VERDICT_LABELS: readonly ClaimVerdictLabel[] = ['supported', 'contradicted', 'unverifiable', 'accept'];

export type StepVerdict = 'correct' | 'hallucination' | 'unsupported' | 'irrelevant';
export const STEP_VERDICTS: readonly StepVerdict[] = ['correct', 'hallucination', 'unsupported', 'irrelevant'];

export interface ClaimLabel {
  claimId: string;
  /** Character offsets [start, end) in the answer text. */
  span: [number, number];
  verdict: ClaimVerdictLabel;
  /** The workbench's verdict when the label was given (resolves 'accept' for agreement statistics). */
  workbench?: Verdict;
  reason?: string;
}

export interface StepLabel {
  /** 0-based index of the reasoning step. */
  step: number;
  span: [number, number];
  verdict: StepVerdict;
  reason?: string;
}

export interface RubricScoreLabel {
  id: string;
  version: number;
  score: number | null;
  byTag: Record<string, number | null>;
  /** Criterion id -> met, as decided (auto or by the annotator). */
  met: Record<string, boolean>;
  /** Criterion id -> the annotator's own tick: manual criteria, and overrides of automatic checks. */
  manual?: Record<string, boolean>;
}

export interface Preference {
  /** Answer ids of one ECG shown side by side. */
  a: string;
  b: string;
  winner: 'a' | 'b' | 'tie';
  reason?: string;
}

export interface AnswerLabel {
  record: string;
  answer: string;
  model: string | null;
  annotator: string;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
  claims: ClaimLabel[];
  steps: StepLabel[];
  /** Overall rating 1..5, null when not rated. */
  rating: number | null;
  comment: string;
  rubrics: RubricScoreLabel[];
  preferences: Preference[];
}

/** All labels by stable key (see labelKey). */
export type LabelMap = Record<string, AnswerLabel>;

export const LABELS_FORMAT = 'ecg-workbench/labels@1';

export const labelKey = (l: Pick<AnswerLabel, 'annotator' | 'record' | 'answer'>): string => JSON.stringify([l.annotator, l.record, l.answer]);
export const answerKey = (l: Pick<AnswerLabel, 'record' | 'answer'>): string => JSON.stringify([l.record, l.answer]);
