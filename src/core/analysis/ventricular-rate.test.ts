import { describe, expect, it } from 'vitest';
import { analyzeRecord } from './index';
import { MAX_COUNTED_RR_MS, meanRrMs, meanRrOfPeaksMs } from './ventricular-rate';
import { loadRecord } from '../formats/index';
import { DirFileSet } from '../../node/dir-fileset';
import { dataPath, describeData } from '../../../tests/data';
import type { EcgRecord } from '../types';

describe('meanRrMs', () => {
  it('bigeminy: the mean of the alternating coupling intervals and pauses, not one of the two', () => {
    const rr = [500, 1250, 500, 1250, 500, 1250, 500];
    expect(meanRrMs(rr)).toBeCloseTo(821.4, 1);
  });
  it('leaves out signal gaps longer than MAX_COUNTED_RR_MS, and has no value without an interval', () => {
    expect(meanRrMs([800, 800, MAX_COUNTED_RR_MS + 1, 800])).toBe(800);
    expect(meanRrMs([])).toBeNull();
    expect(meanRrOfPeaksMs([100], 250)).toBeNull();
    expect(meanRrOfPeaksMs([0, 250, 750], 250)).toBe(1500);
  });
});

function window(rec: EcgRecord, fromS: number, s: number): EcgRecord {
  const a = Math.round(fromS * rec.fs), n = Math.round(s * rec.fs);
  return { ...rec, length: n, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(a, a + n) })), annotations: [] };
}

describeData('heart rate of ventricular bigeminy (MIT-BIH)', () => {
  it('10-s windows of 106 and 223 in bigeminy: the rate of the annotated beats, not the coupling interval\'s; no sinus tachycardia', async () => {
    // Before (median RR): 106@1170 s 115 bpm, 223@1320 s 119 bpm, both "sinus_tachycardia", QTc Bazett 577 ms.
    for (const [id, from] of [['106', 1170], ['223', 1320]] as const) {
      const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), `${id}.hea`);
      const beats = rec.annotations.filter((a) => 'NV'.includes(a.symbol) && a.sample >= from * rec.fs && a.sample < (from + 10) * rec.fs).map((a) => a.sample);
      const refBpm = 60 / ((beats[beats.length - 1] - beats[0]) / (beats.length - 1) / rec.fs);
      const a = analyzeRecord(window(rec, from, 10));
      expect(a.beats.filter((b) => b.class === 'V').length, id).toBeGreaterThanOrEqual(4);
      expect(Math.abs(a.measurements.hr_bpm! - refBpm), `${id}: ${a.measurements.hr_bpm} vs ${refBpm.toFixed(1)}`).toBeLessThanOrEqual(3);
      expect(a.measurements.hr_bpm!, id).toBeLessThan(95);
      expect(a.rhythm.label, id).not.toBe('sinus_tachycardia');
    }
  });
});
