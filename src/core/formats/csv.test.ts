import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataPath, describeData } from '../../../tests/data';
import { LoadError } from '../errors';
import type { EcgRecord } from '../types';
import { missingCsvOptions, parseCsvRecord } from './csv';
import { edfToRecord } from './edf';
import { recordToCsv } from './write-csv';
import { formatFloat32 } from './write-json';
import { expectLoadOrLoadError } from './test-helpers';

function samples(r: EcgRecord, lead: number): number[] {
  return Array.from(r.leads[lead].samples);
}

function error(f: () => unknown): LoadError {
  try {
    f();
  } catch (e) {
    if (e instanceof LoadError) return e;
    throw e;
  }
  throw new Error('expected a LoadError');
}

describe('CSV loader', () => {
  it('reads lead names and units from the header and fs from a time column in ms', () => {
    const r = parseCsvRecord('time_ms,I (mV),V1_uV,avr [µV],constructor (ms)\n0,0.1,100,-50,1\n2,0.2,200,-60,1\n4,0.3,,-70,1\n', 'a.csv');
    expect(r).toMatchObject({ id: 'a', fs: 500, length: 3, source: { format: 'csv', files: ['a.csv'] } });
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'V1', 'aVR']);
    expect(samples(r, 0)).toEqual([0.1, 0.2, 0.3].map(Math.fround));
    expect(samples(r, 1)).toEqual([0.1, 0.2, NaN].map(Math.fround));
    expect(samples(r, 2)).toEqual([-0.05, -0.06, -0.07].map(Math.fround));
  });

  it('takes fs and units from comment lines, semicolons and decimal commas', () => {
    const r = parseCsvRecord('# exported by X\n# fs=250\nunits: uV\nII;III\n1,5;-2\n3;NaN\n', 'b.csv');
    expect(r.fs).toBe(250);
    expect(samples(r, 0)).toEqual([0.0015, 0.003].map(Math.fround));
    expect(samples(r, 1)).toEqual([-0.002, NaN].map(Math.fround));
    expect(r.metadata.comments).toEqual(['exported by X', 'fs=250']);
  });

  it('reads tab-separated values with options for fs and units', () => {
    const r = parseCsvRecord('I\tII\n1\t2\n3\t4\n', 't.tsv', { fs: 100, units: 'V' });
    expect(r.fs).toBe(100);
    expect(samples(r, 1)).toEqual([2000, 4000]);
  });

  it('asks for units and fs when the file does not say them', () => {
    const both = error(() => parseCsvRecord('I,II\n1,2\n', 'u.csv'));
    expect(both.message).toMatch(/^u.csv: units are needed/);
    expect(missingCsvOptions(both)).toEqual(['units', 'fs']);
    expect(missingCsvOptions(error(() => parseCsvRecord('I,II\n1,2\n', 'u.csv', { fs: 500 })))).toEqual(['units']);
    expect(missingCsvOptions(error(() => parseCsvRecord('I,II\n1,2\n', 'u.csv', { units: 'mV' })))).toEqual(['fs']);
    expect(missingCsvOptions(new Error('x'))).toEqual([]);
  });

  it('reads the PhysioNet ATM export layout (units row, clock times, quoted names)', () => {
    // Two seconds at 360 Hz, times rounded to the millisecond as the ATM writes them.
    const rows = Array.from({ length: 720 }, (_, k) => {
      const ms = Math.round((k * 1000) / 360);
      return `'0:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}',-0.145,-0.065`;
    });
    const text = "'Elapsed time','MLII','V5'\n'hh:mm:ss.mmm','mV','mV'\n" + rows.join('\n') + '\n';
    const r = parseCsvRecord(text, '100.csv');
    expect(r.length).toBe(720);
    expect(r.leads.map((l) => l.name)).toEqual(['MLII', 'V5']);
    expect(r.fs).toBe(360);
    expect(samples(r, 0)[0]).toBe(Math.fround(-0.145));
  });

  it('drops non-voltage columns and a sample-index column, loads a headerless file with options', () => {
    const r = parseCsvRecord('sample,II (mV),ABP (mmHg)\n0,1,80\n1,2,81\n', 'c.csv', { fs: 125 });
    expect(r.leads.map((l) => l.name)).toEqual(['II']);
    expect(r.metadata.droppedColumns).toEqual(['ABP (mmHg)']);
    const h = parseCsvRecord('1,2\n3,4\n', 'h.csv', { fs: 125, units: 'mV' });
    expect(h.leads.map((l) => l.name)).toEqual(['ch1', 'ch2']);
    expect(samples(h, 0)).toEqual([1, 3]);
  });

  it('rejects garbage cells with row and column, and other bad input with a reason', () => {
    expect(() => parseCsvRecord('t,II (mV)\n0,1\n0.002,abc\n', 'g.csv')).toThrow(/^g.csv: row 3, column 2 \('II'\): 'abc' is not a number$/);
    expect(() => parseCsvRecord('II (mV)\n1,2\n', 'g.csv', { fs: 1 })).toThrow(/row 2 has 2 cells, the header has 1/);
    expect(() => parseCsvRecord('t,II (mV)\n0,1\n0.002,1\n0.010,1\n', 'g.csv')).toThrow(/time column is not uniformly sampled/);
    expect(() => parseCsvRecord('t,II (mV)\n0,1\n0,1\n', 'g.csv')).toThrow(/time column does not increase/);
    expect(() => parseCsvRecord('\n  \n', 'e.csv')).toThrow(/^e.csv: empty file$/);
    expect(() => parseCsvRecord('# fs=1\n', 'e.csv')).toThrow(/no header row/);
    expect(() => parseCsvRecord('II (mV)\n', 'e.csv', { fs: 1 })).toThrow(/no data rows/);
    expect(() => parseCsvRecord(Array(300).fill('x').join(',') + '\n', 'w.csv')).toThrow(/too many columns \(300 > 256\)/);
  });

  it('never hangs on random text: loads or throws LoadError', () => {
    const check = (text: string) => expectLoadOrLoadError((t: string) => parseCsvRecord(t, 'p.csv', { fs: 100 }), text);
    fc.assert(fc.property(fc.string({ maxLength: 400 }), check), { numRuns: 400 });
    const cell = fc.constantFrom('1', '-2.5', '', 'NaN', 'x', '"q,1"', '1e3', '0:01.5', 'II (mV)', 't', '# fs=5', ',', ';', '\t');
    fc.assert(fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 12 }), (rows) => check(rows.map((r) => r.join(',')).join('\n'))), {
      numRuns: 400,
    });
  });
});

