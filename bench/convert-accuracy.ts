// Fidelity of `convert`: real records written as JSON / CSV and loaded back must be identical
// (float32 samples bit for bit, annotations, metadata); EDF vs its WFDB conversion.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadRecord } from '../src/core/formats/index';
import { parseCsvRecord } from '../src/core/formats/csv';
import { parseJsonRecord } from '../src/core/formats/json-record';
import { recordToCsv } from '../src/core/formats/write-csv';
import { recordToJson } from '../src/core/formats/write-json';
import { DirFileSet } from '../src/node/dir-fileset';
import type { EcgRecord } from '../src/core/types';
import type { BenchRow } from './types';

const DATA = resolve(import.meta.dirname, '../../shared/data');

function headers(folder: string, max: number): [string, string][] {
  const dir = resolve(DATA, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.hea'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .slice(0, max)
    .map((f) => [dir, f]);
}

function sameSamples(a: EcgRecord, b: EcgRecord): boolean {
  return (
    a.leads.length === b.leads.length &&
    a.leads.every((l, i) => l.name === b.leads[i].name && l.samples.length === b.leads[i].samples.length &&
      l.samples.every((v, k) => v === b.leads[i].samples[k] || (Number.isNaN(v) && Number.isNaN(b.leads[i].samples[k]))))
  );
}

export async function convertAccuracySection(): Promise<BenchRow[]> {
  const files = [...headers('mitdb', 100), ...headers('ludb/data', 20), ...headers('cinc2021', 100), ...headers('qtdb', 10)];
  let jsonSame = 0;
  let csvSame = 0;
  let loaded = 0;
  let samples = 0;
  for (const [dir, name] of files) {
    const r = await loadRecord(new DirFileSet(dir), name);
    loaded++;
    samples += r.length * r.leads.length;
    const j = parseJsonRecord(recordToJson(r), 'r.json');
    const sameJson = sameSamples(j, r) && j.fs === r.fs && j.id === r.id &&
      isDeepStrictEqual(j.annotations, r.annotations) && isDeepStrictEqual(j.metadata, JSON.parse(JSON.stringify(r.metadata)));
    if (sameJson) jsonSame++;
    if (sameSamples(parseCsvRecord(recordToCsv(r), 'r.csv', { fs: r.fs, units: 'mV' }), r)) csvSame++;
  }
  const edfDir = resolve(DATA, 'wfdb-samples');
  const edf = await loadRecord(new DirFileSet(edfDir), 'test_generator_2.edf');
  const wfdb = await loadRecord(new DirFileSet(edfDir), 'test_generator_2.hea');
  const w = wfdb.leads.find((l) => l.name === 'ECG')?.samples;
  let maxDiff = NaN;
  if (w) {
    maxDiff = 0;
    edf.leads[0].samples.forEach((v, i) => (maxDiff = Math.max(maxDiff, Math.abs(v - w[i]))));
  }
  const protocol = `${loaded} WFDB records (MIT-BIH all, LUDB 20, CinC 2021 all, QTDB 10; ${(samples / 1e6).toFixed(1)} M samples) loaded, written, read back`;
  return [
    { name: 'JSON round trip identical (samples, annotations, metadata)', value: (100 * jsonSame) / loaded, unit: '%', target: '100 %', protocol },
    { name: 'CSV round trip identical samples', value: (100 * csvSame) / loaded, unit: '%', target: '100 %', protocol: `${protocol}; fs and units given as options` },
    { name: 'EDF vs WFDB conversion, test_generator_2 ECG, max abs difference', value: maxDiff * 1e6, unit: 'nV', target: '≤ 0.5 ADC unit (15.3 nV)', protocol: 'EDF physical range maps −32768..32767 to ±1000 µV (offset 0.5 unit); WFDB header baseline 0' },
  ];
}
