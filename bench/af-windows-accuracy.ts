// Atrial fibrillation on 10-s windows of the long beat-labelled records (MIT-BIH, CPSC 2021): the rhythm label of
// `analyzeRecord` on each window against the `.atr` rhythm annotations, as a 10-s ECG of that stretch would be read.
import { join, resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import { analyzeRecord, type AnalyzeOptions } from '../src/core/analysis/index';
import type { Analysis, EcgRecord, RhythmEpisode } from '../src/core/types';
import { analyzeWith } from '../src/cli/analyze-record';
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
  /**
   * Whole records (`episodes` mode only): seconds of reference AF ('(AFIB') and of AF episodes, and their overlap
   * (EC57's AF duration sensitivity = overlap / reference, positive predictivity = overlap / detected).
   */
  duration: { reference: number; detected: number; overlap: number };
  /** Whole records (`episodes` mode only): \`atrial_fibrillation\` among the findings against ≥ 30 s of reference AF. */
  records: { tp: string[]; fn: string[]; fp: string[]; tn: number };
}

/**
 * How a window gets its label: `window`, analyzeRecord on the 10-s window alone (a 10-s ECG of that stretch);
 * `episodes`, the whole record analysed once (analyzeRecord: signal processing) and the window's label read from
 * `rhythm.episodes` (the same grid); `episodes-default`, the same through the command's default delineator (`auto`:
 * the combined delineator for records up to an hour).
 */
export type WindowLabelling = 'window' | 'episodes' | 'episodes-default';

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
function emptyCounts(): AfWindowCounts {
  return { tp: 0, fn: 0, fp: 0, tn: 0, falsePerRecord: [], paced: { tp: 0, fn: 0, fp: 0, tn: 0, falsePerRecord: [] }, normal: { sinus: 0, unknown: 0, other: 0 }, ventricularFlutter: { windows: 0, calledAf: 0 }, duration: { reference: 0, detected: 0, overlap: 0 }, records: { tp: [], fn: [], fp: [], tn: 0 } };
}

export async function evaluateAfWindows(records: [folder: string, name: string][], labelling: WindowLabelling = 'window', options: AnalyzeOptions = {}): Promise<AfWindowCounts> {
  const out = emptyCounts();
  for (const [folder, name] of records) {
    const rec = await loadRecord(new DirFileSet(join(DATA, folder)), `${name}.hea`);
    const whole = labelling === 'episodes' ? analyzeRecord(rec, options) : labelling === 'episodes-default' ? await analyzeWith(rec, 'auto') : null;
    scoreRecord(rec, name, whole, out);
  }
  return out;
}

/**
 * Adds one record's windows to `out`: labelled from the episodes of `whole` (the record's analysis; with its AF
 * duration and record-level AF statement), or, without it, each window analysed alone.
 */
function scoreRecord(rec: EcgRecord, name: string, whole: Analysis | null, out: AfWindowCounts): void {
  const changes = rhythmChanges(rec);
  const w = Math.round(WINDOW_S * rec.fs);
  const episodes = whole ? whole.rhythm.episodes ?? [{ label: whole.rhythm.label, from: 0, to: rec.length }] : null;
  if (whole && episodes) {
    const refAfS = addAfDuration(out.duration, changes, episodes, rec);
    const stated = whole.findings.some((f) => f.code === 'atrial_fibrillation');
    if (hasAf(rec, refAfS)) out.records[stated ? 'tp' : 'fn'].push(name);
    else if (stated) out.records.fp.push(name);
    else out.records.tn++;
  }
  let fp = 0;
  let pacedFp = 0;
  for (let a = 0; a + w <= rec.length; a += w) {
    if (changes.some((c) => c.sample > a && c.sample < a + w)) continue;
    const rhythm = changes.filter((c) => c.sample <= a).pop()?.rhythm ?? '(N';
    if (rhythm.startsWith('(AFL')) continue;
    const label = episodes ? episodes.find((e) => e.from <= a && a < e.to)!.label : analyzeRecord(windowOf(rec, a, w)).rhythm.label;
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


function windowOf(rec: EcgRecord, a: number, w: number): EcgRecord {
  return { ...rec, length: w, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(a, a + w) })), annotations: [] };
}

/** A record "has AF" with at least this much reference AF (s): the guidelines' episode. */
const AF_EPISODE_MIN_S = 30;

/** CPSC 2021 records say in their header whether they hold AF (non / paroxysmal / persistent); MIT-BIH's by ≥ 30 s of '(AFIB'. */
function hasAf(rec: EcgRecord, refAfS: number): boolean {
  const cls = (rec.metadata.comments ?? []).find((c) => /atrial fibrillation/i.test(c));
  return cls ? !/non atrial fibrillation/i.test(cls) : refAfS >= AF_EPISODE_MIN_S;
}

/** Adds one record's seconds of reference AF, of AF episodes and of their overlap; returns its reference AF (s). */
function addAfDuration(d: AfWindowCounts['duration'], changes: { sample: number; rhythm: string }[], episodes: RhythmEpisode[], rec: EcgRecord): number {
  const ref: [number, number][] = [];
  changes.forEach((c, i) => {
    if (c.rhythm.startsWith('(AFIB')) ref.push([c.sample, changes[i + 1]?.sample ?? rec.length]);
  });
  const det = episodes.filter((e) => e.label === 'atrial_fibrillation').map((e): [number, number] => [e.from, e.to]);
  const len = (v: [number, number][]) => v.reduce((s, [a, b]) => s + b - a, 0);
  let overlap = 0;
  for (const [a, b] of ref) for (const [c, e] of det) overlap += Math.max(0, Math.min(b, e) - Math.max(a, c));
  d.reference += len(ref) / rec.fs;
  d.detected += len(det) / rec.fs;
  d.overlap += overlap / rec.fs;
  return len(ref) / rec.fs;
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
    ...(await episodeRows(records)),
  ];
}

