// Accuracy of the PROTOCOL.md findings against the diagnoses that come with the data:
// LUDB's '#' statements and CinC 2021's SNOMED '#Dx' codes, mapped to our codes by the tables below
// (documented in docs/findings.md). Per code: sensitivity and specificity over the records.
import { afWindowRows } from './af-windows-accuracy';
import { readdirSync } from 'node:fs';
import { analyzeRecord } from '../src/core/analysis/index';
import { loadRecord } from '../src/core/formats/index';
import type { Analysis, EcgRecord } from '../src/core/types';
import { analyzeWithDelineator } from '../src/inference/analyze';
import { withDelineatorModel } from '../src/inference/delineate';
import { withBeatQrsModel } from '../src/inference/beat-qrs';
import { cvFolds, fileSource } from './onnx-accuracy';
import { DirFileSet } from '../src/node/dir-fileset';
import { dataPath } from '../tests/data';
import { SIM_GRID, SIM_SEEDS, scoreSimulated } from './findings-sim';
import type { BenchRow } from './types';

/** LUDB statement (regular expression on the '#' line) -> our codes. Unlisted statements are not scored. */
export const LUDB_MAP: [RegExp, string[]][] = [
  [/^Rhythm: Sinus rhythm/, ['sinus_rhythm']],
  [/^Rhythm: Sinus bradycardia/, ['sinus_bradycardia']],
  [/^Rhythm: Sinus tachycardia/, ['sinus_tachycardia']],
  [/^Rhythm: Sinus arrhythmia/, ['sinus_arrhythmia']],
  [/^Rhythm: Atrial fibrillation/, ['atrial_fibrillation']],
  [/^Rhythm: Atrial flutter/, ['atrial_flutter']],
  [/pacing/i, ['paced_rhythm']],
  [/^Electric axis of the heart: (normal|vertical|horizontal)/, ['normal_axis']],
  [/^Electric axis of the heart: left axis deviation/, ['left_axis_deviation']],
  [/^Electric axis of the heart: right axis deviation/, ['right_axis_deviation']],
  [/^I degree AV block/, ['first_degree_av_block']],
  [/^III degree AV-block/, ['third_degree_av_block']],
  [/^Incomplete right bundle branch block/, ['incomplete_right_bundle_branch_block']],
  [/^Complete right bundle branch block/, ['complete_right_bundle_branch_block']],
  [/^Incomplete left bundle branch block/, ['incomplete_left_bundle_branch_block']],
  [/^Complete left bundle branch block/, ['complete_left_bundle_branch_block']],
  [/^Left anterior hemiblock/, ['left_anterior_fascicular_block']],
  [/^Non-specific intravintricular conduction delay/, ['nonspecific_intraventricular_conduction_delay']],
  [/^Left ventricular hypertrophy/, ['left_ventricular_hypertrophy']],
  [/^Right ventricular hypertrophy/, ['right_ventricular_hypertrophy']],
  [/^Left atrial (hypertrophy|overload)/, ['left_atrial_enlargement']],
  [/^Right atrial overload/, ['right_atrial_enlargement']],
  [/^STEMI: anterior wall/, ['st_elevation', 'anterior_stemi']],
  [/^STEMI: lateral wall/, ['st_elevation', 'lateral_stemi']],
  [/^STEMI: septal/, ['st_elevation', 'septal_stemi']],
  [/^STEMI: (inferior wall|apical)/, ['st_elevation']],
  [/^Ischemia: inferior wall/, ['inferior_ischemia']],
  [/^Ischemia: anterior wall/, ['anterior_ischemia']],
  [/^Ischemia: lateral wall/, ['lateral_ischemia']],
  [/^Early repolarization/, ['early_repolarization']],
  [/^Ventricular extrasystole/, ['premature_ventricular_complex']],
  [/^Atrial extrasystole/, ['premature_atrial_complex']],
  [/^Scar formation: inferior wall/, ['inferior_mi']],
  [/^Scar formation: (anterior wall|septal)/, ['anterior_mi']],
];

