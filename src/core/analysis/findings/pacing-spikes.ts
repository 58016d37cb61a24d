import { upperMedian } from '../../signal/order-stats';
/**
 * Pacemaker stimuli. A stimulus lasts 0.5–2 ms; the recorder's filters smear it over a few samples
 * (MIT-BIH 107/217: 3–5 samples at 360 Hz), so it is a deflection narrower than ~15 ms, isolated
 * from the QRS it triggers. Measured on the raw signal with the second difference at lag h ≈ 8 ms,
 * D_h(i) = x[i] − (x[i−h] + x[i+h]) / 2, which equals the amplitude of a deflection narrower than
 * h and is only ~h/W of D_2h for a wave of half-width W ≥ 2h. A spike at i needs:
 * - |D_h| ≥ 0.2 mV and |D_h| ≥ 0.6 |D_2h| (same sign): narrow;
 * - |D_h| < half of it over [i − 6h, i − 2h] and [i + 2h, i + 6h]: isolated. A narrow R is
 *   followed by its S within that span, mains hum and muscle noise repeat within it;
 * - i in [QRS onset − 300 ms, R − 30 ms] (atrial or ventricular pacing, before the R peak), or up to the R
 *   itself when the stimulus is what the detector took for the R (WIDE_AFTER_S, AT_ONSET_S);
 * - ≥ a third of the leads (≥ 1 of 2) within h: a stimulus reaches every lead at once, but its
 *   projection can vanish in some leads.
 * A pacemaker fires at a fixed delay before the complex it captures, so a beat counts as paced when
 * one of its stimuli lies within ±15 ms of the record's median lag to R or to the delineated QRS
 * onset (medians of each beat's earliest stimulus). A slope threshold cannot work (docs/findings.md).
 * Some recorders turn the stimulus into a step instead (flat, jump, flat: `stepsOf`).
 * The fraction leaves out beats that came before the pacemaker's escape interval (intrinsic).
 */
const MIN_MV = 0.2;
const NARROW_RATIO = 0.6;
const LAG_TOL_S = 0.015;
/**
 * A stimulus before the R lies at least this far before it. A QRS notch 20–24 ms before the R, narrow and isolated in
 * a third of the leads, made LUDB 75, CinC E07505 and JS20005 resampled to 1000 Hz paced at 20 ms (seventh session;
 * MIT-BIH paced windows unchanged, 10-s windows called paced without a pacemaker 16 → 11).
 */
const BEFORE_R_S = 0.03;
const QUIET_RATIO = 0.5;
/**
 * The beat detector may take the stimulus itself for the R (MIT-BIH 104/217: a 1–2 mV spike at the onset of a
 * broad, lower QRS). A narrow isolated deflection up to the R then still counts when it starts the complex (within
 * AT_ONSET_S of the delineated QRS onset) and a wide complex follows it (QRS offset ≥ WIDE_AFTER_S later): a paced
 * QRS is wide, and the sharp initial R of a bundle branch block lies further into its QRS (MIT-BIH 207's RBBB: 64 ms).
 */
const WIDE_AFTER_S = 0.1;
const AT_ONSET_S = 0.04;
/** Step-shaped stimulus: at least this change (mV) within 4 ms… */
const STEP_MV = 0.1;
/** …between stretches whose sample-to-sample changes stay below this fraction of it. */
const STEP_FLAT = 0.2;
/** A beat without a stimulus coming before this fraction of the escape interval is intrinsic. */
const INTRINSIC_EARLY = 0.9;
/** Fewest paced-to-paced intervals that define the escape interval. */
const MIN_PACED_PAIRS = 3;

export interface PacingBeat {
  qrsOn: number;
  r: number;
  /** Without it a stimulus must come ≥ BEFORE_R_S before the R. */
  qrsOff?: number | null;
}

