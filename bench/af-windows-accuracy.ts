// Atrial fibrillation on 10-s windows of the long beat-labelled records (MIT-BIH, CPSC 2021): the rhythm label of
// `analyzeRecord` on each window against the `.atr` rhythm annotations, as a 10-s ECG of that stretch would be read.
import { join, resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import { analyzeRecord } from '../src/core/analysis/index';
import type { EcgRecord } from '../src/core/types';
import { CPSC_RECORDS, MITDB_RECORDS } from './beats-accuracy';
import type { BenchRow } from './types';

const DATA = resolve(import.meta.dirname, '../../shared/data');
const WINDOW_S = 10;
const pct = (a: number, b: number) => (b > 0 ? (100 * a) / b : NaN);

export interface AfWindowCounts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
  /** Windows called AF outside AF, per record ("208: 7"). */
  falsePerRecord: string[];
  /** `paced_rhythm` calls: windows inside a paced episode ('(P') against windows of the records without a pacemaker. */
  paced: { tp: number; fn: number; fp: number; tn: number; falsePerRecord: string[] };
  /** Windows inside a normal sinus rhythm episode ('(N'): labelled in the sinus family, `unknown`, or otherwise. */
  normal: { sinus: number; unknown: number; other: number };
  /** Windows inside a ventricular flutter/fibrillation episode ('(VFL', '(VF'; not scored for AF): how many are called AF. */
  ventricularFlutter: { windows: number; calledAf: number };
}

const SINUS_FAMILY = new Set(['sinus_rhythm', 'sinus_bradycardia', 'sinus_tachycardia', 'sinus_arrhythmia']);

/** MIT-BIH's paced records: their windows outside '(P' episodes are not scored for pacing (the pacemaker may still pace). */
const PACED_RECORDS = new Set(['102', '104', '107', '217']);

/** The rhythm annotation ('(N', '(AFIB', …) in force at each sample, from the `aux` of the `.atr` file. */
function rhythmChanges(rec: EcgRecord): { sample: number; rhythm: string }[] {
  return rec.annotations
    .filter((a) => (a.source ?? 'atr') === 'atr' && a.aux?.startsWith('('))
    .map((a) => ({ sample: a.sample, rhythm: a.aux!.replace(/\0/g, '').trim() }))
    .sort((x, y) => x.sample - y.sample);
}

/**
 * Non-overlapping 10-s windows that lie within one rhythm episode (windows with a rhythm change are skipped, and so
 * are flutter and ventricular flutter/fibrillation episodes): AF windows against `atrial_fibrillation` calls.
 */
export async function evaluateAfWindows(records: [folder: string, name: string][]): Promise<AfWindowCounts> {
  const out: AfWindowCounts = { tp: 0, fn: 0, fp: 0, tn: 0, falsePerRecord: [], paced: { tp: 0, fn: 0, fp: 0, tn: 0, falsePerRecord: [] }, normal: { sinus: 0, unknown: 0, other: 0 }, ventricularFlutter: { windows: 0, calledAf: 0 } };
  for (const [folder, name] of records) {
    const rec = await loadRecord(new DirFileSet(join(DATA, folder)), `${name}.hea`);
    const changes = rhythmChanges(rec);
    const w = Math.round(WINDOW_S * rec.fs);
    let fp = 0;
    let pacedFp = 0;
    for (let a = 0; a + w <= rec.length; a += w) {
      if (changes.some((c) => c.sample > a && c.sample < a + w)) continue;
      const rhythm = changes.filter((c) => c.sample <= a).pop()?.rhythm ?? '(N';
      if (rhythm.startsWith('(AFL')) continue;
      const window: EcgRecord = { ...rec, length: w, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(a, a + w) })), annotations: [] };
      const label = analyzeRecord(window).rhythm.label;
      if (rhythm.startsWith('(VF')) {
        out.ventricularFlutter.windows++;
        if (label === 'atrial_fibrillation') out.ventricularFlutter.calledAf++;
        continue;
      }
      const called = label === 'atrial_fibrillation';
      const af = rhythm.startsWith('(AFIB');
      if (rhythm === '(P') label === 'paced_rhythm' ? out.paced.tp++ : out.paced.fn++;
      else if (!PACED_RECORDS.has(name)) label === 'paced_rhythm' ? pacedFp++ : out.paced.tn++;
      if (rhythm === '(N') out.normal[SINUS_FAMILY.has(label) ? 'sinus' : label === 'unknown' ? 'unknown' : 'other']++;
      if (af) called ? out.tp++ : out.fn++;
      else if (called) fp++;
      else out.tn++;
    }
    out.fp += fp;
    if (fp) out.falsePerRecord.push(`${name}: ${fp}`);
    out.paced.fp += pacedFp;
    if (pacedFp) out.paced.falsePerRecord.push(`${name}: ${pacedFp}`);
  }
  return out;
}

export async function afWindowRows(): Promise<BenchRow[]> {
  const records: [string, string][] = [...MITDB_RECORDS.map((r): [string, string] => ['mitdb', r]), ...CPSC_RECORDS.map((r): [string, string] => ['cpsc2021', r])];
  const c = await evaluateAfWindows(records);
  const proto = `non-overlapping ${WINDOW_S}-s windows inside one .atr rhythm episode of MIT-BIH's 27 and CPSC 2021's 9 records (flutter and VF episodes skipped), analyzeRecord per window; AF ${c.tp + c.fn}, other ${c.tn + c.fp} windows`;
  console.log(`AF windows called AF outside AF: ${c.falsePerRecord.join(', ')}`);
  console.log(`Windows called paced in records without a pacemaker: ${c.paced.falsePerRecord.join(', ') || 'none'}\n`);
  const p = c.paced;
  const n = c.normal;
  const nAll = n.sinus + n.unknown + n.other;
  const pacedProto = `the same windows: inside a '(P' episode of MIT-BIH 102/104/107/217 (${p.tp + p.fn}) against every window of the other records (${p.tn + p.fp}), \`paced_rhythm\` calls`;
  return [
    { name: 'AF Se, 10-s windows (MIT-BIH + CPSC 2021)', value: pct(c.tp, c.tp + c.fn), unit: '%', protocol: proto },
    { name: 'AF Sp, 10-s windows (MIT-BIH + CPSC 2021)', value: pct(c.tn, c.tn + c.fp), unit: '%', protocol: `${proto}; false windows per record above the table` },
    { name: 'Paced rhythm Se, 10-s windows (MIT-BIH)', value: pct(p.tp, p.tp + p.fn), unit: '%', protocol: pacedProto },
    { name: 'Paced rhythm Sp, 10-s windows (MIT-BIH + CPSC 2021)', value: pct(p.tn, p.tn + p.fp), unit: '%', protocol: `${pacedProto}; false windows per record above the table` },
    { name: 'Sinus rhythm windows named sinus, 10-s windows (MIT-BIH + CPSC 2021)', value: pct(n.sinus, nAll), unit: '%', protocol: `the same windows inside a '(N' episode (${nAll}, ectopic beats included): a sinus-family label; unknown ${n.unknown}, another rhythm ${n.other}` },
    { name: `Ventricular flutter windows called AF (MIT-BIH 207, ${c.ventricularFlutter.windows} windows)`, value: c.ventricularFlutter.calledAf, unit: 'windows', protocol: `the same 10-s windows inside a '(VFL' or '(VF' episode (not in the AF rows): \`atrial_fibrillation\` calls; 7 before a continuous large oscillation at ≥ 150 /min vetoed AF` },
  ];
}
