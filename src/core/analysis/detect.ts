// Multi-lead QRS detection (docs/beat-detection.md).
//
// Method (Pan & Tompkins 1985, with multi-lead fusion):
//  1. per usable lead: zero-phase band-pass 4–10 Hz, derivative, square, 150 ms centred moving
//     integration, square root -> QRS envelope (RMS slope);
//  2. each envelope is normalised by its typical QRS level in the block (median of 2 s maxima)
//     and the leads are averaged with local SNR weights -> one fused envelope where a QRS is ≈ 1;
//  3. candidate peaks of the fused envelope go through the Pan–Tompkins decision rules:
//     adaptive signal/noise levels, threshold raised in noise (noise mean + 3 deviations) and
//     right after a beat, 200 ms refractory period, T-wave test up to 360 ms (half height or half
//     5–15 Hz slope; applied backwards to the first beat) and, stricter, up to min(0.4 RR, 450 ms),
//     search-back at 1.66 × the regular RR with half the threshold;
//  4. each accepted QRS is refined to the dominant-polarity extremum of one fiducial lead.
// Long records are processed in blocks (60 s + padding), so memory is bounded by the block size
// plus the candidate list.

import { bandpass, butterworthSections, filtfilt } from '../signal/filters';
import { medianInPlace, medianOf } from '../signal/order-stats';

export interface DetectOptions {
  onProgress?: (fraction: number) => void;
  /** Called when the first detection was dropped as what is left of a beat cut off by the record start (isCutOffRemnant). */
  onStartRemnant?: () => void;
  /** screenLeads(leads, fs), when the caller has it already. */
  screened?: number[];
}

const BLOCK_S = 60;
/** Window of the local noise estimate used to weight leads. */
const LOCAL_S = 5;
/** Weight of the noise floor against the QRS level in the lead weights. */
const NOISE_WEIGHT = 30;
/** Extra threshold right after the refractory period, as a fraction of the base threshold. */
const BOOST = 1;
/** In noise the threshold is at least the noise-peak mean + NOISE_K mean absolute deviations… */
const NOISE_K = 3;
/** …but never above this fraction of the signal-peak level, so a typical QRS always passes. */
const NOISE_CAP = 0.7;
/** Smallest block QRS scale, as a fraction of the median of the lead's last ten blocks. */
const MIN_SCALE_FRACTION = 0.3;
const PAD_S = 3;
/** A lead whose steepest sample-to-sample slope stays below this carries no QRS (mV/s; real leads ≥ 3.75). */
const MIN_LEAD_SLOPE_MV_S = 0.5;
/**
 * A lead whose block QRS scale is below this fraction of the median lead's carries no QRS there
 * (smooth drift, a settling high-pass, a filtered flat lead): normalising its ~0 envelope would
 * blow its edge transients up to ~1e6. Every real lead in the data is ≥ 0.059 of the record's largest.
 */
const MIN_RELATIVE_SCALE = 0.01;
const REFRACTORY_S = 0.2;
const T_WAVE_S = 0.36;
/**
 * At slow rates a T wave peaks later than T_WAVE_S after its R (E07500, 57 bpm: T envelope peaks
 * 342–354 ms after the R at 500 Hz, 360–370 ms at 100 Hz). Up to T_LATE_RR of the regular RR (at
 * most T_WAVE_LATE_S) a peak is still a T wave when both its slope and its height are clearly
 * below the QRS's.
 */
const T_WAVE_LATE_S = 0.45;
const T_LATE_RR = 0.4;
const T_LATE_SLOPE = 0.35;
const T_LATE_HEIGHT = 0.5;
const MWI_S = 0.15;
/** Refinement window half-width around the envelope peak. */
const REFINE_S = 0.09;
/** Least slope of a search-back beat, as a fraction of the running slope of the QRS complexes. */
const SEARCH_BACK_SLOPE = 0.2;

interface Candidates {
  pos: number[];
  height: number[];
  /** Normalised 5–15 Hz (Pan–Tompkins band) envelope near the peak: the slope criterion for T waves. */
  slope: number[];
  /** Each usable lead's envelope at the peak over its QRS scale, `leadCount` values per candidate (0 where a lead was left out). */
  lead: number[];
  leadCount: number;
}

/** One lead's envelope in a block and its QRS scale (null: the lead is left out of the block). */
type LeadEnvelope = { e: Float32Array; qrs: number } | null;