export interface PacingResult {
  /** Sample of the stimulus before each paced beat. */
  spikes: number[];
  /**
   * Share of beats with a stimulus at the record's consistent lag, among the beats the pacemaker
   * could have paced: beats without a stimulus that come earlier than 0.9 × its escape interval
   * are intrinsic (they inhibit a demand pacemaker) and are left out of the count.
   */
  pacedFraction: number;
  /**
   * Per beat, the last stimulus before a paced beat's QRS (the ventricular one under dual-chamber pacing), null for
   * beats not paced: the depolarisation it triggers cannot start before it.
   */
  lastStimulus: (number | null)[];
}

function d2(x: Float32Array, i: number, h: number): number {
  return x[i] - (x[i - h] + x[i + h]) / 2;
}

/** The 4h on either side of the deflection are quiet at the narrow scale. */
function quietAround(x: Float32Array, i: number, h: number, amp: number): boolean {
  for (let k = Math.max(h, i - 6 * h); k <= i - 2 * h; k++) if (Math.abs(d2(x, k, h)) > QUIET_RATIO * amp) return false;
  for (let k = i + 2 * h; k <= Math.min(x.length - 1 - h, i + 6 * h); k++) if (Math.abs(d2(x, k, h)) > QUIET_RATIO * amp) return false;
  return true;
}

/** Narrow deflections of one lead in [from, to]: the sharpest per 2h span. */
function narrowPeaks(x: Float32Array, from: number, to: number, h: number): number[] {
  const out: number[] = [];
  const lo = Math.max(4 * h, from);
  const hi = Math.min(x.length - 1 - 4 * h, to);
  let best = -1;
  let bestAmp = 0;
  for (let i = lo; i <= hi; i++) {
    const dh = d2(x, i, h);
    const ah = Math.abs(dh);
    if (!(ah >= MIN_MV)) continue;
    const dw = d2(x, i, 2 * h);
    if (Math.sign(dw) !== Math.sign(dh) || ah < NARROW_RATIO * Math.abs(dw)) continue;
    if (!quietAround(x, i, h, ah)) continue;
    if (best >= 0 && i - best > 2 * h) {
      out.push(best);
      best = -1;
    }
    if (best < 0 || ah > bestAmp) {
      best = i;
      bestAmp = ah;
    }
  }
  if (best >= 0) out.push(best);
  return out;
}

/**
 * Stimuli that the recorder turned into a step (LUDB 111, bipolar pacing at 500 Hz: the signal jumps
 * 0.1–0.3 mV within one sample and stays, 40 ms before the QRS): a change ≥ STEP_MV within 4 ms
 * between flat stretches (10 ms before, 8 ms after, every sample-to-sample change < STEP_FLAT × the
 * step). A QRS upstroke keeps rising after 4 ms; quantisation steps are far smaller.
 */
function stepsOf(x: Float32Array, from: number, to: number, fs: number): number[] {
  const k = Math.max(1, Math.round(0.004 * fs));
  const pre = Math.round(0.01 * fs);
  const post = Math.round(0.008 * fs);
  const out: number[] = [];
  for (let i = Math.max(pre + 1, from); i <= Math.min(x.length - k - post - 2, to); i++) {
    const step = Math.abs(x[i + k] - x[i]);
    if (!(step >= STEP_MV)) continue;
    let flat = true;
    for (let j = i - pre; j < i && flat; j++) if (Math.abs(x[j + 1] - x[j]) > STEP_FLAT * step) flat = false;
    for (let j = i + k; j < i + k + post && flat; j++) if (Math.abs(x[j + 1] - x[j]) > STEP_FLAT * step) flat = false;
    if (flat && (out.length === 0 || i - out[out.length - 1] > k)) out.push(i);
  }
  return out;
}

