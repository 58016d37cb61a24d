import { medianInPlace } from './order-stats';

// Recorder artefacts that the analysis treats as gaps (NaN): calibration pulses, leads held at one value and the edges of
// baseline steps (whose shift is removed).
//
// Calibration pulses: the rectangular 1 mV standardisation pulse that electrocardiographs write at the start or end of
// a recording (Philips, GE and others export it with the waveform). Its two instantaneous edges look like two
// QRS complexes to a detector (Philips ad4d3d80: 41 bpm read as 47 bpm with a "premature" beat), so the analysis
// masks it as a gap. Physiological signals never jump by ≥ 0.4 mV within a few milliseconds and then hold a level
// to within 0.02 mV for tens of milliseconds, at the same samples in most leads.

/** A pulse's span in samples, [from, to). */
export type Span = [number, number];

const STEP_MIN_MV = 0.4;
const STEP_MAX_MV = 3;
/** An edge is a jump completed within this time (s). */
const EDGE_S = 0.006;
/** The plateau stays within ± this of its level (mV). */
const PLATEAU_TOL_MV = 0.02;
const PLATEAU_MIN_S = 0.04;
const PLATEAU_MAX_S = 0.5;
/** Leads agree on a pulse when their rising edges are this close (s). */
const AGREE_S = 0.004;
/** Masked around the pulse: the edges' filter ringing and the baseline settling. */
const MARGIN_S = 0.02;
/** Pulses looked for in one lead at most (a hostile file cannot make this quadratic). */
const MAX_PER_LEAD = 16;

/** Rectangular pulses in one lead: [rising edge, falling edge + 1). */
export function leadPulses(x: ArrayLike<number>, fs: number): Span[] {
  const n = x.length;
  const edge = Math.max(1, Math.round(EDGE_S * fs));
  const minLen = Math.max(2, Math.round(PLATEAU_MIN_S * fs));
  const maxLen = Math.round(PLATEAU_MAX_S * fs);
  const out: Span[] = [];
  for (let i = 0; i + edge < n && out.length < MAX_PER_LEAD; i++) {
    const before = x[i];
    const level = x[i + edge];
    const jump = level - before;
    if (!(Math.abs(jump) >= STEP_MIN_MV && Math.abs(jump) <= STEP_MAX_MV)) continue;
    // the plateau: every sample after the edge within the tolerance of its level
    let j = i + edge;
    while (j + 1 < n && j - i <= maxLen + edge && Math.abs(x[j + 1] - level) <= PLATEAU_TOL_MV) j++;
    const len = j - (i + edge) + 1;
    if (len < minLen || len > maxLen) continue;
    // the falling edge: back by about the same jump within `edge` samples
    const end = Math.min(n - 1, j + edge);
    const back = x[end] - level;
    if (!(Math.abs(back + jump) <= 0.25 * Math.abs(jump))) continue;
    out.push([i, end + 1]);
    i = end;
  }
  return out;
}

/** Signal held still to within this (mV) beside a pulse: the recorder's reset to zero before and after it. */
const FLAT_MV = 0.001;
/** The longest such stretch masked with the pulse (s). */
const FLAT_MAX_S = 1;

/** The flat run (every sample within FLAT_MV of x[i]) that ends at i (dir −1) or starts at i (dir +1): its far end. */
function flatEnd(x: ArrayLike<number>, i: number, dir: -1 | 1, limit: number): number {
  const level = x[i];
  let j = i;
  while (Math.abs(j - i) < limit && j + dir >= 0 && j + dir < x.length && Math.abs(x[j + dir] - level) <= FLAT_MV) j += dir;
  return j;
}

/**
 * Spans to mask in every lead: pulses found at the same time (rising edges within AGREE_S) in at least half of the
 * leads with signal, with the stretch around them where those leads are held still (Philips writes 0 mV for 0.1 s
 * before its pulse: in V3 of ad4d3d80 a 4.5 mV step), widened by MARGIN_S. A lone lead's pulse counts only in a
 * single-lead record.
 */