/** QRS energy envelope of one lead segment (band-pass, derivative, square, centred integration). */
export function qrsEnvelope(x: Float32Array, fs: number, fLo = 4, fHi = 10): Float32Array {
  const n = x.length;
  const bp = bandpass(x, fs, fLo, Math.min(fHi, 0.45 * fs), 2);
  const e = new Float32Array(n);
  const half = Math.max(1, Math.round((MWI_S * fs) / 2));
  const sq = new Float64Array(n);
  for (let i = 1; i < n - 1; i++) {
    const d = (bp[i + 1] - bp[i - 1]) * 0.5 * fs;
    // A gap (NaN, kept by the filter) carries no energy: in the running sum below it would poison every later sample.
    sq[i] = d === d ? d * d : 0;
  }
  let s = 0;
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < n; i++) {
    const b = Math.min(n - 1, i + half);
    const a = Math.max(0, i - half);
    while (hi < b) s += sq[++hi];
    while (lo < a) s -= sq[lo++];
    e[i] = Math.sqrt(Math.max(0, s) / (2 * half + 1));
  }
  return e;
}

const median = medianOf;

/** Typical QRS energy (median of 2 s maxima) and noise floor (median) of an envelope core. */
function envelopeScale(e: Float32Array, from: number, to: number, fs: number, withFloor = true): { qrs: number; floor: number } {
  const seg = Math.max(1, Math.round(2 * fs));
  const maxima: number[] = [];
  for (let a = from; a < to; a += seg) {
    const b = Math.min(to, a + seg);
    if (b - a < seg / 2 && maxima.length) break;
    let m = 0;
    for (let i = a; i < b; i++) if (e[i] > m) m = e[i];
    maxima.push(m);
  }
  if (!withFloor) return { qrs: median(maxima), floor: NaN };
  const stride = Math.max(1, Math.floor((to - from) / 1000));
  const sub: number[] = [];
  for (let i = from; i < to; i += stride) sub.push(e[i]);
  return { qrs: median(maxima), floor: median(sub) };
}

/**
 * Per-sample lead weight qrs / (qrs + c · local noise floor): the floor is the median envelope in
 * 5 s windows, linearly interpolated between window centres, so a lead that turns noisy for a
 * few seconds counts less only there.
 */
function localWeights(e: Float32Array, qrs: number, fs: number): Float32Array {
  const win = Math.max(1, Math.round(LOCAL_S * fs));
  const m = Math.max(1, Math.round(e.length / win));
  const centres: number[] = [];
  const weights: number[] = [];
  for (let j = 0; j < m; j++) {
    const a = Math.floor((j * e.length) / m);
    const b = Math.floor(((j + 1) * e.length) / m);
    const stride = Math.max(1, Math.floor((b - a) / 250));
    const sub: number[] = [];
    for (let i = a; i < b; i += stride) sub.push(e[i]);
    centres.push((a + b - 1) / 2);
    weights.push(qrs / (qrs + NOISE_WEIGHT * median(sub)));
  }
  const w = new Float32Array(e.length);
  let j = 0;
  for (let i = 0; i < e.length; i++) {
    while (j < m - 1 && centres[j + 1] <= i) j++;
    if (i <= centres[0] || j === m - 1) w[i] = weights[i <= centres[0] ? 0 : m - 1];
    else {
      const f = (i - centres[j]) / (centres[j + 1] - centres[j]);
      w[i] = weights[j] + f * (weights[j + 1] - weights[j]);
    }
  }
  return w;
}

/** Local maxima of the fused envelope, at least the refractory period apart (larger wins). */
function collectCandidates(f: Float32Array, sl: Float32Array, leadEnv: LeadEnvelope[], offset: number, from: number, to: number, minGap: number, out: Candidates): void {
  const w = minGap >> 2;
  const slopeAt = (i: number): number => {
    let m = 0;
    for (let j = Math.max(0, i - w); j <= Math.min(sl.length - 1, i + w); j++) if (sl[j] > m) m = sl[j];
    return m;
  };
  for (let i = Math.max(1, from); i < Math.min(to, f.length - 1); i++) {
    const v = f[i];
    if (!(v > f[i - 1] && v >= f[i + 1]) || v <= 0) continue;
    const p = i + offset;
    const k = out.pos.length - 1;
    if (k >= 0 && p - out.pos[k] < minGap) {
      if (v > out.height[k]) {
        out.pos[k] = p;
        out.height[k] = v;
        out.slope[k] = slopeAt(i);
        leadEnv.forEach((l, j) => (out.lead[k * out.leadCount + j] = l ? l.e[i] / l.qrs : 0));
      }
    } else {
      out.pos.push(p);
      out.height.push(v);
      out.slope.push(slopeAt(i));
      for (const l of leadEnv) out.lead.push(l ? l.e[i] / l.qrs : 0);
    }
  }
}

