// Every labelling action and its key, as listed in the '?' overlay.
import type { ClaimVerdictLabel, StepVerdict } from '../../core/labels';

export const CLAIM_KEYS: Record<string, ClaimVerdictLabel> = { a: 'accept', s: 'supported', c: 'contradicted', u: 'unverifiable' };
export const STEP_KEYS: Record<string, StepVerdict> = { o: 'correct', h: 'hallucination', n: 'unsupported', i: 'irrelevant' };

export const SHORTCUTS: readonly [string, string][] = [
  ['j / ↓, k / ↑', 'next / previous claim or step'],
  ['a', 'claim: accept the workbench verdict'],
  ['s / c / u', 'claim: supported / contradicted / unverifiable'],
  ['o / h / n / i', 'step: correct / hallucination / unsupported / irrelevant'],
  ['r', 'write a reason for the focused (or just given) label; Enter returns'],
  ['x', 'clear the focused label'],
  ['1 … 5, 0', 'rate the answer, clear the rating'],
  ['m', 'write a comment'],
  [', / . / =', 'prefer this answer / the other one / tie'],
  ['] / [', 'next / previous answer in the queue'],
  ['Shift+N', 'next unlabelled answer'],
  ['f', 'queue filter: all → unlabelled → disagreements → contradicted'],
  ['g', 'record the rubric score on this answer'],
  ['t', 'rubric tab: go to the first criterion to tick; on a criterion: met / not met (overrides an automatic check)'],
  ['x (on a criterion)', 'clear the tick: back to the automatic check, or to be ticked'],
  ['Shift+S', 'export all labels (JSONL)'],
  ['Shift+I', 'import labels (JSONL, yours or another annotator\'s)'],
  ['Ctrl+Z, Ctrl+Shift+Z', 'undo, redo (labels and rubric edits)'],
  ['Shift+L / Q / E / A', 'tabs: label, queue, rubric editor, agreement'],
  ['Shift+L (anywhere)', 'open the labelling panel'],
  ['?', 'this help; Esc closes it'],
];
