import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataPath, describeData } from '../../../tests/data';
import { DirFileSet } from '../../node/dir-fileset';
import { LoadError } from '../errors';
import type { EcgRecord } from '../types';
import { edfToRecord } from './edf';
import { loadRecord } from './index';
import { parseJsonRecord } from './json-record';
import { LOADERS } from './registry';
import { expectLoadOrLoadError } from './test-helpers';
import { formatFloat32, recordToJson } from './write-json';

/** What a JSON round trip must preserve (source differs by design: it names the JSON file). */
function expectSameRecord(back: EcgRecord, original: EcgRecord): void {
  expect(back.id).toBe(original.id);
  expect(back.fs).toBe(original.fs);
  expect(back.length).toBe(original.length);
  expect(back.leads.map((l) => l.name)).toEqual(original.leads.map((l) => l.name));
  original.leads.forEach((lead, i) => {
    const a = back.leads[i].samples;
    const b = lead.samples;
    expect(a.length).toBe(b.length);
    let mismatches = 0;
    for (let k = 0; k < b.length; k++) if (!(a[k] === b[k] || (Number.isNaN(a[k]) && Number.isNaN(b[k])))) mismatches++;
    expect(mismatches, `lead ${lead.name}`).toBe(0);
  });
  expect(back.annotations).toEqual(original.annotations);
  expect(back.metadata).toEqual(JSON.parse(JSON.stringify(original.metadata)));
  expect(back.deviceMeasurements ?? {}).toEqual(original.deviceMeasurements ?? {});
}

describe('formatFloat32', () => {
  it('writes the shortest text that reads back as the same float32', () => {
    expect(formatFloat32(Math.fround(-0.145))).toBe('-0.145');
    expect(formatFloat32(Math.fround(0.1))).toBe('0.1');
    expect(formatFloat32(1.5e-5)).toBe('0.000015');
    expect(formatFloat32(NaN)).toBe('null');
    expect(formatFloat32(-0)).toBe('-0');
    expect(recordToJson({ id: 'z', fs: 1, length: 3, leads: [{ name: 'I', samples: Float32Array.of(0, -0, 0) }], annotations: [], metadata: {}, source: { format: 't', files: [] } })).toContain('"samples": [0,-0,0]');
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (v) => {
        const text = formatFloat32(v);
        expect(Object.is(Math.fround(Number(text)), Math.fround(v))).toBe(true);
        const digits = Math.abs(Number(text)).toExponential().replace(/e.*$/, '').replace('.', '').length;
        expect(digits).toBeLessThanOrEqual(9);
        if (digits > 1) expect(Math.fround(Number(Math.fround(v).toPrecision(digits - 1)))).not.toBe(Math.fround(v));
      }),
      { numRuns: 2000 },
    );
  });
});

describeData('JSON record round trip on real records', () => {
  it('test_generator_2.edf -> JSON -> record is identical', () => {
    const original = edfToRecord(new Uint8Array(readFileSync(dataPath('wfdb-samples', 'test_generator_2.edf'))), 'test_generator_2.edf');
    const text = recordToJson(original);
    const doc = JSON.parse(text);
    expect(Object.keys(doc)).toEqual(['format', 'id', 'fs', 'leads', 'annotations', 'metadata', 'device_measurements']);
    expect(doc.leads[0]).toMatchObject({ name: 'ECG', unit: 'mV' });
    expectSameRecord(parseJsonRecord(text, 'test_generator_2.json'), original);
  });

  const wfdbLoaded = LOADERS.some((l) => l.extensions.includes('hea'));
  for (const rel of [['mitdb', '100.hea'], ['ludb', 'data', '1.hea']]) {
    it.skipIf(!wfdbLoaded)(`${rel.join('/')} (WFDB, with annotations) -> JSON -> record is identical`, async () => {
      const path = dataPath(...rel);
      const original = await loadRecord(new DirFileSet(dirname(path)), rel[rel.length - 1]);
      expect(original.annotations.length).toBeGreaterThan(0);
      expectSameRecord(parseJsonRecord(recordToJson(original), 'r.json'), original);
    });
  }
});

