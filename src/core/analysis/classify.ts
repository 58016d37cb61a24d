// Beat classification into AAMI EC57 classes (N, S, V, F, Q) (docs/beat-detection.md).
//
// Method: QRS morphology is compared with the record's dominant beat.
//  1. each beat's QRS (−100 … +120 ms around its slope-energy centroid, 0.5–40 Hz, up to three
//     usable leads) is clustered greedily by correlation; the most populated cluster that is not
//     premature is the dominant (normally conducted) morphology;
//  2. per cluster: correlation with the dominant template, "equivalent width" (QRS area over
//     peak amplitude, grows with QRS duration, insensitive to amplitude and polarity), and
//     prematurity (RR over the median of recent dominant-to-dominant RRs);
//  3. V: clusters clearly wider than the dominant with a different shape (early, or very wide),
//     or with a very different shape, early and not narrower; a beat rougher than the record's
//     typical beat (noise) is not V;
//     S: other beats that are premature (RR < 0.85 × the median of the last 10 N–N intervals) in
//     a locally regular rhythm (median |ΔRR| / RR < 0.1 around it, or tight sinus intervals
//     between frequent PACs and a pause after the beat or after its couplet), coupled to an N or S
//     beat and abruptly early (RR < 0.9 × the RR before it); after an S, S while RR < 0.75 × that
//     median, in a rhythm regular in the same sense;
//     an S whose shape differs from the dominant one and that a full compensatory pause follows is V;
//     N: the rest. F (fusion) is not attempted (labelled N or V); Q: no usable lead, or a first
//     beat alone in its cluster and not followed by a pause (a T wave cut by the record start).

import type { BeatClass } from '../types';
import { butterworthSections, filtfilt } from '../signal/filters';
import { screenLeads } from './detect';

export interface BeatTemplate {
  /** Samples per lead, window R − pre … R + post at the record's fs. */
  leads: Float32Array[];
  pre: number;
  count: number;
}

export interface BeatFeatures {
  /** Σ|Δ²y| / Σ|Δy| over the window: high for noise-contaminated beats. */
  roughness?: number;
  /** Mean correlation with the dominant template over the leads. */
  corr: number;
  /** Equivalent QRS width relative to the dominant template's. */
  widthRatio: number;
  /** RR before the beat over the local mean RR (NaN for the first beat). */
  prematurity: number;
  cluster: number;
}

export interface Classification {
  classes: BeatClass[];
  templates?: { dominant: BeatTemplate | null };
  features?: BeatFeatures[];
}

const PRE_S = 0.1;
const POST_S = 0.12;
const BLOCK_S = 60;
const MAX_LEADS = 3;
const MAX_CLUSTERS = 24;
const CLUSTER_CORR = 0.92;
/** Largest roughness of a V beat relative to the record's median beat. */
const MAX_V_ROUGHNESS = 1.25;
/** S: RR below this fraction of the local normal RR… */
const S_PREMATURE = 0.85;
/** …the normal RR being the median of this many last N–N intervals (de Chazal 2004: local RR)… */
const S_NORMAL_RR_COUNT = 10;
/** …and a beat right after an S stays S (SVT run) while its RR is below this fraction of it. */
const S_RUN = 0.75;
/** …in a rhythm whose local median |ΔRR| / RR is below this (AF beats stay N). */
const S_MAX_IRREGULARITY = 0.1;
/** Frequent PACs (raw RR irregular): the sinus intervals' MAD / median must stay below this… */
const S_MAX_SPREAD = 0.035;
/** …with fewer long intervals (> 1.1 × normal RR) not explained by an early beat before them… */
const S_MAX_UNEXPLAINED_LONG = 0.1;
/** …and the early beat followed by a pause (RR after it ≥ this × the normal RR). */
const S_PAUSE = 0.95;
/** …and abruptly shorter than the interval before it (sinus arrhythmia changes RR gradually). */
const S_ABRUPT = 0.9;
/**
 * An early beat taken for S becomes V when its QRS differs from the dominant one (correlation below
 * this) and a full compensatory pause follows (below): a PVC leaves the sinus node undisturbed, so
 * the intervals around it add up to two sinus intervals, while a PAC resets the node and the pair is
 * shorter (PROTOCOL.md: a PAC is "not followed by a full compensatory pause").
 */
