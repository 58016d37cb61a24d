import { describe, expect, it } from 'vitest';
import type { Claim } from '../../core/types';
import { claimMeasureText } from './claim-format';

const claim = (over: Partial<Claim>): Claim => ({
  id: 'c1', text: 'QTc 520 ms', span: [0, 10], kind: 'measurement', quantity: 'qtc_ms', lead: null, value: 520, unit: 'ms',
  verdict: 'supported', measured: 519, tolerance: '±30 ms', evidence: [], negated: false, code: null, leads: [], ...over,
});

describe('claimMeasureText', () => {
  it('a judged claim shows the measurement and the tolerance', () => {
    expect(claimMeasureText(claim({}))).toBe('measured 519 · ±30 ms');
  });
  it('an unverifiable claim shows why first, then what was measured', () => {
    expect(claimMeasureText(claim({ verdict: 'unverifiable', reason: 'atrial waves in the ST-T' }))).toBe('atrial waves in the ST-T · measured 519');
    expect(claimMeasureText(claim({ verdict: 'unverifiable', measured: null, reason: 'not in the record' }))).toBe('not in the record');
    expect(claimMeasureText(claim({ verdict: 'unverifiable', measured: null, tolerance: null }))).toBe('not measured');
  });
});