/** Pan–Tompkins decision rules over the candidate peaks; returns accepted candidate indices. */
function decide(c: Candidates, fs: number, onStartRemnant?: () => void): number[] {
  const n = c.pos.length;
  const accepted: number[] = [];
  const refractory = REFRACTORY_S * fs;
  const tWave = T_WAVE_S * fs;
  const tWaveLate = T_WAVE_LATE_S * fs;
  // The fused envelope is normalised so a typical QRS peaks near 1.
  let spk = 0.6;
  let npk = 0.05;
  let npkDev = 0.02; // running mean absolute deviation of the noise peaks
  const rr: number[] = [];
  let rrRegular = fs; // running average of RR intervals within 92–116 % of the average
  let rrRecent = fs;
  const regularRr: number[] = [];
  let last = -1; // index into c of the last QRS
  let slopeLevel = 0; // running mean 5–15 Hz slope of QRS complexes accepted above threshold
  // Pan–Tompkins uses 0.25 on an energy envelope; this envelope is an RMS amplitude, whose
  // dynamic range is the square root, so the fraction sits a little higher.
  const threshold = (): number => Math.max(npk + 0.3 * (spk - npk), Math.min(npk + NOISE_K * npkDev, NOISE_CAP * spk));
  const lateTLike = (k: number, qrs: number): boolean =>
    c.slope[k] < T_LATE_SLOPE * c.slope[qrs] && c.height[k] < T_LATE_HEIGHT * c.height[qrs];
  const accept = (k: number, searchBack: boolean): void => {
    // Clipped so one artifact cannot raise the threshold above all following beats.
    const h = Math.min(c.height[k], 2 * spk);
    spk = searchBack ? 0.25 * h + 0.75 * spk : 0.125 * h + 0.875 * spk;
    // A first detection within T_WAVE_LATE_S of the record start that looks like a T wave next to
    // this QRS may be the T of a beat cut off by the start (E07500): its interval must not seed
    // the regular RR, which sizes the late T-wave window. (The detection itself is kept.)
    const cutOffT = accepted.length === 1 && c.pos[last] < tWaveLate && lateTLike(last, k);
    if (last >= 0 && !cutOffT) {
      const interval = c.pos[k] - c.pos[last];
      rr.push(interval);
      if (rr.length > 8) rr.shift();
      rrRecent = rr.reduce((s, v) => s + v, 0) / rr.length;
      if (interval > 0.92 * rrRegular && interval < 1.16 * rrRegular || regularRr.length === 0) {
        regularRr.push(interval);
        if (regularRr.length > 8) regularRr.shift();
        rrRegular = regularRr.reduce((s, v) => s + v, 0) / regularRr.length;
      } else if (rr.length === 8 && rr.every((v) => v < 0.92 * rrRegular || v > 1.16 * rrRegular)) {
        // The rhythm changed (AF, new rate): restart the regular average from the recent one.
        regularRr.length = 0;
        regularRr.push(...rr);
        rrRegular = rrRecent;
      }
    }
    if (!searchBack) slopeLevel = slopeLevel === 0 ? c.slope[k] : 0.125 * c.slope[k] + 0.875 * slopeLevel;
    accepted.push(k);
    last = k;
  };
  // Right after a beat a new one is unlikely: the threshold starts higher and decays linearly to
  // its base value over half the regular RR (as in Christov's and Hamilton's detectors).
  const postBeatBoost = (k: number): number => {
    if (last < 0) return 1;
    const dt = c.pos[k] - c.pos[last] - refractory;
    const span = Math.max(0.5 * Math.min(rrRegular, 1.5 * fs) - refractory, 0.1 * fs);
    return 1 + BOOST * Math.max(0, 1 - dt / span);
  };
  // Pan–Tompkins T-wave test: soon after a QRS, a peak with half its slope (or height) is a T wave.
  const isTWave = (k: number): boolean => {
    if (last < 0) return false;
    const dt = c.pos[k] - c.pos[last];
    if (dt < tWave) return c.height[k] < 0.5 * c.height[last] || c.slope[k] < 0.5 * c.slope[last];
    return dt < Math.min(tWaveLate, T_LATE_RR * rrRegular) && lateTLike(k, last);
  };

  // Search-back state: candidates after `last` already scanned, and the best of them, so a long
  // pause is scanned once (linear time), not rescanned at every new candidate.
  let scanLast = -1;
  let scanned = 0;
  let best = -1;
  for (let k = 0; k < n; k++) {
    // Search-back: a beat is overdue, take the largest missed candidate above half threshold.
    while (last >= 0 && c.pos[k] - c.pos[last] > 1.66 * Math.min(rrRegular, 1.5 * fs)) {
      if (scanLast !== last) {
        scanLast = last;
        scanned = last + 1;
        best = -1;
      }
      for (; scanned < k; scanned++) {
        const j = scanned;
        if (c.pos[j] - c.pos[last] < refractory || isTWave(j)) continue;
        if (best < 0 || c.height[j] > c.height[best]) best = j;
      }
      // A search-back beat must also have QRS-like slope: in a pause (sinus pause, non-conducted P
      // of second-degree AV block) the largest wave left may be a P wave, ≈ 1/5 of the QRS slope.
      if (best < 0 || !(c.height[best] > 0.5 * threshold()) || c.slope[best] < SEARCH_BACK_SLOPE * slopeLevel) break;
      accept(best, true);
    }
    if (last >= 0 && c.pos[k] - c.pos[last] < refractory) continue;
    const h = c.height[k];
    if (h > threshold() * postBeatBoost(k) && !isTWave(k)) accept(k, false);
    else {
      // Clipped like the signal level: one huge rejected peak must not lift the threshold above every beat.
      const hn = Math.min(h, 2 * spk);
      npkDev = 0.125 * Math.abs(hn - npk) + 0.875 * npkDev;
      npk = 0.125 * hn + 0.875 * npk;
    }
  }
  // The first beat has no QRS before it for the T-wave test: a T wave of a beat cut off by the
  // record start gets accepted, and the real QRS after it passes. Apply the test backwards: a first
  // detection followed within the T-wave window by one with twice its height or slope is that T.
  if (accepted.length >= 2) {
    const [k0, k1] = accepted;
    if (c.pos[k1] - c.pos[k0] < tWave && (c.height[k0] < 0.5 * c.height[k1] || c.slope[k0] < 0.5 * c.slope[k1])) accepted.shift();
  }
  if (isCutOffRemnant(accepted, c, tWaveLate)) {
    accepted.shift();
    onStartRemnant?.();
  }
  return swapDisplacedBeats(dropIntervalSplitters(dropSmallPrecursors(accepted, c, tWave), c), c);
}