const COMPENSATED_V_CORR = 0.7;
/** RR before + RR after ≥ this × 2 normal RRs: a full compensatory pause. */
const FULL_COMPENSATORY = 0.97;
/** Half-width of the window whose slope-energy centroid aligns the beats. */
const CENTROID_S = 0.08;

/** Pearson correlation of two multi-lead windows taken as one concatenated vector. */
function correlation(a: Float32Array[], ao: number, b: Float32Array[], bo: number, len: number): number {
  let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    const y = b[k];
    for (let i = 0; i < len; i++) {
      const u = x[ao + i];
      const v = y[bo + i];
      sa += u;
      sb += v;
      saa += u * u;
      sbb += v * v;
      sab += u * v;
    }
  }
  const m = len * a.length;
  const va = saa - (sa * sa) / m;
  const vb = sbb - (sb * sb) / m;
  return va > 0 && vb > 0 ? (sab - (sa * sb) / m) / Math.sqrt(va * vb) : 0;
}

/**
 * QRS area over peak amplitude (seconds) of the summed absolute deviation over leads, relative to
 * each lead's window-edge baseline: grows with QRS duration, insensitive to amplitude and polarity.
 */
function equivalentWidth(x: Float32Array[], off: number, len: number, fs: number): number {
  const bases = x.map((y) => 0.5 * (y[off] + y[off + len - 1]));
  let area = 0;
  let peak = 0;
  for (let i = 0; i < len; i++) {
    let v = 0;
    for (let k = 0; k < x.length; k++) v += Math.abs(x[k][off + i] - bases[k]);
    area += v;
    if (v > peak) peak = v;
  }
  return peak > 0 ? area / peak / fs : 0;
}

function localMeanRr(rr: number[], i: number): number {
  let s = 0;
  let k = 0;
  for (let j = Math.max(1, i - 8); j < Math.min(rr.length, i + 3); j++) {
    if (j === i) continue;
    s += rr[j];
    k++;
  }
  return k ? s / k : NaN;
}

function median(v: number[]): number {
  const a = v.slice().sort((x, y) => x - y);
  return a.length ? a[a.length >> 1] : NaN;
}

/** Σ|Δ²y| / Σ|Δy| of each beat window over the leads: high when noise rides on the beat. */
function roughnessOf(seg: Float32Array[], nb: number, len: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < nb; b++) {
    let d1 = 0;
    let d2 = 0;
    for (const y of seg) {
      for (let i = b * len + 2; i < (b + 1) * len; i++) {
        d1 += Math.abs(y[i] - y[i - 1]);
        d2 += Math.abs(y[i] - 2 * y[i - 1] + y[i - 2]);
      }
    }
    out.push(d1 > 0 ? d2 / d1 : 0);
  }
  return out;
}

/** rr[b] / median of the last 32 dominant→dominant intervals (fallback: the given value). */
function normalRrPrematurity(rr: number[], of: Int32Array, dom: number, fallback: number[]): number[] {
  const recent: number[] = [];
  const out = fallback.slice();
  for (let b = 1; b < rr.length; b++) {
    if (recent.length >= 4) {
      const sorted = recent.slice().sort((x, y) => x - y);
      out[b] = rr[b] / sorted[sorted.length >> 1];
    }
    if (of[b] === dom && of[b - 1] === dom) {
      recent.push(rr[b]);
      if (recent.length > 32) recent.shift();
    }
  }
  return out;
}

/**
 * Local RR irregularity: median |ΔRR| over median RR among the neighbouring intervals (the
 * intervals around the beat itself left out). Medians ignore a few ectopics; AF stays high.
 */
function localIrregularity(rr: number[], i: number): number {
  const d: number[] = [];
  const r: number[] = [];
  for (let j = Math.max(2, i - 8); j < Math.min(rr.length, i + 8); j++) {
    if (j === i || j === i + 1) continue;
    d.push(Math.abs(rr[j] - rr[j - 1]));
    r.push(rr[j]);
  }
  return d.length ? median(d) / median(r) : 0;
}

