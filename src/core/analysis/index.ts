// analyzeRecord: quality -> detect -> classify -> delineate -> median beats -> measurements ->
// rhythm -> findings. The single producer of the Analysis (CONTRACT.md analyze --json).
import { STANDARD_LEADS, type Analysis, type Beat, type BeatClass, type EcgRecord, type LeadDelineation, type Measurements, type PerLeadMeasurements } from '../types';
import { LoadError } from '../errors';
import { frontalAxis } from './axis';
import { classifyBeats, dominantClass } from './classify';
import { acceptPWaves, countPAtExpected, localPToR, P_MIN_CONSISTENT_FRACTION, P_POSITION_TOLERANCE_S, stretchPToR } from './delineate-p-acceptance';
import { combineLeads, EMPTY_FIDUCIALS, type GlobalFiducials } from './delineate-global';
import { delineateRecord } from './delineate-record';
import { detectQrs, screenLeads } from './detect';
import { beatConsensus } from './beat-consensus';
import { assignExternalWaves, EXTERNAL_EXTREME_FRACTION, externalMedianDelineation, externalMedianQrs, hasWaves } from './external-delineation';
import { deriveFindings } from './findings/index';
import { delineateMedian, type MedianDelineation } from './measure-median';
import { measureUWave } from './u-wave';
import type { LeadBeatWaves } from './delineate-lead';
import { measureLead, netArea, prBaseline } from './measure-lead';
import { estimateLimbGains, limbGainCorrection } from './limb-gains';
import { maskLead, removeRecorderArtefacts, stuckSpans } from '../signal/recorder-artefacts';
import { MedianBeatCollector, MEDIAN_MAX_BEATS, MEDIAN_POST_S, MEDIAN_PRE_S, pickEvenly, type MedianBeat } from './median-beat';
import { qtcAll } from './qtc';
import { removeMainsAndAssess } from './quality';
import { canonicalLeadOrder } from './lead-order';
import { selectInPlace } from '../signal/order-stats';
import { analyzeRhythmDetailed, assessPacing, NO_P_WAVE_RHYTHMS, noPWaveSpans, withoutPWaveMeasures } from './rhythm';
import { clampPacedQrsOnsets, pacedQrsOnset } from './paced-onset';
import { meanRrOfPeaksMs } from './ventricular-rate';
import { orderGlobalFiducials, separateLeadWaves } from './wave-order';
import { boundTEndsByLockedP, lockedPOnsetBeforeR } from './t-end-bound';
import { recordRhythm, rhythmEpisodes } from './rhythm-episodes';
import { delineateStretch } from './stretch-delineation';

/** Version of the DSP delineation/measurement algorithm (semver; bump on output changes). */
export const DELINEATOR_VERSION = '1.13.0';

export interface AnalyzeOptions {
  /** '12': the standard leads present (all leads when none is standard); 'all': every lead. */
  leadSet?: '12' | 'all';
  onProgress?: (fraction: number) => void;
  /**
   * Per-lead waves from another delineator (the network), positions in the record's samples. When
   * given they replace the DSP waves per beat and lead (matched to the detected R peaks) for the
   * global fiducials, the P decision and the median-beat delineation; `leads` of the result is
   * this delineation (restricted to the analysed leads).
   */
  delineation?: Record<string, LeadDelineation>;
  /**
   * With `delineation`: the median beat (global intervals, per-lead measurement windows) keeps the DSP
   * delineation, while per-lead waves and per-beat fiducials follow `delineation` (the `combined`
   * delineator). Out of fold on LUDB the DSP median beat's PR/QRS/QT agree with the annotation-implied
   * values in 97/88/89 % of records, the combined waves' median in 94/88/82 % (docs/onnx.md).
   */
  keepDspMedian?: boolean;
  /**
   * With `keepDspMedian`: the network's own waves (not the combination). With three or more usable leads the
   * median beat's global QRS offset becomes the later of the DSP one and that of these waves' median beat: LUDB's
   * reference QRS ends where the last of twelve leads ends, and each delineator alone ends it early on average
   * (docs/onnx.md, "QRS end of two delineators"). Its onset becomes the mean of the two onsets: two estimators
   * whose errors are only partly correlated, as in the per-lead combination (docs/onnx.md, "QRS onset of two
   * delineators").
   */
  medianQrsFrom?: Record<string, LeadDelineation>;
  /**
   * With `keepDspMedian`: the beat-QRS network's global onset and offset relative to the R peak (ms; medians over
   * dominant beats, src/inference/beat-qrs.ts). The median beat's global QRS onset and offset become the mean of
   * theirs (after `medianQrsFrom`) and these: out of fold on LUDB the two estimates of the global QRS duration err
   * by −2.3 ± 13.1 and +0.9 ± 11.4 ms, their mean lies within tolerance in more records than either (docs/delineation.md).
   */
  globalQrs?: { onMs: number; offMs: number } | null;
  /** Seconds of a long record delineated beat by beat (evenly spread 10-s blocks; default MAX_DELINEATED_SECONDS). */
  maxDelineatedSeconds?: number;
}