/** A first detection this early on the rhythm (interval to the next / median RR)… */
const REMNANT_MAX_EARLY = 0.9;
/** …with under this share of the typical detection's height and slope… */
const REMNANT_MAX_SIZE = 0.5;

/**
 * …within T_WAVE_LATE_S of the record start is what is left of a beat cut off by the start: its T wave,
 * or its QRS tail where the filters' edge shrinks it (detected ~80 ms in). It is not a measurable beat,
 * and its interval to the next one would make a regular rhythm look irregular. The typical detection is
 * the median of the others (≥ 3). Decided on the 10-s windows of MIT-BIH, QTDB and CPSC 2021 (docs/beat-detection.md).
 */
function isCutOffRemnant(accepted: number[], c: Candidates, tWaveLate: number): boolean {
  if (accepted.length < 4 || c.pos[accepted[0]] >= tWaveLate) return false;
  const rest = accepted.slice(1);
  const k0 = accepted[0];
  const rr = rest.slice(1).map((k, i) => c.pos[k] - c.pos[rest[i]]);
  const early = c.pos[rest[0]] - c.pos[k0] < REMNANT_MAX_EARLY * median(rr);
  return early && c.height[k0] < REMNANT_MAX_SIZE * median(rest.map((k) => c.height[k])) && c.slope[k0] < REMNANT_MAX_SIZE * median(rest.map((k) => c.slope[k]));
}

/** Detections on each side whose heights and intervals give the local reference of dropIntervalSplitters. */
const SPLIT_CONTEXT = 8;
/** A splitting detection is dropped when it is lower than this fraction of the median height around it… */
const SPLIT_MAX_HEIGHT = 0.7;
/** …its two neighbours are this close to one local RR apart… */
const SPLIT_SPAN: [number, number] = [0.8, 1.2];
/** …and the local RR is regular: median absolute deviation of the intervals around under this fraction of their median. */
const SPLIT_MAX_IRREGULARITY = 0.08;
/**
 * A splitting detection up to the median height is dropped too when it is steep for its height: its 5–15 Hz slope
 * envelope over its 4–10 Hz envelope, each relative to the median of the detections around, above SPLIT_MIN_STEEPNESS.
 * Muscle noise carries more of its energy at high frequencies than the record's QRS complexes (MIT-BIH + NSTDB `ma`
 * at 6 dB: the splitting false detections of 0.7–1.0 median height have a median steepness of 1.17, splitting beats
 * 0.96).
 */
