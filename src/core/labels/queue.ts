// A labelling queue over a data set: flags computed once per build, then filtering, progress and
// next/previous are array scans or binary searches (10,000 items in well under a millisecond).
import { effectiveClaimVerdict, groupByAnswer, hasDisagreement } from './agreement';
import { answerKey, type AnswerLabel, type LabelMap } from './types';

export interface QueueItem {
  record: string;
  answer: string;
  model?: string | null;
  /** Claims the workbench found contradicted in this answer. */
  contradicted: number;
}

export type QueueFilter = 'all' | 'unlabelled' | 'disagreements' | 'contradicted';

export const FLAG_LABELLED = 1;
export const FLAG_DISAGREEMENT = 2;
export const FLAG_CONTRADICTED = 4;

export interface Queue {
  items: readonly QueueItem[];
  annotator: string;
  /** Per item, FLAG_* bits. */
  flags: Uint8Array;
}

/** Labelled = the annotator has any claim, step, rating, comment, rubric or preference on it. */
export const hasContent = (l: AnswerLabel): boolean =>
  l.claims.length > 0 || l.steps.length > 0 || l.rating !== null || l.comment.trim() !== '' || l.rubrics.length > 0 || l.preferences.length > 0;

export function buildQueue(items: readonly QueueItem[], labels: LabelMap | readonly AnswerLabel[], annotator: string): Queue {
  const list = Array.isArray(labels) ? (labels as readonly AnswerLabel[]) : Object.values(labels as LabelMap);
  const groups = groupByAnswer(list);
  const flags = new Uint8Array(items.length);
  items.forEach((it, i) => {
    let f = it.contradicted > 0 ? FLAG_CONTRADICTED : 0;
    const group = groups.get(answerKey(it));
    if (group) {
      for (const l of group) {
        if (l.annotator === annotator && hasContent(l)) f |= FLAG_LABELLED;
        if (l.claims.some((c) => effectiveClaimVerdict(c) === 'contradicted')) f |= FLAG_CONTRADICTED;
      }
      if (hasDisagreement(group)) f |= FLAG_DISAGREEMENT;
    }
    flags[i] = f;
  });
  return { items, annotator, flags };
}

/** Positions (ascending) of the items the filter keeps. */
export function filterQueue(q: Queue, filter: QueueFilter): Int32Array {
  const n = q.flags.length;
  if (filter === 'all') return Int32Array.from({ length: n }, (_, i) => i);
  const keep = (f: number) => (filter === 'unlabelled' ? (f & FLAG_LABELLED) === 0 : filter === 'disagreements' ? (f & FLAG_DISAGREEMENT) !== 0 : (f & FLAG_CONTRADICTED) !== 0);
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) if (keep(q.flags[i])) out[k++] = i;
  return out.slice(0, k);
}

/** n of N: items the annotator has labelled, of all items. */
export function progress(q: Queue): { done: number; total: number } {
  let done = 0;
  for (let i = 0; i < q.flags.length; i++) if (q.flags[i] & FLAG_LABELLED) done++;
  return { done, total: q.flags.length };
}

/**
 * The next (dir 1) or previous (dir −1) position in a filtered view, from item `current` (which need
 * not be in the view); null at the end.
 */
export function stepInView(view: Int32Array, current: number, dir: 1 | -1): number | null {
  let lo = 0;
  let hi = view.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (view[mid] <= current) lo = mid + 1;
    else hi = mid;
  }
  // lo: first index with view[lo] > current
  if (dir === 1) return lo < view.length ? view[lo] : null;
  let j = lo - 1;
  if (j >= 0 && view[j] === current) j--;
  return j >= 0 ? view[j] : null;
}

/** The next item after `current` the annotator has not labelled, wrapping around; null when all are done. */
export function nextUnlabelled(q: Queue, current: number): number | null {
  const n = q.flags.length;
  for (let k = 1; k <= n; k++) {
    const i = (((current + k) % n) + n) % n;
    if ((q.flags[i] & FLAG_LABELLED) === 0) return i;
  }
  return null;
}

/** Recomputes the flags of the items of one answer after an edit, without rebuilding the queue. */
export function refreshQueueItem(q: Queue, index: number, labelsOfAnswer: readonly AnswerLabel[]): Queue {
  const one = buildQueue([q.items[index]], labelsOfAnswer, q.annotator);
  const flags = q.flags.slice();
  flags[index] = one.flags[0];
  return { ...q, flags };
}
