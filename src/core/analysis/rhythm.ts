import type { Beat, Measurements, PerLeadMeasurements, Rhythm } from '../types';
import { atrialActivity, type AtrialActivity } from './findings/atrial-activity';
import { findBlockedP } from './findings/blocked-p';
import { findDissociatedP } from './findings/dissociated-p';
import { findLockedP } from './findings/locked-p';
import { ventricularOscillation } from './findings/ventricular-oscillation';
import { detectPacing, type PacingResult } from './findings/pacing-spikes';
import { rrStats } from './findings/rr-stats';
import { T } from './findings/thresholds';
import { medianOf } from '../signal/order-stats';
import type { RhythmDetail } from './findings/types';

/**
 * What analyzeRhythm() reads. Only `beats` and `fs` are required; each optional field enables one
 * more criterion (and its absence is never read as "abnormal"):
 * - beats: detected beats, in time order, with class and global P/QRS fiducials (pOn null = no P found);
 * - hrBpm: the measured (ventricular) heart rate, from the mean RR, so that rate categories agree with measurements;
 * - pAxisDeg: frontal P axis of the median beat ("P upright in I and II" ⇔ axis in (−30°, +105°]);
 * - qrsMs: global QRS duration, to tell junctional (narrow) from idioventricular (wide) escape rhythms;
 * - medianP: the median beat of the dominant beats shows a P that stands out of the beat-to-beat variability;
 * - leads/names: raw leads (mV) for pacing-spike detection (all usable leads) and the atrial
 *   spectrum (II and V1; III and aVF too with a regular RR) used to detect flutter; `unusable` lists leads to skip.
 */
export interface RhythmInput {
  beats: Beat[];
  fs: number;
  hrBpm?: number | null;
  pAxisDeg?: number | null;
  qrsMs?: number | null;
  medianP?: boolean;
  leads?: Float32Array[];
  names?: string[];
  unusable?: string[];
  /** Pacing already assessed on these beats and usable leads (assessPacing); assessed here when undefined. */
  pacing?: PacingResult | null;
}

/**
 * Pacing stimuli before the beats, on the usable leads; null where they cannot be measured: no lead, or below
 * T.minPacingFs, where one sample spans more than 4 ms, which QRS upstrokes also cross in one step.
 */
export function assessPacing(leads: Float32Array[], fs: number, beats: Pick<Beat, 'r' | 'qrsOn' | 'qrsOff'>[]): PacingResult | null {
  if (leads.length === 0 || fs < T.minPacingFs) return null;
  return detectPacing(leads, fs, beats.map((b) => ({ qrsOn: b.qrsOn ?? b.r - Math.round(0.05 * fs), r: b.r, qrsOff: b.qrsOff })));
}

export interface RhythmResult {
  rhythm: Rhythm;
  detail: RhythmDetail;
}

export function analyzeRhythm(input: RhythmInput): Rhythm {
  return analyzeRhythmDetailed(input).rhythm;
}

