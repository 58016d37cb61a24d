import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataPath, describeData } from '../../../tests/data';
import { LoadError } from '../errors';
import { DirFileSet } from '../../node/dir-fileset';
import { edfToRecord, parseEdf } from './edf';
import { loadRecord } from './index';
import { LOADERS } from './registry';
import { expectLoadOrLoadError, fuzzCorruptedBytes, fuzzRandomBytes } from './test-helpers';

const SAMPLES = 'wfdb-samples';

describeData('EDF+ test_generator_2.edf', () => {
  const bytes = new Uint8Array(readFileSync(dataPath(SAMPLES, 'test_generator_2.edf')));
  const record = edfToRecord(bytes, 'test_generator_2.edf');

  it('reads the header: 12 signals, 600 records of 1 s, EDF+C', () => {
    const edf = parseEdf(bytes, 'test_generator_2.edf');
    expect(edf.variant).toBe('EDF+C');
    expect(edf.numRecords).toBe(600);
    expect(edf.recordDuration).toBe(1);
    expect(edf.signals.map((s) => s.label)).toContain('ECG');
    expect(edf.signals[11].isAnnotation).toBe(true);
    expect(edf.signals[3]).toMatchObject({ physicalDimension: 'uV', physicalMin: -1000, physicalMax: 1000, digitalMin: -32768, digitalMax: 32767, samplesPerRecord: 200 });
  });

  it('keeps the ECG signal only, at 200 Hz, 600 s', () => {
    expect(record.fs).toBe(200);
    expect(record.length).toBe(120000);
    expect(record.leads.map((l) => l.name)).toEqual(['ECG']);
    expect(record.metadata.droppedSignals).toContain('squarewave: not ECG');
    expect(record.metadata.startTime).toBe('2009-12-10T12:44:02');
  });

  it('scales samples like the WFDB conversion of the same file (test_generator_2.dat, 32.7675 adu/uV)', () => {
    // The .dat holds the EDF data records unchanged (format 16x200 frames); the .hea gives gain 32.7675/uV, baseline 0.
    const dat = readFileSync(dataPath(SAMPLES, 'test_generator_2.dat'));
    const frameBytes = (11 * 200 + 51) * 2;
    const ecg = record.leads[0].samples;
    let maxDiff = 0;
    for (let r = 0; r < 600; r++) {
      for (let k = 0; k < 200; k++) {
        const adu = dat.readInt16LE(r * frameBytes + 3 * 200 * 2 + k * 2);
        maxDiff = Math.max(maxDiff, Math.abs(ecg[r * 200 + k] - adu / 32.7675 / 1000));
      }
    }
    // EDF's physical range maps digital -32768..32767 to -1000..1000 uV: half an ADC unit off WFDB's baseline 0.
    expect(maxDiff).toBeLessThan(2e-5);
    expect(ecg[5]).toBeCloseTo(((1029 + 0.5) * 2000) / 65535 / 1000, 7);
  });

  it.skipIf(!LOADERS.some((l) => l.extensions.includes('hea')))('agrees with the WFDB loader on test_generator_2.hea/.dat', async () => {
    const wfdb = await loadRecord(new DirFileSet(dataPath(SAMPLES)), 'test_generator_2.hea');
    expect(wfdb.fs).toBe(record.fs);
    const other = wfdb.leads.find((l) => l.name === 'ECG')?.samples;
    expect(other?.length).toBe(record.length);
    let maxDiff = 0;
    record.leads[0].samples.forEach((v, i) => (maxDiff = Math.max(maxDiff, Math.abs(v - (other as Float32Array)[i]))));
    expect(maxDiff).toBeLessThan(2e-5); // half an ADC unit (see above)
  });

  it('turns the TALs into note annotations at their sample', () => {
    expect(record.annotations).toEqual([
      { sample: 0, symbol: '"', aux: 'RECORD START', source: 'edf' },
      { sample: 120000, symbol: '"', aux: 'REC STOP', source: 'edf' },
    ]);
  });
});

describeData('EDF+ annotation-only test_edfann.edf', () => {
  const bytes = new Uint8Array(readFileSync(dataPath(SAMPLES, 'test_edfann.edf')));

  it('parses all 856 TAL annotations with onset, duration and text', () => {
    const edf = parseEdf(bytes, 'test_edfann.edf');
    expect(edf.annotations).toHaveLength(856);
    expect(edf.annotations[0]).toEqual({ onset: 0, duration: 30, text: 'Sleep stage W' });
    expect(edf.annotations[2]).toEqual({ onset: 33.43, duration: 0, text: 'Lights off@@EEG F4-A1' });
    expect(edf.annotations.at(-1)).toEqual({ onset: 25618.74, duration: 0, text: 'Lights on@@EEG Fpz-Cz' });
  });

  it('is not a record: a clear LoadError', () => {
    expect(() => edfToRecord(bytes, 'test_edfann.edf')).toThrow(/test_edfann.edf: no signals: the file holds only annotations/);
  });
});