const SPLIT_STEEP_MAX_HEIGHT = 1;
const SPLIT_MIN_STEEPNESS = 1.15;
/**
 * …or when its leads do not share in the proportions of the detections around: the angle between its per-lead
 * envelope vector (each lead over its QRS scale) and their median vector above SPLIT_MIN_LEAD_ANGLE (rad). A QRS
 * projects onto the leads in the record's proportions, a noise burst in one lead's electrodes does not (MIT-BIH +
 * `ma`: false detections median 0.38 rad, beats 0.07).
 */
const SPLIT_MIN_LEAD_ANGLE = 0.4;
/**
 * The lead test applies only to detections not wider than the beats around (steepness above this): an ectopic beat
 * also projects onto the leads in other proportions, but it is wide (QTDB sele0121's interpolated PVC, steepness < 0.9,
 * was lost without this).
 */
const SPLIT_ANGLE_MIN_STEEPNESS = 0.9;

/**
 * A low detection that splits one regular RR interval in two is not a beat: a muscle-noise burst, a tall T or P wave.
 * Dropped when it is under SPLIT_MAX_HEIGHT of the median height of the detections around it (or under
 * SPLIT_STEEP_MAX_HEIGHT and steep, or out of the leads' proportions: the constants above), the detections before
 * and after it lie SPLIT_SPAN local RRs apart, and the local RR (median of the intervals around, those touching it
 * left out) is regular. Early beats keep their place: a PVC or PAC is followed by a pause, so their neighbours lie
 * 1.3–2 RR apart, and in AF the local RR is not regular; a low interpolated PVC is the known loss. (MIT-BIH with NSTDB
 * muscle noise at 6 dB over the whole record: false detections 1343 → 875, no beat lost; docs/beat-detection.md.)
 */
function dropIntervalSplitters(accepted: number[], c: Candidates): number[] {
  if (accepted.length < 2 * SPLIT_CONTEXT) return accepted;
  const out: number[] = [];
  // Scratch buffers reused for every detection (a day-long record has ~100 000): medianInPlace reorders them.
  const context = new Int32Array(2 * SPLIT_CONTEXT + 2);
  const values = new Float64Array(2 * SPLIT_CONTEXT + 2);
  const rr = new Float64Array(2 * SPLIT_CONTEXT);
  const dev = new Float64Array(2 * SPLIT_CONTEXT);
  const contextMedian = (n: number, of: (k: number) => number): number => {
    for (let j = 0; j < n; j++) values[j] = of(context[j]);
    return medianInPlace(values.subarray(0, n));
  };
  for (let i = 0; i < accepted.length; i++) {
    const k = accepted[i];
    if (i === 0 || i === accepted.length - 1) {
      out.push(k);
      continue;
    }
    // Context: the kept detections before this one and the candidates after it.
    const b0 = Math.max(0, out.length - SPLIT_CONTEXT - 1);
    const a1 = Math.min(accepted.length, i + 2 + SPLIT_CONTEXT);
    let n = 0;
    let nr = 0;
    for (let j = b0; j < out.length; j++) {
      context[n++] = out[j];
      if (j > b0) rr[nr++] = c.pos[out[j]] - c.pos[out[j - 1]];
    }
    for (let j = i + 1; j < a1; j++) {
      context[n++] = accepted[j];
      if (j > i + 1) rr[nr++] = c.pos[accepted[j]] - c.pos[accepted[j - 1]];
    }
    if (nr < SPLIT_CONTEXT) {
      out.push(k);
      continue;
    }
    const typicalRr = regularLocalRr(rr, nr, dev);
    const span = typicalRr === null ? 0 : (c.pos[accepted[i + 1]] - c.pos[out[out.length - 1]]) / typicalRr;
    if (!(span > SPLIT_SPAN[0] && span < SPLIT_SPAN[1])) {
      out.push(k);
      continue;
    }
    const h = c.height[k] / contextMedian(n, (x) => c.height[x]);
    if (h < SPLIT_MAX_HEIGHT) continue;
    if (h < SPLIT_STEEP_MAX_HEIGHT) {
      const steep = c.slope[k] / contextMedian(n, (x) => c.slope[x]) / h;
      if (steep > SPLIT_MIN_STEEPNESS) continue;
      if (steep > SPLIT_ANGLE_MIN_STEEPNESS && c.leadCount >= 2 && leadAngle(c, k, (li) => contextMedian(n, (x) => c.lead[x * c.leadCount + li])) > SPLIT_MIN_LEAD_ANGLE) continue;
    }
    out.push(k);
  }
  return out;
}

