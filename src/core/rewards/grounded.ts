// Rewards grounded in the measured signal (formulas in docs/rewards.md).
import type { Claim } from '../types';

export const PENALTY_PER_CONTRADICTION = 0.25;
/** Findings at least this important (omissions.ts IMPORTANCE) count for coverage. */
export const COVERAGE_MIN_IMPORTANCE = 30;

export interface GroundedRewards {
  /** supported / (supported + contradicted); null without checkable claims. */
  grounded_evidence: number | null;
  /** contradicted / (supported + contradicted); null without checkable claims. */
  hallucination_rate: number | null;
  /** min(1, 0.25 × contradicted). */
  contradiction_penalty: number;
  /** importance-weighted share of the important findings of the analysis that the answer mentions; null when there are none. */
  coverage: number | null;
  /** clip01(0.5 × grounded_evidence + 0.5 × coverage − contradiction_penalty); coverage 1 when null; null without checkable claims. */
  grounded_total: number | null;
  checkable_claims: number;
  contradicted_claims: number;
}

export interface FindingImportance {
  code: string;
  importance: number;
}

/**
 * @param important every finding of the analysis with its importance
 * @param omitted the findings the answer did not mention
 */
export function groundedRewards(claims: Pick<Claim, 'verdict'>[], important: FindingImportance[], omitted: FindingImportance[]): GroundedRewards {
  const supported = claims.filter((c) => c.verdict === 'supported').length;
  const contradicted = claims.filter((c) => c.verdict === 'contradicted').length;
  const checkable = supported + contradicted;
  const ge = checkable ? supported / checkable : null;
  const hr = checkable ? contradicted / checkable : null;
  const penalty = Math.min(1, PENALTY_PER_CONTRADICTION * contradicted);
  const imp = important.filter((f) => f.importance >= COVERAGE_MIN_IMPORTANCE);
  const total = imp.reduce((s, f) => s + f.importance, 0);
  const missed = omitted.filter((f) => imp.some((i) => i.code === f.code)).reduce((s, f) => s + f.importance, 0);
  const coverage = total > 0 ? (total - missed) / total : null;
  const gt = ge === null ? null : Math.max(0, Math.min(1, 0.5 * ge + 0.5 * (coverage ?? 1) - penalty));
  return { grounded_evidence: ge, hallucination_rate: hr, contradiction_penalty: penalty, coverage, grounded_total: gt, checkable_claims: checkable, contradicted_claims: contradicted };
}
