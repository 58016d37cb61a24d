import { describe, expect, it } from 'vitest';
import { readStepEvidence } from './evidence-field';
import { ecgr1Evidence } from './ecgr1';

describe('the evidence field (ECG-R1 key-evidence phrases per step)', () => {
  it('reads the object and the list form', () => {
    expect(readStepEvidence({ '1': ['sinus rhythm', 'rate 75'], '2': ['PR 160 ms'] })).toEqual({ evidence: { 1: ['sinus rhythm', 'rate 75'], 2: ['PR 160 ms'] } });
    expect(readStepEvidence([['sinus rhythm'], 'PR 160 ms'])).toEqual({ evidence: { 1: ['sinus rhythm'], 2: ['PR 160 ms'] } });
    expect(readStepEvidence(undefined)).toEqual({});
  });

  it('rejects malformed fields with a message', () => {
    expect(readStepEvidence('sinus rhythm').error).toMatch(/step numbers/);
    expect(readStepEvidence({ one: ['x'] }).error).toMatch(/step numbers/);
    expect(readStepEvidence({ 1: [1, 2] }).error).toMatch(/step numbers/);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), ['x']]));
    expect(readStepEvidence(many).error).toMatch(/more than 100 steps/);
  });

  it('feeds the reward: hand-computed (2/2 + 0/1) / 2 = 0.5', () => {
    const text = '<think>**Step 1: Rhythm** Sinus rhythm, rate 75 bpm.\n**Step 2: Intervals** PR 200 ms.</think><answer>sinus rhythm</answer>';
    const ev = readStepEvidence([['sinus rhythm', 'rate 75'], ['PR 160 ms']]).evidence!;
    expect(ecgr1Evidence(text, ev)).toBe(0.5);
  });
});