/** Seconds delineated beat by beat in the Holter-path rows: 5 of MIT-BIH's 30 minutes, the rest through delineateStretch. */
const HOLTER_PATH_DELINEATED_S = 300;

/**
 * The same windows read from the whole record's rhythm episodes, AF duration and the record-level AF statement; and
 * again with only HOLTER_PATH_DELINEATED_S of each record delineated beat by beat, as a record over
 * MAX_DELINEATED_SECONDS (a Holter) is analysed.
 */
async function episodeRows(records: [string, string][]): Promise<BenchRow[]> {
  const full = await evaluateAfWindows(records, 'episodes');
  const holter = await evaluateAfWindows(records, 'episodes', { maxDelineatedSeconds: HOLTER_PATH_DELINEATED_S });
  const byDefault = await evaluateAfWindows(records, 'episodes-default');
  const proto = `the AF windows' records analysed whole (analyzeRecord, default options) and each window labelled from \`rhythm.episodes\` (the same 10-s grid)`;
  const holterProto = `as the rows above, with ${HOLTER_PATH_DELINEATED_S / 60} min of each record delineated beat by beat (evenly spread 10-s blocks, maxDelineatedSeconds) and the other stretches delineated for their rhythm alone, as a record over 30 min (a Holter) is analysed`;
  const defaultProto = `as the rows above, through the command's default delineator (\`auto\`: combined, network v3, for these records of up to an hour)`;
  for (const [name, c] of [['Episodes', full], ['Episodes, Holter path', holter], ['Episodes, default delineator', byDefault]] as const) {
    console.log(`${name}: AF windows called AF outside AF: ${c.falsePerRecord.join(', ') || 'none'}; paced outside a pacemaker: ${c.paced.falsePerRecord.join(', ') || 'none'}`);
    console.log(`${name}: records with AF stated: ${c.records.tp.join(', ')}; missed: ${c.records.fn.join(', ') || 'none'}; stated without AF: ${c.records.fp.join(', ') || 'none'}`);
  }
  console.log('');
  return [...episodeRowsOf(full, '', proto), ...episodeRowsOf(holter, ', Holter path', holterProto), ...episodeRowsOf(byDefault, ', default delineator', defaultProto)];
}

function episodeRowsOf(c: AfWindowCounts, suffix: string, proto: string): BenchRow[] {
  const { duration: d, records: r, paced: p, normal: n } = c;
  const nAll = n.sinus + n.unknown + n.other;
  const sp = `${proto}; AF ${c.tp + c.fn}, other ${c.tn + c.fp} windows`;
  const dur = `EC57-style AF duration sensitivity / positive predictivity over whole records: reference '(AFIB' episodes ${Math.round(d.reference)} s, AF episodes ${Math.round(d.detected)} s, overlap ${Math.round(d.overlap)} s (flutter and VF stretches count as not AF); ${proto}`;
  const stated = `\`atrial_fibrillation\` among the findings of the whole record (its rhythm label, or an AF episode ≥ ${AF_EPISODE_MIN_S} s: paroxysmal); ${r.fp.length} stated in the ${r.fp.length + r.tn} records without; ${proto}`;
  return [
    { name: `AF Se, 10-s windows from rhythm episodes${suffix}`, value: pct(c.tp, c.tp + c.fn), unit: '%', protocol: sp },
    { name: `AF Sp, 10-s windows from rhythm episodes${suffix}`, value: pct(c.tn, c.tn + c.fp), unit: '%', protocol: sp },
    { name: `Paced rhythm Se, 10-s windows from rhythm episodes${suffix}`, value: pct(p.tp, p.tp + p.fn), unit: '%', protocol: proto },
    { name: `Paced rhythm Sp, 10-s windows from rhythm episodes${suffix}`, value: pct(p.tn, p.tn + p.fp), unit: '%', protocol: proto },
    { name: `Sinus rhythm windows named sinus, from rhythm episodes${suffix}`, value: pct(n.sinus, nAll), unit: '%', protocol: `${nAll} windows inside '(N': unknown ${n.unknown}, another rhythm ${n.other}; ${proto}` },
    { name: `Ventricular flutter windows called AF, from rhythm episodes${suffix}`, value: c.ventricularFlutter.calledAf, unit: 'windows', protocol: `${c.ventricularFlutter.windows} windows inside '(VFL'; ${proto}` },
    { name: `AF duration Se, rhythm episodes${suffix}`, value: pct(d.overlap, d.reference), unit: '%', protocol: dur },
    { name: `AF duration +P, rhythm episodes${suffix}`, value: pct(d.overlap, d.detected), unit: '%', protocol: dur },
    { name: `Records with AF stated, of those with AF (${r.tp.length}/${r.tp.length + r.fn.length}: CPSC's header class, MIT-BIH ≥ ${AF_EPISODE_MIN_S} s of '(AFIB')${suffix}`, value: pct(r.tp.length, r.tp.length + r.fn.length), unit: '%', protocol: stated },
    { name: `Records without AF with AF stated (of ${r.fp.length + r.tn})${suffix}`, value: r.fp.length, unit: 'records', protocol: stated },
  ];
}