/** Beat windows per lead (0.5–40 Hz), centred on each beat's QRS energy centroid. */
function extractWindows(leads: Float32Array[], use: number[], fs: number, rPeaks: Int32Array, pre: number, len: number): Float32Array[] {
  const nb = rPeaks.length;
  const seg = use.map(() => new Float32Array(nb * len).fill(NaN));
  const sections = [
    ...butterworthSections('highpass', fs, 0.5, 2),
    ...(fs > 90 ? butterworthSections('lowpass', fs, Math.min(40, 0.45 * fs), 2) : []),
  ];
  const n = leads[use[0]].length;
  const block = Math.round(BLOCK_S * fs);
  const pad = Math.round(2 * fs);
  const half = Math.round(CENTROID_S * fs);
  let b0 = 0;
  for (let start = 0; start < n && b0 < nb; start += block) {
    const end = Math.min(n, start + block);
    let b1 = b0;
    while (b1 < nb && rPeaks[b1] < end) b1++;
    if (b1 === b0) continue;
    const a = Math.max(0, start - pad);
    const z = Math.min(n, end + pad);
    const ys = use.map((li) => filtfilt(leads[li].subarray(a, z), sections));
    for (let b = b0; b < b1; b++) {
      // Centroid of the slope energy summed over leads: a polarity-independent QRS centre.
      const r = rPeaks[b] - a;
      let sw = 0;
      let st = 0;
      for (let i = Math.max(1, r - half); i <= Math.min(z - a - 2, r + half); i++) {
        let e = 0;
        for (const y of ys) {
          const d = y[i + 1] - y[i - 1];
          e += d * d;
        }
        sw += e;
        st += e * i;
      }
      const c = sw > 0 ? Math.round(st / sw) : r;
      const from = c - pre;
      if (from < 0 || from + len > z - a) continue;
      ys.forEach((y, k) => seg[k].set(y.subarray(from, from + len), b * len));
    }
    b0 = b1;
  }
  return seg;
}

/** Median of the last `size` RR intervals between two beats labelled N: the local sinus RR. */
class NormalRr {
  private recent: number[] = [];
  constructor(private readonly size: number) {}
  push(rr: number): void {
    this.recent.push(rr);
    if (this.recent.length > this.size) this.recent.shift();
  }
  value(): number {
    return this.recent.length >= 3 ? median(this.recent) : NaN;
  }
}

/**
 * Spread of the underlying rhythm around beat i, free of ectopy: among the intervals within ±10
 * beats (the beat's own coupling interval and pause left out), those not shorter than 0.85 × the
 * normal RR and not right after such a short one (coupling intervals and their pauses): median
 * absolute deviation / median. Also the share of window intervals longer than 1.1 × the normal RR
 * that follow no short one. With frequent PACs the kept intervals are the sinus ones and every
 * long interval is a pause after an early beat; in AF neither holds.
 */
function rhythmSpread(rr: number[], i: number, normalRr: number): { spread: number; unexplainedLong: number } {
  const idx: number[] = [];
  for (let j = Math.max(2, i - 10); j < Math.min(rr.length, i + 10); j++) if (j !== i && j !== i + 1) idx.push(j);
  if (idx.length < 6 || !Number.isFinite(normalRr)) return { spread: Infinity, unexplainedLong: 1 };
  const m = normalRr;
  const keep = idx.filter((j) => rr[j] >= 0.85 * m && !(rr[j - 1] < 0.85 * m)).map((j) => rr[j]);
  let unexplained = 0;
  for (const j of idx) if (rr[j] > 1.1 * m && !(rr[j - 1] < 0.9 * m)) unexplained++;
  if (keep.length < 4) return { spread: Infinity, unexplainedLong: unexplained / idx.length };
  const mk = median(keep);
  return { spread: median(keep.map((x) => Math.abs(x - mk))) / mk, unexplainedLong: unexplained / idx.length };
}

/**
 * The rhythm around an early beat b is regular enough for an S: locally regular (AF beats stay N),
 * or — where frequent PACs make the raw RR irregular — b is followed by a pause (RR after it ≥
 * S_PAUSE × the normal RR, not the start of a run), or b and the next beat are an early couplet
 * that a pause follows (European ST-T e0114's PAC pairs), and the sinus intervals around are tight
 * (rhythmSpread < S_MAX_SPREAD) with no long interval unexplained by an early beat before it
 * (share < S_MAX_UNEXPLAINED_LONG).
 */