/** The options of a second analysis pass with another delineator's waves (completeAnalysis). */
export type ExternalPass = Pick<AnalyzeOptions, 'delineation' | 'keepDspMedian' | 'medianQrsFrom' | 'globalQrs'>;

export interface CompleteOptions extends ExternalPass, Pick<AnalyzeOptions, 'onProgress'> {
  /** The analysis is read only for its per-lead waves (the DSP side of the combined delineator): no findings. */
  wavesOnly?: boolean;
}

export function selectLeads(record: EcgRecord, leadSet: '12' | 'all'): number[] {
  const all = record.leads.map((_, i) => i);
  if (leadSet === 'all') return all;
  const std = all.filter((i) => (STANDARD_LEADS as readonly string[]).includes(record.leads[i].name));
  return std.length ? std : all;
}

function medianRrMs(r: ArrayLike<number>, fs: number): number | null {
  if (r.length < 2) return null;
  const d: number[] = [];
  for (let i = 1; i < r.length; i++) d.push(r[i] - r[i - 1]);
  d.sort((a, b) => a - b);
  const m = d.length % 2 ? d[(d.length - 1) >> 1] : 0.5 * (d[d.length / 2 - 1] + d[d.length / 2]);
  return (m / fs) * 1000;
}

const ms = (samples: number, fs: number) => Math.round((samples / fs) * 1000);

/** Lower quartile of the interval from each dominant beat to the next beat (ms): where the next QRS shows in the median beat. */
function shortNextRrMs(r: ArrayLike<number>, classes: ArrayLike<string>, dom: string, fs: number): number | null {
  const d: number[] = [];
  for (let b = 0; b + 1 < r.length; b++) if (classes[b] === dom) d.push(r[b + 1] - r[b]);
  if (d.length < 4) return null;
  return (selectInPlace(Float64Array.from(d), Math.floor(0.25 * (d.length - 1))) / fs) * 1000;
}

function emptyMeasurements(): Measurements {
  return { hr_bpm: null, rr_ms: null, pr_ms: null, qrs_ms: null, qt_ms: null, qtc_ms: qtcAll(null, null), axis_deg: { p: null, qrs: null, t: null }, per_lead: {}, p_ms: null };
}

/** `rr_ms` and `hr_bpm` from the ventricular RR (meanRrMs). */
function withRate(m: Measurements, rrMs: number | null): Measurements {
  m.rr_ms = rrMs === null ? null : Math.round(rrMs);
  m.hr_bpm = rrMs ? Math.round(60000 / rrMs) : null;
  return m;
}

