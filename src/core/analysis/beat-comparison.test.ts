import { describe, expect, it } from 'vitest';
import { dataPath, describeData } from '../../../tests/data';
import { DirFileSet } from '../../node/dir-fileset';
import { loadRecord } from '../formats/index';
import type { BeatClass, EcgAnnotation } from '../types';
import { compareWithLabelledBeats } from './beat-comparison';
import { analyzeRecord } from './index';

const ann = (sample: number, symbol: string, source = 'atr'): EcgAnnotation => ({ sample, symbol, source });
const beat = (r: number, c: BeatClass = 'N') => ({ r, class: c });

describe('detected beats against the file\'s beat labels', () => {
  it('counts found, missed and extra beats within 150 ms, V and S as EC57 does, and lists the disagreements', () => {
    const labels = [ann(100, 'N'), ann(300, 'N'), ann(500, 'A'), ann(700, 'V'), ann(900, 'F'), ann(1100, 'N'), ann(1300, 'N')];
    const beats = [beat(50), beat(104), beat(290, 'V'), beat(520), beat(716, 'V'), beat(900, 'V'), beat(1200), beat(1303), beat(2000)];
    const c = compareWithLabelledBeats(beats, labels, 200)!; // 150 ms = 30 samples
    expect(c).toMatchObject({ source: 'atr', reference: 7, tp: 6, fn: 1, fp: 1 });
    expect(c.V).toEqual({ tp: 1, fn: 0, fp: 1 }); // 300 N detected V is false; 900 F detected V is not (EC57)
    expect(c.S).toEqual({ tp: 0, fn: 1, fp: 0 });
    // 50 lies outside the labelled stretch (100 − 30 … 1300 + 30) and 2000 too: not extra.
    expect(c.disagreements).toEqual([
      { sample: 290, kind: 'class', reference: 'N', detected: 'V' },
      { sample: 520, kind: 'class', reference: 'A', detected: 'N' },
      { sample: 1100, kind: 'missed', reference: 'N', detected: null },
      { sample: 1200, kind: 'extra', reference: null, detected: 'N' },
    ]);
    expect(c.disagreementCount).toBe(4);
  });

  it('takes the annotation file with the most beat labels and leaves ventricular flutter episodes out', () => {
    const labels = [ann(100, 'N', 'q1c'), ann(200, 'N'), ann(400, 'N'), ann(500, '['), ann(600, 'N'), ann(800, ']'), ann(1000, 'N'), ann(1200, 'N')];
    const c = compareWithLabelledBeats([beat(200), beat(400), beat(650), beat(700), beat(1000)], labels, 200)!;
    expect(c.source).toBe('atr');
    expect(c).toMatchObject({ reference: 4, tp: 3, fn: 1, fp: 0 });
    expect(compareWithLabelledBeats([beat(1)], [ann(5, 'N'), ann(9, 'p')], 100)).toBeNull();
  });
});

describeData('beat labels of real records', () => {
  it('MIT-BIH 100: every labelled beat found, the one V and the 33 S as well (as in the beats benchmark)', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), '100.hea');
    const c = compareWithLabelledBeats(analyzeRecord(rec).beats, rec.annotations, rec.fs)!;
    expect(c).toMatchObject({ source: 'atr', reference: 2273, tp: 2273, fn: 0, fp: 0, V: { tp: 1, fn: 0, fp: 0 }, S: { tp: 33, fn: 0, fp: 0 } });
    expect(c.disagreements).toEqual([]);
  });

  it('LUDB 1: one lead\'s QRS labels, compared only over the stretch they cover', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ludb', 'data')), '1.hea');
    const c = compareWithLabelledBeats(analyzeRecord(rec).beats, rec.annotations, rec.fs)!;
    expect(c).toMatchObject({ reference: 6, tp: 6, fn: 0, fp: 0 }); // the first and last beats of the strip are unlabelled, and not extra
  });
});
