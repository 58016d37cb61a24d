// Load time of every hospital-format sample file (HL7 aECG, GE MUSE, DICOM, Philips Sierra/XLI, SCP-ECG incl. Healforce) in Node.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { MemoryFileSet } from '../src/core/formats/fileset';
import { coldAndMedianWallMs } from './timing';
import type { BenchRow } from './types';

const FORMATS = resolve(import.meta.dirname, '../../shared/data/formats');

const FILES = [
  'ecgtoolkit-example/Example.xml',
  'ecgtoolkit-example/Example.scp',
  'ecgtoolkit-example/Example.dcm',
  'hl7-aecg/hl7aecg_example.xml',
  'hl7-aecg/minimum_aecg.xml',
  'ge-muse-xml/muse-sinus.xml',
  'philips-sierra-xml/129DYPRG.XML',
  'philips-sierra-xml/repbeats_example.xml',
  'philips-sierra-xml/2020-5-18_15-48-11.xml',
  'philips-sierra-xml/3191723_ZZDEMOPTONLY_1-04_orig.xml',
  'philips-sierra-xml/ad4d3d80-d165_1-04_orig.xml',
  'philips-sierra-xml/ad4d3d80-d165_1-04_converted.xml',
  'scp-ecg-healforce/62.SCP',
  'scp-ecg-healforce/63.SCP',
];

export async function hospitalFormatsSpeedSection(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const path of FILES) {
    const name = path.split('/')[1];
    const bytes = new Uint8Array(readFileSync(resolve(FORMATS, path)));
    const files = new MemoryFileSet([[name, bytes]]);
    const { cold, median: warm } = await coldAndMedianWallMs(7, () => loadRecord(files, name));
    const r = await loadRecord(files, name);
    rows.push({
      name: `load ${path} (${r.source.format}, ${(bytes.length / 1024).toFixed(0)} KB, ${r.leads.length} x ${r.length})`,
      value: Math.round(warm * 10) / 10,
      unit: 'ms',
      target: '< 200 ms',
      protocol: `loadRecord(MemoryFileSet) from bytes in memory, median of 7 after one load (first load in process: ${cold.toFixed(1)} ms), one thread`,
    });
  }
  return rows;
}
