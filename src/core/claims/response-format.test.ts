import { describe, expect, it } from 'vitest';
import { parseResponse } from './response-format';

describe('parseResponse', () => {
  it('reads think, steps with colon titles and answer labels', () => {
    const t = '<think>\n**Step 1: Rate and rhythm**\nSinus.\n**Step 2: Axis**\nNormal.\nSummary: normal.\n</think>\n<answer> Sinus rhythm ; normal axis; </answer>';
    const p = parseResponse(t);
    expect(p.thinkComplete).toBe(true);
    expect(p.steps.map((s) => [s.n, s.title])).toEqual([[1, 'Rate and rhythm'], [2, 'Axis']]);
    expect(t.slice(p.steps[1].span[0], p.steps[1].span[1])).toContain('Summary: normal.');
    expect(p.answer).toEqual(['Sinus rhythm', 'normal axis']);
    expect(p.problems).toEqual([]);
  });
  it('reports format problems but still parses', () => {
    const p = parseResponse('Step 1: rate 80 bpm\n<answer>sinus rhythm');
    expect(p.problems).toEqual(['no <think> block', 'unclosed <answer>']);
    expect(p.answer).toEqual(['sinus rhythm']);
    expect(p.steps).toHaveLength(1);
    const q = parseResponse('<think>reasoning about rate<answer></answer>');
    expect(q.problems).toContain('unclosed <think>');
    expect(q.problems).toContain('empty <answer>');
    expect(q.thinkComplete).toBe(false);
    expect(parseResponse('').problems).toContain('empty response');
  });
  it('counts a step whose header line goes on with its first sentence, however long', () => {
    const first = 'Step 1: Heart rate ~ 110 bpm, irregularly irregular, no discernible P waves -> atrial fibrillation with rapid ventricular response.';
    const p = parseResponse(`${first}\nStep 2: QRS wide.\n**Step 3: Axis** left, −45°.\n## Step 4 – ST\nNo ST elevation.`);
    expect(p.steps.map((s) => [s.n, s.title])).toEqual([
      [1, first.slice('Step 1: '.length, 'Step 1: '.length + 120).trimEnd()],
      [2, 'QRS wide.'],
      [3, 'Axis'],
      [4, 'ST'],
    ]);
    expect(p.steps[0].text).toContain('rapid ventricular response');
  });
  it('parses plain chat text without tags', () => {
    const p = parseResponse('The ECG shows sinus rhythm at 70 bpm.');
    expect(p.hasThink).toBe(false);
    expect(p.hasAnswer).toBe(false);
    expect(p.answer).toEqual([]);
    expect(p.reasoningSpan).toEqual([0, 37]);
  });
});