const arbRecord = fc
  .record({
    fs: fc.constantFrom(100, 250, 360, 500),
    length: fc.integer({ min: 1, max: 30 }),
    names: fc.uniqueArray(fc.constantFrom('I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'), { minLength: 1, maxLength: 5 }),
    seed: fc.array(fc.oneof(fc.float({ noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constant(NaN)), { minLength: 1, maxLength: 50 }),
  })
  .map(({ fs, length, names, seed }): EcgRecord => ({
    id: 'r',
    fs,
    length,
    leads: names.map((name, i) => ({ name, samples: Float32Array.from({ length }, (_, k) => seed[(k * 3 + i) % seed.length]) })),
    annotations: [],
    metadata: {},
    source: { format: 'test', files: [] },
  }));

function sameSamples(a: Float32Array, b: Float32Array): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]) || v === b[i]);
}

describe('CSV writer', () => {
  it('writes a header of lead names and values in mV, NaN as an empty cell', () => {
    const r: EcgRecord = {
      id: 'x', fs: 500, length: 2, annotations: [], metadata: {}, source: { format: 't', files: [] },
      leads: [{ name: 'II', samples: Float32Array.of(-0.145, NaN) }, { name: 'a,"b"', samples: Float32Array.of(1, 2.5) }],
    };
    expect(recordToCsv(r)).toBe('II,"a,""b"""\n-0.145,1\n,2.5\n');
  });

  it('round-trips random records through the CSV loader (fs and units given as options)', () => {
    fc.assert(
      fc.property(arbRecord, (r) => {
        // One lead: missing samples at the end are written as blank lines, indistinguishable from trailing ones.
        let end = r.length;
        while (end > 0 && r.leads.length === 1 && Number.isNaN(r.leads[0].samples[end - 1])) end--;
        const expected = r.leads.map((l) => l.samples.subarray(0, end));
        if (end === 0) {
          expect(() => parseCsvRecord(recordToCsv(r), 'r.csv', { fs: r.fs, units: 'mV' })).toThrow(/no data rows/);
          return;
        }
        const back = parseCsvRecord(recordToCsv(r), 'r.csv', { fs: r.fs, units: 'mV' });
        expect(back.leads.map((l) => l.name)).toEqual(r.leads.map((l) => l.name));
        back.leads.forEach((l, i) => expect(sameSamples(l.samples, expected[i])).toBe(true));
      }),
      { numRuns: 200 },
    );
  });
});

describeData('CSV on a real record', () => {
  it('test_generator_2.edf -> CSV -> record gives the same float32 samples', () => {
    const original = edfToRecord(new Uint8Array(readFileSync(dataPath('wfdb-samples', 'test_generator_2.edf'))), 'test_generator_2.edf');
    const csv = recordToCsv(original);
    expect(csv.slice(0, csv.indexOf('\n'))).toBe('ECG');
    expect(csv.split('\n')[6]).toBe(formatFloat32(original.leads[0].samples[5]));
    const back = parseCsvRecord(csv, 'test_generator_2.csv', { fs: original.fs, units: 'mV' });
    expect(back.length).toBe(original.length);
    expect(sameSamples(back.leads[0].samples, original.leads[0].samples)).toBe(true);
  });
});
