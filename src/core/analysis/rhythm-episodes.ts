// Rhythm episodes of a long record: the rhythm of each 10-s stretch, as a 10-s ECG of it would be read, merged into
// episodes (docs/findings.md, "Rhythm episodes"). A Holter or a 30-min record changes rhythm (paroxysmal AF, runs of
// a paced or an escape rhythm); one label for the whole record hides that, and a claim such as "paroxysmal atrial
// fibrillation" needs the stretch it is about.
import type { Beat, Rhythm, RhythmEpisode } from '../types';
import { pacedShare, type PacingResult } from './findings/pacing-spikes';
import { T } from './findings/thresholds';
import { analyzeRhythm, isSinusLabel, sinusByRate } from './rhythm';
import { rhythmWindows } from './rhythm-windows';
import { dominantClass } from './classify';
import { meanRrMs } from './ventricular-rate';
import { medianOf } from '../signal/order-stats';

export interface EpisodeInput {
  beats: Beat[];
  fs: number;
  /** Samples per lead. */
  length: number;
  leads: Float32Array[];
  names: string[];
  unusable: string[];
  /**
   * The record's pacing assessment (per-beat stimuli), read window by window; null where pacing cannot be measured;
   * undefined: each window assesses its own beats (a record whose beats were mostly not delineated, whose assessment
   * lacked the QRS boundaries the stimulus-taken-for-R rule and the stimulus lag need: MIT-BIH's paced windows through
   * the Holter path 93.1 → 99.3 % read paced).
   */
  pacing?: PacingResult | null;
  /** Frontal P axis of the record's median beat: "P upright" for the sinus criterion. */
  pAxisDeg: number | null;
  /**
   * The record's median beat shows a P (analyzeRhythm's `medianP`). A window has too few beats for a median beat of
   * its own; the record's stands in: a regular window without P found beat by beat, in a record whose dominant beats
   * carry a P, is that rhythm with low P waves (MIT-BIH and CPSC windows inside '(N' named sinus 91.1 → 93.0 %, AF
   * and paced windows unchanged; docs/findings.md).
   */
  medianP: boolean;
  /**
   * The window's beats [first, last) where they differ from `beats` (null: as they are): delineated for the window
   * alone where the record's delineation skipped them (`alone`: the window then assesses pacing on its own beats), or
   * with the window's own P decision where the record's median beat shows no P.
   */
  windowBeats?: (first: number, last: number) => { beats: Beat[]; alone: boolean } | null;
  /** Fraction of the windows done (a day-long Holter's windows take seconds). */
  onProgress?: (fraction: number) => void;
}

export interface RhythmEpisodes {
  /** Consecutive windows of one label merged; `from`/`to` are samples, `to` exclusive. */
  episodes: RhythmEpisode[];
  /** Share of the record's duration per label. */
  burden: Record<string, number>;
}

/** Windows between progress reports. */
const PROGRESS_EVERY = 60;

/**
 * The rhythm of every 10-s window (T.rhythmWindowS, from the record's start; the remainder joins the last window)
 * by the same rules as the whole record's (analyzeRhythm), on the beats, classes and P waves found in the whole
 * record, merged into episodes. Null for records shorter than MIN_EPISODE_WINDOWS windows (rhythm-windows.ts).
 */
export function rhythmEpisodes(input: EpisodeInput): RhythmEpisodes | null {
  const windows = rhythmWindows(input.length, input.fs, input.beats.map((b) => b.r));
  if (!windows.length) return null;
  const episodes: RhythmEpisode[] = [];
  const duration: Record<string, number> = {};
  for (const [k, { from, to, first, last }] of windows.entries()) {
    const label = windowRhythm(input, from, to, first, last);
    if (input.onProgress && k % PROGRESS_EVERY === PROGRESS_EVERY - 1) input.onProgress((k + 1) / windows.length);
    duration[label] = (duration[label] ?? 0) + (to - from);
    const prev = episodes[episodes.length - 1];
    if (prev && prev.label === label) prev.to = to;
    else episodes.push({ label, from, to });
  }
  const burden: Record<string, number> = {};
  for (const [label, n] of Object.entries(duration)) burden[label] = Math.round((n / input.length) * 1000) / 1000;
  addEpisodeRates(episodes, input.beats, input.fs);
  return { episodes, burden };
}

/** Each episode's mean ventricular rate (bpm) over the R–R intervals with both beats inside it (episodes in order). */
function addEpisodeRates(episodes: RhythmEpisode[], beats: Beat[], fs: number): void {
  let i = 1;
  for (const e of episodes) {
    const rr: number[] = [];
    while (i < beats.length && beats[i].r < e.from) i++;
    for (; i < beats.length && beats[i].r < e.to; i++) if (beats[i - 1].r >= e.from) rr.push(((beats[i].r - beats[i - 1].r) * 1000) / fs);
    const mean = meanRrMs(rr);
    e.hr_bpm = mean ? Math.round(60000 / mean) : null;
  }
}