/** `rateRrMs`: the ventricular RR that rate and QTc are reported with (meanRrMs), not the median that delineation uses. */
/** `cycleMs`: the shortest usual RR (shortNextRrMs, else the median), which places the next beat for the U-wave search. */
function measure(mb: MedianBeat, md: MedianDelineation, names: string[], fs: number, rateRrMs: number | null, cycleMs: number | null): Measurements {
  const g = md.global;
  const m = withRate(emptyMeasurements(), rateRrMs);
  if (g.qrsOn !== null && g.qrsOff !== null) m.qrs_ms = ms(g.qrsOff - g.qrsOn, fs);
  if (g.qrsOn !== null && g.tOff !== null) m.qt_ms = ms(g.tOff - g.qrsOn, fs);
  if (md.pPresent && g.pOn !== null && g.pOff !== null && g.qrsOn !== null) {
    m.pr_ms = ms(g.qrsOn - g.pOn, fs);
    m.p_ms = ms(g.pOff - g.pOn, fs);
  }
  m.qtc_ms = qtcAll(m.qt_ms, rateRrMs);
  const areas = { p: {} as Record<string, number | null>, qrs: {} as Record<string, number | null>, t: {} as Record<string, number | null> };
  names.forEach((name, li) => {
    const x = mb.leads[li];
    const per: PerLeadMeasurements = measureLead(x, fs, g, md.perLead[li], md.pPresent);
    const base = prBaseline(x, fs, g);
    per.u_mv = measureUWave(x, fs, g, md.perLead[li], md.pPresent, cycleMs === null ? null : Math.round((cycleMs / 1000) * fs), base);
    m.per_lead[name] = per;
    areas.qrs[name] = netArea(x, fs, g.qrsOn, g.qrsOff, base);
    areas.p[name] = md.pPresent ? netArea(x, fs, g.pOn, g.pOff, base) : null;
    areas.t[name] = netArea(x, fs, g.qrsOff, g.tOff, base);
  });
  const gains = estimateLimbGains(Object.fromEntries(names.map((n, li) => [n, mb.leads[li]])));
  const factors = limbGainCorrection(gains);
  if (gains && factors) {
    for (const a of Object.values(areas)) for (const [lead, f] of Object.entries(factors)) if (typeof a[lead] === 'number') a[lead] = a[lead]! * f;
    const r = (v: number) => Math.round(v * 1000) / 1000;
    m.limb_gain_correction = { factors: Object.fromEntries(Object.entries(factors).map(([k, v]) => [k, r(v)])), residual_recorded: r(gains.residualRecorded), residual_corrected: r(gains.residualCorrected) };
  }
  m.axis_deg = { p: frontalAxis(areas.p), qrs: frontalAxis(areas.qrs), t: frontalAxis(areas.t) };
  return m;
}

/** Largest distance of a dominant beat's T end from the rate-adjusted median-beat T end (s). */
export const T_END_MARGIN_S = 0.04;

/**
 * QT changes little from one dominant beat to the next, and with RR as Fridericia's cube root: a
 * beat whose T end is further than `margin` from the median beat's T end (relative to R, adjusted
 * to the beat's preceding RR) delineated another deflection, and is clamped. Positions in samples.
 */
function clampTEnds(rPeaks: ArrayLike<number>, global: GlobalFiducials[], classes: BeatClass[], dom: BeatClass, median: { tOffToR: number; qt: number; rr: number; pOnToR: number | null }, margin: number): void {
  for (let b = 1; b < global.length; b++) {
    const g = global[b];
    if (g.tOff === null || classes[b] !== dom) continue;
    const rr = rPeaks[b] - rPeaks[b - 1];
    const e = rPeaks[b] + median.tOffToR + median.qt * (Math.cbrt(rr / median.rr) - 1);
    let off = Math.round(Math.max(e - margin, Math.min(e + margin, g.tOff)));
    // The T ends before the next sinus P begins (median PR before the next R): a later end is that P.
    if (median.pOnToR !== null && b + 1 < rPeaks.length && classes[b + 1] === dom) {
      const nextP = rPeaks[b + 1] + median.pOnToR - 1;
      if (off > nextP) off = Math.min(Math.round(e), nextP);
    }
    const nextOn = global[b + 1]?.qrsOn;
    if (nextOn !== undefined && nextOn !== null) off = Math.min(off, nextOn - 1);
    g.tOff = off;
    if (g.tPeak !== null && g.tPeak >= off) g.tPeak = null;
    if (g.tOn !== null && g.tOn >= off) g.tOn = null;
  }
}