export function calibrationPulses(leads: ArrayLike<number>[], fs: number): Span[] {
  const per = leads.map((x) => leadPulses(x, fs));
  const need = Math.max(1, Math.ceil(leads.length / 2), leads.length > 1 ? 2 : 1);
  const agree = Math.max(1, Math.round(AGREE_S * fs));
  const margin = Math.round(MARGIN_S * fs);
  const flatMax = Math.round(FLAT_MAX_S * fs);
  const n = Math.max(0, ...leads.map((x) => x.length));
  const out: Span[] = [];
  for (const [from, to] of per.flat().sort((a, b) => a[0] - b[0])) {
    if (out.some(([a, b]) => from < b && a < to)) continue;
    const withPulse = leads.filter((_, li) => per[li].some(([a]) => Math.abs(a - from) <= agree));
    if (withPulse.length < need) continue;
    // where at least `need` leads are still: the need-th earliest start before, the need-th latest end after
    const starts = withPulse.map((x) => flatEnd(x, from, -1, flatMax)).sort((a, b) => a - b);
    const ends = withPulse.map((x) => flatEnd(x, Math.min(to, x.length - 1), 1, flatMax)).sort((a, b) => b - a);
    const start = Math.min(from, starts[need - 1]);
    const end = Math.max(to, ends[need - 1] + 1);
    out.push([Math.max(0, start - margin), Math.min(n, end + margin)]);
  }
  return out;
}

/** One value held longer than any diastole (coarsely quantised leads hold one for ~0.5 s): a recorder, not a heart (s). */
export const STUCK_RUN_S = 1.5;

/**
 * Runs of one repeated value lasting at least `minS` seconds: no heart makes them (a diastole of a coarsely quantised
 * lead holds a value for ~0.5 s), a recorder does — a lead filled with zeros outside the 2.5 s a 3×4 printout shows
 * it, a disconnected electrode. NaN runs are gaps already and not returned.
 */
export function stuckSpans(x: ArrayLike<number>, fs: number, minS = STUCK_RUN_S): Span[] {
  const min = Math.max(2, Math.round(minS * fs));
  const out: Span[] = [];
  let start = 0;
  for (let i = 1; i <= x.length; i++) {
    if (i < x.length && x[i] === x[i - 1]) continue;
    if (i - start >= min && x[start] === x[start]) out.push([start, i]);
    start = i;
  }
  return out;
}

/** A step's new level (at least half the jump) holds this long after the edge (s). */
const STEP_HOLD_S = 0.04;
/** Levels around a step: medians over this long (s) before the edge and in two windows after it. */
const STEP_LEVEL_S = 0.5;
/** The level shift must be at least this share of the jump, the edge start from the level before within 30 % of it,
 * and the second window after stay within 30 % of the shift of the first: a QRS or a wide beat comes back, wander drifts. */
const STEP_SHIFT_FRACTION = 0.8;
const STEP_TOLERANCE = 0.3;

/** Median of the finite values of x[a, b) (quickselect on a copy). */
function finiteMedian(x: ArrayLike<number>, a: number, b: number): number {
  const from = Math.max(0, a);
  const v = new Float64Array(Math.max(0, Math.min(x.length, b) - from));
  let m = 0;
  for (let i = 0; i < v.length; i++) if (x[from + i] === x[from + i]) v[m++] = x[from + i];
  return m ? medianInPlace(v.subarray(0, m)) : NaN;
}

