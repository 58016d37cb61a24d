// Rubric editing: the draft is replaced on every edit and saved to IndexedDB when it validates.
import { EXAMPLE_RUBRICS, parseRubric, validateRubric, type Rubric } from '../core/rubrics';
import { deleteRubric, loadRubrics, saveRubric, storageProblem } from './label-db';
import { getRubrics, setRubrics } from './rubrics-store';
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

/** Replaces the draft; saves it when valid (an id change moves the saved copy). */
export function editRubric(next: Rubric): void {
  const { savedId } = getRubrics();
  setRubrics({ draft: next, problem: null });
  if (!validateRubric(next).ok) return;
  setRubrics((s) => ({ rubrics: withSaved(s.rubrics, next, savedId), savedId: next.id }));
  const oldId = savedId;
  saveRubric(next)
    .then(() => (oldId && oldId !== next.id ? deleteRubric(oldId) : undefined))
    .catch(storageFailed);
}

export function selectRubric(id: string): void {
  const r = getRubrics().rubrics.find((x) => x.id === id);
  if (r) setRubrics({ draft: r, savedId: r.id, problem: null });
}

export function newRubric(): void {
  const ids = new Set(getRubrics().rubrics.map((r) => r.id));
  let k = 1;
  while (ids.has(`my-rubric-${k}`)) k++;
  setRubrics({ savedId: null });
  editRubric({ id: `my-rubric-${k}`, version: 1, title: 'My rubric', scope: 'general', criteria: [{ id: 'criterion', text: 'Describe what a good answer does', points: 1, tags: [] }] });
}

export function importRubricText(text: string, file: string): void {
  try {
    const r = parseRubric(text, file);
    setRubrics({ savedId: null });
    editRubric(r);
  } catch (e) {
    setRubrics({ problem: e instanceof Error ? e.message : String(e) });
  }
}

export const rubricJson = (r: Rubric): string => JSON.stringify(r, null, 2) + '\n';