/**
 * The local RR, the median of rr[0..n), when those intervals are regular (median absolute deviation under
 * SPLIT_MAX_IRREGULARITY of it), else null. Reorders `rr`; `dev` is scratch of at least n values.
 */
function regularLocalRr(rr: Float64Array, n: number, dev: Float64Array): number | null {
  const typical = medianInPlace(rr.subarray(0, n));
  for (let j = 0; j < n; j++) dev[j] = Math.abs(rr[j] - typical);
  return medianInPlace(dev.subarray(0, n)) / typical < SPLIT_MAX_IRREGULARITY ? typical : null;
}

/** Angle (rad) between candidate k's per-lead envelope vector and the vector of `typical(lead)` values. */
function leadAngle(c: Candidates, k: number, typical: (lead: number) => number): number {
  let dot = 0;
  let vv = 0;
  let mm = 0;
  for (let li = 0; li < c.leadCount; li++) {
    const v = c.lead[k * c.leadCount + li];
    const m = typical(li);
    dot += v * m;
    vv += v * v;
    mm += m * m;
  }
  return vv > 0 && mm > 0 ? Math.acos(Math.min(1, dot / Math.sqrt(vv * mm))) : 0;
}

/** An early detection is moved when the next one lies this many local RRs after the one before it (a full pause)… */
const SWAP_SPAN: [number, number] = [1.8, 2.2];
/** …it came before this fraction of the local RR… */
const SWAP_MAX_EARLY = 0.8;
/** …and a candidate within this fraction of the local RR of where the beat was due is at least as tall (and ≥ 0.7 × the median height). */
const SWAP_DUE_TOLERANCE = 0.15;
const SWAP_MIN_HEIGHT = 0.7;

/**
 * A noise burst accepted early in a regular rhythm raises the threshold (post-beat boost, adaptive levels) so that the
 * QRS due after it can be rejected; the next beat then comes one RR after the missed one, too soon for search-back.
 * The trace shows it as an early detection followed by a full pause, the pattern of a PVC with its compensatory pause.
 * A PVC hides the QRS that was due; noise does not: when a rejected candidate lies where the beat was due (one local RR
 * after the previous detection), at least as tall as the early detection and of QRS height, it replaces the early
 * detection. Local RR and regularity as in dropIntervalSplitters. (MIT-BIH + NSTDB `ma` 6 dB over the whole record,
 * on top of the steep splitters: FN 408 → 345, FP 721 → 658; clean records unchanged; docs/beat-detection.md.)
 */
function swapDisplacedBeats(accepted: number[], c: Candidates): number[] {
  if (accepted.length < 2 * SPLIT_CONTEXT) return accepted;
  const out = accepted.slice();
  // Scratch buffers reused for every detection, as in dropIntervalSplitters.
  const rr = new Float64Array(2 * SPLIT_CONTEXT + 2);
  const dev = new Float64Array(2 * SPLIT_CONTEXT + 2);
  const heights = new Float64Array(2 * SPLIT_CONTEXT + 2);
  for (let i = 1; i < out.length - 1; i++) {
    const [p, k, n] = [out[i - 1], out[i], out[i + 1]];
    let nr = 0;
    // Context: the intervals and heights around, those touching this detection left out.
    for (let j = Math.max(1, i - 1 - SPLIT_CONTEXT); j <= Math.min(out.length - 1, i + 1 + SPLIT_CONTEXT); j++) {
      if (j === i || j === i + 1) continue;
      rr[nr] = c.pos[out[j]] - c.pos[out[j - 1]];
      heights[nr++] = c.height[out[j]];
    }
    if (nr < SPLIT_CONTEXT) continue;
    const typicalRr = regularLocalRr(rr, nr, dev);
    if (typicalRr === null) continue;
    const span = (c.pos[n] - c.pos[p]) / typicalRr;
    if ((c.pos[k] - c.pos[p]) / typicalRr > SWAP_MAX_EARLY || span < SWAP_SPAN[0] || span > SWAP_SPAN[1]) continue;
    let due = -1;
    for (let j = k + 1; j < n; j++) {
      if (Math.abs(c.pos[j] - c.pos[p] - typicalRr) > SWAP_DUE_TOLERANCE * typicalRr) continue;
      if (due < 0 || c.height[j] > c.height[due]) due = j;
    }
    if (due >= 0 && c.height[due] >= c.height[k] && c.height[due] >= SWAP_MIN_HEIGHT * medianInPlace(heights.subarray(0, nr))) out[i] = due;
  }
  return out;
}