export function analyzeRhythmDetailed(input: RhythmInput): RhythmResult {
  const { beats, fs } = input;
  const rr: number[] = [];
  for (let i = 1; i < beats.length; i++) rr.push(((beats[i].r - beats[i - 1].r) * 1000) / fs);
  // Irregularity from intervals not touching a ventricular ectopic (PVCs make sinus rhythm irregular too).
  const rrNoV = rr.filter((_, i) => beats[i].class !== 'V' && beats[i + 1].class !== 'V');
  const vFraction = beats.length ? beats.filter((b) => b.class === 'V').length / beats.length : 0;
  // The irregularity is judged on the intervals of the underlying rhythm: those free of V beats, or those between
  // two V beats when V beats are the rhythm (≥ 80 %: idioventricular, VT). Where V beats are mixed in and (nearly)
  // every interval touches one (bigeminy, couplets, NVV NVV…) it is the ectopy's, not the atria's, and is not
  // judged (MIT-BIH 208: 10-s windows of trigeminy with couplets, no P found, were called AF); its statistics are
  // still reported, over all intervals.
  const rrVV = rr.filter((_, i) => beats[i].class === 'V' && beats[i + 1].class === 'V');
  const judged = vFraction >= T.ventricularRhythmFraction ? rrVV : rrNoV.length >= 2 ? rrNoV : null;
  const stats = rrStats(judged ?? rr);
  const allStats = rrStats(rr);
  let nnCount = 0;
  for (let i = 1; i < beats.length; i++) if (beats[i].class === 'N' && beats[i - 1].class === 'N') nnCount++;
  const nnRange = windowedNnRangeMs(beats, fs);
  const withoutP = beats.map((b, i) => (b.pOn == null ? i : -1)).filter((i) => i >= 0);
  // P presence is judged on the dominant (N) beats: premature atrial beats hide their P in the T wave.
  const normal = beats.filter((b) => b.class === 'N');
  const conducted = normal.length >= 3 ? normal : beats.filter((b) => b.class !== 'V');
  const pFraction = conducted.length ? conducted.filter((b) => b.pOn != null).length / conducted.length : null;
  const rate = input.hrBpm ?? (allStats ? 60000 / allStats.medianMs : null);
  const prSd = prSpreadMs(conducted, fs);

  const usableLeads = leadsBy(input, () => true);
  const pacing = input.pacing !== undefined ? input.pacing : assessPacing(usableLeads.map((l) => l.x), fs, beats);
  const spikes = pacing?.spikes ?? [];
  const pacedFraction = pacing?.pacedFraction ?? null;

  const detail: RhythmDetail = {
    beatCount: beats.length,
    rateBpm: rate == null ? null : Math.round(rate),
    pFraction: pFraction == null ? null : round3(pFraction),
    nRmssd: stats ? round3(stats.nRmssd) : null,
    turningPointRatio: stats?.turningPointRatio == null ? null : round3(stats.turningPointRatio),
    dominantRrFraction: stats ? round3(stats.dominantFraction) : null,
    nnRangeMs: nnRange == null ? null : Math.round(nnRange),
    nnCount,
    atrialRatePerMin: null,
    atrialConcentration: null,
    pacedFraction: pacedFraction == null ? null : round3(pacedFraction),
    pacingSpikes: spikes,
    prSdMs: prSd == null ? null : Math.round(prSd),
    beatsWithoutP: withoutP,
  };
  const rrCv = allStats ? round3(allStats.cv) : null;
  const regular = stats ? stats.nRmssd < T.afNRmssd && stats.cv < T.afNRmssd : true;
  // AV dissociation: P waves marching through a regular, slower ventricular rhythm.
  if (noDistinctPWaves(detail) && regular && rate != null && !(pacedFraction != null && pacedFraction >= T.pacedFraction)) {
    const p = findDissociatedP(usableLeads, fs, beats);
    if (p && p.ratePerMin > T.dissociationRateRatio * rate) detail.dissociatedP = p;
  }
  // P before the QRS that the per-beat delineation missed (sinus tachycardia: P right after T).
  if (noDistinctPWaves(detail) && !detail.dissociatedP && beats.length >= T.minBeatsForRhythm) {
    const p = findLockedP(usableLeads, fs, beats);
    if (p) detail.lockedP = p;
  }
  // Second-degree AV block: P waves at the sinus P–P inside long RR intervals, with no QRS after them.
  if (!detail.dissociatedP && !(pacedFraction != null && pacedFraction >= T.pacedFraction) && beats.length >= T.minBeatsForRhythm) {
    const p = findBlockedP(usableLeads, fs, beats);
    if (p) detail.blockedP = p;
  }
  const rrJudged = judged !== null && judged.length + 1 >= T.afMinBeats;
  const atrial = bestAtrial(atrialSpectra(input, rrJudged && !isIrregular(detail) && !variableConduction(detail) ? FIXED_CONDUCTION_LEADS : AF_FLUTTER_LEADS));
  detail.atrialRatePerMin = atrial?.ratePerMin ?? null;
  detail.atrialConcentration = atrial ? round3(atrial.concentration) : null;
  const { label, reason } = rhythmLabel(detail, rrJudged, input, atrial, vFraction, regular);
  return { rhythm: { label, regular, rr_cv: rrCv, ...(reason ? { reason } : {}) }, detail };
}

