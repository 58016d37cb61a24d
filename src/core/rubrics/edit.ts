// Pure editing operations for the rubric editor: each returns a new rubric, the input is untouched.
// Validation stays separate (validateRubric), so the editor can hold an invalid draft and show why.
import type { Criterion, Rubric } from './types';

/** An id not used by any criterion: `base`, else `base-2`, `base-3`, ... */
export function freshCriterionId(rubric: Rubric, base = 'criterion'): string {
  const used = new Set(rubric.criteria.map((c) => c.id));
  if (!used.has(base)) return base;
  const stem = base.replace(/-\d+$/, '');
  for (let k = 2; ; k++) if (!used.has(`${stem}-${k}`)) return `${stem}-${k}`;
}

/** Appends (or inserts at `index`) a criterion; its id is made unique. */
export function addCriterion(rubric: Rubric, c: Omit<Criterion, 'id'> & { id?: string }, index = rubric.criteria.length): Rubric {
  const criterion: Criterion = { ...c, id: freshCriterionId(rubric, c.id ?? 'criterion') };
  const criteria = [...rubric.criteria];
  criteria.splice(Math.max(0, Math.min(index, criteria.length)), 0, criterion);
  return { ...rubric, criteria };
}

/** Replaces fields of the criterion `id` (an id change is kept only if unique). */
export function updateCriterion(rubric: Rubric, id: string, patch: Partial<Criterion>): Rubric {
  const clash = patch.id !== undefined && patch.id !== id && rubric.criteria.some((c) => c.id === patch.id);
  return { ...rubric, criteria: rubric.criteria.map((c) => (c.id === id ? { ...c, ...patch, id: clash ? id : (patch.id ?? id) } : c)) };
}

export function removeCriterion(rubric: Rubric, id: string): Rubric {
  return { ...rubric, criteria: rubric.criteria.filter((c) => c.id !== id) };
}

/** Moves criterion `id` to position `to` (clamped). */
export function moveCriterion(rubric: Rubric, id: string, to: number): Rubric {
  const from = rubric.criteria.findIndex((c) => c.id === id);
  if (from < 0) return rubric;
  const criteria = [...rubric.criteria];
  const [c] = criteria.splice(from, 1);
  criteria.splice(Math.max(0, Math.min(to, criteria.length)), 0, c);
  return { ...rubric, criteria };
}

/** Inserts a copy right after the original, with a fresh id. */
export function duplicateCriterion(rubric: Rubric, id: string): Rubric {
  const i = rubric.criteria.findIndex((c) => c.id === id);
  if (i < 0) return rubric;
  const src = rubric.criteria[i];
  return addCriterion(rubric, { ...src, tags: [...src.tags], ...(src.check ? { check: { ...src.check } } : {}) }, i + 1);
}
