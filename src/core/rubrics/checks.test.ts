import { describe, expect, it } from 'vitest';
import { evaluateCheck } from './checks';
import { analysisWith, claim, verification } from './test-helpers';

const status = (...args: Parameters<typeof evaluateCheck>) => evaluateCheck(...args).status;

describe('automatic checks', () => {
  const qrsOk = claim('c1', { kind: 'measurement', quantity: 'qrs_ms', verdict: 'supported', text: 'QRS 92 ms' });
  const qrsBad = claim('c2', { kind: 'measurement', quantity: 'qrs_ms', verdict: 'contradicted', text: 'QRS 180 ms' });
  const stemi = claim('c3', { kind: 'finding', code: 'inferior_stemi', verdict: 'contradicted', text: 'inferior STEMI' });
  const noStemi = claim('c4', { kind: 'finding', code: 'inferior_stemi', negated: true, verdict: 'supported', text: 'no STEMI' });
  const avb = claim('c5', { kind: 'finding', code: 'first_degree_av_block', text: 'first-degree AV block' });

  it('states_measurement_within_tolerance: needs a claim, all of them supported', () => {
    const check = { kind: 'states_measurement_within_tolerance', quantity: 'qrs_ms' } as const;
    expect(status(check, null, verification([qrsOk]))).toBe('met');
    expect(status(check, null, verification([]))).toBe('unmet');
    expect(status(check, null, verification([qrsOk, qrsBad]))).toBe('unmet');
    expect(evaluateCheck(check, null, verification([qrsOk, qrsBad])).detail).toContain('c2 "QRS 180 ms"');
  });

  it('does_not_claim: negated mentions are fine; unless_finding allows a claim the workbench found', () => {
    const check = { kind: 'does_not_claim', code: 'inferior_stemi', unless_finding: true } as const;
    expect(status(check, analysisWith([]), verification([noStemi]))).toBe('met');
    expect(status(check, analysisWith([]), verification([stemi]))).toBe('unmet');
    expect(status(check, analysisWith(['inferior_stemi']), verification([stemi]))).toBe('met');
    expect(status({ kind: 'does_not_claim', code: 'inferior_stemi' }, analysisWith(['inferior_stemi']), verification([stemi]))).toBe('unmet');
    expect(status(check, null, verification([stemi]))).toBe('not_applicable');
  });

  it('mentions_finding_when_present: only applicable when the finding is present', () => {
    const check = { kind: 'mentions_finding_when_present', code: 'first_degree_av_block' } as const;
    expect(status(check, analysisWith(['first_degree_av_block']), verification([avb]))).toBe('met');
    expect(status(check, analysisWith(['first_degree_av_block']), verification([qrsOk]))).toBe('unmet');
    expect(status(check, analysisWith([]), verification([avb]))).toBe('not_applicable');
    expect(status(check, analysisWith(['first_degree_av_block']), verification([{ ...avb, negated: true }]))).toBe('unmet');
  });

  it('no_contradicted_claims and makes_contradicted_claim, optionally per quantity/code', () => {
    const v = verification([qrsOk, stemi]);
    expect(status({ kind: 'no_contradicted_claims' }, null, v)).toBe('unmet');
    expect(status({ kind: 'no_contradicted_claims', quantity: 'qrs_ms' }, null, v)).toBe('met');
    expect(status({ kind: 'makes_contradicted_claim', code: 'inferior_stemi' }, null, v)).toBe('met');
    expect(status({ kind: 'makes_contradicted_claim', quantity: 'qrs_ms' }, null, v)).toBe('unmet');
  });

  it('format_ok: answer section present and no format problem', () => {
    expect(status({ kind: 'format_ok' }, null, verification([]))).toBe('met');
    expect(status({ kind: 'format_ok' }, null, verification([], { has_answer: false, problems: ['no <answer> block'] }))).toBe('unmet');
    expect(status({ kind: 'format_ok' }, null, verification([], { problems: ['unclosed <think>'] }))).toBe('unmet');
  });
});
