// Speed of the research-format loaders and writers, and of `convert` on a 30-min record.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { parseCsvRecord } from '../src/core/formats/csv';
import { edfToRecord } from '../src/core/formats/edf';
import { parseJsonRecord } from '../src/core/formats/json-record';
import { recordToCsv } from '../src/core/formats/write-csv';
import { recordToJson } from '../src/core/formats/write-json';
import { DirFileSet } from '../src/node/dir-fileset';
import { medianWallMs } from './timing';
import type { BenchRow } from './types';

const DATA = resolve(import.meta.dirname, '../../shared/data');

export async function convertSpeedSection(): Promise<BenchRow[]> {
  const hea = resolve(DATA, 'mitdb/100.hea');
  const record = await loadRecord(new DirFileSet(dirname(hea)), '100.hea');
  const samples = record.length * record.leads.length;
  const protocol = `MIT-BIH 100 (2 leads × 650000 samples, ${record.annotations.length} annotations), median of 5 after warm-up, one thread`;
  const json = recordToJson(record);
  const csv = recordToCsv(record);
  const msJsonWrite = medianWallMs(5, () => recordToJson(record));
  const msJsonRead = medianWallMs(5, () => parseJsonRecord(json, '100.json'));
  const msCsvWrite = medianWallMs(5, () => recordToCsv(record));
  const msCsvRead = medianWallMs(5, () => parseCsvRecord(csv, '100.csv', { fs: record.fs, units: 'mV' }));
  const edf = new Uint8Array(readFileSync(resolve(DATA, 'wfdb-samples/test_generator_2.edf')));
  const msEdf = medianWallMs(5, () => edfToRecord(edf, 'test_generator_2.edf'));
  const mss = (ms: number, n: number) => n / ms / 1000;
  return [
    { name: 'JSON record write (100)', value: msJsonWrite, unit: 'ms', target: '< 1000 ms', protocol: `${protocol}; ${(json.length / 1e6).toFixed(1)} MB` },
    { name: 'JSON record write rate', value: mss(msJsonWrite, samples), unit: 'M samples/s', protocol },
    { name: 'JSON record load (100)', value: msJsonRead, unit: 'ms', target: '< 1000 ms', protocol },
    { name: 'CSV write (100)', value: msCsvWrite, unit: 'ms', target: '< 1000 ms', protocol: `${protocol}; ${(csv.length / 1e6).toFixed(1)} MB` },
    { name: 'CSV load (100)', value: msCsvRead, unit: 'ms', target: '< 1000 ms', protocol },
    { name: 'EDF+ load (test_generator_2, 2.7 MB)', value: msEdf, unit: 'ms', target: '< 100 ms', protocol: 'keeps the ECG signal: 120000 samples at 200 Hz + TAL annotations; median of 5' },
  ];
}