/** The rhythm label of the window [from, to) holding beats [first, last). */
function windowRhythm(input: EpisodeInput, from: number, to: number, first: number, last: number): string {
  const shift = (v: number | null | undefined) => (v == null ? null : v - from);
  const own = input.windowBeats?.(first, last) ?? { beats: input.beats.slice(first, last), alone: false };
  const beats: Beat[] = own.beats.map((b) => ({
    ...b, r: b.r - from, qrsOn: shift(b.qrsOn), qrsOff: shift(b.qrsOff), pOn: shift(b.pOn), pOff: shift(b.pOff), tOff: shift(b.tOff), pPeak: shift(b.pPeak), tOn: shift(b.tOn), tPeak: shift(b.tPeak),
  }));
  const rr: number[] = [];
  for (let i = 1; i < beats.length; i++) rr.push(((beats[i].r - beats[i - 1].r) * 1000) / input.fs);
  const mean = meanRrMs(rr);
  return analyzeRhythm({
    beats,
    fs: input.fs,
    hrBpm: mean ? 60000 / mean : null,
    pAxisDeg: input.pAxisDeg,
    medianP: input.medianP,
    qrsMs: windowQrsMs(beats, input.fs),
    leads: input.leads.map((x) => x.subarray(from, to)),
    names: input.names,
    unusable: input.unusable,
    pacing: own.alone || input.pacing === undefined ? undefined : input.pacing && windowPacing(input.pacing, own.beats, from, to, first, last),
  }).label;
}

/** Median QRS duration (ms) of the window's beats of its most frequent class. */
function windowQrsMs(beats: Beat[], fs: number): number | null {
  const dom = dominantClass(beats.map((b) => b.class));
  const qrs = beats.filter((b) => b.class === dom && b.qrsOn != null && b.qrsOff != null).map((b) => ((b.qrsOff! - b.qrsOn!) * 1000) / fs);
  return qrs.length ? medianOf(qrs) : null;
}

/** The record's stimuli that fall in the window, shifted to it, and the window's paced share. */
function windowPacing(p: PacingResult, beats: Beat[], from: number, to: number, first: number, last: number): PacingResult {
  const lastStimulus = p.lastStimulus.slice(first, last).map((s) => (s == null ? null : s - from));
  return {
    spikes: p.spikes.filter((s) => s >= from && s < to).map((s) => s - from),
    pacedFraction: pacedShare(beats, lastStimulus.map((s) => s !== null)),
    lastStimulus,
  };
}

/** The sinus labels are one rhythm at different rates: they count together when the record's rhythm is chosen. */
export const rhythmFamily = (label: string) => (isSinusLabel(label) ? 'sinus' : label);

/**
 * The rhythm of a record with episodes: the whole record's label when it names the rhythm (sinus counted as one,
 * whatever the rate) that holds the largest share of its duration; otherwise that rhythm (sinus by the record's rate),
 * and `unknown` when the windows whose rhythm is not named hold the largest share. Statistics over a whole Holter
 * record mix its rhythms: a record of paroxysmal AF whose AF windows are a third read "AF" over its 30 minutes, one of
 * 10-s windows that are each `unknown` read "AF" over 3 minutes (CPSC 2021 data_35_10, non-AF).
 */
export function recordRhythm(whole: Rhythm, ep: RhythmEpisodes, rateBpm: number | null): Rhythm {
  const shares = new Map<string, number>();
  for (const [label, share] of Object.entries(ep.burden)) shares.set(rhythmFamily(label), (shares.get(rhythmFamily(label)) ?? 0) + share);
  let top = rhythmFamily(whole.label);
  for (const [fam, share] of shares) if (share > (shares.get(top) ?? 0)) top = fam;
  if (top === rhythmFamily(whole.label)) return { ...whole, ...ep };
  const { reason: _wholeReason, ...rest } = whole;
  if (top === 'unknown') {
    const named = [...shares].filter(([f]) => f !== 'unknown').map(([f, v]) => `${f.replace(/_/g, ' ')} ${Math.round(v * 100)} %`);
    const reason = named.length
      ? `no rhythm is named in ${Math.round((shares.get('unknown') ?? 0) * 100)} % of the record's ${T.rhythmWindowS}-s stretches, more than any one rhythm holds (${named.join(', ')})`
      : `no rhythm is named in any of the record's ${T.rhythmWindowS}-s stretches`;
    return { ...rest, label: 'unknown', reason, ...ep };
  }
  // Sinus: named by the rate of the sinus stretches, as the sinus findings are (sinus arrhythmia is a finding beside it).
  const rate = sinusRateBpm(ep.episodes) ?? rateBpm;
  const label = top !== 'sinus' ? top : rate === null ? 'sinus_rhythm' : sinusByRate(rate);
  return { ...rest, label, ...ep };
}

/**
 * The ventricular rate of a long record's sinus stretches (their rates weighted by duration), or null without any:
 * a record of sinus bradycardia with paroxysmal AF at 90 bpm reads 64 bpm over all its beats (MIT-BIH 201).
 */
export function sinusRateBpm(episodes: RhythmEpisode[]): number | null {
  let w = 0;
  let sum = 0;
  for (const e of episodes) {
    if (!isSinusLabel(e.label) || e.hr_bpm == null) continue;
    w += e.to - e.from;
    sum += e.hr_bpm * (e.to - e.from);
  }
  return w > 0 ? Math.round(sum / w) : null;
}

/** The longest episode of `label`, or null. */
export function longestEpisode(episodes: RhythmEpisode[] | undefined, label: string): RhythmEpisode | null {
  let best: RhythmEpisode | null = null;
  for (const e of episodes ?? []) if (e.label === label && (!best || e.to - e.from > best.to - best.from)) best = e;
  return best;
}

/** "atrial fibrillation 36 %, sinus rhythm 5 %": a long record's rhythm burden, largest first ('' without episodes). */
export function describeBurden(burden: Record<string, number> | undefined): string {
  return Object.entries(burden ?? {})
    .sort((x, y) => y[1] - x[1])
    .map(([label, share]) => `${label.replace(/_/g, ' ')} ${Math.round(share * 100)} %`)
    .join(', ');
}
