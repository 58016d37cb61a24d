// HealthBench rule: score = Σ points of met criteria ÷ Σ positive points, clipped to [0, 1];
// the same rule within each tag gives the sub-scores.
import type { Analysis, Verification } from '../types';
import { evaluateCheck } from './checks';
import type { Criterion, CriterionResult, ManualTicks, Rubric, RubricResult, ScoreSummary } from './types';

const clip01 = (x: number): number => Math.min(1, Math.max(0, x));

/** Score of a set of criterion results (not_applicable ones are left out; pending counts as unmet). */
export function summarize(results: readonly Pick<CriterionResult, 'points' | 'status'>[]): ScoreSummary {
  let earned = 0;
  let possible = 0;
  for (const r of results) {
    if (r.status === 'not_applicable') continue;
    if (r.points > 0) possible += r.points;
    if (r.status === 'met') earned += r.points;
  }
  return { score: possible > 0 ? clip01(earned / possible) : null, earned, possible };
}

export function scoreByTag(results: readonly CriterionResult[]): Record<string, ScoreSummary> {
  const tags = new Map<string, CriterionResult[]>();
  for (const r of results) for (const t of r.tags) (tags.get(t) ?? tags.set(t, []).get(t)!).push(r);
  const out: Record<string, ScoreSummary> = {};
  for (const t of [...tags.keys()].sort()) out[t] = summarize(tags.get(t)!);
  return out;
}

function evaluateCriterion(c: Criterion, analysis: Analysis | null, v: Verification | null, manual: ManualTicks | undefined): CriterionResult {
  const base = { id: c.id, points: c.points, tags: c.tags };
  const tick = manual && Object.prototype.hasOwnProperty.call(manual, c.id) ? manual[c.id] : undefined;
  if (typeof tick === 'boolean') return { ...base, status: tick ? 'met' : 'unmet', source: 'manual', detail: tick ? 'ticked by the annotator' : 'unticked by the annotator' };
  if (c.check && v) return { ...base, ...evaluateCheck(c.check, analysis, v), source: 'auto' };
  return { ...base, status: 'pending', source: 'none', detail: c.check ? 'automatic check needs a verification' : 'to be ticked by the annotator' };
}

/**
 * Applies a rubric to one answer. `verification` is verifyResponse(analysis, text); `manual` ticks
 * criteria without an automatic check and overrides automatic ones.
 */
export function applyRubric(rubric: Rubric, analysis: Analysis | null, verification: Verification | null, manual?: ManualTicks): RubricResult {
  const criteria = rubric.criteria.map((c) => evaluateCriterion(c, analysis, verification, manual));
  return {
    rubric: { id: rubric.id, version: rubric.version },
    ...summarize(criteria),
    byTag: scoreByTag(criteria),
    criteria,
    complete: criteria.every((r) => r.status !== 'pending'),
  };
}

/** Whether the rubric applies to a record (general rubrics apply everywhere). */
export function rubricApplies(rubric: Rubric, recordId: string): boolean {
  return rubric.scope === 'general' || rubric.scope.record === recordId;
}

/**
 * For batch scoring: applies the rubric when its scope covers the analysed record (general rubrics
 * always; record-scoped ones only when analysis.record.id matches), else null.
 */
export function applyRubricIfInScope(rubric: Rubric, analysis: Analysis | null, verification: Verification | null, manual?: ManualTicks): RubricResult | null {
  if (rubric.scope !== 'general' && (!analysis || !rubricApplies(rubric, analysis.record.id))) return null;
  return applyRubric(rubric, analysis, verification, manual);
}