/** AF-like RR irregularity (judged only when the caller has ≥ afMinBeats beats). */
function isIrregular(d: RhythmDetail): boolean {
  return (
    d.nRmssd != null &&
    d.nRmssd >= T.afNRmssd &&
    !(d.turningPointRatio != null && d.turningPointRatio > T.afTprMax) &&
    // ... and has no dominant cycle: most intervals at one length is a regular rhythm with ectopics whose class
    // the beat classifier missed (MIT-BIH 108, 118: a sinus rhythm with a few beats off its cycle and P found on too few beats).
    !(d.dominantRrFraction != null && d.dominantRrFraction >= T.afDominantRrFraction) &&
    // Irregularly irregular means the dominant beats too: regular N–N intervals with early
    // (S/V-classified) beats in between are ectopy on a regular rhythm, not AF.
    !(d.nnRangeMs != null && d.nnCount != null && d.nnCount >= T.afMinNnIntervals && d.nnRangeMs <= T.sinusArrhythmiaRangeMs)
  );
}

const unknown = (reason: string) => ({ label: 'unknown', reason });

const withP = (pFraction: number) =>
  `P waves before ${Math.round(pFraction * 100)} % of the dominant beats (a sinus rhythm needs ${Math.round(T.sinusPFraction * 100)} %)`;

/** The rhythms a regular rhythm without distinct P waves may be at `rateBpm`. */
function undistinguished(rateBpm: number): string {
  if (rateBpm >= T.hiddenAtrialMinBpm && rateBpm <= T.hiddenAtrialMaxBpm) return 'sinus tachycardia with its P in the T wave, a junctional or atrial tachycardia and atrial flutter with 2:1 conduction';
  if (rateBpm > T.tachyBpm) return 'sinus tachycardia whose low P waves were not found, an atrial and a junctional tachycardia';
  return 'a sinus rhythm whose low P waves were not found, an ectopic atrial and a junctional rhythm';
}

/** The rhythm label, and for `unknown` why (Rhythm.reason): which criterion left it open, with its numbers. */
function rhythmLabel(d: RhythmDetail, rrJudged: boolean, input: RhythmInput, atrial: AtrialActivity | null, vFraction: number, regular: boolean): { label: string; reason?: string } {
  if (d.beatCount < T.minBeatsForRhythm || d.rateBpm == null) return unknown(`fewer than ${T.minBeatsForRhythm} beats to judge a rhythm from`);
  if (d.pacedFraction != null && d.pacedFraction >= T.pacedFraction) return { label: 'paced_rhythm' };
  // Below afMinBeats the RR irregularity is not judged (neither "irregular" nor "regular").
  const irregular = rrJudged && isIrregular(d);
  const noDistinctP = noDistinctPWaves(d);
  // Without P waves, telling AF from a sinus rhythm with missed P or an escape rhythm rests on the
  // RR irregularity: with too few intervals to judge it, no rhythm is named (P-wave and
  // AV-dissociation evidence, which does not need the RR series, still is).
  if (noDistinctP && !rrJudged && !d.dissociatedP && !d.blockedP)
    return unknown(`${withP(d.pFraction!)}, and too few intervals free of ventricular ectopics (fewer than ${T.afMinBeats} beats) to judge whether the RR is irregular`);
  if ((noDistinctP || variableConduction(d)) && isFlutter(atrial, d)) return { label: 'atrial_flutter' };
  // Complete AV block: the atrial rhythm (sinus, by its rate) is what the rhythm label names.
  if (d.dissociatedP) return { label: sinusByRate(d.dissociatedP.ratePerMin) };
  // Dropped beats make the RR irregular and hide the P of long-PR beats in the T: the P–P is what
  // stays regular, and it names the (sinus) atrial rhythm.
  if (d.blockedP) return { label: sinusByRate(d.blockedP.atrialRatePerMin) };
  // A P wave locked to the QRS on the median beat: sinus (f-waves and noise are not locked).
  // Only for a regular rhythm: a missed AF is worse than a sinus rhythm with ectopy left unnamed.
  if (noDistinctP && !irregular && d.lockedP) return { label: sinusByRate(d.rateBpm) };
  // The same from the median beat: a P standing out of the beat-to-beat variability there is on most beats
  // (a median), only too low to be delineated on each one (noisy Holter leads: MIT-BIH 114, 208, 209), if upright.
  if (noDistinctP && !irregular && input.medianP && pUpright(input.pAxisDeg)) return { label: sinusByRate(d.rateBpm) };
  if (irregular && noDistinctP) {
    // Ventricular flutter/fibrillation passes as fast AF: "beats" at the oscillation's peaks, irregular, no P.
    const oscillation = d.rateBpm >= T.vfMinBpm && input.leads ? ventricularOscillation(leadsBy(input, () => true).map((l) => l.x), input.fs) : null;
    if (oscillation !== null && oscillation >= T.vfOscillation)
      return unknown(`no P waves and an irregular rate of ${d.rateBpm} /min, but the signal is a continuous large oscillation (${Math.round(oscillation * 100)} % of the time above a fifth of its maximum; AF and sinus windows ≤ 33 %): ventricular flutter or fibrillation is not excluded`);
    return { label: 'atrial_fibrillation' };
  }
  if (!noDistinctP && d.pFraction != null) {
    if (!pUpright(input.pAxisDeg)) return { label: 'ectopic_atrial_rhythm' };
    if (d.rateBpm < T.bradyBpm || d.rateBpm > T.tachyBpm) return { label: sinusByRate(d.rateBpm) };
    if (d.nnRangeMs != null && d.nnRangeMs > T.sinusArrhythmiaRangeMs) return { label: 'sinus_arrhythmia' };
    return { label: 'sinus_rhythm' };
  }
  // Regular, no P: an escape rhythm only at an escape rate — junctional < 60 bpm (narrow QRS),
  // idioventricular < 50 bpm (wide), or accelerated idioventricular up to 110 bpm when the dominant
  // beats themselves are classed V. At a normal rate a missed P (sinus with low P, bundle branch
  // block) is far more likely than an accelerated escape rhythm, whose evidence (retrograde P, AV
  // dissociation) is not measured: unknown. So is a narrow regular tachycardia without visible P.
  // (pFraction is null when every beat is classed V: no conducted beat to carry a P.)
  const escapeNoP = d.pFraction != null ? d.pFraction < T.escapePFractionMax : vFraction >= 0.5;
  if (escapeNoP && rrJudged && regular && input.qrsMs != null) {
    if (input.qrsMs >= T.wideQrsMs) {
      if (d.rateBpm < T.idioventricularMaxBpm) return { label: 'ventricular_rhythm' };
      if (d.rateBpm <= T.acceleratedIdioventricularMaxBpm && vFraction >= 0.5) return { label: 'ventricular_rhythm' };
    } else if (d.rateBpm < T.junctionalMaxBpm) return { label: 'junctional_rhythm' };
  }
  if (d.pFraction == null) return unknown('no conducted (non-ventricular) beat to look for P waves before');
  return unknown(`${withP(d.pFraction)}, at ${d.rateBpm} bpm without the irregularity of AF: ${undistinguished(d.rateBpm)} cannot be told apart from the signal here`);
}

