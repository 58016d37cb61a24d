// The labelling panel's keyboard: one handler, every action reachable without the mouse.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { setLabelFocus, showLabelTab, toggleLabelHelp } from '../../state/labels-actions';
import { redoEdit, undoEdit } from '../../state/labels-undo';
import { getLabels, setLabels } from '../../state/labels-store';
import type { QueueFilter } from '../../core/labels';
import { getRubrics } from '../../state/rubrics-store';
import { recordRubricScore, tickCriterion, toggleCriterion } from '../rubrics/RubricPreview';
import { clearItem, itemsOf, labelClaim, labelStep, otherAnswer, prefer, rate } from './label-commands';
import { focusKey, itemFocus, stepItem } from './label-items';
import { nextUnlabelledAnswer, stepQueue } from './queue-nav';
import { exportLabelsNow } from './LabelFiles';
import { CLAIM_KEYS, STEP_KEYS } from './shortcuts';
import type { LabelContext } from './useLabelContext';

const TABS = { L: 'label', Q: 'queue', E: 'rubric', A: 'agreement' } as const;
const QUEUE_FILTERS: QueueFilter[] = ['all', 'unlabelled', 'disagreements', 'contradicted'];

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

const criterionRows = (panel: HTMLElement | null): HTMLElement[] => [...(panel?.querySelectorAll<HTMLElement>('.crit-results li[data-criterion]') ?? [])];

/** Rubric tab: t ticks / flips the focused criterion (overriding an automatic check), x clears the tick, j / k move. */
function criterionKey(e: KeyboardEvent | ReactKeyboardEvent, ctx: LabelContext, panel: HTMLElement | null): boolean {
  const rows = criterionRows(panel);
  const row = (e.target as HTMLElement | null)?.closest?.<HTMLElement>('.crit-results li[data-criterion]') ?? null;
  const key = e.key;
  if (!row) {
    if (key !== 't' || rows.length === 0) return false;
    // Not on a criterion yet: go to the first one still to tick.
    (rows.find((r) => r.dataset.status === 'pending') ?? rows[0]).focus();
    return true;
  }
  const id = row.dataset.criterion ?? '';
  const rubric = getRubrics().draft;
  if (key === 't' || key === ' ') toggleCriterion(ctx, rubric, id);
  else if (key === 'x' || key === 'Delete') tickCriterion(ctx, rubric, id, undefined);
  else if (key === 'j' || key === 'ArrowDown' || key === 'k' || key === 'ArrowUp') {
    const i = rows.indexOf(row) + (key === 'j' || key === 'ArrowDown' ? 1 : -1);
    rows[Math.max(0, Math.min(rows.length - 1, i))]?.focus();
  } else return false;
  return true;
}

/** Returns true when the key was a labelling shortcut (the caller then prevents the default). */
export function handleLabelKey(e: KeyboardEvent | ReactKeyboardEvent, ctx: LabelContext, panel: HTMLElement | null): boolean {
  if (typing(e.target)) return false;
  const s = getLabels();
  const key = e.key;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && (key === 'z' || key === 'Z')) {
    if (e.shiftKey) redoEdit();
    else undoEdit();
    return true;
  }
  if (mod && key === 'y') {
    redoEdit();
    return true;
  }
  if (mod || e.altKey) return false;
  if (key === '?') {
    toggleLabelHelp();
    return true;
  }
  if (key === 'Escape' && s.help) {
    toggleLabelHelp(false);
    return true;
  }
  if (e.shiftKey && key in TABS) {
    showLabelTab(TABS[key as keyof typeof TABS]);
    return true;
  }
  if (key === 'S') {
    exportLabelsNow();
    return true;
  }
  if (key === 'f') {
    const i = QUEUE_FILTERS.indexOf(s.filter);
    setLabels({ filter: QUEUE_FILTERS[(i + 1) % QUEUE_FILTERS.length] });
    return true;
  }
  if (key === 'I') {
    // A key press is a user gesture, so the file picker may open (after the tab with the input renders).
    const pick = () => panel?.querySelector<HTMLInputElement>('input[data-testid="import-labels"]')?.click();
    if (panel?.querySelector('input[data-testid="import-labels"]')) pick();
    else {
      showLabelTab('label');
      setTimeout(pick, 0);
    }
    return true;
  }
  if (key === 'N') {
    nextUnlabelledAnswer(ctx);
    return true;
  }
  if (key === ']' || key === '[') {
    stepQueue(ctx, key === ']' ? 1 : -1);
    return true;
  }
  if (s.tab === 'rubric' && criterionKey(e, ctx, panel)) return true;
  const items = itemsOf(ctx);
  const fk = focusKey(s.focus);
  const focused = items.find((it) => it.key === fk) ?? null;
  if (key === 'j' || key === 'ArrowDown' || key === 'k' || key === 'ArrowUp') {
    const next = stepItem(items, fk, key === 'j' || key === 'ArrowDown' ? 1 : -1);
    if (next) setLabelFocus(itemFocus(next));
    return next !== null;
  }
  if (focused?.kind === 'claim' && key in CLAIM_KEYS) {
    labelClaim(ctx, focused.claim, CLAIM_KEYS[key]);
    return true;
  }
  if (focused?.kind === 'step' && key in STEP_KEYS) {
    labelStep(ctx, focused.index, STEP_KEYS[key]);
    return true;
  }
  if (focused && (key === 'x' || key === 'Delete')) {
    clearItem(ctx, focused);
    return true;
  }
  if (key === 'r') {
    const q = (k: string | null) => (k ? panel?.querySelector<HTMLInputElement>(`input[data-reason-for="${CSS.escape(k)}"]`) : null);
    const input = q(fk) ?? q(s.lastLabelled);
    input?.focus();
    return !!input;
  }
  if (/^[0-5]$/.test(key)) {
    rate(ctx, key === '0' ? null : Number(key));
    return true;
  }
  if (key === 'm') {
    const box = panel?.querySelector<HTMLTextAreaElement>('textarea.comment');
    box?.focus();
    return !!box;
  }
  if (key === ',' || key === '.' || key === '=') {
    prefer(ctx, otherAnswer(ctx, s.compareWith), key === ',' ? 'a' : key === '.' ? 'b' : 'tie');
    return true;
  }
  if (key === 'g') {
    recordRubricScore(ctx, getRubrics().draft);
    return true;
  }
  return false;
}