function regularEnough(rr: number[], normalRr: number, b: number): boolean {
  if (localIrregularity(rr, b) < S_MAX_IRREGULARITY) return true;
  const pauseAfter = (i: number) => i < rr.length && rr[i] >= S_PAUSE * normalRr;
  // A PAC couplet: the pause follows the second early beat.
  const coupletStart = b + 1 < rr.length && rr[b + 1] < S_PREMATURE * normalRr && pauseAfter(b + 2);
  if (!pauseAfter(b + 1) && !coupletStart) return false;
  const { spread, unexplainedLong } = rhythmSpread(rr, b, normalRr);
  return spread < S_MAX_SPREAD && unexplainedLong < S_MAX_UNEXPLAINED_LONG;
}

/**
 * S: early against the local normal RR (`normalRr`, the median of the last N–N intervals; the local
 * mean RR until three exist) in a locally regular rhythm (AF beats stay N), coupled to a conducted
 * beat (after a V the next sinus beat of an interpolated PVC comes early on the V, not on the sinus
 * rhythm; after a Q the interval is not a coupling interval), and abruptly early (RR < S_ABRUPT ×
 * the preceding RR): sinus arrhythmia shortens the RR gradually. A beat right after an S stays S
 * while its RR is below S_RUN × the same normal RR: the reference is frozen during the run (only
 * N–N intervals update it), so an SVT run stays early however long it lasts.
 */
function isSupraventricularPremature(rr: number[], normalRr: number, premLocal: number[], classes: BeatClass[], b: number): boolean {
  if (b < 1) return false;
  const prev = classes[b - 1];
  if (prev !== 'N' && prev !== 'S') return false;
  if (!regularEnough(rr, normalRr, b)) return false;
  const p = Number.isFinite(normalRr) ? rr[b] / normalRr : premLocal[b];
  if (prev === 'S') return p < S_RUN;
  return p < S_PREMATURE && (b < 2 || rr[b] < S_ABRUPT * rr[b - 1]);
}

interface Clusters {
  templates: Float32Array[][];
  counts: number[];
  of: Int32Array;
}

/** Greedy correlation clustering with running-mean templates (they follow slow drift). */
function clusterBeats(seg: Float32Array[], nb: number, len: number): Clusters {
  const templates: Float32Array[][] = [];
  const counts: number[] = [];
  const of = new Int32Array(nb).fill(-1);
  for (let b = 0; b < nb; b++) {
    if (!seg.every((s) => Number.isFinite(s[b * len]))) continue;
    let best = -1;
    let bestC = -Infinity;
    for (let c = 0; c < templates.length; c++) {
      const r = correlation(seg, b * len, templates[c], 0, len);
      if (r > bestC) {
        bestC = r;
        best = c;
      }
    }
    if (best < 0 || (bestC < CLUSTER_CORR && templates.length < MAX_CLUSTERS)) {
      templates.push(seg.map((s) => s.slice(b * len, b * len + len)));
      counts.push(1);
      of[b] = templates.length - 1;
    } else {
      const w = 1 / Math.min(counts[best] + 1, 50);
      for (let k = 0; k < seg.length; k++) {
        const t = templates[best][k];
        for (let i = 0; i < len; i++) t[i] += w * (seg[k][b * len + i] - t[i]);
      }
      counts[best]++;
      of[b] = best;
    }
  }
  return { templates, counts, of };
}

/**
 * AAMI class of every beat in `rPeaks` (sorted R-peak samples, as detectQrs returns).
 * Returns classes in the same order; templates carry the dominant beat per lead.
 */