/** CinC 2021 SNOMED CT code -> our codes (names from dx_mapping_scored/unscored.csv). */
export const SNOMED_MAP: Record<string, string[]> = {
  '426783006': ['sinus_rhythm'], // sinus rhythm
  '426177001': ['sinus_bradycardia'], // sinus bradycardia
  '427084000': ['sinus_tachycardia'], // sinus tachycardia
  '427393009': ['sinus_arrhythmia'], // sinus arrhythmia
  '164889003': ['atrial_fibrillation'], // atrial fibrillation
  '164890007': ['atrial_flutter'], // atrial flutter
  '10370003': ['paced_rhythm'], // pacing rhythm
  '270492004': ['first_degree_av_block'], // 1st degree AV block
  '164947007': ['first_degree_av_block'], // prolonged PR interval
  '713427006': ['complete_right_bundle_branch_block'], // complete RBBB (scored as RBBB)
  '59118001': ['complete_right_bundle_branch_block'], // RBBB
  '713426002': ['incomplete_right_bundle_branch_block'], // incomplete RBBB
  '733534002': ['complete_left_bundle_branch_block'], // complete LBBB (scored as LBBB)
  '164909002': ['complete_left_bundle_branch_block'], // LBBB
  '39732003': ['left_axis_deviation'], // left axis deviation
  '47665007': ['right_axis_deviation'], // right axis deviation
  '445118002': ['left_anterior_fascicular_block'], // left anterior fascicular block
  '698252002': ['nonspecific_intraventricular_conduction_delay'], // NSIVCB
  '251146004': ['low_qrs_voltage'], // low QRS voltages
  '365413008': ['poor_r_wave_progression'], // poor R wave progression
  '284470004': ['premature_atrial_complex'], // PAC
  '63593006': ['premature_atrial_complex'], // SVPB
  '427172004': ['premature_ventricular_complex'], // PVC
  '17338001': ['premature_ventricular_complex'], // VPB
  '111975006': ['long_qt'], // prolonged QT interval
  '164873001': ['left_ventricular_hypertrophy'], // LVH
  '55827005': ['left_ventricular_hypertrophy'], // left ventricular high voltage
  '89792004': ['right_ventricular_hypertrophy'], // RVH
  '67741000119109': ['left_atrial_enlargement'], // left atrial enlargement
  '253352002': ['left_atrial_enlargement'], // left atrial abnormality
  '59931005': ['t_wave_inversion'], // T wave inversion
};

/** Codes with an accuracy target (issue "Measure the ECG"): Se ≥ 90 % at Sp ≥ 95 %. */
export const TARGET_CODES = [
  'sinus_rhythm', 'sinus_bradycardia', 'sinus_tachycardia', 'atrial_fibrillation', 'first_degree_av_block',
  'complete_right_bundle_branch_block', 'complete_left_bundle_branch_block', 'left_axis_deviation', 'right_axis_deviation',
];

/**
 * LUDB v1.0.1 stores every lead scaled to exactly 1 mV peak-to-peak (ADC range = header gain in all
 * 1200 leads), so criteria on absolute amplitudes (mV) cannot be checked against its statements.
 */
export const LUDB_AMPLITUDE_CODES = new Set([
  'left_ventricular_hypertrophy', 'right_ventricular_hypertrophy', 'right_atrial_enlargement', 'left_atrial_enlargement',
  'low_qrs_voltage', 'st_elevation', 'anterior_stemi', 'lateral_stemi', 'septal_stemi', 'inferior_stemi',
  'inferior_ischemia', 'anterior_ischemia', 'lateral_ischemia', 'early_repolarization',
]);

const RHYTHM_CODES = new Set(['sinus_rhythm', 'sinus_bradycardia', 'sinus_tachycardia', 'sinus_arrhythmia', 'atrial_fibrillation', 'atrial_flutter']);
const AXIS_CODES = new Set(['normal_axis', 'left_axis_deviation', 'right_axis_deviation', 'extreme_axis_deviation']);

export interface ScoredRecord {
  id: string;
  reference: Set<string>;
  predicted: Set<string>;
  /** Codes this record does not count for (e.g. the atrial rhythm under a pacemaker; no axis statement). */
  excluded: Set<string>;
}