/** The level shift of a baseline step whose edge starts at i in one lead, or null. */
function stepShift(x: ArrayLike<number>, i: number, fs: number): number | null {
  const edge = Math.max(1, Math.round(EDGE_S * fs));
  if (i < 0 || i + edge >= x.length) return null;
  const jump = x[i + edge] - x[i];
  if (!(Math.abs(jump) >= STEP_MIN_MV && Math.abs(jump) <= STEP_MAX_MV)) return null;
  // the edge leaves a steady signal, not the other slope of a QRS
  if (i < edge || !(Math.abs(x[i] - x[i - edge]) <= 0.1 * Math.abs(jump))) return null;
  // and the new level holds for the next 40 ms, where a QRS has turned back (checked before the costlier medians)
  const hold = Math.round(STEP_HOLD_S * fs);
  for (let k = i + edge; k <= Math.min(x.length - 1, i + edge + hold); k++) if (!(Math.sign(jump) * (x[k] - x[i]) >= 0.5 * Math.abs(jump))) return null;
  const w = Math.round(STEP_LEVEL_S * fs);
  const before = finiteMedian(x, i - w, i);
  if (!(Math.abs(x[i] - before) <= STEP_TOLERANCE * Math.abs(jump))) return null;
  const after = finiteMedian(x, i + edge, i + edge + w) - before;
  const later = finiteMedian(x, i + edge + w, i + edge + 2 * w) - before;
  if (!(Math.sign(after) === Math.sign(jump) && Math.abs(after) >= STEP_SHIFT_FRACTION * Math.abs(jump))) return null;
  return Math.abs(later - after) <= STEP_TOLERANCE * Math.abs(after) ? after : null;
}

/**
 * Baseline steps: a recorder's reset moving most leads to a new level at once and keeping them there (not a pulse, which
 * comes back; not a QRS, which comes back within tens of milliseconds). Each lead is returned with its shift removed after
 * the step and the edge itself a gap (copies), so the edge is no beat; the leads themselves when there is none.
 */
export function removeBaselineSteps(leads: Float32Array[], fs: number): Float32Array[] {
  const edge = Math.max(1, Math.round(EDGE_S * fs));
  const agree = Math.max(1, Math.round(AGREE_S * fs));
  const need = Math.max(2, Math.ceil(leads.length / 2));
  if (leads.length < 2) return leads;
  // candidate edges: samples where at least `need` leads jump (counted lead by lead, one tight loop each)
  const steps: { at: number; shift: (number | null)[] }[] = [];
  const n = Math.min(...leads.map((x) => x.length));
  const jumps = new Uint8Array(Math.max(0, n - edge));
  for (let li = 0; li < leads.length; li++) {
    const x = leads[li];
    for (let i = 0; i < jumps.length; i++) {
      const d = x[i + edge] - x[i];
      if (d >= STEP_MIN_MV || d <= -STEP_MIN_MV) jumps[i]++;
    }
  }
  for (let i = 0; i + edge < n && steps.length < MAX_PER_LEAD; i++) {
    if (jumps[i] < need) continue;
    const shift = leads.map((x) => {
      for (let d = -agree; d <= agree; d++) {
        const s = stepShift(x, i + d, fs);
        if (s !== null) return s;
      }
      return null;
    });
    if (shift.filter((v) => v !== null).length < need) continue;
    steps.push({ at: i, shift });
    i += edge + agree;
  }
  if (!steps.length) return leads;
  const margin = Math.round(0.01 * fs);
  return leads.map((x, li) => {
    const y = x.slice();
    for (const { at, shift } of steps) {
      const d = shift[li];
      if (d !== null) for (let k = at + 1; k < y.length; k++) y[k] -= d;
      y.fill(NaN, Math.max(0, at - margin), Math.min(y.length, at + edge + agree + margin));
    }
    return y;
  });
}

/** Calibration pulses masked, then baseline steps removed: the leads the analysis reads (copies where anything changed). */
export function removeRecorderArtefacts(leads: Float32Array[], fs: number): Float32Array[] {
  return removeBaselineSteps(maskSpans(leads, calibrationPulses(leads, fs)), fs);
}

/** The leads with every span set to NaN (copies), or the leads themselves when there is none. */
export function maskSpans(leads: Float32Array[], spans: Span[]): Float32Array[] {
  return spans.length === 0 ? leads : leads.map((x) => maskLead(x, spans));
}

/** One lead with its spans set to NaN (a copy), or the lead itself when there is none. */
export function maskLead(x: Float32Array, spans: Span[]): Float32Array {
  if (spans.length === 0) return x;
  const y = x.slice();
  for (const [a, b] of spans) y.fill(NaN, a, Math.min(b, y.length));
  return y;
}
