import { expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { loadRecordFromPath } from '../../cli/io';
import { loadRecord } from '../formats';
import { MemoryFileSet } from '../formats/fileset';
import { signalAsText } from './signal-text';
import { recordToWfdb } from './wfdb-files';

describeData('ECG payloads from a real record (LUDB 1)', () => {
  it('WFDB files written for the demo server load back with the same samples (1 µV steps)', async () => {
    const rec = await loadRecordFromPath(dataPath('ludb/data/1.hea'));
    const w = recordToWfdb(rec, 4);
    expect(w.hea.split('\n')[0]).toBe(`1 12 500 2000`);
    const back = await loadRecord(new MemoryFileSet([[`${w.name}.hea`, new TextEncoder().encode(w.hea)], [`${w.name}.dat`, w.dat]]), `${w.name}.hea`);
    expect(back.fs).toBe(500);
    expect(back.length).toBe(2000);
    expect(back.leads.map((l) => l.name)).toEqual(rec.leads.map((l) => l.name));
    for (let s = 0; s < 12; s++) {
      for (let i = 0; i < 2000; i += 37) expect(Math.abs(back.leads[s].samples[i] - rec.leads[s].samples[i])).toBeLessThanOrEqual(0.0005 + 1e-6);
    }
  });

  it('signal text holds block means in µV at the asked rate', async () => {
    const rec = await loadRecordFromPath(dataPath('ludb/data/1.hea'));
    const text = signalAsText(rec, { fs: 100, seconds: 2 });
    const lines = text.split('\n');
    expect(lines[0]).toBe('ECG: 12 leads, 100 Hz, 2.0 s, values in microvolts (µV), one line per lead.');
    expect(lines).toHaveLength(13);
    const ii = lines[2].split(': ');
    expect(ii[0]).toBe('II');
    const values = ii[1].split(',').map(Number);
    expect(values).toHaveLength(200);
    const x = rec.leads[1].samples;
    const mean = (x[50] + x[51] + x[52] + x[53] + x[54]) / 5;
    expect(values[10]).toBe(Math.round(mean * 1000));
    expect(signalAsText(rec, { fs: 500, seconds: 10, maxChars: 20_000 })).toMatch(/further leads left out/);
  });
});
