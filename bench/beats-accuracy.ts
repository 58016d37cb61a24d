// Beat detection and classification accuracy on MIT-BIH (ANSI/AAMI EC57 style), MIT-BIH + NSTDB
// noise at 6 dB, CPSC 2021 (AF Holter excerpts) and the QT Database's beat-labelled excerpts.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import { detectQrs } from '../src/core/analysis/detect';
import { classifyBeats } from '../src/core/analysis/classify';
import type { BenchRow } from './types';
import { BEAT_SYMBOLS, aamiClass, classConfusion, matchBeats } from '../src/core/analysis/beat-comparison';

// Re-exported for the tests that score detections the way this benchmark does.
export { BEAT_SYMBOLS, aamiClass, matchBeats };

const DATA = resolve(import.meta.dirname, '../../shared/data');

// ---------------------------------------------------------------- data

export interface LoadedRecord {
  fs: number;
  leads: Float32Array[];
  /** Reference annotations of the .atr file. */
  annotations: { sample: number; symbol: string }[];
}

/** A WFDB record through the project's loader (src/core/formats). */
export async function loadWfdb(folder: string, name: string): Promise<LoadedRecord> {
  const rec = await loadRecord(new DirFileSet(join(DATA, folder)), `${name}.hea`);
  return {
    fs: rec.fs,
    leads: rec.leads.map((l) => l.samples),
    annotations: rec.annotations.filter((a) => (a.source ?? 'atr') === 'atr'),
  };
}

// ---------------------------------------------------------------- scoring

/** Records with paced beats, left out of classification statistics by AAMI recommended practice. */
export const PACED = ['102', '104', '107', '217'];

export const MITDB_RECORDS = [
  '100', '101', '102', '104', '106', '107', '108', '109', '112', '114', '115', '116', '118', '119', '122',
  '124', '201', '203', '205', '207', '208', '209', '215', '217', '220', '223', '230',
];

export interface RefRecord {
  fs: number;
  leads: Float32Array[];
  ref: { sample: number; symbol: string }[];
  /** Ventricular flutter/fibrillation episodes ('[' … ']'), excluded from scoring as in EC57. */
  vf: [number, number][];
}

export async function loadMitdb(rec: string): Promise<RefRecord> {
  return loadBeatRecord('mitdb', rec);
}

/** A record with `.atr` beat labels: its reference beats and VF episodes. */
export async function loadBeatRecord(folder: string, rec: string): Promise<RefRecord> {
  const r = await loadWfdb(folder, rec);
  const vf: [number, number][] = [];
  for (const a of r.annotations) {
    if (a.symbol === '[') vf.push([a.sample, r.leads[0].length]);
    else if (a.symbol === ']' && vf.length) vf[vf.length - 1][1] = a.sample;
  }
  const ref = r.annotations.filter((a) => BEAT_SYMBOLS.has(a.symbol));
  return { fs: r.fs, leads: r.leads, ref, vf };
}

/** Drops detections inside excluded episodes. */
export function outsideEpisodes(det: Int32Array, episodes: [number, number][]): Int32Array {
  return episodes.length ? det.filter((d) => !episodes.some(([a, b]) => d >= a && d <= b)) : det;
}

interface Totals {
  tp: number;
  fn: number;
  fp: number;
}

function pct(a: number, b: number): number {
  return b > 0 ? (100 * a) / b : NaN;
}

// ---------------------------------------------------------------- noise stress (NSTDB)

function trimmedMean(v: number[], lo: number, hi: number): number {
  const a = v.filter(Number.isFinite).sort((x, y) => x - y);
  const s = a.slice(Math.floor(lo * a.length), Math.ceil((1 - hi) * a.length));
  return s.length ? s.reduce((t, x) => t + x, 0) / s.length : NaN;
}

/**
 * Clean record + NSTDB noise at `snrDb`, following the WFDB `nst` convention: signal power
 * S = (mean QRS peak-to-peak amplitude)² / 8 (amplitudes measured in R ± 60 ms at each reference
 * beat, largest and smallest 5 % dropped), noise power N = mean of the per-second variances of the
 * noise channel (largest 5 % dropped); the noise is scaled by √(S / (N · 10^(SNR/10))).
 * Schedule 'nst': as the NSTDB records, clean for 5 min, then noise in 2-min segments alternating
 * with 2-min clean ones; 'continuous': noise over the whole record (harsher).
 */
