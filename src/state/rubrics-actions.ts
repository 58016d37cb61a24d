// Rubric editing: the draft is replaced on every edit (with undo/redo) and saved to IndexedDB when
// it validates.
import { EXAMPLE_RUBRICS, parseRubric, validateRubric, type Rubric } from '../core/rubrics';
import { deleteRubric, loadRubrics, saveRubric, storageProblem } from './label-db';
import { getRubrics, setRubrics } from './rubrics-store';
import { queueWrite } from './labels-actions';
import { recordEdit } from './labels-journal';
import { setLabels, getLabels } from './labels-store';

function storageFailed(e: unknown): void {
  setLabels({ save: { status: 'error', at: getLabels().save.at, message: storageProblem(e) } });
}

function withSaved(list: readonly Rubric[], r: Rubric, oldId: string | null): Rubric[] {
  const out = list.filter((x) => x.id !== r.id && (oldId === null || x.id !== oldId || EXAMPLE_RUBRICS.some((e) => e.id === oldId)));
  const i = list.findIndex((x) => x.id === r.id || x.id === oldId);
  out.splice(i < 0 ? out.length : Math.min(i, out.length), 0, r);
  return out;
}

export async function initRubrics(): Promise<void> {
  try {
    const saved = await loadRubrics();
    if (saved.length === 0) return;
    let list: Rubric[] = [...getRubrics().rubrics];
    for (const r of saved) if (validateRubric(r).ok) list = withSaved(list, r, null);
    const draftId = getRubrics().draft.id;
    setRubrics({ rubrics: list, draft: list.find((r) => r.id === draftId) ?? list[0] });
  } catch (e) {
    storageFailed(e);
  }
}

/** Makes `next` the draft; saves it when valid (moving the saved copy away from `oldId`). */
function applyDraft(next: Rubric, oldId: string | null): void {
  setRubrics({ draft: next, problem: null });
  if (!validateRubric(next).ok) return;
  setRubrics((s) => ({ rubrics: withSaved(s.rubrics, next, oldId), savedId: next.id }));
  // Queued with the label writes, so the drawer's saved state covers rubric edits too.
  queueWrite(() => saveRubric(next).then(() => (oldId && oldId !== next.id ? deleteRubric(oldId) : undefined)));
}

export const RUBRIC_HISTORY_LIMIT = 200;
/** Edits of one field closer together than this (typing) undo as one step. */
const COALESCE_MS = 1000;
let lastEdit: { at: number; field: string | null } = { at: 0, field: null };

/** The one field an edit changed ("title", "criteria.2.text"...), or null for anything larger. */
function changedField(prev: Rubric, next: Rubric): string | null {
  const top = (['id', 'version', 'title', 'scope'] as const).filter((k) => JSON.stringify(prev[k]) !== JSON.stringify(next[k]));
  if (prev.criteria.length !== next.criteria.length) return null;
  const fields: string[] = top.map(String);
  next.criteria.forEach((c, i) => {
    const p = prev.criteria[i];
    if (p === c) return;
    const keys = new Set([...Object.keys(p), ...Object.keys(c)]) as Set<keyof typeof c>;
    for (const k of keys) if (JSON.stringify(p[k]) !== JSON.stringify(c[k])) fields.push(`criteria.${i}.${k}`);
  });
  return fields.length === 1 ? fields[0] : null;
}

/** Replaces the draft (undoable); saves it when valid (an id change moves the saved copy). */
export function editRubric(next: Rubric): void {
  const { draft, savedId, past } = getRubrics();
  if (next === draft) return;
  const now = Date.now();
  const field = changedField(draft, next);
  const coalesce = field !== null && field === lastEdit.field && now - lastEdit.at < COALESCE_MS && past.length > 0;
  lastEdit = { at: now, field };
  if (!coalesce) {
    setRubrics({ past: [...past, draft].slice(-RUBRIC_HISTORY_LIMIT), future: [] });
    recordEdit('rubric');
  } else setRubrics({ future: [] });
  applyDraft(next, savedId);
}

export const canUndoRubric = (): boolean => getRubrics().past.length > 0;
export const canRedoRubric = (): boolean => getRubrics().future.length > 0;

export function undoRubric(): boolean {
  const { past, future, draft, savedId } = getRubrics();
  const prev = past[past.length - 1];
  if (!prev) return false;
  lastEdit = { at: 0, field: null };
  setRubrics({ past: past.slice(0, -1), future: [...future, draft] });
  applyDraft(prev, savedId);
  return true;
}

export function redoRubric(): boolean {
  const { past, future, draft, savedId } = getRubrics();
  const next = future[future.length - 1];
  if (!next) return false;
  lastEdit = { at: 0, field: null };
  setRubrics({ past: [...past, draft], future: future.slice(0, -1) });
  applyDraft(next, savedId);
  return true;
}

/** Another rubric on screen: its edits start a fresh history (undo never crosses rubrics). */
function freshHistory(): void {
  lastEdit = { at: 0, field: null };
  setRubrics({ past: [], future: [] });
}

export function selectRubric(id: string): void {
  const r = getRubrics().rubrics.find((x) => x.id === id);
  if (!r) return;
  setRubrics({ draft: r, savedId: r.id, problem: null });
  freshHistory();
}

export function newRubric(): void {
  const ids = new Set(getRubrics().rubrics.map((r) => r.id));
  let k = 1;
  while (ids.has(`my-rubric-${k}`)) k++;
  setRubrics({ savedId: null });
  applyDraft({ id: `my-rubric-${k}`, version: 1, title: 'My rubric', scope: 'general', criteria: [{ id: 'criterion', text: 'Describe what a good answer does', points: 1, tags: [] }] }, null);
  freshHistory();
}

export function importRubricText(text: string, file: string): void {
  try {
    const r = parseRubric(text, file);
    setRubrics({ savedId: null });
    applyDraft(r, null);
    freshHistory();
  } catch (e) {
    setRubrics({ problem: e instanceof Error ? e.message : String(e) });
  }
}

export const rubricJson = (r: Rubric): string => JSON.stringify(r, null, 2) + '\n';