// ---------------------------------------------------------------- synthetic files for the cases the samples lack

interface SignalSpec {
  label: string;
  dim: string;
  pmin: number;
  pmax: number;
  dmin: number;
  dmax: number;
  spr: number;
  /** Digital values per record, or TAL text for annotation signals. */
  data: (record: number) => number[] | string;
}

function ascii(text: string, width: number): string {
  return text.padEnd(width, ' ').slice(0, width);
}

function buildEdf(signals: SignalSpec[], records: number, duration: number, reserved = 'EDF+C', bdf = false): Uint8Array {
  const ns = signals.length;
  let h = (bdf ? '\xffBIOSEMI' : ascii('0', 8)) + ascii('X M 02-MAY-1951 X', 80) + ascii('Startdate 10-DEC-2009 X X X', 80);
  h += '10.12.0912.44.02' + ascii(String(256 * (ns + 1)), 8) + ascii(reserved, 44) + ascii(String(records), 8) + ascii(String(duration), 8) + ascii(String(ns), 4);
  const cols: [keyof SignalSpec | 'x', number][] = [['label', 16], ['x', 80], ['dim', 8], ['pmin', 8], ['pmax', 8], ['dmin', 8], ['dmax', 8], ['x', 80], ['spr', 8], ['x', 32]];
  for (const [key, w] of cols) for (const s of signals) h += ascii(key === 'x' ? '' : String(s[key]), w);
  const bps = bdf ? 3 : 2;
  const recordBytes = signals.reduce((n, s) => n + s.spr * bps, 0);
  const out = new Uint8Array(h.length + records * recordBytes);
  for (let i = 0; i < h.length; i++) out[i] = h.charCodeAt(i);
  let p = h.length;
  for (let r = 0; r < records; r++) {
    for (const s of signals) {
      const d = s.data(r);
      if (typeof d === 'string') {
        const b = new TextEncoder().encode(d);
        out.set(b.subarray(0, s.spr * bps), p);
      } else {
        for (let k = 0; k < s.spr; k++) {
          const v = d[k] ?? 0;
          for (let j = 0; j < bps; j++) out[p + k * bps + j] = (v >> (8 * j)) & 0xff;
        }
      }
      p += s.spr * bps;
    }
  }
  return out;
}

const ramp = (spr: number, scale = 1) => (r: number) => Array.from({ length: spr }, (_, k) => (r * spr + k) * scale);
const ecg = (label: string, spr: number, dim = 'uV'): SignalSpec => ({ label, dim, pmin: -3276.8, pmax: 3276.7, dmin: -32768, dmax: 32767, spr, data: ramp(spr) });
const tal = (start: (r: number) => number, extra = '') => ({ label: 'EDF Annotations', dim: '', pmin: -1, pmax: 1, dmin: -32768, dmax: 32767, spr: 30, data: (r: number) => `+${start(r)}\x14\x14\x00${r === 0 ? extra : ''}` });