export interface CodeStats {
  code: string;
  tp: number;
  fn: number;
  fp: number;
  tn: number;
  /** null when there are no positives (or negatives). */
  se: number | null;
  sp: number | null;
}

export function ludbReference(diagnoses: string[]): { reference: Set<string>; excluded: Set<string> } {
  const reference = new Set<string>();
  for (const line of diagnoses) for (const [re, codes] of LUDB_MAP) if (re.test(line.trim())) codes.forEach((c) => reference.add(c));
  const excluded = new Set<string>();
  // Under a pacemaker LUDB's rhythm line names the atrial rhythm, not the paced ventricular rhythm.
  if (reference.has('paced_rhythm')) RHYTHM_CODES.forEach((c) => excluded.add(c));
  if (reference.has('paced_rhythm')) AXIS_CODES.forEach((c) => excluded.add(c));
  if (![...reference].some((c) => AXIS_CODES.has(c))) AXIS_CODES.forEach((c) => excluded.add(c));
  // LUDB names one rhythm per record; PROTOCOL.md's sinus arrhythmia is a sinus rhythm whose RR varies, so
  // whether `sinus_rhythm` (60–100 bpm) also applies is not stated: not scored either way.
  if (reference.has('sinus_arrhythmia')) excluded.add('sinus_rhythm');
  return { reference, excluded };
}

export function snomedReference(dx: string[]): Set<string> {
  const reference = new Set<string>();
  for (const d of dx) for (const c of SNOMED_MAP[d.trim()] ?? []) reference.add(c);
  return reference;
}

/** Sensitivity and specificity per code over the scored records. */
export function scoreCodes(records: ScoredRecord[], codes: string[]): CodeStats[] {
  return codes.map((code) => {
    let tp = 0, fn = 0, fp = 0, tn = 0;
    for (const r of records) {
      if (r.excluded.has(code)) continue;
      const ref = r.reference.has(code);
      const pred = r.predicted.has(code);
      if (ref && pred) tp++;
      else if (ref) fn++;
      else if (pred) fp++;
      else tn++;
    }
    return { code, tp, fn, fp, tn, se: tp + fn ? tp / (tp + fn) : null, sp: fp + tn ? tn / (fp + tn) : null };
  });
}

function hasCode(code: string): (r: ScoredRecord) => boolean {
  return (r) => r.reference.has(code);
}

/** How a record is analysed: the signal-processing analysis by default. */
type Analyze = (record: EcgRecord) => Analysis | Promise<Analysis>;

async function analyzeAll(dir: string, names: string[], analyze: Analyze = analyzeRecord): Promise<{ record: EcgRecord; predicted: Set<string> }[]> {
  const files = new DirFileSet(dir);
  const out: { record: EcgRecord; predicted: Set<string> }[] = [];
  for (const name of names) {
    const record = await loadRecord(files, name);
    const analysis = await analyze(record);
    out.push({ record, predicted: new Set(analysis.findings.map((f) => f.code)) });
  }
  return out;
}

/** LUDB (all records of ../shared/data/ludb/data, or the given record numbers). */
export async function scoreLudb(records?: number[], analyze?: Analyze): Promise<ScoredRecord[]> {
  const dir = dataPath('ludb/data');
  const names = records
    ? records.map((r) => `${r}.hea`)
    : readdirSync(dir).filter((f) => /^\d+\.hea$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b));
  return (await analyzeAll(dir, names, analyze)).map(({ record, predicted }) => {
    const { reference, excluded } = ludbReference(record.metadata.diagnoses ?? []);
    return { id: record.id, reference, predicted, excluded };
  });
}

/**
 * LUDB through the command line's and the app's default analysis (`auto`: the combined delineator with the beat-QRS
 * network), each record analysed with the cross-validation models that never saw it (training/cv/).
 */
export async function scoreLudbDefaultOutOfFold(): Promise<ScoredRecord[]> {
  const out: ScoredRecord[] = [];
  for (const fold of cvFolds()) {
    const ids = fold.validation.map(Number);
    const scored = await withDelineatorModel(fileSource(fold.model), () =>
      withBeatQrsModel(fileSource(fold.beatQrs), () => scoreLudb(ids, (record) => analyzeWithDelineator(record, 'auto'))));
    out.push(...scored);
  }
  return out.sort((a, b) => Number(a.id) - Number(b.id));
}