/**
 * Flutter with variable conduction: the F wave just before each QRS survives the median beat and
 * passes as a P, so "a P before most QRS" must not overrule the flutter spectrum there (LUDB 103).
 * Only when the dominant (N–N) intervals themselves vary as AF's do (RMSSD/mean ≥ 0.10 and N–N range
 * > 120 ms): with a regular rhythm a 250–360 /min peak may be the 3rd–5th harmonic of sinus P and
 * T waves (19 sinus records we have show such a spectrum, all with RMSSD/mean < 0.09). Alternation
 * (turning-point ratio > 0.9) is not excluded: 2:1/4:1 alternating conduction produces it.
 */
function variableConduction(d: RhythmDetail): boolean {
  return (
    d.nRmssd != null &&
    d.nRmssd >= T.afNRmssd &&
    d.nnRangeMs != null &&
    d.nnRangeMs > T.sinusArrhythmiaRangeMs
  );
}

/** "P upright in I and II": a frontal P axis in (−30°, +105°], or unknown (fewer than two limb leads). */
function pUpright(axis: number | null | undefined): boolean {
  return axis == null || (axis > T.sinusPAxisMin && axis <= T.sinusPAxisMax);
}

export function sinusByRate(rate: number): string {
  if (rate < T.bradyBpm) return 'sinus_bradycardia';
  if (rate > T.tachyBpm) return 'sinus_tachycardia';
  return 'sinus_rhythm';
}

/**
 * "No distinct P waves" = the sinus requirement "a P wave before every QRS" fails: P found before
 * fewer than 80 % of the dominant (N) beats. (The PR spread, prSdMs, is reported as evidence only:
 * frequent PACs at high rates spread it as much as f-waves taken for P waves do.)
 */
