// The labelable items of one answer (its claims, then its reasoning steps) and focus movement.
import type { ResponseStep } from '../../core/claims';
import type { AnswerLabel } from '../../core/labels';
import type { Claim } from '../../core/types';
import type { LabelFocus } from '../../state/labels-store';

export type LabelItem = { kind: 'claim'; key: string; claim: Claim } | { kind: 'step'; key: string; index: number; step: ResponseStep };

export function labelItems(claims: readonly Claim[], steps: readonly ResponseStep[]): LabelItem[] {
  return [
    ...claims.map((claim) => ({ kind: 'claim' as const, key: `claim:${claim.id}`, claim })),
    ...steps.map((step, index) => ({ kind: 'step' as const, key: `step:${index}`, index, step })),
  ];
}

export const focusKey = (f: LabelFocus): string | null => (f === null ? null : f.kind === 'claim' ? `claim:${f.id}` : `step:${f.step}`);
export const itemFocus = (it: LabelItem): LabelFocus => (it.kind === 'claim' ? { kind: 'claim', id: it.claim.id } : { kind: 'step', step: it.index });

export function isLabelled(it: LabelItem, label: AnswerLabel | undefined): boolean {
  if (!label) return false;
  return it.kind === 'claim' ? label.claims.some((c) => c.claimId === it.claim.id) : label.steps.some((s) => s.step === it.index);
}

/** The next item after `fromKey` (wrapping) that has no label yet; null when all are labelled. */
export function nextUnlabelledItem(items: readonly LabelItem[], label: AnswerLabel | undefined, fromKey: string | null): LabelItem | null {
  const start = items.findIndex((it) => it.key === fromKey);
  for (let k = 1; k <= items.length; k++) {
    const it = items[(start + k + items.length) % items.length];
    if (!isLabelled(it, label)) return it;
  }
  return null;
}

/** The item `dir` steps from `fromKey`, clamped to the list. */
export function stepItem(items: readonly LabelItem[], fromKey: string | null, dir: 1 | -1): LabelItem | null {
  if (items.length === 0) return null;
  const i = items.findIndex((it) => it.key === fromKey);
  if (i < 0) return items[0];
  return items[Math.max(0, Math.min(items.length - 1, i + dir))];
}
