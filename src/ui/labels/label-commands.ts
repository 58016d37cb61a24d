// What the label buttons and keys do, for the answer being labelled.
import { labelKey, type ClaimVerdictLabel, type Preference, type StepVerdict } from '../../core/labels';
import type { Claim } from '../../core/types';
import { dispatchLabel, labelTarget, nowIso, setLabelFocus } from '../../state/labels-actions';
import { getLabels, setLabels } from '../../state/labels-store';
import { itemFocus, labelItems, nextUnlabelledItem, type LabelItem } from './label-items';
import type { LabelContext, LabelledAnswer } from './useLabelContext';

export const MAX_REASON_CHARS = 2000;
export const MAX_COMMENT_CHARS = 20_000;

const target = (x: LabelledAnswer) => labelTarget(x.record, x.answer, x.model);

export function itemsOf(ctx: LabelContext): LabelItem[] {
  return labelItems(ctx.active?.v?.claims ?? [], ctx.parsed?.steps ?? []);
}

/** After a label, focus moves to the next item still unlabelled (the label is already in the store). */
function advance(ctx: LabelContext, fromKey: string): void {
  setLabels({ lastLabelled: fromKey });
  const label = ctx.active ? getLabels().history.labels[labelKey({ annotator: getLabels().annotator, record: ctx.active.record, answer: ctx.active.answer })] : undefined;
  const next = nextUnlabelledItem(itemsOf(ctx), label, fromKey);
  if (next) setLabelFocus(itemFocus(next));
}

export function labelClaim(ctx: LabelContext, claim: Claim, verdict: ClaimVerdictLabel, reason?: string, move = true, merge?: string): void {
  if (!ctx.active) return;
  const prior = ctx.label?.claims.find((c) => c.claimId === claim.id);
  const r = (reason ?? prior?.reason ?? '').slice(0, MAX_REASON_CHARS);
  dispatchLabel({ type: 'label_claim', target: target(ctx.active), at: nowIso(), claim: { claimId: claim.id, span: [claim.span[0], claim.span[1]], verdict, workbench: claim.verdict, ...(r ? { reason: r } : {}) }, ...(merge ? { merge } : {}) });
  if (move) advance(ctx, `claim:${claim.id}`);
}

export function labelStep(ctx: LabelContext, index: number, verdict: StepVerdict, reason?: string, move = true, merge?: string): void {
  const step = ctx.parsed?.steps[index];
  if (!ctx.active || !step) return;
  const prior = ctx.label?.steps.find((s) => s.step === index);
  const r = (reason ?? prior?.reason ?? '').slice(0, MAX_REASON_CHARS);
  dispatchLabel({ type: 'label_step', target: target(ctx.active), at: nowIso(), step: { step: index, span: [step.span[0], step.span[1]], verdict, ...(r ? { reason: r } : {}) }, ...(merge ? { merge } : {}) });
  if (move) advance(ctx, `step:${index}`);
}

export function clearItem(ctx: LabelContext, it: LabelItem): void {
  if (!ctx.active) return;
  if (it.kind === 'claim') dispatchLabel({ type: 'clear_claim', target: target(ctx.active), at: nowIso(), claimId: it.claim.id });
  else dispatchLabel({ type: 'clear_step', target: target(ctx.active), at: nowIso(), step: it.index });
}

/**
 * Sets the reason of an item's existing label (no label yet: nothing to attach it to). The label is
 * read from the store, not from `ctx`, since typing saves from a timer after later renders.
 */
export function setReason(ctx: LabelContext, it: LabelItem, reason: string): void {
  const label = ctx.active ? getLabels().history.labels[labelKey({ annotator: getLabels().annotator, record: ctx.active.record, answer: ctx.active.answer })] : undefined;
  const merge = `reason:${it.key}`;
  if (it.kind === 'claim') {
    const l = label?.claims.find((c) => c.claimId === it.claim.id);
    if (l && (l.reason ?? '') !== reason) labelClaim(ctx, it.claim, l.verdict, reason, false, merge);
  } else {
    const l = label?.steps.find((s) => s.step === it.index);
    if (l && (l.reason ?? '') !== reason) labelStep(ctx, it.index, l.verdict, reason, false, merge);
  }
}

export function rate(ctx: LabelContext, rating: number | null): void {
  if (ctx.active && (ctx.label?.rating ?? null) !== rating) dispatchLabel({ type: 'rate', target: target(ctx.active), at: nowIso(), rating });
}

/** Saves the answer's comment (called while typing: consecutive saves are one undo step). */
export function comment(ctx: LabelContext, text: string): void {
  const t = text.slice(0, MAX_COMMENT_CHARS);
  if (!ctx.active) return;
  const label = getLabels().history.labels[labelKey({ annotator: getLabels().annotator, record: ctx.active.record, answer: ctx.active.answer })];
  if ((label?.comment ?? '') !== t) dispatchLabel({ type: 'comment', target: target(ctx.active), at: nowIso(), comment: t, merge: 'comment' });
}

/** The other answer of the same record shown for comparison (the next one on screen). */
export function otherAnswer(ctx: LabelContext, chosen: string | null): LabelledAnswer | null {
  if (!ctx.active) return null;
  const others = ctx.answers.filter((x) => x.record === ctx.active!.record && x.answer !== ctx.active!.answer);
  return others.find((x) => x.answer === chosen) ?? others[0] ?? null;
}

export function prefer(ctx: LabelContext, other: LabelledAnswer | null, winner: Preference['winner']): void {
  if (!ctx.active || !other) return;
  dispatchLabel({ type: 'prefer', target: target(ctx.active), at: nowIso(), preference: { a: ctx.active.answer, b: other.answer, winner } });
}
