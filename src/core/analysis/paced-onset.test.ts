import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { LUDB_DIR, loadWfdb, ludbGlobalRef, withinTolerance } from '../../../bench/delineation-accuracy';
import { EMPTY_FIDUCIALS, type GlobalFiducials } from './delineate-global';
import { analyzeRecord } from './index';
import { clampPacedQrsOnsets, pacedQrsOnset } from './paced-onset';
import type { BeatClass } from '../types';

const FS = 500;
const R = [500, 1000, 1500, 2000];
const fiducials = (qrsOn: number[]): GlobalFiducials[] => qrsOn.map((q, b) => ({ ...EMPTY_FIDUCIALS, qrsOn: q, qrsOff: R[b] + 40 }));

describe('clampPacedQrsOnsets', () => {
  it('moves a paced QRS onset that precedes its stimulus to 8 ms before it, leaves later onsets and unpaced beats alone', () => {
    // Stimuli 60 samples before each R; beat 0's onset 75 before (too early), beat 1's 50 (after it), beat 3 not paced.
    const g = fiducials([R[0] - 75, R[1] - 50, R[2] - 90, R[3] - 90]);
    const classes: BeatClass[] = ['N', 'N', 'N', 'N'];
    const pacing = { spikes: [], pacedFraction: 0.75, lastStimulus: [R[0] - 60, R[1] - 60, R[2] - 60, null] };
    const onsetToR = clampPacedQrsOnsets(g, pacing, R, classes, 'N', FS);
    expect(g.map((x, b) => R[b] - x.qrsOn!)).toEqual([64, 50, 64, 90]);
    expect(onsetToR).toBe(64);
  });

  it('a stimulus that would leave a QRS narrower than 120 ms after it is not taken (a QRS notch): the onset stays', () => {
    expect(pacedQrsOnset(100, 200, 130, FS)).toBe(130); // 70 samples = 140 ms after the stimulus
    expect(pacedQrsOnset(100, 180, 130, FS)).toBe(100); // 50 samples = 100 ms: not a paced QRS
    expect(pacedQrsOnset(100, null, 130, FS)).toBe(100);
    expect(pacedQrsOnset(140, 220, 130, FS)).toBe(140); // already after the stimulus
  });

  it('nothing moves when the rhythm is not paced or most dominant beats have no stimulus', () => {
    const g = fiducials([R[0] - 75, R[1] - 75, R[2] - 75, R[3] - 75]);
    const classes: BeatClass[] = ['N', 'N', 'N', 'N'];
    expect(clampPacedQrsOnsets(g, { spikes: [], pacedFraction: 0.3, lastStimulus: [R[0] - 60, null, null, null] }, R, classes, 'N', FS)).toBeNull();
    expect(g.every((x, b) => x.qrsOn === R[b] - 75)).toBe(true);
    expect(clampPacedQrsOnsets(g, { spikes: [], pacedFraction: 0.5, lastStimulus: [R[0] - 60, null, null, null] }, R, classes, 'V', FS)).toBeNull();
    expect(clampPacedQrsOnsets(g, null, R, classes, 'N', FS)).toBeNull();
  });
});

describeData('paced QRS onset on LUDB', () => {
  it('LUDB 111 (steps as stimuli) and 45 (dual-chamber): global QRS within 20 ms of the annotation-implied value (111 was +35, QT +38)', async () => {
    for (const id of ['111', '45', '93']) {
      const rec = await loadWfdb(LUDB_DIR, id);
      const a = analyzeRecord(rec, { leadSet: '12' });
      expect(a.rhythm.label, id).toBe('paced_rhythm');
      expect(withinTolerance(ludbGlobalRef(rec), a.measurements).qrs, id).toBe(true);
    }
    const rec = await loadWfdb(LUDB_DIR, '111');
    expect(withinTolerance(ludbGlobalRef(rec), analyzeRecord(rec, { leadSet: '12' }).measurements).qt).toBe(true);
  });
});