/** `screened`: screenLeads(leads, fs), when the caller has it already. */
export function classifyBeats(leads: Float32Array[], fs: number, rPeaks: Int32Array, screened?: number[]): Classification {
  const nb = rPeaks.length;
  const classes: BeatClass[] = new Array(nb).fill('Q');
  if (nb === 0) return { classes, templates: { dominant: null } };
  const use = (screened ?? screenLeads(leads, fs)).slice(0, MAX_LEADS);
  if (use.length === 0) return { classes, templates: { dominant: null } };
  const pre = Math.round(PRE_S * fs);
  const len = pre + Math.round(POST_S * fs) + 1;
  const seg = extractWindows(leads, use, fs, rPeaks, pre, len);
  const { templates, counts, of } = clusterBeats(seg, nb, len);
  if (templates.length === 0) return { classes, templates: { dominant: null } };

  const rr: number[] = [NaN];
  for (let b = 1; b < nb; b++) rr.push(rPeaks[b] - rPeaks[b - 1]);
  const premLocal = rr.map((_, b) => (b > 0 ? rr[b] / localMeanRr(rr, b) : NaN));
  let prem = premLocal;
  // Dominant morphology: the most populated cluster whose beats are not premature.
  const clusterPrem = (): number[] => templates.map((_, c) => {
    const v: number[] = [];
    for (let b = 0; b < nb; b++) if (of[b] === c && Number.isFinite(prem[b])) v.push(prem[b]);
    v.sort((x, y) => x - y);
    return v.length ? v[v.length >> 1] : 1;
  });
  let dom = -1;
  const firstPrem = clusterPrem();
  for (let c = 0; c < templates.length; c++)
    if (firstPrem[c] >= 0.92 && (dom < 0 || counts[c] > counts[dom])) dom = c;
  if (dom < 0) for (let c = 0; c < templates.length; c++) if (dom < 0 || counts[c] > counts[dom]) dom = c;
  // Prematurity against the dominant rhythm: RR over the median of the last dominant-to-dominant
  // intervals, so beats inside a run of ectopics (VT, SVT) still count as early.
  prem = normalRrPrematurity(rr, of, dom, prem);
  const clusterPremNow = clusterPrem();
  const domWidth = equivalentWidth(templates[dom], 0, len, fs);
  const clusterV = templates.map((t, c) => {
    if (c === dom) return false;
    const corr = correlation(t, 0, templates[dom], 0, len);
    const wr = equivalentWidth(t, 0, len, fs) / domWidth;
    // Ectopic ventricular beats are wide and differently shaped, and usually early; a late wide
    // cluster (escape beats) must be clearly wide.
    const early = clusterPremNow[c] < 0.95;
    return (wr > 1.25 && corr < 0.9 && (early || wr > 1.5)) || (corr < 0.5 && wr > 1.0 && early);
  });

  // A first detection alone in its morphology (counts 1) has no coupling interval; followed by an early
  // beat (no post-ectopic pause) it is usually the T wave of a beat cut off by the record start:
  // unclassifiable (Q), and the interval after it is no coupling interval.
  const firstUnpaused = nb > 1 && !(premLocal[1] >= 1);
  const rough = roughnessOf(seg, nb, len);
  const typicalRough = median(rough.filter((r) => r > 0));
  const features: BeatFeatures[] = [];
  const normal = new NormalRr(S_NORMAL_RR_COUNT);
  const normalAt = new Float64Array(nb);
  for (let b = 0; b < nb; b++) {
    if (b > 1 && classes[b - 1] === 'N' && classes[b - 2] === 'N') normal.push(rr[b - 1]);
    normalAt[b] = normal.value();
    const c = of[b];
    if (c < 0) {
      features.push({ corr: NaN, widthRatio: NaN, prematurity: prem[b], cluster: -1 });
      continue;
    }
    const corr = correlation(seg, b * len, templates[dom], 0, len);
    const widthRatio = domWidth > 0 ? equivalentWidth(seg, b * len, len, fs) / domWidth : 1;
    features.push({ corr, widthRatio, prematurity: prem[b], cluster: c, roughness: rough[b] });
    // A ventricular complex is slower than a normal one; a wide complex rougher than the record's
    // typical beat is noise, not a V.
    if (b === 0 && c !== dom && counts[c] === 1 && firstUnpaused) classes[b] = 'Q';
    else if (clusterV[c] && !(rough[b] > MAX_V_ROUGHNESS * typicalRough)) classes[b] = 'V';
    else if (isSupraventricularPremature(rr, normal.value(), premLocal, classes, b)) classes[b] = 'S';
    else classes[b] = 'N';
  }
  for (let b = 1; b < nb - 1; b++)
    if (classes[b] === 'S' && classes[b - 1] === 'N' && classes[b + 1] === 'N' && features[b].corr < COMPENSATED_V_CORR && rr[b] + rr[b + 1] >= FULL_COMPENSATORY * 2 * normalAt[b])
      classes[b] = 'V';
  const dominant: BeatTemplate = { leads: templates[dom], pre, count: counts[dom] };
  return { classes, templates: { dominant }, features };
}

/** The most frequent class (N on a tie with N). */
export function dominantClass(classes: BeatClass[]): BeatClass {
  const count = new Map<BeatClass, number>();
  for (const c of classes) count.set(c, (count.get(c) ?? 0) + 1);
  let best: BeatClass = 'N';
  let n = -1;
  for (const [c, k] of count) if (k > n || (k === n && c === 'N')) { best = c; n = k; }
  return best;
}