const arbName = fc.constantFrom('I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'MLII', 'ECG "1", x');
const arbRecord = fc
  .record({
    id: fc.string({ maxLength: 10 }),
    fs: fc.constantFrom(100, 128, 250, 257.5, 360, 500, 1000),
    length: fc.integer({ min: 0, max: 40 }),
    names: fc.uniqueArray(arbName, { minLength: 1, maxLength: 4 }),
    annotations: fc.array(
      fc.record({ sample: fc.nat(100), symbol: fc.constantFrom('N', 'V', '+', '"', '('), aux: fc.option(fc.string(), { nil: undefined }), lead: fc.option(fc.constantFrom('II', 'V1'), { nil: null }) }),
      { maxLength: 5 },
    ),
    seed: fc.array(fc.float({ noDefaultInfinity: true }), { minLength: 1, maxLength: 64 }),
    meta: fc.record({ age: fc.option(fc.integer({ min: 0, max: 110 }), { nil: undefined }), sex: fc.option(fc.constantFrom('M' as const, 'F' as const), { nil: undefined }) }),
  })
  .map(({ id, fs, length, names, annotations, seed, meta }): EcgRecord => ({
    id,
    fs,
    length,
    leads: names.map((name, i) => ({ name, samples: Float32Array.from({ length }, (_, k) => seed[(k * 7 + i) % seed.length]) })),
    annotations: annotations.map((a) => (a.aux === undefined ? { sample: a.sample, symbol: a.symbol, lead: a.lead } : a)),
    metadata: Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined)),
    source: { format: 'test', files: [] },
  }));

describe('JSON record writer and loader', () => {
  it('round-trips random valid records exactly', () => {
    fc.assert(fc.property(arbRecord, (r) => expectSameRecord(parseJsonRecord(recordToJson(r), 'r.json'), r)), { numRuns: 200 });
  });

  it('keeps device measurements and converts uV leads to mV', () => {
    const r = parseJsonRecord(
      JSON.stringify({ format: 'ecg-workbench/record@1', id: 'a', fs: 500, leads: [{ name: 'II', unit: 'uV', samples: [1000, null, -250] }], device_measurements: { qrs_ms: 92 }, extra_field: 1 }),
      'a.json',
    );
    expect(Array.from(r.leads[0].samples)).toEqual([1, NaN, -0.25]);
    expect(r.deviceMeasurements).toEqual({ qrs_ms: 92 });
    expect(r.annotations).toEqual([]);
  });

  const base = { format: 'ecg-workbench/record@1', id: 'a', fs: 500, leads: [{ name: 'II', unit: 'mV', samples: [0, 1] }] };
  it.each([
    [{ ...base, format: 'other' }, /"format" must be "ecg-workbench\/record@1"/],
    [{ ...base, fs: 0 }, /"fs" must be a number/],
    [{ ...base, fs: '500' }, /"fs" must be a number/],
    [{ ...base, id: 3 }, /"id" must be a string/],
    [{ ...base, leads: [] }, /"leads" must be a non-empty array/],
    [{ ...base, leads: [{ name: 'II', samples: [0, 'x'] }] }, /leads\[0\]\.samples\[1\] is not a number or null/],
    [{ ...base, leads: [{ name: 'II', unit: 'mmHg', samples: [0] }] }, /leads\[0\]\.unit must be one of/],
    [{ ...base, leads: [{ name: 'II', unit: 'toString', samples: [0] }] }, /leads\[0\]\.unit must be one of/],
    [{ ...base, leads: [{ name: '', samples: [0] }] }, /leads\[0\]\.name must be a non-empty string/],
    [{ ...base, leads: [{ name: 'I', samples: [0, 1] }, { name: 'II', samples: [0] }] }, /leads\[1\] has 1 samples, leads\[0\] has 2/],
    [{ ...base, annotations: [{ sample: -1, symbol: 'N' }] }, /annotations\[0\]\.sample must be an integer >= 0/],
    [{ ...base, annotations: [{ sample: 1.5, symbol: 'N' }] }, /annotations\[0\]\.sample must be an integer >= 0/],
    [{ ...base, annotations: [{ sample: 1 }] }, /annotations\[0\]\.symbol must be a string/],
    [{ ...base, metadata: [] }, /"metadata" must be an object/],
    [{ ...base, metadata: { sex: 'male' } }, /"metadata.sex" must be "M" or "F"/],
    [[1, 2], /a JSON record must be an object/],
  ])('rejects invalid documents with a clear message (%#)', (doc, message) => {
    expect(() => parseJsonRecord(JSON.stringify(doc), 'bad.json')).toThrow(LoadError);
    expect(() => parseJsonRecord(JSON.stringify(doc), 'bad.json')).toThrow(message);
  });

  it('rejects text that is not JSON, naming the file', () => {
    expect(() => parseJsonRecord('{"format": ', 'cut.json')).toThrow(/^cut.json: not valid JSON/);
  });

  it('never hangs on random text or random JSON: loads or throws LoadError', () => {
    const check = (text: string) => expectLoadOrLoadError((t: string) => parseJsonRecord(t, 'p.json'), text);
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue(), (v) => check(JSON.stringify(v) ?? 'null')), { numRuns: 300 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('id', 'fs', 'leads', 'annotations', 'metadata', 'device_measurements'), fc.jsonValue()), (d) =>
        check(JSON.stringify({ format: 'ecg-workbench/record@1', ...d })),
      ),
      { numRuns: 300 },
    );
  });
});