/** CinC 2021 sample (../shared/data/cinc2021): '#Dx' SNOMED codes. */
export async function scoreCinc(): Promise<ScoredRecord[]> {
  const dir = dataPath('cinc2021');
  const names = readdirSync(dir).filter((f) => f.endsWith('.hea')).sort();
  return (await analyzeAll(dir, names)).map(({ record, predicted }) => {
    const dx = dxCodes(record);
    return { id: record.id, reference: snomedReference(dx), predicted, excluded: new Set<string>() };
  });
}

function dxCodes(record: EcgRecord): string[] {
  const fromComments = (record.metadata.comments ?? []).find((c) => /^\s*Dx\s*:/i.test(c));
  const line = fromComments ?? (record.metadata.diagnoses ?? []).join(',');
  return line.replace(/^\s*Dx\s*:/i, '').split(',').map((s) => s.trim()).filter(Boolean);
}

function pct(v: number | null): number {
  return v == null ? NaN : Math.round(v * 1000) / 10;
}

export function rows(dataset: string, stats: CodeStats[], protocol: string): BenchRow[] {
  const out: BenchRow[] = [];
  for (const s of stats) {
    const target = TARGET_CODES.includes(s.code);
    if (s.tp + s.fn > 0) {
      out.push({ name: `${dataset} ${s.code} Se (${s.tp}/${s.tp + s.fn})`, value: pct(s.se), unit: '%', target: target ? '≥ 90' : undefined, protocol });
    }
    if (s.fp + s.tn > 0 && (s.tp + s.fn > 0 || s.fp > 0)) {
      out.push({ name: `${dataset} ${s.code} Sp (${s.tn}/${s.fp + s.tn})`, value: pct(s.sp), unit: '%', target: target ? '≥ 95' : undefined, protocol });
    }
  }
  return out;
}

export function codesOf(records: ScoredRecord[]): string[] {
  const set = new Set<string>();
  for (const r of records) r.reference.forEach((c) => set.add(c));
  return [...set].sort();
}

/** MIT-BIH records with paced beats ('/' in the .atr): 102, 104, 107, 217. */
const MITDB_PACED = new Set(['102', '104', '107', '217']);
const MITDB_SECONDS = 300;

/** paced_rhythm on the first 5 min of every MIT-BIH record (360 Hz, 2 leads): paced vs non-paced records. */
export async function scoreMitdbPaced(): Promise<{ id: string; paced: boolean; called: boolean; label: string; codes: string[] }[]> {
  const dir = dataPath('mitdb');
  const files = new DirFileSet(dir);
  const names = readdirSync(dir).filter((f) => /^\d+\.hea$/.test(f)).sort();
  const out: { id: string; paced: boolean; called: boolean; label: string; codes: string[] }[] = [];
  for (const name of names) {
    const full = await loadRecord(files, name);
    const n = Math.min(full.length, MITDB_SECONDS * full.fs);
    const record: EcgRecord = { ...full, length: n, leads: full.leads.map((l) => ({ ...l, samples: l.samples.slice(0, n) })), annotations: [] };
    const a = analyzeRecord(record);
    const id = name.replace('.hea', '');
    out.push({ id, paced: MITDB_PACED.has(id), called: a.rhythm.label === 'paced_rhythm', label: a.rhythm.label, codes: a.findings.map((f) => f.code) });
  }
  return out;
}

