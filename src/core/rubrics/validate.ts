// Strict rubric validation: the published schema plus what a schema cannot say (unique ids, at
// least one positive criterion). Every problem is reported as "path: problem".
import { LoadError } from '../errors';
import { validateAgainstSchema, type SchemaError } from './json-schema';
import { RUBRIC_SCHEMA } from './schema';
import type { Rubric } from './types';

/** Largest rubric file accepted, in characters. */
export const MAX_RUBRIC_CHARS = 1_000_000;

export type RubricValidation = { ok: true; rubric: Rubric; errors: [] } | { ok: false; errors: SchemaError[] };

export function validateRubric(value: unknown): RubricValidation {
  const errors = validateAgainstSchema(value, RUBRIC_SCHEMA);
  if (errors.length === 0) {
    const r = value as Rubric;
    const seen = new Map<string, number>();
    r.criteria.forEach((c, i) => {
      const first = seen.get(c.id);
      if (first !== undefined) errors.push({ path: `criteria[${i}].id`, problem: `duplicate id "${c.id}" (also criteria[${first}])` });
      else seen.set(c.id, i);
      const tags = new Set<string>();
      c.tags.forEach((t, k) => {
        if (tags.has(t)) errors.push({ path: `criteria[${i}].tags[${k}]`, problem: `duplicate tag "${t}"` });
        tags.add(t);
      });
    });
    if (!r.criteria.some((c) => c.points > 0)) errors.push({ path: 'criteria', problem: 'needs at least one criterion with positive points (the score divides by them)' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rubric: value as Rubric, errors: [] };
}

export const formatErrors = (errors: readonly SchemaError[]): string =>
  errors.map((e) => `${e.path || '(root)'}: ${e.problem}`).join('; ');

/** Parses and validates rubric JSON text; throws LoadError(file, "path: problem; ...") when invalid. */
export function parseRubric(text: string, file: string): Rubric {
  if (text.length > MAX_RUBRIC_CHARS) throw new LoadError(file, `rubric larger than ${MAX_RUBRIC_CHARS} characters`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new LoadError(file, `not valid JSON (${(e as Error).message})`);
  }
  const v = validateRubric(value);
  if (!v.ok) {
    const shown = v.errors.slice(0, 10);
    const more = v.errors.length > shown.length ? ` (and ${v.errors.length - shown.length} more)` : '';
    throw new LoadError(file, `invalid rubric: ${formatErrors(shown)}${more}`);
  }
  return v.rubric;
}

/** Checks annotator ticks (`{ criterionId: boolean }`, e.g. from a data set line) against a rubric. */
export function validateManualTicks(value: unknown, rubric: Rubric): SchemaError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [{ path: '', problem: 'must be an object of criterion id → true/false' }];
  const ids = new Set(rubric.criteria.map((c) => c.id));
  const out: SchemaError[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (out.length >= 10) break;
    if (!ids.has(k)) out.push({ path: k, problem: `no criterion "${k}" in rubric ${rubric.id}` });
    else if (typeof v !== 'boolean') out.push({ path: k, problem: 'must be true or false' });
  }
  return out;
}
