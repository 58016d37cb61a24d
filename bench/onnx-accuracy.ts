// Accuracy of the delineation network (section 'onnx'): every LUDB record out of fold (each delineated by the
// 5-fold cross-validation model that never saw it, training/cv/) and QTDB q1c with the committed model (250 Hz,
// other hospitals, never seen in training).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { completeAnalysis, prepareAnalysis } from '../src/core/analysis/index';
import type { Analysis, EcgRecord, LeadDelineation, WaveType } from '../src/core/types';
import { MEAN_PRESENCE, beatQrsRequest, networkDelineation, type DelineatorChoice } from '../src/inference/combine';
import { delineateWithOnnx, withDelineatorModel } from '../src/inference/delineate';
import { estimateBeatQrs, withBeatQrsModel } from '../src/inference/beat-qrs';
import { setDelineatorModelSource } from '../src/inference/model-source';
import {
  LUDB_DIR, LUDB_EXT, QTDB_DIR, f1, loadWfdb, ludbGlobalRef, meanSd, newStats, recordNames, refWaves, scoreLudbLeads,
  withinTolerance, type WaveStats,
} from './delineation-accuracy';
import type { BenchRow } from './types';

/** The 5-fold cross-validation models of the committed recipe (training/cv/README.md, training/cross_validate.py). */
const CV_DIR = resolve(import.meta.dirname, '../training/cv');
/** A cross-validation fold: its delineation and beat-QRS models, trained without its `validation` records. */
export interface CvFold { model: string; beatQrs: string; validation: string[] }
export function cvFolds(): CvFold[] {
  const folds = (JSON.parse(readFileSync(resolve(CV_DIR, 'folds.json'), 'utf8')) as { folds: { model: string; beatQrs: string; validation: number[] }[] }).folds;
  return folds.map((f) => ({ model: resolve(CV_DIR, f.model), beatQrs: resolve(CV_DIR, f.beatQrs), validation: f.validation.map(String) }));
}

type Stats = Record<WaveType, WaveStats>;
const emptyStats = (): Stats => ({ P: newStats(), QRS: newStats(), T: newStats() });
const TYPES: WaveType[] = ['P', 'QRS', 'T'];

/** Per wave type and boundary: (DSP error, network error) in ms for reference waves both matched (nearest peak ≤ 150 ms). */
export type ErrorPairs = Record<string, { dsp: number[]; net: number[] }>;

export function collectErrorPairs(rec: EcgRecord, dsp: Record<string, LeadDelineation>, net: Record<string, LeadDelineation>, pairs: ErrorPairs): void {
  const tol = 0.15 * rec.fs;
  const ms = (d: number) => (d / rec.fs) * 1000;
  for (const [lead, ext] of Object.entries(LUDB_EXT)) {
    for (const r of refWaves(rec.annotations.filter((x) => x.source === ext))) {
      const nearest = (l: Record<string, LeadDelineation>) => {
        let best: { on: number; peak: number; off: number } | null = null;
        for (const w of l[lead]?.waves ?? []) if (w.type === r.type && Math.abs(w.peak - r.peak) <= tol && (!best || Math.abs(w.peak - r.peak) < Math.abs(best.peak - r.peak))) best = w;
        return best;
      };
      const a = nearest(dsp), b = nearest(net);
      if (!a || !b) continue;
      for (const k of ['on', 'off'] as const) {
        const ref = r[k];
        if (ref === null) continue;
        const p = (pairs[`${r.type} ${k}`] ??= { dsp: [], net: [] });
        p.dsp.push(ms(a[k] - ref));
        p.net.push(ms(b[k] - ref));
      }
    }
  }
}

export function correlation(x: number[], y: number[]): number {
  const mx = meanSd(x).mean, my = meanSd(y).mean;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < x.length; i++) { sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) ** 2; syy += (y[i] - my) ** 2; }
  return sxy / Math.sqrt(Math.max(1e-12, sxx * syy));
}

export const DELINEATORS: DelineatorChoice[] = ['dsp', 'onnx', 'combined'];
type Interval = 'hr' | 'pr' | 'qrs' | 'qt';
const INTERVALS: Interval[] = ['hr', 'pr', 'qrs', 'qt'];
/** Global measurements vs the LUDB annotation-implied values: records within PROTOCOL tolerance, measured − reference. */
export interface GlobalStats { within: Record<Interval, number>; diffs: Record<Interval, number[]>; failures: string[] }
const newGlobal = (): GlobalStats => ({ within: { hr: 0, pr: 0, qrs: 0, qt: 0 }, diffs: { hr: [], pr: [], qrs: [], qt: [] }, failures: [] });

