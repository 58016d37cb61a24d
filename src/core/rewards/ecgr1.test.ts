import { describe, expect, it } from 'vitest';
import { ecgr1Accuracy, ecgr1Evidence, ecgr1Format } from './ecgr1';

const R1 = `<think>
**Step 1: Rhythm and rate**
Regular rhythm, P before every QRS, rate about 75 bpm. Sinus rhythm.
**Step 2: Conduction**
PR 240 ms, prolonged. QRS narrow.
**Step 3: ST-T**
No ST elevation.
</think>
<answer>Sinus rhythm; First-degree AV block</answer>`;

describe('ECG-R1 format reward', () => {
  it('is 1 with a non-empty closed think block', () => expect(ecgr1Format(R1)).toBe(1));
  it('is 0 without think, with an empty one, or an unclosed one', () => {
    expect(ecgr1Format('<answer>sinus rhythm</answer>')).toBe(0);
    expect(ecgr1Format('<think>  \n </think><answer>x</answer>')).toBe(0);
    expect(ecgr1Format('<think>Step 1: rate 70<answer>x</answer>')).toBe(0);
  });
});

describe('ECG-R1 accuracy reward (Jaccard)', () => {
  it('is |A∩B|/|A∪B| of lower-cased trimmed labels', () => {
    // A = {sinus rhythm, first-degree av block}, B = {sinus rhythm, lbbb, first-degree av block}: 2/3
    expect(ecgr1Accuracy(' Sinus rhythm;First-degree AV block ', 'sinus rhythm; LBBB; first-degree av block')).toBeCloseTo(2 / 3, 12);
    expect(ecgr1Accuracy(['a', 'b'], ['c'])).toBe(0);
    expect(ecgr1Accuracy(['a', 'A '], ['a'])).toBe(1);
  });
  it('is 1 when both label sets are empty and 0 when only one is', () => {
    expect(ecgr1Accuracy('', '')).toBe(1);
    expect(ecgr1Accuracy([], [])).toBe(1);
    expect(ecgr1Accuracy('', 'sinus rhythm')).toBe(0);
    expect(ecgr1Accuracy('sinus rhythm', [])).toBe(0);
  });
});

describe('ECG-R1 key-diagnostic-evidence reward', () => {
  it('averages, over steps with phrases, the fraction found in that step', () => {
    // step 1: 'sinus rhythm' yes, 'rate about 75' yes, 'p wave inverted' no -> 2/3; step 2: 'PR 240' yes -> 1;
    // step 3: 'st elevation' yes, 'prolonged' (only in step 2) no -> 1/2. Mean = (2/3 + 1 + 1/2) / 3
    const v = ecgr1Evidence(R1, { 1: ['Sinus rhythm', 'rate about 75', 'P wave inverted'], 2: ['pr 240'], 3: ['ST elevation', 'prolonged'] });
    expect(v).toBeCloseTo((2 / 3 + 1 + 0.5) / 3, 12);
  });
  it('uses at most three phrases per step, counts a missing step as 0, ignores steps without phrases', () => {
    const v = ecgr1Evidence(R1, { 1: ['sinus', 'rate', 'regular', 'NOT THERE'], 4: ['anything'], 5: [] });
    expect(v).toBeCloseTo((1 + 0) / 2, 12);
  });
  it('is null without reference phrases', () => expect(ecgr1Evidence(R1, {})).toBeNull());
  it('reads step headers with colons, without bold, and with titles on the same line as text', () => {
    const text = '<think>Step 1: Rhythm\nsinus rhythm\n**Step 2:** intervals: PR 180 ms\n</think>';
    expect(ecgr1Evidence(text, { 1: ['sinus rhythm'], 2: ['pr 180 ms'] })).toBe(1);
    expect(ecgr1Evidence(text, { 1: ['pr 180 ms'] })).toBe(0);
  });
  it('matches text, not the signal: a wrong number still matches', () => {
    expect(ecgr1Evidence('<think>**Step 2: Intervals** QRS 180 ms</think>', { 2: ['QRS 180 ms'] })).toBe(1);
  });
});
