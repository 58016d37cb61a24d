// Validation of one labels line: the published schema plus ordering rules a schema cannot state.
import { validateAgainstSchema, type SchemaError } from '../rubrics/json-schema';
import { LABELS_SCHEMA } from './schema';
import type { AnswerLabel } from './types';

export function validateLabelLine(value: unknown): SchemaError[] {
  const errors = validateAgainstSchema(value, LABELS_SCHEMA);
  if (errors.length) return errors;
  const l = value as AnswerLabel;
  if (Date.parse(l.createdAt) > Date.parse(l.updatedAt)) errors.push({ path: 'updatedAt', problem: 'is before createdAt' });
  for (const key of ['createdAt', 'updatedAt'] as const) if (Number.isNaN(Date.parse(l[key]))) errors.push({ path: key, problem: 'is not a valid date' });
  l.claims.forEach((c, i) => c.span[0] > c.span[1] && errors.push({ path: `claims[${i}].span`, problem: 'start after end' }));
  l.steps.forEach((s, i) => s.span[0] > s.span[1] && errors.push({ path: `steps[${i}].span`, problem: 'start after end' }));
  const claimIds = new Set<string>();
  l.claims.forEach((c, i) => {
    if (claimIds.has(c.claimId)) errors.push({ path: `claims[${i}].claimId`, problem: `duplicate claim "${c.claimId}"` });
    claimIds.add(c.claimId);
  });
  const steps = new Set<number>();
  l.steps.forEach((s, i) => {
    if (steps.has(s.step)) errors.push({ path: `steps[${i}].step`, problem: `duplicate step ${s.step}` });
    steps.add(s.step);
  });
  l.preferences.forEach((p, i) => {
    if (p.a === p.b) errors.push({ path: `preferences[${i}]`, problem: 'a and b are the same answer' });
    else if (p.a !== l.answer && p.b !== l.answer) errors.push({ path: `preferences[${i}]`, problem: `neither a nor b is this answer ("${l.answer}")` });
  });
  return errors;
}