function scoreGlobal(id: string, rec: EcgRecord, a: Analysis, g: GlobalStats): void {
  const ref = ludbGlobalRef(rec);
  const ok = withinTolerance(ref, a.measurements);
  const m = { hr: a.measurements.hr_bpm, pr: a.measurements.pr_ms, qrs: a.measurements.qrs_ms, qt: a.measurements.qt_ms };
  for (const k of INTERVALS) {
    const r = ref[k], v = m[k];
    if (r !== null && v !== null) g.diffs[k].push(v - r);
    if (ok[k]) g.within[k]++;
    else g.failures.push(`${id} ${k}: ref ${r?.toFixed(0) ?? 'null'} measured ${v}`);
  }
}

export interface LudbEval { onnx: Stats; dsp: Stats; combined: Stats; global: Record<DelineatorChoice, GlobalStats>; pairs: ErrorPairs }
const newLudbEval = (): LudbEval => ({ onnx: emptyStats(), dsp: emptyStats(), combined: emptyStats(), global: { dsp: newGlobal(), onnx: newGlobal(), combined: newGlobal() }, pairs: {} });

/** Per-lead and global scores of `ids` for each delineator, added to `acc`. */
export async function evaluateOnnxLudb(ids: string[], acc: LudbEval = newLudbEval()): Promise<LudbEval> {
  for (const id of ids) {
    const rec = await loadWfdb(LUDB_DIR, id);
    const net = await delineateWithOnnx(rec);
    const prepared = prepareAnalysis(rec, { leadSet: '12' });
    const a = completeAnalysis(prepared);
    // Measurements and per-lead output driven by the network's waves: the CLI's second pass
    // (AnalyzeOptions.delineation), which also drops P waves where the rhythm has none (AF, flutter).
    const withNet = completeAnalysis(prepared, networkDelineation('onnx', a.leads, net, rec.fs));
    const { peaks, globalFrom } = beatQrsRequest(a.beats);
    const bq = await estimateBeatQrs(rec, peaks, globalFrom);
    const withComb = completeAnalysis(prepared, networkDelineation('combined', a.leads, net, rec.fs, bq));
    scoreLudbLeads(rec, withNet, acc.onnx);
    scoreLudbLeads(rec, a, acc.dsp);
    scoreLudbLeads(rec, withComb, acc.combined);
    collectErrorPairs(rec, a.leads, net, acc.pairs);
    scoreGlobal(id, rec, a, acc.global.dsp);
    scoreGlobal(id, rec, withNet, acc.global.onnx);
    scoreGlobal(id, rec, withComb, acc.global.combined);
  }
  return acc;
}

/** The part of a record around its annotations (± pad seconds), annotations shifted to match. */
export function cropToAnnotations(rec: EcgRecord, source: string, padSec = 5): EcgRecord {
  const ann = rec.annotations.filter((a) => a.source === source);
  if (!ann.length) return rec;
  const lo = Math.max(0, Math.min(...ann.map((a) => a.sample)) - Math.round(padSec * rec.fs));
  const hi = Math.min(rec.length, Math.max(...ann.map((a) => a.sample)) + Math.round(padSec * rec.fs));
  return {
    ...rec,
    length: hi - lo,
    leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(lo, hi) })),
    annotations: ann.map((a) => ({ ...a, sample: a.sample - lo })),
  };
}