describe('EDF synthetic cases', () => {
  it('converts units to mV and keeps the highest-rate group of ECG signals', () => {
    const bytes = buildEdf([ecg('ECG I', 10), ecg('ECG II', 10, 'mV'), ecg('ECG III', 5), { ...ecg('Resp', 10), dim: 'Ohm' }, ecg('ECG V9', 10, 'valueOf')], 3, 1, '');
    const r = edfToRecord(bytes, 'x.edf');
    expect(r.fs).toBe(10);
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'II']);
    // 0.1 uV per digital unit: value k -> k * 0.1 uV = k * 1e-4 mV; in 'mV' signal k * 0.1 mV.
    expect(r.leads[0].samples[25]).toBeCloseTo(25 * 1e-4, 7);
    expect(r.leads[1].samples[25]).toBeCloseTo(25 * 0.1, 5);
    expect(r.metadata.droppedSignals).toEqual(["ECG V9: unit 'valueOf' is not a voltage", 'Resp: not ECG', 'ECG III: lower sampling rate']);
    expect(r.metadata.sex).toBeUndefined(); // plain EDF: the patient field has no EDF+ subfields
  });

  it('reads BDF (24-bit) samples, negative ones included', () => {
    const s: SignalSpec = { label: 'II', dim: 'nV', pmin: -8388608, pmax: 8388607, dmin: -8388608, dmax: 8388607, spr: 4, data: () => [-8388608, -1, 0, 8388607] };
    const r = edfToRecord(buildEdf([s], 2, 1, '', true), 'x.bdf');
    expect(r.source.format).toBe('bdf');
    expect(Array.from(r.leads[0].samples.slice(0, 4)).map((v) => Math.round(v * 1e6))).toEqual([-8388608, -1, 0, 8388607]);
  });

  it('places EDF+D records at their time-keeping onset, with NaN gaps', () => {
    const starts = [0, 1, 3.5];
    const bytes = buildEdf([ecg('ECG V1', 4), tal((r) => starts[r], '+1.5\x14beat\x14\x00')], 3, 1, 'EDF+D');
    const r = edfToRecord(bytes, 'd.edf');
    expect(r.length).toBe(18);
    expect(r.metadata.gaps).toEqual([[8, 6]]);
    const s = r.leads[0].samples;
    expect(Number.isNaN(s[8]) && Number.isNaN(s[13])).toBe(true);
    expect(s[14]).toBeCloseTo(8 * 1e-4, 7); // first sample of the third record
    expect(r.annotations).toEqual([{ sample: 6, symbol: '"', aux: 'beat', source: 'edf' }]);
    expect(r.metadata).toMatchObject({ sex: 'M', age: 58, startTime: '2009-12-10T12:44:02' });
  });

  it('rejects EDF+D records that go back in time', () => {
    const bytes = buildEdf([ecg('ECG', 4), tal((r) => [0, 5, 2][r])], 3, 1, 'EDF+D');
    expect(() => edfToRecord(bytes, 'd.edf')).toThrow(/d.edf: EDF\+D data record 3 starts before/);
  });

  it('fails fast and names the file on truncated or inconsistent headers', () => {
    const good = buildEdf([ecg('ECG', 10)], 5, 1);
    expect(() => edfToRecord(good.subarray(0, good.length - 1), 't.edf')).toThrow(/t.edf: file is truncated: the header says 5 data records, the file holds 4/);
    expect(() => edfToRecord(good.subarray(0, 300), 't.edf')).toThrow(/t.edf: file ends inside the header/);
    const huge = buildEdf([{ ...ecg('ECG', 10), spr: 99999999 }], 0, 1);
    expect(() => edfToRecord(huge, 'h.edf')).toThrow(/h.edf: signal 1 \('ECG'\): 99999999 samples per data record is out of range/);
    const flat = buildEdf([{ ...ecg('ECG', 10), dmax: -32768 }], 1, 1);
    expect(() => edfToRecord(flat, 'f.edf')).toThrow(/digital maximum -32768 is not above digital minimum/);
    const badTal = buildEdf([ecg('ECG', 4), tal(() => 0, 'x1\x14t\x14\x00')], 1, 1);
    expect(() => edfToRecord(badTal, 'a.edf')).toThrow(/a.edf: data record 1: malformed annotation onset 'x1'/);
    expect(() => edfToRecord(new Uint8Array(0), 'e.edf')).toThrow(/e.edf: empty file/);
    expect(() => edfToRecord(buildEdf([ecg('ECG', 10)], 0, 1), 'z.edf')).toThrow(/z.edf: the file holds no data records/);
  });

  it('accepts a header that says -1 records (recording in progress): counts them from the file size', () => {
    const bytes = buildEdf([ecg('ECG', 10)], 3, 1);
    const text = '-1'.padEnd(8, ' ');
    for (let i = 0; i < 8; i++) bytes[236 + i] = text.charCodeAt(i);
    expect(edfToRecord(bytes, 'x.edf').length).toBe(30);
  });

  it('never hangs on random bytes or corrupted headers: loads or throws LoadError', () => {
    const good = buildEdf([ecg('ECG I', 8), ecg('ECG II', 8), tal((r) => r, '+0.5\x14x\x14\x00')], 4, 1);
    const parse = (bytes: Uint8Array) => edfToRecord(bytes, 'p.edf');
    fuzzRandomBytes(parse, 2000, 300);
    const magic = (bytes: Uint8Array) => (bytes.set([0x30, 32, 32, 32, 32, 32, 32, 32].slice(0, bytes.length)), bytes);
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }).map(magic), (b) => expectLoadOrLoadError(parse, b)), { numRuns: 300 });
    fuzzCorruptedBytes(parse, good, { minEdits: 1, maxEdits: 8, numRuns: 500 });
  });
});