/**
 * A detection followed within the T-wave window by a QRS with over twice its height and twice its
 * slope, and itself under half the typical (median) beat height, was a wave before the QRS
 * (flutter wave, pacing artefact, large P), not a beat: the QRS would have been refractory-close.
 */
function dropSmallPrecursors(accepted: number[], c: Candidates, tWave: number): number[] {
  if (accepted.length < 3) return accepted;
  const typical = medianOf(accepted.map((k) => c.height[k]));
  return accepted.filter((k, i) => {
    const next = accepted[i + 1];
    if (next === undefined || c.pos[next] - c.pos[k] >= tWave) return true;
    return !(c.height[k] < 0.5 * c.height[next] && c.slope[k] < 0.5 * c.slope[next] && c.height[k] < 0.5 * typical);
  });
}

/**
 * Indices of the leads worth detecting on: enough valid samples, not flat, not mostly clipped.
 * Checked on a subsample so it costs little on 24 h records.
 */
export function screenLeads(leads: Float32Array[], fs: number): number[] {
  const out: number[] = [];
  leads.forEach((x, li) => {
    if (x.length < fs) return;
    const stride = Math.max(1, Math.floor(x.length / 200000));
    let valid = 0;
    let total = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < x.length; i += stride) {
      total++;
      const v = x[i];
      if (v !== v || !Number.isFinite(v)) continue;
      valid++;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (valid < 0.5 * total || !(max - min > 0.01)) return;
    // Clipping: a large share of samples sitting exactly on the extreme values.
    let atRail = 0;
    let moving = 0;
    for (let i = stride; i < x.length; i += stride) {
      const v = x[i];
      if (v === min || v === max) atRail++;
      if (v !== x[i - stride]) moving++;
    }
    if (atRail > 0.2 * valid || moving < 0.05 * valid) return;
    // No QRS-like slope anywhere (electrode off with slow drift, a settling exponential).
    let steep = 0;
    for (let i = 0; i + 1 < x.length; i += stride) {
      const d = Math.abs(x[i + 1] - x[i]);
      if (d > steep) steep = d;
    }
    if (!(steep * fs >= MIN_LEAD_SLOPE_MV_S)) return;
    out.push(li);
  });
  return out;
}

/** Block boundaries shared by the detection and refinement passes. */
interface BlockPlan {
  start: number;
  end: number;
}

/**
 * R-peak sample indices (sorted, at the record's own fs) detected on all usable leads together.
 * Unusable leads (flat, saturated, mostly NaN) are skipped; no usable lead gives an empty result.
 */
