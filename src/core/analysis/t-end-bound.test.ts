import { describe, expect, it } from 'vitest';
import { boundTEndsByLockedP, lockedPOnsetBeforeR } from './t-end-bound';
import { EMPTY_FIDUCIALS } from './delineate-global';
import { analyzeRecord } from './index';
import { analyzeRhythmDetailed } from './rhythm';
import { loadRecord } from '../formats/index';
import { DirFileSet } from '../../node/dir-fileset';
import { dataPath, describeData } from '../../../tests/data';
import type { Beat } from '../types';

const beat = (r: number, tOff: number, cls: Beat['class'] = 'N'): Beat => ({ r, qrsOn: r - 20, qrsOff: r + 40, pOn: null, pOff: null, tOff, class: cls, tOn: r + 60, tPeak: r + 150 });

describe('boundTEndsByLockedP', () => {
  it('dominant beats followed by a dominant beat end their T before its P; the median beat one RR later', () => {
    const beats = [beat(0, 330), beat(400, 330 + 400), beat(800, 800 + 300, 'V'), beat(1200, 1500)];
    const median = { ...EMPTY_FIDUCIALS, qrsOn: 80, qrsOff: 140, tOn: 160, tPeak: 250, tOff: 430 };
    const out = boundTEndsByLockedP(beats, 'N', median, 100, 400, 100);
    expect(beats.map((b) => b.tOff)).toEqual([299, 730, 1100, 1500]); // the beat before a V keeps its T end
    expect(out.tOff).toBe(399);
    expect(median.tOff).toBe(430);
    expect(boundTEndsByLockedP([], 'N', { ...median, tOff: 390 }, 100, 400, 100).tOff).toBe(390);
  });
  it('the P onset lies half a P before its peak', () => {
    expect(lockedPOnsetBeforeR(200, 500)).toBe(125);
  });
});

describeData('a P on the T found only as a locked P (MIT-BIH 109, LBBB, PR about 250 ms)', () => {
  it('the median beat\'s T ends before that P: QT 597 → under 500 ms at 85 bpm', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), '109.hea');
    const a0 = Math.round(360 * rec.fs), n = 10 * rec.fs;
    const w = { ...rec, length: n, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(a0, a0 + n) })), annotations: [] };
    const a = analyzeRecord(w);
    const d = analyzeRhythmDetailed({ beats: a.beats, fs: rec.fs, hrBpm: a.measurements.hr_bpm, leads: w.leads.map((l) => l.samples), names: w.leads.map((l) => l.name) }).detail;
    expect(a.rhythm.label).toBe('sinus_rhythm');
    expect(d.lockedP?.lead).toBe('MLII');
    const mb = a.median_beats!;
    const nextPOn = mb.fiducial + (a.measurements.rr_ms! / 1000) * rec.fs - lockedPOnsetBeforeR(d.lockedP!.beforeRMs, rec.fs);
    expect(mb.waves!.tOff!).toBeLessThan(nextPOn + 0.03 * rec.fs);
    expect(a.measurements.qt_ms!).toBeLessThan(500);
  });
});
