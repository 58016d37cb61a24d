import { describe, expect, it } from 'vitest';
import { dataPath, describeData } from '../../../tests/data';
import { DirFileSet } from '../../node/dir-fileset';
import { analyzeRecord } from '../analysis/index';
import { MemoryFileSet } from './fileset';
import { loadRecord } from './index';
import { ishneToRecord, parseIshneAnnotations } from './ishne';
import { fuzzCorruptedBytes, fuzzRandomBytes } from './test-helpers';
import { writeIshne, writeIshneAnn, type IshneSpec } from '../../../tests/fixtures/ishne-writer';

const ramp = (n: number, k: number) => Int16Array.from({ length: n }, (_, t) => ((t * k) % 2000) - 1000);

describe('ISHNE Holter files', () => {
  const spec: IshneSpec = {
    leads: [ramp(1000, 3), ramp(1000, 5), ramp(1000, 7)],
    codes: [15, 11, 0], nvPerUnit: [2500, 5000, 1000], quality: [1, 3, 1], fs: 200,
    sex: 2, birth: [14, 7, 1950], recorded: [2, 3, 2001], start: [9, 5, 30], pacemaker: 0, varText: 'Holter note',
  };

  it('reads leads by code and resolution, the patient fields that are not identifying, and the variable block', () => {
    const r = ishneToRecord(writeIshne(spec), 'h.ecg');
    expect(r.fs).toBe(200);
    expect(r.length).toBe(1000);
    expect(r.leads.map((l) => l.name)).toEqual(['V5', 'V1', 'ECG3']);
    expect(r.leads[0].samples[1]).toBe(Math.fround(((3 % 2000) - 1000) * 0.0025));
    expect(r.leads[1].samples[999]).toBe(Math.fround((((999 * 5) % 2000) - 1000) * 0.005));
    expect(r.metadata).toMatchObject({ sex: 'F', age: 50, startTime: '2001-03-02T09:05:30', pacemaker: 'none', recorder: 'digital', comments: ['Holter note'], leadQuality: { V1: 'frequent noise' } });
    expect(JSON.stringify(r.metadata)).not.toMatch(/Jane|Doe|ID-123/);
    expect(r.source).toEqual({ format: 'ishne', files: ['h.ecg'] });
  });

  it('absent leads (code -9) are left out; a sample count given over all leads is read per lead', () => {
    const r = ishneToRecord(writeIshne({ ...spec, codes: [6, -9, 7], statedSamples: 3000 }), 'h.ecg');
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'III']);
    expect(r.length).toBe(1000);
  });

  it('bad files fail with the file named and the problem said', () => {
    const good = writeIshne(spec);
    expect(() => ishneToRecord(good.subarray(0, 400), 'h.ecg')).toThrow('h.ecg: 400 bytes: too short for an ISHNE header (522)');
    expect(() => ishneToRecord(good.subarray(0, good.length - 10), 'h.ecg')).toThrow('h.ecg: truncated: the header states 1000 samples per lead, the ECG block holds 998');
    const wrongMagic = good.slice();
    wrongMagic[0] = 0x58;
    expect(() => ishneToRecord(wrongMagic, 'h.ecg')).toThrow('h.ecg: not an ISHNE file (it must start with "ISHNE1.0")');
    expect(() => ishneToRecord(writeIshne({ ...spec, nvPerUnit: [2500, 0, 1000] }), 'h.ecg')).toThrow('h.ecg: lead 2: resolution 0 nV per unit');
    expect(() => ishneToRecord(writeIshne({ ...spec, fs: 0 }), 'h.ecg')).toThrow('h.ecg: sampling rate 0 Hz');
    const damaged = good.slice();
    damaged[300] ^= 1; // inside the proprietary text: the samples still load, the checksum says the header changed
    expect(ishneToRecord(damaged, 'h.ecg').metadata.comments).toContain('ISHNE header checksum does not match: the header may be damaged');
  });

  it('random or damaged bytes load or fail with a LoadError, never hang', () => {
    fuzzRandomBytes((b) => ishneToRecord(b, 'r.ecg'), 1200, 300);
    fuzzCorruptedBytes((b) => ishneToRecord(b, 'r.ecg'), writeIshne(spec), { numRuns: 400, maxEdits: 6, maxAt: 600 });
    fuzzCorruptedBytes((b) => parseIshneAnnotations(b, 'r.ann'), writeIshneAnn(spec, [{ sample: 10, label: 'N' }, { sample: 200, label: 'V' }]), { numRuns: 300, maxEdits: 6 });
  });

  it('is found by its magic whatever the extension, and reads the .ann file beside it', async () => {
    const files = new MemoryFileSet([['rec.dat', writeIshne(spec)], ['rec.ann', writeIshneAnn(spec, [{ sample: 5, label: 'N' }, { sample: 180, label: 'V' }, { sample: 400, label: 'C' }, { sample: 600, label: 'P' }, { sample: 800, label: '!' }, { sample: 900, label: 'N' }])]]);
    const r = await loadRecord(files, 'rec.dat');
    expect(r.source).toEqual({ format: 'ishne', files: ['rec.dat', 'rec.ann'] });
    expect(r.annotations.map((a) => [a.sample, a.symbol])).toEqual([[180, 'V'], [600, '/']]);
    expect((await loadRecord(files, 'rec.dat', { annotations: false })).annotations).toEqual([]);
    // An .ann header that leaves the copied .ecg fields unset (no leads, no rate) still gives its beats.
    const sparse = writeIshneAnn({ ...spec, fs: 0, leads: [new Int16Array(0)] }, [{ sample: 5, label: 'N' }, { sample: 180, label: 'N' }]);
    expect(parseIshneAnnotations(sparse, 'rec.ann')).toEqual([{ sample: 180, symbol: 'N', source: 'ann' }]);
    expect(() => parseIshneAnnotations(writeIshne(spec), 'rec.ann')).toThrow('rec.ann: not an ISHNE annotation file (it must start with "ANN  1.0")');
  });
});

describeData('ISHNE: a real Holter stretch', () => {
  it('MIT-BIH 100 written as ISHNE loads to the same millivolts, and its beats match the .atr labels written to the .ann', async () => {
    const src = await loadRecord(new DirFileSet(dataPath('mitdb')), '100.hea');
    const n = 120 * src.fs;
    const leads = src.leads.map((l) => Int16Array.from(l.samples.subarray(0, n), (x) => Math.round(x * 200)));
    const s: IshneSpec = { leads, codes: [1, 15], nvPerUnit: [5000, 5000], fs: src.fs };
    const beats = src.annotations.filter((a) => a.source === 'atr' && a.sample < n && /^[NAV]$/.test(a.symbol)).map((a) => ({ sample: a.sample, label: a.symbol === 'A' ? 'S' : a.symbol }));
    const r = await loadRecord(new MemoryFileSet([['100.ecg', writeIshne(s)], ['100.ann', writeIshneAnn(s, beats)]]), '100.ecg');
    expect(r.leads.map((l) => l.name)).toEqual(['ECG1', 'V5']);
    for (let t = 0; t < n; t += 997) expect(r.leads[1].samples[t]).toBeCloseTo(src.leads[1].samples[t], 6);
    expect(r.annotations.map((a) => a.sample)).toEqual(beats.slice(1).map((b) => b.sample));
    const found = analyzeRecord(r).beats.map((b) => b.r);
    const matched = beats.filter((b) => found.some((x) => Math.abs(x - b.sample) <= 0.15 * src.fs)).length;
    expect(matched).toBe(beats.length);
  });
});