/** Lowest sampling rate the analysis is validated on (PTB-XL's 100 Hz records). */
export const MIN_FS = 100;
/**
 * Beats [first, last) with the P candidates at the stretch's own P position (localPToR), or null when it has none:
 * for a record whose median beat shows no P, whose beats therefore carry none. The candidates are the signal
 * processing's (the combined delineator takes its P waves from there, after the record's decision removed them).
 */
function withLocalP(beats: Beat[], del: PreparedAnalysis['del'], useMask: boolean[], rPeaks: ArrayLike<number>, classes: BeatClass[], dom: BeatClass, first: number, last: number, fs: number): Beat[] | null {
  const r = Array.from({ length: last - first }, (_, k) => rPeaks[first + k]);
  const c = r.map((_, k) => {
    const b = first + k;
    if (!del.delineated[b]) return { pOn: null, pPeak: null, pOff: null };
    const { pOn, pPeak, pOff } = combineLeads(del.perLead.filter((_, li) => useMask[li]).map((l) => l[b]!));
    return { pOn, pPeak, pOff };
  });
  const expected = localPToR(r, c.map((x) => x.pPeak ?? null), classes.slice(first, last).map((x) => x === dom), fs);
  if (expected === null) return null;
  const tol = P_POSITION_TOLERANCE_S * fs;
  return beats.slice(first, last).map((b, k) => (c[k].pPeak != null && Math.abs(r[k] - c[k].pPeak! - expected) <= tol ? { ...b, ...c[k] } : b));
}

/**
 * Share of beats delineated from which the record's pacing assessment is read window by window for the rhythm
 * episodes (MIT-BIH's 30:05 records leave one 10-s block of 181 to the budget).
 */
const MOSTLY_DELINEATED = 0.9;
/** Fewest beats from which rhythm and findings are reported. */
export const MIN_BEATS = 3;

/**
 * The part of an analysis that does not depend on which delineator's waves drive it: mains removal and
 * quality, beat detection and classes, the DSP delineation and the median beat. `completeAnalysis` turns it
 * into an Analysis, once per delineation (DSP, network, combined) without detecting the beats again.
 */
export interface PreparedAnalysis {
  record: EcgRecord;
  /** Analysed leads' names, canonical order, and in the record's order (the output's `record.leads`). */
  names: string[];
  recordOrder: string[];
  leads: Float32Array[];
  quality: Analysis['quality']['per_lead'];
  usable: boolean[];
  useMask: boolean[];
  rPeaks: ArrayLike<number>;
  classes: BeatClass[];
  dom: BeatClass;
  del: ReturnType<typeof delineateRecord>;
  mb: MedianBeat | null;
  /** Median RR (ms): the typical cycle that bounds the median beat's T search and the beats' T ends. */
  rrMs: number | null;
  /** Mean RR (ms): the ventricular rate's, reported as `rr_ms` / `hr_bpm` and used for QTc (meanRrMs). */
  rateRrMs: number | null;
  shortRrMs: number | null;
  /** delineateMedian of `mb`, computed on first use. */
  dspMedian?: MedianDelineation | null;
}

export interface PrepareOptions extends Pick<AnalyzeOptions, 'leadSet' | 'onProgress' | 'maxDelineatedSeconds'> {
  /**
   * Called once the beats are detected and classed, before they are delineated: a caller may start work that needs
   * them (the beat-QRS network on another thread, src/inference/analyze.ts) while the delineation runs.
   */
  onBeats?: (rPeaks: ArrayLike<number>, classes: readonly BeatClass[]) => void;
}