export function noDistinctPWaves(d: RhythmDetail): boolean {
  return d.pFraction != null && d.pFraction < T.sinusPFraction;
}

/**
 * Regular atrial activity at 250–360 /min holding a large share of the atrial-signal power. With a
 * regular ventricular rhythm (RMSSD/mean < 0.1 or N–N range ≤ 120 ms), a peak within 4 % of 1× or
 * 2× the heart rate may be a harmonic of the T waves: undecidable (2:1 flutter with a fixed ratio is
 * then not called; 3:1 and 4:1 are).
 */
export function isFlutter(a: AtrialActivity | null, d: RhythmDetail): boolean {
  if (!a || d.rateBpm == null) return false;
  // T waves are smooth: only their 1st–2nd harmonics reach the 4–6 Hz band with any power.
  const k = Math.round(a.ratePerMin / d.rateBpm);
  const harmonic = k <= 2 && Math.abs(a.ratePerMin - k * d.rateBpm) <= 0.04 * k * d.rateBpm;
  const regular = (d.nRmssd != null && d.nRmssd < T.afNRmssd) || (d.nnRangeMs != null && d.nnRangeMs <= T.sinusArrhythmiaRangeMs);
  if (harmonic && regular) return false;
  return (
    a.ratePerMin >= T.flutterMinPerMin &&
    a.ratePerMin <= T.flutterMaxPerMin &&
    a.concentration >= T.flutterConcentration &&
    a.rmsMv >= T.flutterMinAmpMv &&
    a.ratePerMin > 1.5 * d.rateBpm
  );
}

/**
 * Leads whose atrial spectrum is read. II and V1 when the RR varies (AF is then the differential).
 * With a regular RR (fixed-ratio flutter vs a sinus or junctional rhythm whose P was missed) III
 * and aVF too: in 4:1 flutter the lead II spectrum can be held by a T-wave harmonic while the
 * sawtooth dominates III. Not for irregular rhythms: LUDB AF 101 has a 261/min peak at 0.41 in III
 * (docs/findings.md, h44).
 */
const AF_FLUTTER_LEADS: ReadonlySet<string> = new Set(['II', 'V1']);
const FIXED_CONDUCTION_LEADS: ReadonlySet<string> = new Set(['II', 'III', 'aVF', 'V1']);

/** The most concentrated spectrum, preferring leads with visible atrial activity (RMS ≥ threshold). */
function bestAtrial(spectra: AtrialActivity[]): AtrialActivity | null {
  let best: AtrialActivity | null = null;
  const score = (a: AtrialActivity) => (a.rmsMv >= T.flutterMinAmpMv ? 1 : 0) + a.concentration;
  for (const a of spectra) if (!best || score(a) > score(best)) best = a;
  return best;
}

/** Atrial-activity spectra of the usable `leads` (QRS blanked). */
function atrialSpectra(input: RhythmInput, leads: ReadonlySet<string>): AtrialActivity[] {
  // Blank at least R − 60 ms .. R + 80 ms, more where the delineated QRS is wider.
  const pre = Math.round(0.06 * input.fs);
  const post = Math.round(0.08 * input.fs);
  const qrs = input.beats.map((b) => ({
    on: Math.min(b.r - pre, b.qrsOn ?? b.r),
    off: Math.max(b.r + post, b.qrsOff ?? b.r),
  }));
  const out: AtrialActivity[] = [];
  for (const { x, name } of leadsBy(input, (n) => leads.has(n))) {
    const a = atrialActivity(x, name, input.fs, qrs);
    if (a) out.push(a);
  }
  return out;
}

function leadsBy(input: RhythmInput, keep: (name: string) => boolean): { x: Float32Array; name: string }[] {
  if (!input.leads) return [];
  const skip = new Set(input.unusable ?? []);
  return input.leads
    .map((x, i) => ({ x, name: input.names?.[i] ?? `lead${i}` }))
    .filter((l) => !skip.has(l.name) && keep(l.name));
}

