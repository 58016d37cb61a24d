// Detected beats against a record's own beat labels (MIT-BIH .atr, ISHNE .ann, ...), as ANSI/AAMI EC57 scores them:
// one-to-one matching within 150 ms, VF episodes left out, and the V and S classes counted over matched beats.
import type { BeatClass, EcgAnnotation } from '../types';

/** WFDB beat symbols that EC57 counts as beats. */
export const BEAT_SYMBOLS = new Set('NLRBAaJSVrFejnE/fQ?'.split(''));

/** AAMI EC57 class of a WFDB beat symbol. */
export function aamiClass(symbol: string): BeatClass {
  if ('NLRej'.includes(symbol)) return 'N';
  if ('AaJS'.includes(symbol)) return 'S';
  if ('VE'.includes(symbol)) return 'V';
  if (symbol === 'F') return 'F';
  return 'Q';
}

export interface Match {
  tp: number;
  fn: number;
  fp: number;
  /** For each reference beat, the index of its matched detection or -1. */
  refToDet: Int32Array;
}

/** One-to-one matching of reference and detected beats (both sorted) within ±window samples, nearest first. */
export function matchBeats(ref: ArrayLike<number>, det: ArrayLike<number>, window: number): Match {
  const refToDet = new Int32Array(ref.length).fill(-1);
  const used = new Uint8Array(det.length);
  let j = 0;
  let tp = 0;
  for (let i = 0; i < ref.length; i++) {
    const r = ref[i];
    while (j < det.length && det[j] < r - window) j++;
    let best = -1;
    for (let k = j; k < det.length && det[k] <= r + window; k++) {
      if (used[k]) continue;
      if (best < 0 || Math.abs(det[k] - r) < Math.abs(det[best] - r)) best = k;
    }
    if (best >= 0) {
      used[best] = 1;
      refToDet[i] = best;
      tp++;
    }
  }
  return { tp, fn: ref.length - tp, fp: det.length - tp, refToDet };
}

export interface ClassCounts {
  tp: number;
  fn: number;
  fp: number;
}

/**
 * One class's counts over matched beats (EC57): a reference beat of the class is found or missed by its detection's
 * class; a detection of the class on another reference beat is a false one, except on fusion beats for V and on
 * unclassifiable (Q) beats.
 */
export function classConfusion(refClasses: BeatClass[], detClasses: BeatClass[], m: Match, cls: BeatClass, acc: ClassCounts = { tp: 0, fn: 0, fp: 0 }): ClassCounts {
  refClasses.forEach((rc, i) => {
    const d = m.refToDet[i];
    const dc = d >= 0 ? detClasses[d] : null;
    if (rc === cls && dc === cls) acc.tp++;
    else if (rc === cls) acc.fn++;
    else if (dc === cls && rc !== 'Q' && !(cls === 'V' && rc === 'F')) acc.fp++;
  });
  return acc;
}

export interface BeatDisagreement {
  sample: number;
  /** missed: a labelled beat not detected; extra: a detection on no labelled beat; class: V or S on one side only. */
  kind: 'missed' | 'extra' | 'class';
  /** The file's label (WFDB symbol), null for an extra detection. */
  reference: string | null;
  detected: BeatClass | null;
}

export interface BeatComparison {
  /** Which annotation file the labels came from (e.g. 'atr', 'ann'). */
  source: string;
  /** Labelled beats compared (outside VF episodes, within the labelled stretch). */
  reference: number;
  tp: number;
  fn: number;
  fp: number;
  V: ClassCounts;
  S: ClassCounts;
  /** The first MAX_LISTED disagreements in time order, and how many there are in all. */
  disagreements: BeatDisagreement[];
  disagreementCount: number;
}

const WINDOW_S = 0.15;
export const MAX_LISTED = 500;

/**
 * The record's detected beats against its own beat labels, or null when it has none (fewer than two). The labels
 * are those of the annotation file holding the most beat symbols; only the stretch they cover is compared, so a
 * file that labels part of a record (LUDB's middle beats, QTDB's .q1c) reports no "extra" beats outside it.
 */
export function compareWithLabelledBeats(beats: { r: number; class: BeatClass }[], annotations: EcgAnnotation[], fs: number): BeatComparison | null {
  const bySource = new Map<string, EcgAnnotation[]>();
  for (const a of annotations) {
    const list = bySource.get(a.source ?? '') ?? [];
    list.push(a);
    bySource.set(a.source ?? '', list);
  }
  let source = '';
  let labelled: EcgAnnotation[] = [];
  for (const [s, list] of bySource) {
    const b = list.filter((a) => BEAT_SYMBOLS.has(a.symbol));
    if (b.length > labelled.length) [source, labelled] = [s, b];
  }
  if (labelled.length < 2) return null;
  const vf: [number, number][] = [];
  for (const a of [...bySource.get(source)!].sort((x, y) => x.sample - y.sample)) {
    if (a.symbol === '[') vf.push([a.sample, Infinity]);
    else if (a.symbol === ']' && vf.length) vf[vf.length - 1][1] = a.sample;
  }
  const inVf = (s: number) => vf.some(([a, b]) => s >= a && s <= b);
  const w = Math.round(WINDOW_S * fs);
  const ref = labelled.filter((a) => !inVf(a.sample)).sort((x, y) => x.sample - y.sample);
  if (!ref.length) return null;
  const lo = ref[0].sample - w;
  const hi = ref[ref.length - 1].sample + w;
  const det = beats.filter((b) => b.r >= lo && b.r <= hi && !inVf(b.r));
  const m = matchBeats(ref.map((a) => a.sample), det.map((b) => b.r), w);
  const refClasses = ref.map((a) => aamiClass(a.symbol));
  const detClasses = det.map((b) => b.class);
  const ectopic = (c: BeatClass) => c === 'V' || c === 'S';
  const all: BeatDisagreement[] = [];
  const matched = new Uint8Array(det.length);
  ref.forEach((a, i) => {
    const d = m.refToDet[i];
    if (d < 0) return void all.push({ sample: a.sample, kind: 'missed', reference: a.symbol, detected: null });
    matched[d] = 1;
    const rc = refClasses[i];
    const dc = detClasses[d];
    if (rc !== dc && (ectopic(rc) || ectopic(dc)) && rc !== 'Q' && !(rc === 'F' && dc === 'V')) all.push({ sample: det[d].r, kind: 'class', reference: a.symbol, detected: dc });
  });
  det.forEach((b, k) => {
    if (!matched[k]) all.push({ sample: b.r, kind: 'extra', reference: null, detected: b.class });
  });
  all.sort((x, y) => x.sample - y.sample);
  return {
    source,
    reference: ref.length,
    tp: m.tp,
    fn: m.fn,
    fp: m.fp,
    V: classConfusion(refClasses, detClasses, m, 'V'),
    S: classConfusion(refClasses, detClasses, m, 'S'),
    disagreements: all.slice(0, MAX_LISTED),
    disagreementCount: all.length,
  };
}