/** QTDB: per q1c beat, earliest network QRS onset and latest T offset over the leads near that beat. */
export async function evaluateOnnxQtdb(names: string[]) {
  const res = { qrsOn: [] as number[], tOff: [] as number[], beats: 0, matched: 0 };
  /** Per q1c beat, the analysis beat's global T end − q1c T end (ms), for each delineator driving the analysis. */
  const beatTOff: Record<DelineatorChoice, number[]> = { dsp: [], onnx: [], combined: [] };
  /** ... and the beat's global QRS onset − q1c QRS onset (ms). */
  const beatQrsOn: Record<DelineatorChoice, number[]> = { dsp: [], onnx: [], combined: [] };
  for (const name of names) {
    // Only the q1c-annotated stretch (±5 s) is delineated: the network is scored on those beats only.
    const rec = cropToAnnotations(await loadWfdb(QTDB_DIR, name), 'q1c');
    const ref = refWaves(rec.annotations.filter((x) => x.source === 'q1c'));
    if (!ref.length) continue;
    const fs = rec.fs;
    const ms = (d: number) => (d / fs) * 1000;
    const net = await delineateWithOnnx(rec);
    const waves = Object.values(net).flatMap((l) => l.waves);
    const prepared = prepareAnalysis(rec);
    const dspA = completeAnalysis(prepared);
    const analyses: Record<DelineatorChoice, Analysis> = {
      dsp: dspA,
      onnx: completeAnalysis(prepared, networkDelineation('onnx', dspA.leads, net, fs)),
      combined: completeAnalysis(prepared, networkDelineation('combined', dspA.leads, net, fs)),
    };
    for (const q of ref.filter((w) => w.type === 'QRS')) {
      const tRef = ref.find((w) => w.type === 'T' && w.peak > q.peak && w.peak < q.peak + 0.7 * fs);
      for (const d of DELINEATORS) {
        let best: Analysis['beats'][number] | null = null;
        for (const b of analyses[d].beats) if (Math.abs(b.r - q.peak) <= 0.15 * fs && (!best || Math.abs(b.r - q.peak) < Math.abs(best.r - q.peak))) best = b;
        if (best && best.tOff !== null && tRef?.off != null) beatTOff[d].push(ms(best.tOff - tRef.off));
        if (best && best.qrsOn !== null && q.on !== null) beatQrsOn[d].push(ms(best.qrsOn - q.on));
      }
      res.beats++;
      const qrs = waves.filter((w) => w.type === 'QRS' && Math.abs(w.peak - q.peak) <= 0.15 * fs);
      if (!qrs.length) continue;
      res.matched++;
      if (q.on !== null) res.qrsOn.push(ms(Math.min(...qrs.map((w) => w.on)) - q.on));
      const t = ref.find((w) => w.type === 'T' && w.peak > q.peak && w.peak < q.peak + 0.7 * fs);
      const tDet = waves.filter((w) => w.type === 'T' && w.peak > q.peak + 0.05 * fs && w.peak < q.peak + 0.7 * fs);
      if (t?.off != null && tDet.length) res.tOff.push(ms(Math.max(...tDet.map((w) => w.off)) - t.off));
    }
  }
  return { ...res, beatTOff, beatQrsOn };
}

/**
 * Out-of-fold evaluation on every LUDB record: each fold's records are delineated (and their beats' QRS estimated) by
 * the models trained without them (CV_DIR). Afterwards the committed models are in use again.
 */
export async function evaluateOnnxLudbCv(folds: CvFold[] = cvFolds()): Promise<LudbEval & { records: number }> {
  const acc = newLudbEval();
  for (const fold of folds) {
    await withDelineatorModel(fileSource(fold.model), () => withBeatQrsModel(fileSource(fold.beatQrs), () => evaluateOnnxLudb(fold.validation, acc)));
  }
  return { ...acc, records: folds.reduce((n, f) => n + f.validation.length, 0) };
}

/** A model read from a file (cross-validation folds, candidates). */
export const fileSource = (path: string) => async () => new Uint8Array(readFileSync(path));

/** #3's per-lead LUDB targets: F1 (%) and |mean| / SD of the boundary errors (ms). */
const LUDB_TARGET = {
  P: { f1: 97, on: [10, 15], off: [10, 15] },
  QRS: { f1: 99.8, on: [10, 10], off: [10, 10] },
  T: { f1: 99, on: null, off: [25, 30] },
} as const;

