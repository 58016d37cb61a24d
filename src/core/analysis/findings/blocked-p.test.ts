// Non-conducted P waves on simulated second-degree AV block (the simulator knows every P wave).
import { describe, expect, it } from 'vitest';
import { simulateEcg } from '../../simulate';
import { analyzeRecord } from '../index';
import { findBlockedP } from './blocked-p';

function run(params: Parameters<typeof simulateEcg>[0], seed: number) {
  const { record, truth } = simulateEcg(params, seed);
  const a = analyzeRecord(record);
  const leads = record.leads.map((l) => ({ x: l.samples, name: l.name }));
  return { truth, a, blocked: findBlockedP(leads, record.fs, a.beats) };
}

describe('findBlockedP', () => {
  it('Mobitz II 3:2: finds each non-conducted P within 40 ms of the truth, PR constant', () => {
    const { truth, a, blocked } = run({ avBlock: 'mobitz2', avBlockRatio: 3 }, 1);
    const truthBlocked = truth.pWaves.filter((p) => !p.conducted).map((p) => p.pPeak);
    // The detector does not take the lone P wave in the pause for a beat.
    expect(a.beats.length).toBe(truth.beats.length);
    expect(blocked).not.toBeNull();
    expect(blocked!.peaks.length).toBeGreaterThanOrEqual(3);
    for (const p of blocked!.peaks) expect(Math.min(...truthBlocked.map((t) => Math.abs(t - p)))).toBeLessThan(20);
    expect(blocked!.prGainMs).toBeLessThan(40);
    expect(a.findings.map((f) => f.code)).toContain('second_degree_av_block');
    expect(a.rhythm.label).toBe('sinus_rhythm');
  });

  it('Mobitz I (Wenckebach): PR gain over the group > 40 ms, not called AF or first-degree block', () => {
    const { a, blocked } = run({ avBlock: 'mobitz1' }, 2);
    expect(blocked).not.toBeNull();
    expect(blocked!.prGainMs).toBeGreaterThan(40);
    const codes = a.findings.map((f) => f.code);
    expect(codes).toContain('second_degree_av_block');
    expect(codes).not.toContain('atrial_fibrillation');
    expect(codes).not.toContain('first_degree_av_block');
    expect(codes).not.toContain('sinus_arrhythmia');
    expect(a.findings.find((f) => f.code === 'second_degree_av_block')!.evidence.some((e) => String(e.value).startsWith('I '))).toBe(true);
  });

  it('sinus rhythm without pauses and complete AV block give none', () => {
    expect(run({}, 1).blocked).toBeNull();
    expect(run({ avBlock: 'complete' }, 1).a.findings.map((f) => f.code)).not.toContain('second_degree_av_block');
  });
});