export function detectQrs(leads: Float32Array[], fs: number, options: DetectOptions = {}): Int32Array {
  if (!(fs > 0) || !Number.isFinite(fs)) throw new RangeError(`detectQrs: invalid sampling rate ${fs}`);
  const n = leads.reduce((m, l) => Math.max(m, l.length), 0);
  const usable = options.screened ?? screenLeads(leads, fs);
  if (usable.length === 0 || n < fs) return new Int32Array(0);
  const block = Math.round(BLOCK_S * fs);
  const pad = Math.round(PAD_S * fs);
  const minGap = Math.round(REFRACTORY_S * fs);
  const cands: Candidates = { pos: [], height: [], slope: [], lead: [], leadCount: usable.length };
  const leadWeight = new Float64Array(leads.length);
  const history: number[][] = leads.map(() => []);
  const plans: BlockPlan[] = [];
  // Equal blocks of 40–90 s, so the last one is never too short for its scale estimate.
  const blocks = Math.max(1, Math.round(n / block));
  for (let bi = 0; bi < blocks; bi++) {
    const start = Math.floor((bi * n) / blocks);
    const end = Math.floor(((bi + 1) * n) / blocks);
    const a = Math.max(0, start - pad);
    const b = Math.min(n, end + pad);
    const fused = new Float32Array(b - a);
    const fusedSlope = new Float32Array(b - a);
    const wsum = new Float32Array(b - a);
    const envs: { li: number; slot: number; seg: Float32Array; e: Float32Array; scale: { qrs: number; floor: number } }[] = [];
    for (const [slot, li] of usable.entries()) {
      const seg = leads[li].subarray(a, Math.min(b, leads[li].length));
      if (seg.length < b - a) continue;
      const e = qrsEnvelope(seg, fs);
      envs.push({ li, slot, seg, e, scale: envelopeScale(e, start - a, end - a, fs) });
    }
    const medianScale = envs.length ? median(envs.map((v) => v.scale.qrs)) : 0;
    const leadEnv: LeadEnvelope[] = usable.map(() => null);
    for (const { li, slot, seg, e, scale } of envs) {
      if (!(scale.qrs >= MIN_RELATIVE_SCALE * medianScale)) continue;
      const floor = scale.floor;
      // A block without beats (pause, low-level noise) must not be normalised up to QRS size:
      // its scale is kept at least a fraction of the lead's recent QRS level.
      const recent = history[li];
      const least = recent.length ? MIN_SCALE_FRACTION * median(recent) : 0;
      const qrs = Math.max(scale.qrs, least);
      if (!(qrs > 0)) continue;
      if (scale.qrs >= least && scale.qrs > 0) {
        recent.push(scale.qrs);
        if (recent.length > 10) recent.shift();
      }
      const w = localWeights(e, qrs, fs);
      leadEnv[slot] = { e, qrs };
      const sl = qrsEnvelope(seg, fs, 5, 15);
      const slq = envelopeScale(sl, start - a, end - a, fs, false).qrs || 1;
      for (let i = 0; i < e.length; i++) {
        fused[i] += (w[i] / qrs) * e[i];
        fusedSlope[i] += (w[i] / slq) * sl[i];
        wsum[i] += w[i];
      }
      leadWeight[li] += qrs / (qrs + NOISE_WEIGHT * floor);
    }
    if (wsum.some((v) => v > 0)) {
      for (let i = 0; i < fused.length; i++) {
        fused[i] = wsum[i] > 0 ? fused[i] / wsum[i] : 0;
        fusedSlope[i] = wsum[i] > 0 ? fusedSlope[i] / wsum[i] : 0;
      }
      collectCandidates(fused, fusedSlope, leadEnv, a, start - a, end - a, minGap, cands);
    }
    plans.push({ start, end });
    options.onProgress?.(((bi + 1) / blocks) * 0.8);
  }
  const chosen = decide(cands, fs, options.onStartRemnant);
  // One fiducial lead for the whole record (highest summed SNR weight), so R positions are
  // consistent from beat to beat for delineation and template matching.
  let fiducialLead = usable[0];
  for (const li of usable) if (leadWeight[li] > leadWeight[fiducialLead]) fiducialLead = li;
  const peaks = refine(leads[fiducialLead], fs, chosen.map((k) => cands.pos[k]), plans, pad);
  options.onProgress?.(1);
  return peaks;
}

/** Moves each detection to the dominant-polarity extremum of the fiducial lead (0.5–40 Hz). */
function refine(lead: Float32Array, fs: number, positions: number[], plans: BlockPlan[], pad: number): Int32Array {
  const out = new Int32Array(positions.length);
  const half = Math.max(1, Math.round(REFINE_S * fs));
  const sections = [
    ...butterworthSections('highpass', fs, 0.5, 2),
    ...(fs > 90 ? butterworthSections('lowpass', fs, Math.min(40, 0.45 * fs), 2) : []),
  ];
  let p = 0;
  for (const plan of plans) {
    const a = Math.max(0, plan.start - pad);
    const b = Math.min(lead.length, plan.end + pad);
    let y: Float32Array | null = null;
    while (p < positions.length && positions[p] < plan.end) {
      y ??= filtfilt(lead.subarray(a, b), sections);
      const c = positions[p] - a;
      // The window stops at a gap (NaN): its edges are the local baseline.
      let lo = Math.max(0, c - half);
      let hi = Math.min(y.length - 1, c + half);
      while (lo < c && !(y[lo] === y[lo])) lo++;
      while (hi > c && !(y[hi] === y[hi])) hi--;
      let iMax = c;
      let iMin = c;
      for (let i = lo; i <= hi; i++) {
        if (y[i] > y[iMax]) iMax = i;
        if (y[i] < y[iMin]) iMin = i;
      }
      // Dominant polarity relative to the window's edges (its local baseline).
      const ref = 0.5 * (y[lo] + y[hi]);
      const best = Math.abs(y[iMax] - ref) >= Math.abs(y[iMin] - ref) ? iMax : iMin;
      out[p] = Number.isFinite(y[best]) ? best + a : positions[p];
      p++;
    }
  }
  // Refinement can in rare cases reorder two very close beats; keep the output sorted and unique.
  out.sort();
  let m = 0;
  for (let i = 0; i < out.length; i++) if (m === 0 || out[i] !== out[m - 1]) out[m++] = out[i];
  return out.slice(0, m);
}
