// Label editing as a pure reducer with undo/redo. Each undoable step stores the before/after of the
// labels it touched, so history stays small however many labels there are.
import { mergeLabels } from './merge';
import { labelKey, type AnswerLabel, type ClaimLabel, type LabelMap, type Preference, type RubricScoreLabel, type StepLabel } from './types';

export const HISTORY_LIMIT = 200;

export interface Change {
  key: string;
  before: AnswerLabel | undefined;
  after: AnswerLabel | undefined;
}

export interface LabelState {
  labels: LabelMap;
  past: Change[][];
  future: Change[][];
  /** Label key + text field of the last typing edit: the next one on the same field joins its undo step. */
  mergeKey?: string | null;
}

/** Which answer, by whom. `model` is recorded when the label is first created. */
export interface Target {
  annotator: string;
  record: string;
  answer: string;
  model?: string | null;
}

/**
 * `at`: ISO time of the edit, given by the caller so the reducer stays pure. `merge` (a text field
 * name, e.g. "comment" or "reason:claim:c1"): an edit saved while typing; consecutive ones on the
 * same field of the same label form one undo step.
 */
export type LabelAction =
  | { type: 'label_claim'; target: Target; at: string; claim: ClaimLabel; merge?: string }
  | { type: 'clear_claim'; target: Target; at: string; claimId: string }
  | { type: 'label_step'; target: Target; at: string; step: StepLabel; merge?: string }
  | { type: 'clear_step'; target: Target; at: string; step: number }
  | { type: 'rate'; target: Target; at: string; rating: number | null }
  | { type: 'comment'; target: Target; at: string; comment: string; merge?: string }
  | { type: 'score_rubric'; target: Target; at: string; rubric: RubricScoreLabel }
  | { type: 'prefer'; target: Target; at: string; preference: Preference }
  | { type: 'delete'; target: Target }
  | { type: 'import'; labels: readonly AnswerLabel[] }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialLabelState = (labels: LabelMap = {}): LabelState => ({ labels, past: [], future: [] });

export function emptyLabel(t: Target, at: string): AnswerLabel {
  return { record: t.record, answer: t.answer, model: t.model ?? null, annotator: t.annotator, createdAt: at, updatedAt: at, claims: [], steps: [], rating: null, comment: '', rubrics: [], preferences: [] };
}

const samePair = (p: Preference, q: Preference): boolean => (p.a === q.a && p.b === q.b) || (p.a === q.b && p.b === q.a);

function edit(label: AnswerLabel, action: LabelAction): AnswerLabel {
  switch (action.type) {
    case 'label_claim':
      return { ...label, claims: [...label.claims.filter((c) => c.claimId !== action.claim.claimId), action.claim] };
    case 'clear_claim':
      return { ...label, claims: label.claims.filter((c) => c.claimId !== action.claimId) };
    case 'label_step':
      return { ...label, steps: [...label.steps.filter((s) => s.step !== action.step.step), action.step].sort((a, b) => a.step - b.step) };
    case 'clear_step':
      return { ...label, steps: label.steps.filter((s) => s.step !== action.step) };
    case 'rate':
      return { ...label, rating: action.rating };
    case 'comment':
      return { ...label, comment: action.comment };
    case 'score_rubric':
      return { ...label, rubrics: [...label.rubrics.filter((r) => r.id !== action.rubric.id), action.rubric] };
    case 'prefer':
      return { ...label, preferences: [...label.preferences.filter((p) => !samePair(p, action.preference)), action.preference] };
    default:
      return label;
  }
}

function apply(labels: LabelMap, changes: readonly Change[], side: 'before' | 'after'): LabelMap {
  const out = { ...labels };
  for (const c of changes) {
    const v = c[side];
    if (v) out[c.key] = v;
    else delete out[c.key];
  }
  return out;
}

function commit(state: LabelState, changes: Change[], mergeKey: string | null = null): LabelState {
  if (changes.length === 0) return state;
  const last = state.past[state.past.length - 1];
  const joins = mergeKey !== null && state.mergeKey === mergeKey && last?.length === 1 && changes.length === 1 && last[0].key === changes[0].key;
  const past = joins ? [...state.past.slice(0, -1), [{ ...changes[0], before: last[0].before }]] : [...state.past, changes];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { labels: apply(state.labels, changes, 'after'), past, future: [], mergeKey };
}

export function labelReducer(state: LabelState, action: LabelAction): LabelState {
  switch (action.type) {
    case 'undo': {
      const last = state.past[state.past.length - 1];
      if (!last) return state;
      return { labels: apply(state.labels, [...last].reverse(), 'before'), past: state.past.slice(0, -1), future: [...state.future, last], mergeKey: null };
    }
    case 'redo': {
      const next = state.future[state.future.length - 1];
      if (!next) return state;
      return { labels: apply(state.labels, next, 'after'), past: [...state.past, next], future: state.future.slice(0, -1), mergeKey: null };
    }
    case 'import': {
      const merged = mergeLabels(state.labels, action.labels);
      return commit(state, merged.changedKeys.map((key) => ({ key, before: state.labels[key], after: merged.labels[key] })));
    }
    case 'delete': {
      const key = labelKey(action.target);
      const before = state.labels[key];
      return before ? commit(state, [{ key, before, after: undefined }]) : state;
    }
    default: {
      const key = labelKey(action.target);
      const before = state.labels[key];
      const edited = edit(before ?? emptyLabel(action.target, action.at), action);
      const after = { ...edited, updatedAt: action.at };
      const merge = 'merge' in action && action.merge ? `${key}\u0000${action.merge}` : null;
      return commit(state, [{ key, before, after }], merge);
    }
  }
}

export const canUndo = (s: LabelState): boolean => s.past.length > 0;
export const canRedo = (s: LabelState): boolean => s.future.length > 0;