function mitdbPacedRows(rec: Awaited<ReturnType<typeof scoreMitdbPaced>>): BenchRow[] {
  const paced = rec.filter((r) => r.paced);
  const other = rec.filter((r) => !r.paced);
  const tp = paced.filter((r) => r.called).length;
  const tn = other.filter((r) => !r.called).length;
  const protocol = `MIT-BIH, first ${MITDB_SECONDS} s of each record through analyzeRecord; paced = 102/104/107/217; called paced: ${rec.filter((r) => r.called).map((r) => r.id).join(', ') || 'none'}`;
  // No record's reference rhythm annotations (.atr '+' aux) name sinus arrhythmia, and none of the
  // 23 non-paced records is mainly junctional or idioventricular (124 has short NOD/IVR runs).
  const escape = other.filter((r) => r.label === 'junctional_rhythm' || r.label === 'ventricular_rhythm');
  const sa = rec.filter((r) => r.codes.includes('sinus_arrhythmia'));
  const lp = `MIT-BIH, first ${MITDB_SECONDS} s of each record through analyzeRecord (long-record rules: N–N range per 10-s window; escape labels only at escape rates)`;
  return [
    { name: `MIT-BIH paced_rhythm Se (${tp}/${paced.length} paced records)`, value: pct(tp / paced.length), unit: '%', protocol },
    { name: `MIT-BIH paced_rhythm Sp (${tn}/${other.length} non-paced records)`, value: pct(tn / other.length), unit: '%', protocol },
    { name: `MIT-BIH junctional/ventricular rhythm labels on non-paced records (${escape.map((r) => r.id).join(' ') || 'none'})`, value: escape.length, unit: 'records', protocol: lp },
    { name: `MIT-BIH sinus_arrhythmia calls (${sa.map((r) => r.id).join(' ') || 'none'}; reference: none)`, value: sa.length, unit: 'records', protocol: lp },
  ];
}

/** Record ids behind each code's false positives and misses, for record-by-record review (console only). */
export function errorLines(dataset: string, records: ScoredRecord[], codes: string[]): string[] {
  const out: string[] = [];
  for (const code of codes) {
    const scored = records.filter((r) => !r.excluded.has(code));
    const fp = scored.filter((r) => r.predicted.has(code) && !r.reference.has(code)).map((r) => r.id);
    const fn = scored.filter((r) => !r.predicted.has(code) && r.reference.has(code)).map((r) => r.id);
    if (fp.length || fn.length) out.push(`${dataset} ${code}: FP ${fp.join(' ') || '-'}; FN ${fn.join(' ') || '-'}`);
  }
  return out;
}

export async function findingsAccuracy(): Promise<BenchRow[]> {
  const ludb = await scoreLudb();
  const ludbDefault = await scoreLudbDefaultOutOfFold();
  const ludbCodes = [...new Set([...LUDB_MAP.flatMap(([, c]) => c)])].filter((c) => !LUDB_AMPLITUDE_CODES.has(c));
  const cinc = await scoreCinc();
  const cincCodes = codesOf(cinc);
  console.log([...errorLines('LUDB', ludb, ludbCodes), ...errorLines('LUDB (default delineator)', ludbDefault, TARGET_CODES), ...errorLines('CinC2021', cinc, cincCodes)].join('\n') + '\n');
  const sim = scoreSimulated();
  return [
    ...rows('Sim', scoreCodes(sim, codesOf(sim)), `simulateEcg, ${SIM_GRID.length} configurations x ${SIM_SEEDS.length} seeds, truth.findings (bench/findings-sim.ts)`),
    ...rows('LUDB', scoreCodes(ludb, ludbCodes), `LUDB ${ludb.length} records, '#' statements mapped (docs/findings.md); rhythm/axis codes skip paced records`),
    ...rows('LUDB (default delineator)', scoreCodes(ludbDefault, TARGET_CODES), `LUDB ${ludbDefault.length} records through the default analysis (auto: combined, beat-QRS network), each with the cross-validation models that never saw it; the issue's target codes only`),
    ...rows('CinC2021', scoreCodes(cinc, cincCodes), `CinC 2021 sample, ${cinc.length} records, SNOMED #Dx mapped (docs/findings.md)`),
    { name: 'LUDB codes not scored (amplitude criteria; LUDB leads are normalised to 1 mV peak-to-peak)', value: LUDB_AMPLITUDE_CODES.size, unit: 'codes' },
    { name: 'LUDB AF records', value: ludb.filter(hasCode('atrial_fibrillation')).length, unit: 'records' },
    ...mitdbPacedRows(await scoreMitdbPaced()),
    ...(await afWindowRows()),
  ];
}