/** SD of the P-onset → QRS-onset interval over beats with a P: small for conducted P waves, large for f-waves taken as P. */
function prSpreadMs(beats: Beat[], fs: number): number | null {
  const pr: number[] = [];
  for (const b of beats) if (b.pOn != null && b.qrsOn != null && b.class !== 'V') pr.push(((b.qrsOn - b.pOn) * 1000) / fs);
  if (pr.length < 3) return null;
  const mean = pr.reduce((a, c) => a + c, 0) / pr.length;
  return Math.sqrt(pr.reduce((a, c) => a + (c - mean) ** 2, 0) / (pr.length - 1));
}

/**
 * Range (max − min) of the N–N intervals, judged as a 10-s ECG would: the record's R span is cut
 * into round(span / 10 s) equal windows (one for a 10-s record) and the median of the windows'
 * ranges is returned (windows with < 3 N–N intervals skipped). Over a whole Holter record the
 * range grows with every change of activity, which is not sinus arrhythmia. The first N–N interval
 * after an ectopic beat's return cycle is left out, as HRV analysis leaves it out: a premature atrial
 * beat resets the sinus node and a ventricular one sets off heart-rate turbulence, so that interval
 * is the ectopic's, not the sinus node's (docs/findings.md).
 */
export function windowedNnRangeMs(beats: Beat[], fs: number): number | null {
  if (beats.length < 3) return null;
  const first = beats[0].r;
  const span = beats[beats.length - 1].r - first;
  const windows = Math.max(1, Math.round(span / (T.rhythmWindowS * fs)));
  const lo = new Array<number>(windows).fill(Infinity);
  const hi = new Array<number>(windows).fill(-Infinity);
  const count = new Array<number>(windows).fill(0);
  for (let i = 1; i < beats.length; i++) {
    if (beats[i].class !== 'N' || beats[i - 1].class !== 'N' || (i >= 2 && beats[i - 2].class !== 'N')) continue;
    const w = Math.min(windows - 1, Math.floor(((beats[i].r - first) * windows) / Math.max(1, span)));
    const v = ((beats[i].r - beats[i - 1].r) * 1000) / fs;
    lo[w] = Math.min(lo[w], v);
    hi[w] = Math.max(hi[w], v);
    count[w]++;
  }
  const minIntervals = windows === 1 ? 2 : 3;
  const ranges: number[] = [];
  for (let w = 0; w < windows; w++) if (count[w] >= minIntervals) ranges.push(hi[w] - lo[w]);
  return ranges.length ? medianOf(ranges) : null;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** Rhythms without organised P waves: whatever the delineator took for a P is an f- or F-wave. */
export const NO_P_WAVE_RHYTHMS: ReadonlySet<string> = new Set(['atrial_fibrillation', 'atrial_flutter']);

/** The sinus rhythm labels: one rhythm at different rates (and with a varying one). */
export const SINUS_LABELS: readonly string[] = ['sinus_rhythm', 'sinus_bradycardia', 'sinus_tachycardia', 'sinus_arrhythmia'];
const SINUS_SET = new Set(SINUS_LABELS);
/** One of SINUS_LABELS. */
export const isSinusLabel = (label: string): boolean => SINUS_SET.has(label);

/** Sample spans [from, to) without P waves: the AF and flutter episodes of a long record, else the whole record when its rhythm is one of them. */
export function noPWaveSpans(rhythm: Rhythm, length: number): [number, number][] {
  if (rhythm.episodes) return rhythm.episodes.filter((e) => NO_P_WAVE_RHYTHMS.has(e.label)).map((e) => [e.from, e.to]);
  return NO_P_WAVE_RHYTHMS.has(rhythm.label) ? [[0, length]] : [];
}

/**
 * CONTRACT.md: "a value that cannot be measured is null, never a guess". In AF and flutter there is
 * no P wave, so PR, P duration, P axis and the per-lead P values are null (a "PR 180 ms" claim
 * must not be supported on an AF ECG). Returns a copy; `m` is not changed.
 */
export function withoutPWaveMeasures(m: Measurements): Measurements {
  const perLead: Record<string, PerLeadMeasurements> = {};
  for (const [name, l] of Object.entries(m.per_lead)) {
    const c: PerLeadMeasurements = { ...l, p_mv: null };
    if ('p_ms' in c) c.p_ms = null;
    if ('p_terminal_mv' in c) c.p_terminal_mv = null;
    perLead[name] = c;
  }
  return { ...m, pr_ms: null, p_ms: null, axis_deg: { ...m.axis_deg, p: null }, per_lead: perLead };
}