export function prepareAnalysis(record: EcgRecord, options: PrepareOptions = {}): PreparedAnalysis {
  const report = options.onProgress ?? (() => {});
  const fs = record.fs;
  if (!(fs > 0) || !Number.isFinite(fs)) throw new LoadError(record.id, `invalid sampling rate ${fs}`);
  if (fs < MIN_FS) throw new LoadError(record.id, `sampling rate ${fs} Hz is below the ${MIN_FS} Hz the analysis is validated for`);
  const selected = selectLeads(record, options.leadSet ?? 'all');
  const recordOrder = selected.map((i) => record.leads[i].name);
  // Analysed in the standard 12-lead order, then other leads by name, so the file's lead order
  // cannot change any result (ties and sums in detection, delineation and the median beat).
  const idx = canonicalLeadOrder(recordOrder).map((k) => selected[k]);
  const names = idx.map((i) => record.leads[i].name);
  report(0);
  // A calibration pulse written with the waveform (a rectangular 1 mV step in most leads at once) is a gap, not two
  // beats, and a recorder's baseline step loses its shift and its edge (docs/robustness.md). Mains interference: only
  // the leads that carry a narrow 50/60 Hz line are notched (docs/beat-detection.md).
  const raw = idx.map((i) => record.leads[i].samples);
  const assessed = removeMainsAndAssess(removeRecorderArtefacts(raw, fs), names, fs);
  const quality = assessed.quality;
  // A lead held at one value as long as quality calls an electrode off (zeros outside a printout's column) is a gap to
  // the detector and the delineation; its quality was judged on the recording as it is.
  const leads = assessed.leads.map((x, li) => maskLead(x, stuckSpans(raw[li], fs)));
  const usable = names.map((n) => quality[n]?.usable !== false);
  const useMask = usable.some(Boolean) ? usable : usable.map(() => true);
  report(0.05);
  let startRemnant = false;
  const screened = screenLeads(leads, fs);
  const rPeaks = detectQrs(leads, fs, { screened, onProgress: (f) => report(0.05 + 0.3 * f), onStartRemnant: () => (startRemnant = true) });
  const classes = rPeaks.length ? classifyBeats(leads, fs, rPeaks, screened).classes : [];
  options.onBeats?.(rPeaks, classes);
  report(0.4);
  const dom = dominantClass(classes);
  const candidates: number[] = [];
  // The first and last beats may be cut by the record's ends; the beat after a dropped remnant of a cut-off beat is whole.
  for (let b = startRemnant ? 0 : 1; b < rPeaks.length - 1 || (rPeaks.length <= 2 && b < rPeaks.length); b++) if (classes[b] === dom) candidates.push(rPeaks[b]);
  if (candidates.length === 0) for (let b = 0; b < rPeaks.length; b++) if (classes[b] === dom) candidates.push(rPeaks[b]);
  const collector = new MedianBeatCollector(leads.length, fs, pickEvenly(candidates, MEDIAN_MAX_BEATS));
  const del = delineateRecord(leads, fs, rPeaks, { useLead: useMask, maxDelineatedSeconds: options.maxDelineatedSeconds, onBlock: (a, c) => collector.addBlock(a, c), onProgress: (f) => report(0.4 + 0.45 * f) });
  const prepared = { record, names, recordOrder, leads, quality, usable, useMask, rPeaks, classes, dom, del, mb: collector.build(), rrMs: medianRrMs(rPeaks, fs), rateRrMs: meanRrOfPeaksMs(rPeaks, fs), shortRrMs: shortNextRrMs(rPeaks, classes, dom, fs) };
  report(0.9);
  return prepared;
}

export function analyzeRecord(record: EcgRecord, options: AnalyzeOptions = {}): Analysis {
  const analysis = completeAnalysis(prepareAnalysis(record, options), options);
  options.onProgress?.(1);
  return analysis;
}

/**
 * The Analysis of a prepared record with the DSP waves, or with `options.delineation` (the network's or the
 * combined waves). Leaves `p` as prepared (it only caches the DSP median delineation in `p.dspMedian`), so it
 * can be called once per delineation.
 */