export function addNstNoise(rec: RefRecord, noise: Float32Array[], snrDb: number, schedule: 'nst' | 'continuous' = 'nst'): Float32Array[] {
  const { fs } = rec;
  const w = Math.round(0.06 * fs);
  return rec.leads.map((x, k) => {
    const nz = noise[k % noise.length];
    const pp = rec.ref.map(({ sample }) => {
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = Math.max(0, sample - w); i <= Math.min(x.length - 1, sample + w); i++) {
        if (x[i] < lo) lo = x[i];
        if (x[i] > hi) hi = x[i];
      }
      return hi - lo;
    });
    const a = trimmedMean(pp, 0.05, 0.05);
    const sPow = (a * a) / 8;
    const vars: number[] = [];
    for (let s0 = 0; s0 + fs <= nz.length; s0 += fs) {
      let m = 0;
      for (let i = s0; i < s0 + fs; i++) m += nz[i];
      m /= fs;
      let v = 0;
      for (let i = s0; i < s0 + fs; i++) v += (nz[i] - m) ** 2;
      vars.push(v / fs);
    }
    const nPow = trimmedMean(vars, 0, 0.05);
    const g = Math.sqrt(sPow / (nPow * 10 ** (snrDb / 10)));
    const y = new Float32Array(x.length);
    const on = (i: number): boolean => schedule === 'continuous' || (i >= 300 * fs && Math.floor((i - 300 * fs) / (120 * fs)) % 2 === 0);
    for (let i = 0; i < x.length; i++) y[i] = on(i) ? x[i] + g * (nz[i % nz.length] ?? 0) : x[i];
    return y;
  });
}

export async function loadNoise(kind: 'ma' | 'bw'): Promise<Float32Array[]> {
  return (await loadWfdb('nstdb', kind)).leads;
}

export async function beatsNoiseSection(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [kind, schedule] of [['ma', 'nst'], ['bw', 'nst'], ['ma', 'continuous'], ['bw', 'continuous']] as const) {
    const noise = await loadNoise(kind);
    const t: Totals = { tp: 0, fn: 0, fp: 0 };
    const perRec: string[] = [];
    for (const rec of MITDB_RECORDS) {
      const r = await loadMitdb(rec);
      const leads = addNstNoise(r, noise, 6, schedule);
      const det = outsideEpisodes(detectQrs(leads, r.fs), r.vf);
      const m = matchBeats(r.ref.map((a) => a.sample), det, Math.round(0.15 * r.fs));
      t.tp += m.tp;
      t.fn += m.fn;
      t.fp += m.fp;
      perRec.push(`${rec}:${m.fn}/${m.fp}`);
    }
    console.log(`${kind} 6 dB ${schedule}, FN/FP per record: ${perRec.join(' ')}`);
    const proto = `MIT-BIH 27 records + NSTDB '${kind}' at 6 dB (nst SNR convention), ${schedule === 'nst' ? 'nst schedule (noise from 5 min, 2 min on/off)' : 'noise over the whole record'}, ±150 ms, VF excluded, gross`;
    rows.push({ name: `QRS Se, ${kind} 6 dB ${schedule}`, value: pct(t.tp, t.tp + t.fn), unit: '%', target: '≥ 99', protocol: proto });
    rows.push({ name: `QRS +P, ${kind} 6 dB ${schedule}`, value: pct(t.tp, t.tp + t.fp), unit: '%', target: '≥ 99', protocol: proto });
  }
  return rows;
}

/** QT Database records that carry `.atr` beat labels (MIT-BIH, SVDB, LTDB, NSRDB and European ST-T excerpts). */
export function qtdbBeatRecords(): string[] {
  return readdirSync(join(DATA, 'qtdb')).filter((f) => f.endsWith('.atr')).map((f) => f.slice(0, -4)).sort();
}

export interface BeatTotals {
  qrs: Totals;
  v: Totals;
  s: Totals;
  perRecord: string[];
}

/**
 * Detection and V/S classification on the QT Database's 15-minute excerpts with `.atr` labels, all at
 * 250 Hz: five source databases, four of them never used to develop the detector or the classifier
 * (only 100, 114 and 230 of MIT-BIH's DS1 are among them). Scored within the labelled span, VF excluded.
 */
export async function evaluateQtdbBeats(names = qtdbBeatRecords()): Promise<BeatTotals> {
  const out: BeatTotals = { qrs: { tp: 0, fn: 0, fp: 0 }, v: { tp: 0, fn: 0, fp: 0 }, s: { tp: 0, fn: 0, fp: 0 }, perRecord: [] };
  for (const name of names) {
    const { fs, leads, ref, vf } = await loadBeatRecord('qtdb', name);
    if (ref.length === 0) continue;
    const all = detectQrs(leads, fs);
    const allClasses = classifyBeats(leads, fs, all).classes;
    const lo = ref[0].sample - 0.5 * fs;
    const hi = ref[ref.length - 1].sample + 0.5 * fs;
    const keep = [...all.keys()].filter((i) => all[i] >= lo && all[i] <= hi && !vf.some(([a, b]) => all[i] >= a && all[i] <= b));
    const det = Int32Array.from(keep, (i) => all[i]);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.15 * fs));
    const refClasses = ref.map((a) => aamiClass(a.symbol));
    const classes = keep.map((i) => allClasses[i]);
    const rv: Totals = { tp: 0, fn: 0, fp: 0 };
    const rs: Totals = { tp: 0, fn: 0, fp: 0 };
    classConfusion(refClasses, classes, m, 'V', rv);
    classConfusion(refClasses, classes, m, 'S', rs);
    for (const [acc, r] of [[out.qrs, m], [out.v, rv], [out.s, rs]] as const) {
      acc.tp += r.tp;
      acc.fn += r.fn;
      acc.fp += r.fp;
    }
    out.perRecord.push(`${name}: ${ref.length} beats, FN ${m.fn}, FP ${m.fp}, V ${rv.tp}/${rv.fn}/${rv.fp}, S ${rs.tp}/${rs.fn}/${rs.fp}`);
  }
  return out;
}

