// Delineation and measurement accuracy against manual annotations (section 'delineation').
// LUDB (PhysioNet, ODC-By 1.0): 100 records, 12 leads, per-lead P/QRS/T on/peak/off by cardiologists.
// QTDB (PhysioNet, ODC-By 1.0): .q1c annotations of cardiologist 1, 250 Hz.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { analyzeRecord } from '../src/core/analysis/index';
import { analyzeWith } from '../src/cli/analyze-record';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import type { Analysis, EcgAnnotation, EcgRecord, WaveType } from '../src/core/types';
import type { BenchRow } from './types';
import { meanRrMs } from '../src/core/analysis/ventricular-rate';

export const DATA = resolve(import.meta.dirname, '../../shared/data');
export const LUDB_DIR = join(DATA, 'ludb/data');
export const QTDB_DIR = join(DATA, 'qtdb');
/** LUDB annotation file extension per canonical lead name. */
export const LUDB_EXT: Record<string, string> = { I: 'i', II: 'ii', III: 'iii', aVR: 'avr', aVL: 'avl', aVF: 'avf', V1: 'v1', V2: 'v2', V3: 'v3', V4: 'v4', V5: 'v5', V6: 'v6' };
const MATCH_MS = 150;
const PEAK_SYMBOL: Record<string, WaveType> = { p: 'P', N: 'QRS', t: 'T' };

export interface RefWave {
  type: WaveType;
  on: number | null;
  peak: number;
  off: number | null;
}

export type RecordLoader = (dir: string, name: string) => Promise<EcgRecord>;
export const loadWfdb: RecordLoader = (dir, name) => loadRecord(new DirFileSet(dir), `${name}.hea`);