export async function onnxAccuracySection(): Promise<BenchRow[]> {
  // DELINEATOR_MODEL=/path/to/candidate.onnx scores a retrained model (QTDB rows) before it replaces the committed one.
  const candidate = process.env.DELINEATOR_MODEL;
  const cv = await evaluateOnnxLudbCv();
  if (candidate) setDelineatorModelSource(fileSource(candidate));
  const { global, pairs } = cv;
  const n = cv.records;
  const proto = `${n} LUDB records out of fold (5-fold cross-validation, training/cv/), per lead, 150 ms peak matching inside the annotated span`;
  const out: BenchRow[] = [];
  for (const t of TYPES) {
    const target = LUDB_TARGET[t];
    for (const d of DELINEATORS) {
      const s = cv[d][t];
      out.push({ name: `LUDB-cv ${t} F1 (${d})`, value: 100 * f1(s), unit: '%', target: d === 'combined' ? `≥ ${target.f1} %` : undefined,
        protocol: `${proto}; TP ${s.tp} FP ${s.fp} FN ${s.fn}${d === 'combined' ? `; presence from ${MEAN_PRESENCE[t]}` : ''}` });
      for (const k of ['on', 'off'] as const) {
        const m = meanSd(s[k]);
        const tk = target[k];
        out.push({ name: `LUDB-cv ${t} ${k} error mean (${d})`, value: m.mean, unit: 'ms', target: d === 'combined' && tk ? `abs(mean) ≤ ${tk[0]}, SD ≤ ${tk[1]} ms` : undefined,
          protocol: `SD ${m.sd.toFixed(2)} ms, n=${m.n}; detected − manual` });
      }
    }
  }
  for (const [k, p] of Object.entries(pairs)) {
    const avg = p.dsp.map((x, i) => (x + p.net[i]) / 2);
    out.push({ name: `LUDB-cv ${k} error correlation DSP vs network (r × 100)`, value: 100 * correlation(p.dsp, p.net), unit: '%',
      protocol: `Pearson r of (DSP − ref, network − ref) over reference waves both match (nearest peak ≤ 150 ms), n=${p.dsp.length}; SD DSP ${meanSd(p.dsp).sd.toFixed(1)}, network ${meanSd(p.net).sd.toFixed(1)}, mean of the two ${meanSd(avg).sd.toFixed(1)} ms` });
  }
  for (const k of INTERVALS) {
    for (const d of DELINEATORS) {
      const g = global[d];
      const m = meanSd(g.diffs[k]);
      out.push({ name: `LUDB-cv global ${k.toUpperCase()} within tolerance (${d} waves drive the analysis)`, value: (100 * g.within[k]) / n, unit: '%',
        protocol: `${g.within[k]}/${n} records out of fold, PROTOCOL.md tolerance vs LUDB annotation-implied value (earliest on/latest off over leads, median over beats); measured − ref ${m.mean.toFixed(1)} ± ${m.sd.toFixed(1)} ${k === 'hr' ? 'bpm' : 'ms'}, n=${m.n}; misses: ${g.failures.filter((f) => f.includes(` ${k}:`)).slice(0, 6).join(', ') || 'none'}` });
    }
  }
  const q = await evaluateOnnxQtdb(recordNames(QTDB_DIR));
  for (const d of DELINEATORS) {
    const m = meanSd(q.beatTOff[d]);
    out.push({ name: `QTDB beat T end error mean (${d} waves drive the analysis)`, value: m.mean, unit: 'ms', target: 'abs(mean) ≤ 25, SD ≤ 30',
      protocol: `SD ${m.sd.toFixed(1)} ms; analysis beat tOff (global fiducial, the QT end) − q1c on the q1c stretch ±5 s, n=${m.n} of ${q.beats} q1c beats` });
  }
  for (const d of DELINEATORS) {
    const m = meanSd(q.beatQrsOn[d]);
    out.push({ name: `QTDB beat QRS onset error mean (${d} waves drive the analysis)`, value: m.mean, unit: 'ms', target: 'abs(mean) ≤ 10, SD ≤ 10',
      protocol: `SD ${m.sd.toFixed(1)} ms; analysis beat qrsOn (global fiducial) − q1c on the q1c stretch ±5 s, n=${m.n} of ${q.beats} q1c beats` });
  }
  const on = meanSd(q.qrsOn);
  const off = meanSd(q.tOff);
  out.push({ name: 'QTDB QRS onset error mean ± SD (network)', value: on.mean, unit: 'ms', target: 'abs(mean) ≤ 10, SD ≤ 10',
    protocol: `SD ${on.sd.toFixed(1)} ms; earliest onset over leads − q1c, n=${on.n}; ${q.matched}/${q.beats} q1c beats matched within 150 ms` });
  out.push({ name: 'QTDB T end error mean ± SD (network)', value: off.mean, unit: 'ms', target: 'abs(mean) ≤ 25, SD ≤ 30',
    protocol: `SD ${off.sd.toFixed(1)} ms; latest T offset over leads − q1c, n=${off.n}` });
  return out;
}
