import { describe, expect, it } from 'vitest';
import { analyzeRecord, MIN_FS } from './index';
import { qtcAll } from './qtc';
import { simulateEcg } from '../simulate/index';
import type { EcgRecord } from '../types';

describe('analysis limits: no numbers where the signal cannot give them', () => {
  it('refuses sampling rates below the validated minimum with an error naming the record', () => {
    const { record } = simulateEcg({}, 1);
    const slow: EcgRecord = { ...record, id: 'slow', fs: MIN_FS / 2 };
    expect(() => analyzeRecord(slow)).toThrow(/^slow: sampling rate 50 Hz is below/);
  });

  it('reports no rhythm and no findings from fewer than three beats', () => {
    const { record } = simulateEcg({ hrBpm: 60 }, 1);
    const n = Math.round(record.fs * 1.5); // 1.5 s: at most two beats
    const short: EcgRecord = { ...record, length: n, leads: record.leads.map((l) => ({ ...l, samples: l.samples.slice(0, n) })) };
    const a = analyzeRecord(short);
    expect(a.beats.length).toBeLessThan(3);
    expect(a.findings).toEqual([]);
    expect(a.rhythm.label).toBe('unknown');
  });

  it('gives no QTc outside 20–240 bpm, where rate correction means nothing', () => {
    expect(qtcAll(400, 5000).framingham).toBeNull();
    expect(qtcAll(400, 200).bazett).toBeNull();
    expect(qtcAll(400, 1000)).toEqual({ bazett: 400, fridericia: 400, framingham: 400, hodges: 400 });
  });
});