export async function beatsQtdbSection(): Promise<BenchRow[]> {
  const names = qtdbBeatRecords();
  const { qrs, v, s, perRecord } = await evaluateQtdbBeats(names);
  console.log(perRecord.join('\n'));
  const proto = `QTDB ${names.length} records with .atr (15 min, 250 Hz; MIT-BIH, SVDB, LTDB, NSRDB, European ST-T), labelled span, ±150 ms, VF excluded, gross`;
  const cls = `${proto}; AAMI classes of matched beats; ref F and Q labelled V are not V errors`;
  return [
    { name: 'QRS Se, QTDB', value: pct(qrs.tp, qrs.tp + qrs.fn), unit: '%', target: '≥ 99.8', protocol: proto },
    { name: 'QRS +P, QTDB', value: pct(qrs.tp, qrs.tp + qrs.fp), unit: '%', target: '≥ 99.8', protocol: proto },
    { name: `V Se, QTDB (${v.tp}/${v.tp + v.fn})`, value: pct(v.tp, v.tp + v.fn), unit: '%', target: '≥ 95', protocol: cls },
    { name: `V +P, QTDB (${v.tp}/${v.tp + v.fp})`, value: pct(v.tp, v.tp + v.fp), unit: '%', target: '≥ 95', protocol: cls },
    { name: `S Se, QTDB (${s.tp}/${s.tp + s.fn})`, value: pct(s.tp, s.tp + s.fn), unit: '%', protocol: cls },
    { name: `S +P, QTDB (${s.tp}/${s.tp + s.fp})`, value: pct(s.tp, s.tp + s.fp), unit: '%', protocol: cls },
  ];
}

export const CPSC_RECORDS = ['data_101_6', 'data_101_9', 'data_21_8', 'data_35_10', 'data_35_6', 'data_84_2', 'data_8_2', 'data_8_4', 'data_92_19'];

export async function beatsCpscSection(): Promise<BenchRow[]> {
  const t: Totals = { tp: 0, fn: 0, fp: 0 };
  const s: Totals = { tp: 0, fn: 0, fp: 0 };
  const perRec: string[] = [];
  for (const rec of CPSC_RECORDS) {
    const r = await loadWfdb('cpsc2021', rec);
    const refBeats = r.annotations.filter((a) => BEAT_SYMBOLS.has(a.symbol));
    const ref = refBeats.map((a) => a.sample);
    const det = detectQrs(r.leads, r.fs);
    const m = matchBeats(ref, det, Math.round(0.15 * r.fs));
    t.tp += m.tp;
    t.fn += m.fn;
    t.fp += m.fp;
    const rs: Totals = { tp: 0, fn: 0, fp: 0 };
    classConfusion(refBeats.map((a) => aamiClass(a.symbol)), classifyBeats(r.leads, r.fs, det).classes, m, 'S', rs);
    s.tp += rs.tp;
    s.fn += rs.fn;
    s.fp += rs.fp;
    perRec.push(`${rec}: ${ref.length} beats, FN ${m.fn}, FP ${m.fp}, S ${rs.tp}/${rs.fn}/${rs.fp}`);
  }
  console.log(perRec.join('\n'));
  const proto = 'CPSC 2021, 9 two-lead 200 Hz Holter excerpts (AF and non-AF), whole record, ±150 ms, gross';
  return [
    { name: 'QRS Se, CPSC 2021', value: pct(t.tp, t.tp + t.fn), unit: '%', target: '≥ 99', protocol: proto },
    { name: 'QRS +P, CPSC 2021', value: pct(t.tp, t.tp + t.fp), unit: '%', target: '≥ 99', protocol: proto },
    { name: `S Se, CPSC 2021 (${s.tp}/${s.tp + s.fn})`, value: pct(s.tp, s.tp + s.fn), unit: '%', protocol: `${proto}; AAMI classes of matched beats (most S false positives lie in AF episodes)` },
    { name: `S +P, CPSC 2021 (${s.tp}/${s.tp + s.fp})`, value: pct(s.tp, s.tp + s.fp), unit: '%', protocol: `${proto}; AAMI classes of matched beats (most S false positives lie in AF episodes)` },
  ];
}

