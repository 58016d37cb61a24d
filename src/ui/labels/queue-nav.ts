// Moving through the labelling queue: a data-set item opens its record, an answer on screen is selected.
import { buildQueue, filterQueue, nextUnlabelled, stepInView, type Queue } from '../../core/labels';
import { getLabels, setLabels } from '../../state/labels-store';
import { openDatasetItem } from '../../state/review-actions';
import { getReview } from '../../state/review-store';
import type { LabelContext } from './useLabelContext';

export function queueOf(ctx: LabelContext): Queue {
  return buildQueue(ctx.queue, getLabels().history.labels, getLabels().annotator);
}

export function openQueueItem(ctx: LabelContext, i: number): void {
  const it = ctx.queue[i];
  if (!it) return;
  setLabels({ activeAnswer: it.answer, focus: null, compareWith: null });
  if (getReview().dataset) void openDatasetItem(i);
}

/** Next / previous item in the filtered view. */
export function stepQueue(ctx: LabelContext, dir: 1 | -1): void {
  const q = queueOf(ctx);
  const at = stepInView(filterQueue(q, getLabels().filter), ctx.position, dir);
  if (at !== null) openQueueItem(ctx, at);
}

export function nextUnlabelledAnswer(ctx: LabelContext): void {
  const at = nextUnlabelled(queueOf(ctx), ctx.position);
  if (at !== null) openQueueItem(ctx, at);
}