export function completeAnalysis(p: PreparedAnalysis, options: CompleteOptions = {}): Analysis {
  const { record, names, recordOrder, leads, quality, usable, useMask, rPeaks, classes, dom, del, mb, rrMs, rateRrMs } = p;
  const fs = record.fs;
  const ext = options.delineation ? assignExternalWaves(options.delineation, names, rPeaks, fs, leads) : null;
  // acceptPWaves edits the per-beat waves: the DSP ones are copied so `p` stays as prepared.
  const dspPerLead = ext ? null : del.perLead.map((lead) => lead.map((w) => (w ? { ...w } : null)));
  const perLead: (LeadBeatWaves | null)[][] = ext ?? dspPerLead!;
  const delineated = ext ? Uint8Array.from(rPeaks, (_, b) => (hasWaves(ext, b) ? 1 : 0)) : del.delineated;
  const global: GlobalFiducials[] = Array.from(rPeaks, (_, b) => (delineated[b] ? combineLeads(perLead.filter((_, li) => useMask[li]).map((l) => l[b]!), ext ? EXTERNAL_EXTREME_FRACTION : undefined) : { ...EMPTY_FIDUCIALS }));
  const medianFromExt = ext !== null && !options.keepDspMedian;
  const domBeats: number[] = [];
  if (medianFromExt) for (let b = 0; b < rPeaks.length; b++) if (classes[b] === dom && delineated[b]) domBeats.push(b);
  if (!medianFromExt && p.dspMedian === undefined) p.dspMedian = mb ? delineateMedian(mb, fs, rrMs, useMask, p.shortRrMs) : null;
  let md: MedianDelineation | null = !mb ? null : medianFromExt ? externalMedianDelineation(ext, rPeaks, domBeats, mb.fiducial, useMask) : p.dspMedian!;
  // Only where the QRS end is the latest of several leads: with two leads both delineators end it at the mean of the
  // leads' ends (combineWave), and the later of the two estimates ends late (QTDB's 10-s windows: +2.6 → +5.5 ms).
  if (md && mb && ext && options.keepDspMedian && options.medianQrsFrom && md.global.qrsOn !== null && md.global.qrsOff !== null && useMask.filter(Boolean).length >= 3) {
    const q = externalMedianQrs(options.medianQrsFrom, names, rPeaks, fs, (b) => classes[b] === dom, mb.fiducial, useMask);
    const { qrsOn, qrsOff } = md.global;
    if (q) md = { ...md, global: { ...md.global, qrsOn: q.on === null ? qrsOn : Math.round((qrsOn + q.on) / 2), qrsOff: q.off !== null && q.off > qrsOff ? q.off : qrsOff } };
  }
  if (md && mb && options.keepDspMedian && options.globalQrs && md.global.qrsOn !== null && md.global.qrsOff !== null) {
    const { qrsOn, qrsOff } = md.global;
    const at = (ms: number) => mb.fiducial + (ms * fs) / 1000;
    md = { ...md, global: { ...md.global, qrsOn: Math.round((qrsOn + at(options.globalQrs.onMs)) / 2), qrsOff: Math.round((qrsOff + at(options.globalQrs.offMs)) / 2) } };
  }
  const pToR = md?.pPresent && md.global.pPeak !== null ? mb!.fiducial - md.global.pPeak : null;
  let eligible = 0;
  for (let b = 0; b < rPeaks.length; b++) if (delineated[b] && classes[b] === dom) eligible++;
  // The median beat's P holds where most dominant beats confirm it; where it does not (or shows none), a long record's
  // 10-s stretches may each keep a P that their beats show at a steady position (stretchPToR).
  const recordP = pToR !== null && countPAtExpected(rPeaks, global, pToR, fs) >= P_MIN_CONSISTENT_FRACTION * eligible;
  if (md && pToR !== null && !recordP) md = { ...md, pPresent: false, global: { ...md.global, pOn: null, pPeak: null, pOff: null } };
  const byStretch = recordP ? null : stretchPToR(rPeaks, global.map((g) => g.pPeak), classes.map((c, b) => c === dom && delineated[b] === 1), fs, record.length);
  acceptPWaves(rPeaks, global, perLead, recordP ? pToR : byStretch, fs);
  if (md && md.global.tOff !== null && md.global.qrsOn !== null && rrMs) {
    const pOnToR = md.pPresent && md.global.pOn !== null ? md.global.pOn - mb!.fiducial : null;
    clampTEnds(rPeaks, global, classes, dom, { tOffToR: md.global.tOff - mb!.fiducial, qt: md.global.tOff - md.global.qrsOn, rr: (rrMs / 1000) * fs, pOnToR }, Math.round(T_END_MARGIN_S * fs));
  }
  const pacing = assessPacing(leads.filter((_, li) => usable[li]), fs, Array.from(rPeaks, (r, b) => ({ r, qrsOn: global[b].qrsOn, qrsOff: global[b].qrsOff })));
  const pacedOnsetToR = clampPacedQrsOnsets(global, pacing, rPeaks, classes, dom, fs);
  if (md && mb && pacedOnsetToR !== null && md.global.qrsOn !== null) {
    const qrsOn = pacedQrsOnset(md.global.qrsOn, md.global.qrsOff, mb.fiducial - pacedOnsetToR, fs);
    if (qrsOn !== md.global.qrsOn) md = { ...md, global: { ...md.global, qrsOn } };
  }
  if (md) {
    const ordered = { ...md.global };
    orderGlobalFiducials(ordered);
    md = { ...md, global: ordered };
  }
  for (let b = 0; b < global.length; b++) orderGlobalFiducials(global[b], global[b + 1]?.pOn ?? null, global[b + 1]?.qrsOn ?? null);
  let measurements = mb && md ? measure(mb, md, names, fs, rateRrMs, p.shortRrMs ?? rrMs) : withRate(emptyMeasurements(), rateRrMs);
  const beats: Beat[] = Array.from(rPeaks, (r, b) => {
    const g = global[b];
    return { r, qrsOn: g.qrsOn, qrsOff: g.qrsOff, pOn: g.pOn, pOff: g.pOff, tOff: g.tOff, class: classes[b] ?? 'Q', pPeak: g.pPeak, tOn: g.tOn, tPeak: g.tPeak };
  });
  const leadsOut: Record<string, LeadDelineation> = {};
  if (options.delineation) for (const name of names) leadsOut[name] = { waves: (options.delineation[name]?.waves ?? []).map((w) => ({ ...w })) };
  else names.forEach((name, li) => {
    const waves: LeadDelineation['waves'] = [];
    for (const w of dspPerLead![li]) {
      if (!w) continue;
      if (w.p) waves.push({ type: 'P', ...w.p });
      if (w.qrs) waves.push({ type: 'QRS', ...w.qrs });
      if (w.t) waves.push({ type: 'T', ...w.t });
    }
    leadsOut[name] = { waves };
  });
  // Each usable lead's boundaries a quarter of the way toward the beat's multi-lead median (docs/delineation.md):
  // per lead on LUDB P SD 16.7 → 15.8, QRS 12.7/13.6 → 11.6/12.5, T end 25.8 → 25.1 ms. Beats' global fiducials
  // and the median beat were computed before and do not change.
  if (!options.delineation) {
    const usableOut = Object.fromEntries(names.filter((_, li) => useMask[li]).map((n) => [n, leadsOut[n]]));
    Object.assign(leadsOut, beatConsensus(usableOut, fs));
  }
  for (const name of names) leadsOut[name] = { waves: separateLeadWaves(leadsOut[name].waves) };
  const enoughBeats = rPeaks.length >= MIN_BEATS;
  const unusableNames = names.filter((_, i) => !usable[i]);
  const medianP = measurements.pr_ms !== null;
  const whole = analyzeRhythmDetailed({
    beats, fs, hrBpm: measurements.hr_bpm, pAxisDeg: measurements.axis_deg.p, qrsMs: measurements.qrs_ms, medianP, leads, names, unusable: unusableNames, pacing,
  });
  const { detail } = whole;
  // Long records: the rhythm of each 10-s stretch, merged into episodes (paroxysmal AF, runs of another rhythm).
  // Stretches the delineation budget skipped are delineated for it, their P judged as the record's beats were, and a
  // record whose median beat shows no P lets each stretch judge its own.
  const acceptedPToR = md?.pPresent && md.global.pPeak !== null ? mb!.fiducial - md.global.pPeak : null;
  const windowBeats = (first: number, last: number): { beats: Beat[]; alone: boolean } | null => {
    let delineatedHere = false;
    for (let b = first; b < last && !delineatedHere; b++) if (delineated[b]) delineatedHere = true;
    if (!delineatedHere) return { beats: delineateStretch(leads, fs, rPeaks, classes, dom, first, last, useMask, acceptedPToR), alone: true };
    const local = acceptedPToR === null ? withLocalP(beats, del, useMask, rPeaks, classes, dom, first, last, fs) : null;
    return local && { beats: local, alone: false };
  };
  // The record's pacing assessment holds where (nearly) every beat had QRS boundaries; a Holter's windows assess their own.
  const mostlyDelineated = p.del.delineated.reduce((n, v) => n + v, 0) >= MOSTLY_DELINEATED * rPeaks.length;
  const episodes = enoughBeats ? rhythmEpisodes({ beats, fs, length: record.length, leads, names, unusable: unusableNames, pacing: mostlyDelineated ? pacing : undefined, pAxisDeg: measurements.axis_deg.p, medianP, windowBeats, onProgress: options.onProgress && ((f) => options.onProgress!(0.9 + 0.1 * f)) }) : null;
  const rhythm = episodes ? recordRhythm(whole.rhythm, episodes, measurements.hr_bpm) : whole.rhythm;
  // Not in AF or flutter: a wave locked to the QRS there is a flutter wave or chance, no P.
  if (detail.lockedP && md && mb && !md.pPresent && rrMs && !NO_P_WAVE_RHYTHMS.has(rhythm.label)) {
    const bounded = boundTEndsByLockedP(beats, dom, md.global, mb.fiducial, Math.round((rrMs / 1000) * fs), lockedPOnsetBeforeR(detail.lockedP.beforeRMs, fs));
    if (bounded !== md.global) {
      md = { ...md, global: bounded };
      measurements = measure(mb, md, names, fs, rateRrMs, p.shortRrMs ?? rrMs);
    }
  }
  const noPWaves = enoughBeats && NO_P_WAVE_RHYTHMS.has(rhythm.label);
  if (noPWaves) measurements = withoutPWaveMeasures(measurements);
  // Fibrillatory or flutter waves are not P waves: the per-lead output keeps none where the rhythm is AF or flutter.
  const noP = enoughBeats ? noPWaveSpans(rhythm, record.length) : [];
  if (noP.length) for (const name of names) leadsOut[name] = { waves: leadsOut[name].waves.filter((w) => w.type !== 'P' || !noP.some(([a, b]) => w.peak >= a && w.peak < b)) };
  const sex = record.metadata.sex;
  // Rhythm and findings from fewer than MIN_BEATS beats would be guesses: report none.
  const findings = !enoughBeats || options.wavesOnly ? [] : deriveFindings({
    measurements, beats, rhythm, quality, leads: leadsOut, fs, leadNames: names, rhythmDetail: detail,
    metadata: { age: typeof record.metadata.age === 'number' ? record.metadata.age : undefined, sex: sex === 'M' || sex === 'F' ? sex : undefined },
  });
  const analysis: Analysis = {
    record: { id: record.id, fs, samples: record.length, leads: recordOrder },
    beats,
    leads: leadsOut,
    measurements,
    rhythm: enoughBeats ? rhythm : { label: 'unknown', regular: false, rr_cv: null },
    findings,
    quality: { per_lead: quality },
    model: { delineator: 'dsp', version: DELINEATOR_VERSION },
  };
  if (record.deviceMeasurements && Object.keys(record.deviceMeasurements).length > 0) analysis.record.device_measurements = record.deviceMeasurements;
  if (mb && md) {
    const g = md.global;
    analysis.median_beats = {
      fiducial: mb.fiducial,
      length: mb.length,
      leads: Object.fromEntries(names.map((n, li) => [n, roundedSamples(mb.leads[li])])),
      waves: { pOn: md.pPresent && !noPWaves ? g.pOn : null, pOff: md.pPresent && !noPWaves ? g.pOff : null, qrsOn: g.qrsOn, qrsOff: g.qrsOff, tOn: g.tOn, tPeak: g.tPeak, tOff: g.tOff },
    };
  }
  return analysis;
}

/** A median beat's samples in mV to 4 decimals, as a plain array for the JSON (a loop: Array.from goes through the iterator protocol). */
function roundedSamples(x: Float32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) out.push(Math.round(x[i] * 10000) / 10000);
  return out;
}