export async function beatsAccuracySection(): Promise<BenchRow[]> {
  if (!existsSync(join(DATA, 'mitdb'))) throw new Error(`${DATA}/mitdb not found`);
  const all: Totals = { tp: 0, fn: 0, fp: 0 };
  const v: Totals = { tp: 0, fn: 0, fp: 0 };
  const s: Totals = { tp: 0, fn: 0, fp: 0 };
  const vNp: Totals = { tp: 0, fn: 0, fp: 0 };
  const sNp: Totals = { tp: 0, fn: 0, fp: 0 };
  console.log('| record | ref beats | TP | FN | FP | Se % | +P % | V TP/FN/FP | S TP/FN/FP |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const rec of MITDB_RECORDS) {
    const { fs, leads, ref, vf } = await loadMitdb(rec);
    const det = outsideEpisodes(detectQrs(leads, fs), vf);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.15 * fs));
    all.tp += m.tp;
    all.fn += m.fn;
    all.fp += m.fp;
    const { classes } = classifyBeats(leads, fs, det);
    const rv: Totals = { tp: 0, fn: 0, fp: 0 };
    const rs: Totals = { tp: 0, fn: 0, fp: 0 };
    const refClasses = ref.map((a) => aamiClass(a.symbol));
    classConfusion(refClasses, classes, m, 'V', rv);
    classConfusion(refClasses, classes, m, 'S', rs);
    for (const [acc, r] of [[v, rv], [s, rs]] as const) {
      acc.tp += r.tp;
      acc.fn += r.fn;
      acc.fp += r.fp;
    }
    if (!PACED.includes(rec))
      for (const [acc, r] of [[vNp, rv], [sNp, rs]] as const) {
        acc.tp += r.tp;
        acc.fn += r.fn;
        acc.fp += r.fp;
      }
    console.log(
      `| ${rec} | ${ref.length} | ${m.tp} | ${m.fn} | ${m.fp} | ${pct(m.tp, m.tp + m.fn).toFixed(2)} | ${pct(m.tp, m.tp + m.fp).toFixed(2)} | ${rv.tp}/${rv.fn}/${rv.fp} | ${rs.tp}/${rs.fn}/${rs.fp} |`,
    );
  }
  const proto = 'MIT-BIH 27 records (DS1 + paced + 100), whole record, both leads, ±150 ms, VF episodes excluded, gross';
  console.log(`\nTotals: TP ${all.tp} FN ${all.fn} FP ${all.fp}; V ${v.tp}/${v.fn}/${v.fp}; S ${s.tp}/${s.fn}/${s.fp}; non-paced V ${vNp.tp}/${vNp.fn}/${vNp.fp} S ${sNp.tp}/${sNp.fn}/${sNp.fp}\n`);
  const npProto = `23 non-paced records (AAMI recommended practice leaves out paced 102, 104, 107, 217), matched beats, AAMI classes; ref F and Q labelled V are not V errors`;
  return [
    { name: 'QRS Se', value: pct(all.tp, all.tp + all.fn), unit: '%', target: '≥ 99.8', protocol: proto },
    { name: 'QRS +P', value: pct(all.tp, all.tp + all.fp), unit: '%', target: '≥ 99.8', protocol: proto },
    { name: 'V Se (paced records excluded)', value: pct(vNp.tp, vNp.tp + vNp.fn), unit: '%', target: '≥ 95', protocol: `${npProto}` },
    { name: 'V +P (paced records excluded)', value: pct(vNp.tp, vNp.tp + vNp.fp), unit: '%', target: '≥ 95', protocol: `${npProto}` },
    { name: 'S Se (paced records excluded)', value: pct(sNp.tp, sNp.tp + sNp.fn), unit: '%', protocol: `${npProto}` },
    { name: 'S +P (paced records excluded)', value: pct(sNp.tp, sNp.tp + sNp.fp), unit: '%', protocol: `${npProto}` },
    { name: 'V Se (all 27)', value: pct(v.tp, v.tp + v.fn), unit: '%', protocol: `${proto}; AAMI classes` },
    { name: 'V +P (all 27)', value: pct(v.tp, v.tp + v.fp), unit: '%', protocol: `${proto}; AAMI classes` },
  ];
}

/** The 'beats' accuracy section: MIT-BIH, MIT-BIH + NSTDB noise, CPSC 2021, QTDB. */
export async function beatsAccuracy(): Promise<BenchRow[]> {
  return [...(await beatsAccuracySection()), ...(await beatsNoiseSection()), ...(await beatsCpscSection()), ...(await beatsQtdbSection())];
}
