// Evaluates the automatic checks of rubric criteria against the workbench's own results.
import type { Analysis, Claim, Verification } from '../types';
import type { AutoCheck, CriterionStatus } from './types';

export interface CheckOutcome {
  status: Exclude<CriterionStatus, 'pending'>;
  detail: string;
}

const affirms = (c: Claim, code: string): boolean => c.code === code && !c.negated;
const ids = (cs: Claim[]): string => cs.map((c) => `${c.id} "${c.text}"`).join(', ');

/**
 * `analysis` may be null (answer checked without a signal): checks that need the workbench's findings
 * are then not applicable rather than guessed.
 */
export function evaluateCheck(check: AutoCheck, analysis: Analysis | null, v: Verification): CheckOutcome {
  switch (check.kind) {
    case 'states_measurement_within_tolerance': {
      const on = v.claims.filter((c) => c.quantity === check.quantity && !c.negated);
      if (on.length === 0) return { status: 'unmet', detail: `no claim states ${check.quantity}` };
      const bad = on.filter((c) => c.verdict !== 'supported');
      if (bad.length) return { status: 'unmet', detail: `${check.quantity} not within tolerance: ${ids(bad)}` };
      return { status: 'met', detail: `${check.quantity} within tolerance: ${ids(on)}` };
    }
    case 'does_not_claim': {
      const on = v.claims.filter((c) => affirms(c, check.code));
      if (on.length === 0) return { status: 'met', detail: `${check.code} not claimed` };
      if (check.unless_finding) {
        if (!analysis) return { status: 'not_applicable', detail: `${check.code} claimed, no analysis to compare with` };
        if (analysis.findings.some((f) => f.code === check.code)) return { status: 'met', detail: `${check.code} claimed and found by the workbench` };
      }
      return { status: 'unmet', detail: `${check.code} claimed: ${ids(on)}` };
    }
    case 'mentions_finding_when_present': {
      if (!analysis) return { status: 'not_applicable', detail: 'no analysis' };
      if (!analysis.findings.some((f) => f.code === check.code)) return { status: 'not_applicable', detail: `${check.code} not found by the workbench` };
      const on = v.claims.filter((c) => affirms(c, check.code));
      return on.length ? { status: 'met', detail: `${check.code} mentioned: ${ids(on)}` } : { status: 'unmet', detail: `${check.code} present but not mentioned` };
    }
    case 'no_contradicted_claims': {
      const bad = v.claims.filter((c) => c.verdict === 'contradicted' && (check.quantity === undefined || c.quantity === check.quantity));
      const what = check.quantity ? `${check.quantity} claims` : 'claims';
      return bad.length ? { status: 'unmet', detail: `contradicted ${what}: ${ids(bad)}` } : { status: 'met', detail: `no contradicted ${what}` };
    }
    case 'makes_contradicted_claim': {
      const bad = v.claims.filter(
        (c) => c.verdict === 'contradicted' && (check.quantity === undefined || c.quantity === check.quantity) && (check.code === undefined || c.code === check.code),
      );
      return bad.length ? { status: 'met', detail: `contradicted: ${ids(bad)}` } : { status: 'unmet', detail: 'no matching contradicted claim' };
    }
    case 'format_ok': {
      const problems = v.format.problems ?? [];
      if (!v.format.has_answer) return { status: 'unmet', detail: 'no <answer> section' };
      if (problems.length) return { status: 'unmet', detail: `format problems: ${problems.join('; ')}` };
      return { status: 'met', detail: 'format ok' };
    }
  }
}