export function recordNames(dir: string, file = 'RECORDS'): string[] {
  const p = existsSync(join(dir, file)) ? join(dir, file) : join(dir, '..', file);
  return readFileSync(p, 'utf8').split(/\s+/).filter(Boolean).map((s) => s.replace(/^data\//, ''));
}

/** Waves of one annotation stream: "(" peak ")" triplets (either boundary may be missing). */
export function refWaves(ann: EcgAnnotation[]): RefWave[] {
  const a = [...ann].sort((x, y) => x.sample - y.sample);
  const out: RefWave[] = [];
  for (let i = 0; i < a.length; i++) {
    const type = PEAK_SYMBOL[a[i].symbol];
    if (!type) continue;
    const on = a[i - 1]?.symbol === '(' ? a[i - 1].sample : null;
    const off = a[i + 1]?.symbol === ')' ? a[i + 1].sample : null;
    out.push({ type, on, peak: a[i].sample, off });
  }
  return out;
}

export interface WaveStats {
  tp: number;
  fp: number;
  fn: number;
  on: number[];
  off: number[];
}
export const newStats = (): WaveStats => ({ tp: 0, fp: 0, fn: 0, on: [], off: [] });

/** Greedy nearest-peak matching within MATCH_MS; errors (detected − reference) in ms. */
export function matchWaves(det: { on: number | null; peak: number; off: number | null }[], ref: RefWave[], fs: number, st: WaveStats): void {
  const used = new Set<number>();
  const tol = (MATCH_MS / 1000) * fs;
  for (const r of ref) {
    let best = -1;
    let bd = tol;
    det.forEach((d, j) => {
      const dd = Math.abs(d.peak - r.peak);
      if (!used.has(j) && dd <= bd) { bd = dd; best = j; }
    });
    if (best < 0) { st.fn++; continue; }
    used.add(best);
    st.tp++;
    const d = det[best];
    if (r.on !== null && d.on !== null) st.on.push(((d.on - r.on) / fs) * 1000);
    if (r.off !== null && d.off !== null) st.off.push(((d.off - r.off) / fs) * 1000);
  }
  st.fp += det.length - used.size;
}

export function meanSd(a: number[]): { mean: number; sd: number; n: number } {
  const n = a.length;
  const mean = a.reduce((s, v) => s + v, 0) / Math.max(1, n);
  const sd = Math.sqrt(a.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n));
  return { mean, sd, n };
}
export const f1 = (s: WaveStats) => (2 * s.tp) / Math.max(1, 2 * s.tp + s.fp + s.fn);

/** Per-lead LUDB scoring of one analysed record, inside each lead's annotated span. */
export function scoreLudbLeads(record: EcgRecord, a: Analysis, stats: Record<WaveType, WaveStats>): void {
  for (const [lead, ext] of Object.entries(LUDB_EXT)) {
    const ann = record.annotations.filter((x) => x.source === ext);
    const ref = refWaves(ann);
    if (!ref.length || !a.leads[lead]) continue;
    const lo = Math.min(...ann.map((x) => x.sample));
    const hi = Math.max(...ann.map((x) => x.sample));
    for (const type of ['P', 'QRS', 'T'] as WaveType[]) {
      const det = a.leads[lead].waves.filter((w) => w.type === type && w.peak >= lo && w.peak <= hi);
      matchWaves(det, ref.filter((r) => r.type === type), record.fs, stats[type]);
    }
  }
}

export interface GlobalRef {
  /** 60 / mean RR of the annotated QRS peaks: the ventricular rate, as the analysis reports it. */
  hr: number | null;
  /** 60 / median RR of the same peaks (the reference before the eighth session), reported beside it. */
  hrMedianRr: number | null;
  pr: number | null;
  qrs: number | null;
  qt: number | null;
}

const med = (v: number[]) => { if (!v.length) return null; const s = [...v].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/**
 * Record-level intervals implied by LUDB's manual annotations: per beat, the earliest onset and the
 * latest offset over the 12 leads (P onset to QRS onset = PR, QRS, QRS onset to T end = QT), then the
 * median over annotated beats. HR from the mean RR of the annotated QRS peaks (the median RR as well).
 * A beat's P and T are looked for between its neighbours' QRS peaks: at fast rates (flutter at 130 bpm, RR ≈ 450 ms)
 * a fixed window after the R also holds the next beat's T, and the latest T end gave QT 822 ms (LUDB 35).
 */
export function ludbGlobalRef(record: EcgRecord): GlobalRef {
  const fs = record.fs;
  const perLead = Object.values(LUDB_EXT).map((ext) => refWaves(record.annotations.filter((x) => x.source === ext)));
  const anchor = perLead.reduce((best, w) => (w.filter((x) => x.type === 'QRS').length > best.filter((x) => x.type === 'QRS').length ? w : best), perLead[0]);
  const qrsPeaks = anchor.filter((w) => w.type === 'QRS').map((w) => w.peak);
  const pr: number[] = [], qrs: number[] = [], qt: number[] = [];
  const near = (w: RefWave[], type: WaveType, from: number, to: number) => w.filter((x) => x.type === type && x.peak >= from && x.peak <= to);
  for (const [i, r] of qrsPeaks.entries()) {
    const prevR = qrsPeaks[i - 1] ?? -Infinity;
    const nextR = qrsPeaks[i + 1] ?? Infinity;
    const q = perLead.flatMap((w) => near(w, 'QRS', r - 0.1 * fs, r + 0.1 * fs));
    const ons = q.map((x) => x.on).filter((v): v is number => v !== null);
    const offs = q.map((x) => x.off).filter((v): v is number => v !== null);
    if (!ons.length || !offs.length) continue;
    const on = Math.min(...ons);
    qrs.push(((Math.max(...offs) - on) / fs) * 1000);
    const p = perLead.flatMap((w) => near(w, 'P', Math.max(on - 0.45 * fs, prevR + 1), on)).map((x) => x.on).filter((v): v is number => v !== null);
    if (p.length) pr.push(((on - Math.min(...p)) / fs) * 1000);
    const t = perLead.flatMap((w) => near(w, 'T', r + 0.05 * fs, Math.min(r + 0.8 * fs, nextR - 1))).map((x) => x.off).filter((v): v is number => v !== null);
    if (t.length) qt.push(((Math.max(...t) - on) / fs) * 1000);
  }
  const rr = qrsPeaks.slice(1).map((v, i) => v - qrsPeaks[i]);
  const mrr = med(rr);
  const meanRr = meanRrMs(rr.map((d) => (d / fs) * 1000));
  return { hr: meanRr ? 60000 / meanRr : null, hrMedianRr: mrr ? (60 * fs) / mrr : null, pr: pr.length > qrs.length / 2 ? med(pr) : null, qrs: med(qrs), qt: med(qt) };
}

/** PROTOCOL.md tolerances. A PR is only comparable when both sides see P waves. */
export function withinTolerance(ref: GlobalRef, m: Analysis['measurements']): Record<'hr' | 'pr' | 'qrs' | 'qt', boolean> {
  const ok = (r: number | null, v: number | null, tol: number) => (r === null ? v === null : v !== null && Math.abs(v - r) <= tol);
  return {
    hr: ref.hr !== null && m.hr_bpm !== null && Math.abs(m.hr_bpm - ref.hr) <= Math.max(5, 0.1 * ref.hr),
    pr: ok(ref.pr, m.pr_ms, 20),
    qrs: ok(ref.qrs, m.qrs_ms, 20),
    qt: ok(ref.qt, m.qt_ms, 30),
  };
}

export interface LudbResult {
  stats: Record<WaveType, WaveStats>;
  records: number;
  within: Record<'hr' | 'pr' | 'qrs' | 'qt', number>;
  /** Records whose HR is within tolerance of the median-RR reference (GlobalRef.hrMedianRr). */
  withinHrMedianRr: number;
  failures: string[];
  /** measured − reference per record where both exist (ms, bpm). */
  diffs: Record<'hr' | 'pr' | 'qrs' | 'qt', number[]>;
}

export async function evaluateLudb(names: string[], load: RecordLoader = loadWfdb): Promise<LudbResult> {
  const stats = { P: newStats(), QRS: newStats(), T: newStats() };
  const within = { hr: 0, pr: 0, qrs: 0, qt: 0 };
  let withinHrMedianRr = 0;
  const failures: string[] = [];
  const diffs: LudbResult['diffs'] = { hr: [], pr: [], qrs: [], qt: [] };
  for (const name of names) {
    const rec = await load(LUDB_DIR, name);
    const a = analyzeRecord(rec, { leadSet: '12' });
    scoreLudbLeads(rec, a, stats);
    const ref = ludbGlobalRef(rec);
    const ok = withinTolerance(ref, a.measurements);
    if (withinTolerance({ ...ref, hr: ref.hrMedianRr }, a.measurements).hr) withinHrMedianRr++;
    const mm = { hr: a.measurements.hr_bpm, pr: a.measurements.pr_ms, qrs: a.measurements.qrs_ms, qt: a.measurements.qt_ms };
    for (const k of ['hr', 'pr', 'qrs', 'qt'] as const) {
      const r = ref[k];
      const v = mm[k];
      if (r !== null && v !== null) diffs[k].push(v - r);
    }
    for (const k of Object.keys(within) as (keyof typeof within)[]) {
      if (ok[k]) within[k]++;
      else failures.push(`${name} ${k}: ref ${ref[k]?.toFixed(0) ?? 'null'} measured ${mm[k]}`);
    }
  }
  return { stats, records: names.length, within, withinHrMedianRr, failures, diffs };
}

export interface QtdbResult {
  qrsOn: number[];
  /** Global beat QRS offset − q1c (ms). */
  qrsOff: number[];
  tOff: number[];
  beats: number;
  matched: number;
  /** Matched beats whose q1c annotation has a P wave: P found (pOn) or not; beats annotated without P given one. */
  pFound: number;
  pMissed: number;
  pInvented: number;
  noP: number;
  /** Global beat pOn − q1c P onset (ms). */
  pOn: number[];
  /**
   * U waves by record: the cardiologist marked a U on at least a third of the q1c beats (U) or on none (no U), against a
   * U found in some lead of the median beat (per_lead.u_mv); records with U on fewer beats are left out.
   */
  u: { tp: number; fn: number; fp: number; tn: number; missed: string[]; invented: string[] };
}

function scoreUWave(name: string, rec: EcgRecord, a: Analysis, u: QtdbResult['u']): void {
  const q1c = rec.annotations.filter((x) => x.source === 'q1c');
  const marked = q1c.filter((x) => x.symbol === 'u').length;
  const beats = q1c.filter((x) => x.symbol === 'N').length;
  if (marked > 0 && marked < beats / 3) return;
  const found = Object.values(a.measurements.per_lead).some((l) => l.u_mv != null && l.u_mv !== 0);
  if (marked > 0) found ? u.tp++ : (u.fn++, u.missed.push(name));
  else found ? (u.fp++, u.invented.push(name)) : u.tn++;
}

/** Global QRS onset and T end of each q1c-annotated beat vs the analysis's beats (the whole record analysed). */
export async function evaluateQtdb(names: string[], load: RecordLoader = loadWfdb, analyze: (rec: EcgRecord) => Analysis | Promise<Analysis> = analyzeRecord): Promise<QtdbResult> {
  const res: QtdbResult = { qrsOn: [], qrsOff: [], tOff: [], beats: 0, matched: 0, pFound: 0, pMissed: 0, pInvented: 0, noP: 0, pOn: [], u: { tp: 0, fn: 0, fp: 0, tn: 0, missed: [], invented: [] } };
  for (const name of names) {
    const rec = await load(QTDB_DIR, name);
    const ref = refWaves(rec.annotations.filter((x) => x.source === 'q1c'));
    if (!ref.length) continue;
    const a = await analyze(rec);
    const fs = rec.fs;
    const ms = (d: number) => (d / fs) * 1000;
    scoreUWave(name, rec, a, res.u);
    for (const q of ref.filter((w) => w.type === 'QRS')) {
      res.beats++;
      let best = null as Analysis['beats'][number] | null;
      for (const b of a.beats) if (Math.abs(b.r - q.peak) <= 0.15 * fs && (!best || Math.abs(b.r - q.peak) < Math.abs(best.r - q.peak))) best = b;
      if (!best) continue;
      res.matched++;
      if (q.on !== null && best.qrsOn !== null) res.qrsOn.push(ms(best.qrsOn - q.on));
      if (q.off !== null && best.qrsOff !== null) res.qrsOff.push(ms(best.qrsOff - q.off));
      const t = ref.find((w) => w.type === 'T' && w.peak > q.peak && w.peak < q.peak + 0.7 * fs);
      if (t?.off != null && best.tOff !== null) res.tOff.push(ms(best.tOff - t.off));
      const p = ref.find((w) => w.type === 'P' && w.peak < q.peak && w.peak > q.peak - 0.5 * fs);
      if (!p) {
        res.noP++;
        if (best.pOn !== null) res.pInvented++;
      } else if (best.pOn === null) res.pMissed++;
      else {
        res.pFound++;
        if (p.on !== null) res.pOn.push(ms(best.pOn - p.on));
      }
    }
  }
  return res;
}

/** targets: [mean, SD] limits in ms for onset and offset, or null where the task sets none. */
function rowsFor(label: string, s: WaveStats, targets: { on: [number, number] | null; off: [number, number] | null }): BenchRow[] {
  const rows: BenchRow[] = [{ name: `LUDB ${label} F1`, value: 100 * f1(s), unit: '%', target: { P: '≥ 97 %', QRS: '≥ 99.8 %', T: '≥ 99 %' }[label], protocol: `per lead, 150 ms peak matching, annotated span; TP ${s.tp} FP ${s.fp} FN ${s.fn}` }];
  for (const [k, arr] of [['on', s.on], ['off', s.off]] as const) {
    const { mean, sd, n } = meanSd(arr);
    const t = targets[k];
    rows.push({ name: `LUDB ${label} ${k} error mean`, value: mean, unit: 'ms', target: t ? `within ±${t[0]} ms` : undefined, protocol: `detected − manual, n=${n}` });
    rows.push({ name: `LUDB ${label} ${k} error SD`, value: sd, unit: 'ms', target: t ? `≤ ${t[1]} ms` : undefined, protocol: `n=${n}` });
  }
  return rows;
}

/** Mean and SD rows of the QTDB beat QRS onset and T end errors (#3 targets 10/10 and 25/30 ms). */
function qtdbRows(suffix: string, how: string, qt: QtdbResult): BenchRow[] {
  const on = meanSd(qt.qrsOn);
  const qrsOff = meanSd(qt.qrsOff);
  const off = meanSd(qt.tOff);
  return [
    { name: `QTDB QRS onset error mean${suffix}`, value: on.mean, unit: 'ms', target: 'within ±10 ms', protocol: `${how}; global beat qrsOn − q1c, n=${on.n} of ${qt.beats} annotated beats (${qt.matched} matched)` },
    { name: `QTDB QRS onset error SD${suffix}`, value: on.sd, unit: 'ms', target: '≤ 10 ms' },
    { name: `QTDB QRS offset error mean ± SD${suffix}`, value: qrsOff.mean, unit: 'ms', protocol: `${how}; SD ${qrsOff.sd.toFixed(1)} ms; global beat qrsOff − q1c, n=${qrsOff.n} (two leads: the mean of their offsets, combineWave)` },
    { name: `QTDB T end error mean${suffix}`, value: off.mean, unit: 'ms', target: 'within ±25 ms', protocol: `${how}; global beat tOff − q1c, n=${off.n}` },
    { name: `QTDB T end error SD${suffix}`, value: off.sd, unit: 'ms', target: '≤ 30 ms' },
    { name: `QTDB P found on beats annotated with P${suffix}`, value: (100 * qt.pFound) / (qt.pFound + qt.pMissed), unit: '%', protocol: `${how}; ${qt.pFound} of ${qt.pFound + qt.pMissed} matched beats whose q1c annotation has a P; P onset error ${meanSd(qt.pOn).mean.toFixed(1)} ± ${meanSd(qt.pOn).sd.toFixed(1)} ms` },
    { name: `QTDB P given to beats annotated without P${suffix}`, value: qt.pInvented, unit: `of ${qt.noP} beats`, protocol: `${how}; q1c beats without a P annotation (AF, flutter) that got a pOn` },
    { name: `QTDB U wave found, records with U${suffix}`, value: (100 * qt.u.tp) / (qt.u.tp + qt.u.fn), unit: '%', protocol: `${how}; ${qt.u.tp} of ${qt.u.tp + qt.u.fn} records whose q1c beats carry a U on at least a third; a U in some lead of the median beat (per_lead.u_mv); missed: ${qt.u.missed.join(' ') || 'none'}` },
    { name: `QTDB U wave not found, records without U${suffix}`, value: (100 * qt.u.tn) / (qt.u.tn + qt.u.fp), unit: '%', protocol: `${how}; ${qt.u.tn} of ${qt.u.tn + qt.u.fp} records without any U marked; found in: ${qt.u.invented.join(' ') || 'none'}` },
  ];
}

export async function delineationAccuracySection(load: RecordLoader = loadWfdb): Promise<BenchRow[]> {
  const ludb = await evaluateLudb(recordNames(LUDB_DIR), load);
  const rows: BenchRow[] = [
    ...rowsFor('P', ludb.stats.P, { on: [10, 15], off: [10, 15] }),
    ...rowsFor('QRS', ludb.stats.QRS, { on: [10, 10], off: [10, 10] }),
    ...rowsFor('T', ludb.stats.T, { on: null, off: [25, 30] }),
  ];
  for (const k of ['hr', 'pr', 'qrs', 'qt'] as const) {
    const how = k === 'hr' ? 'HR from the mean RR of the annotated QRS peaks' : 'earliest on/latest off over leads, median over beats';
    rows.push({ name: `LUDB ${k.toUpperCase()} within tolerance`, value: (100 * ludb.within[k]) / ludb.records, unit: '%', target: '≥ 95 %', protocol: `${ludb.records} records vs annotation-implied global value (${how}); PROTOCOL.md tolerance` });
  }
  rows.push({ name: 'LUDB HR within tolerance of the median-RR reference', value: (100 * ludb.withinHrMedianRr) / ludb.records, unit: '%', protocol: `${ludb.records} records; reference 60 / median RR of the annotated QRS peaks: differs from the mean by > 10 % in AF and with ectopy (LUDB 51, 105, 109, 125), where the reported rate follows the mean` });
  rows.push(...qtdbRows('', 'DSP delineator', await evaluateQtdb(recordNames(QTDB_DIR), load)));
  // The command line's default: whole records through analyzeWith 'auto' (combined, network v3, which never saw QTDB).
  const cli = await evaluateQtdb(recordNames(QTDB_DIR), load, (rec) => analyzeWith(rec, 'auto'));
  rows.push(...qtdbRows(' (CLI default, auto)', 'combined delineator on the whole record', cli));
  return rows;
}