/** Samples (ascending, > h apart) where ≥ `need` leads have a narrow deflection or a step within h of each other. */
function stimuliBefore(leads: Float32Array[], b: PacingBeat, fs: number, h: number, need: number): number[] {
  const from = b.qrsOn - Math.round(0.3 * fs);
  const startsWideComplex = b.qrsOff == null ? -Infinity : Math.min(b.r + h, b.qrsOff - Math.round(WIDE_AFTER_S * fs), b.qrsOn + Math.round(AT_ONSET_S * fs));
  const to = Math.max(b.r - Math.round(BEFORE_R_S * fs), startsWideComplex);
  const all = leads.flatMap((x, li) => [...narrowPeaks(x, from, to, h), ...stepsOf(x, from, to, fs)].map((s) => ({ s, li }))).sort((p, q) => p.s - q.s);
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const seen = new Set<number>();
    for (let j = i; j < all.length && all[j].s - all[i].s <= h; j++) seen.add(all[j].li);
    if (seen.size >= need && (out.length === 0 || all[i].s - out[out.length - 1] > h)) out.push(all[i].s);
  }
  return out;
}

export function detectPacing(leads: Float32Array[], fs: number, beats: PacingBeat[]): PacingResult {
  const none = (): PacingResult => ({ spikes: [], pacedFraction: 0, lastStimulus: beats.map(() => null) });
  if (beats.length === 0 || leads.length === 0) return none();
  const h = Math.max(2, Math.round(0.008 * fs));
  const need = Math.ceil(leads.length / 3);
  const perBeat = beats.map((b) => ({ b, c: stimuliBefore(leads, b, fs, h, need) }));
  const first = perBeat.filter((f) => f.c.length > 0);
  if (first.length === 0) return none();
  // The record's stimulus delay, from the earliest stimulus of each beat, to both R and QRS onset:
  // in fusion beats the detected R moves, where the delineated onset can stay; in others the reverse.
  const lagR = upperMedian(first.map((f) => f.b.r - f.c[0]));
  const lagOn = upperMedian(first.map((f) => f.b.qrsOn - f.c[0]));
  const tol = Math.max(h, Math.round(LAG_TOL_S * fs));
  const atLag = (b: PacingBeat, s: number) => Math.abs(b.r - s - lagR) <= tol || Math.abs(b.qrsOn - s - lagOn) <= tol;
  const spikes: number[] = [];
  const paced: boolean[] = [];
  const lastStimulus: (number | null)[] = [];
  for (const f of perBeat) {
    const hit = f.c.find((s) => atLag(f.b, s));
    if (hit !== undefined) spikes.push(hit);
    paced.push(hit !== undefined);
    lastStimulus.push(hit === undefined ? null : f.c[f.c.length - 1]);
  }
  return { spikes, pacedFraction: pacedShare(beats, paced), lastStimulus };
}

/** Paced beats over the beats the pacemaker could have paced (intrinsicBeats left out). */
export function pacedShare(beats: Pick<PacingBeat, 'r'>[], paced: boolean[]): number {
  return paced.filter(Boolean).length / Math.max(1, beats.length - intrinsicBeats(beats, paced));
}

/**
 * Beats a demand pacemaker did not pace because they came first: no stimulus, and RR before them
 * < INTRINSIC_EARLY × the escape interval (median RR from a paced beat into the next paced beat).
 * MIT-BIH 217 (own, ectopic and paced beats mixed): 0.402 → 0.446 of its beats; records without a
 * pacemaker rarely have MIN_PACED_PAIRS consecutive "paced" beats, and none moved (docs/findings.md).
 */
function intrinsicBeats(beats: Pick<PacingBeat, 'r'>[], paced: boolean[]): number {
  const pp: number[] = [];
  for (let i = 1; i < beats.length; i++) if (paced[i] && paced[i - 1]) pp.push(beats[i].r - beats[i - 1].r);
  if (pp.length < MIN_PACED_PAIRS) return 0;
  const escape = upperMedian(pp);
  let n = 0;
  for (let i = 1; i < beats.length; i++) if (!paced[i] && beats[i].r - beats[i - 1].r < INTRINSIC_EARLY * escape) n++;
  return n;
}
