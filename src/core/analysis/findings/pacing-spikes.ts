/**
 * Pacemaker stimuli. A stimulus lasts 0.5–2 ms; the recorder's filters smear it over a few samples
 * (MIT-BIH 107/217: 3–5 samples at 360 Hz), so it is a deflection narrower than ~15 ms, isolated
 * from the QRS it triggers. Measured on the raw signal with the second difference at lag h ≈ 8 ms,
 * D_h(i) = x[i] − (x[i−h] + x[i+h]) / 2, which equals the amplitude of a deflection narrower than
 * h and is only ~h/W of D_2h for a wave of half-width W ≥ 2h. A spike at i needs:
 * - |D_h| ≥ 0.2 mV and |D_h| ≥ 0.6 |D_2h| (same sign): narrow;
 * - |D_h| < half of it over [i − 6h, i − 2h] and [i + 2h, i + 6h]: isolated. A narrow R is
 *   followed by its S within that span, mains hum and muscle noise repeat within it;
 * - i in [QRS onset − 300 ms, R − 20 ms] (atrial or ventricular pacing, before the R peak);
 * - ≥ a third of the leads (≥ 1 of 2) within h: a stimulus reaches every lead at once, but its
 *   projection can vanish in some leads.
 * A pacemaker fires at a fixed delay before the complex it captures, so a beat counts as paced when
 * one of its stimuli lies within ±15 ms of the record's median lag to R or to the delineated QRS
 * onset (medians of each beat's earliest stimulus). A slope threshold cannot work (docs/findings.md).
 */
const MIN_MV = 0.2;
const NARROW_RATIO = 0.6;
const LAG_TOL_S = 0.015;
const BEFORE_R_S = 0.02;
const QUIET_RATIO = 0.5;

export interface PacingBeat {
  qrsOn: number;
  r: number;
}

export interface PacingResult {
  /** Sample of the stimulus before each paced beat. */
  spikes: number[];
  /** Share of beats with a stimulus at the record's consistent lag. */
  pacedFraction: number;
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

/** Samples (ascending, > h apart) where ≥ `need` leads have a narrow deflection within h of each other. */
function stimuliBefore(leads: Float32Array[], b: PacingBeat, fs: number, h: number, need: number): number[] {
  const from = b.qrsOn - Math.round(0.3 * fs);
  const all = leads.flatMap((x, li) => narrowPeaks(x, from, b.r - Math.round(BEFORE_R_S * fs), h).map((s) => ({ s, li }))).sort((p, q) => p.s - q.s);
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const seen = new Set<number>();
    for (let j = i; j < all.length && all[j].s - all[i].s <= h; j++) seen.add(all[j].li);
    if (seen.size >= need && (out.length === 0 || all[i].s - out[out.length - 1] > h)) out.push(all[i].s);
  }
  return out;
}

function medianOf(v: number[]): number {
  const s = [...v].sort((p, q) => p - q);
  return s[Math.floor(s.length / 2)];
}

export function detectPacing(leads: Float32Array[], fs: number, beats: PacingBeat[]): PacingResult {
  if (beats.length === 0 || leads.length === 0) return { spikes: [], pacedFraction: 0 };
  const h = Math.max(2, Math.round(0.008 * fs));
  const need = Math.ceil(leads.length / 3);
  const perBeat = beats.map((b) => ({ b, c: stimuliBefore(leads, b, fs, h, need) }));
  const first = perBeat.filter((f) => f.c.length > 0);
  if (first.length === 0) return { spikes: [], pacedFraction: 0 };
  // The record's stimulus delay, from the earliest stimulus of each beat, to both R and QRS onset:
  // in fusion beats the detected R moves, where the delineated onset can stay; in others the reverse.
  const lagR = medianOf(first.map((f) => f.b.r - f.c[0]));
  const lagOn = medianOf(first.map((f) => f.b.qrsOn - f.c[0]));
  const tol = Math.max(h, Math.round(LAG_TOL_S * fs));
  const atLag = (b: PacingBeat, s: number) => Math.abs(b.r - s - lagR) <= tol || Math.abs(b.qrsOn - s - lagOn) <= tol;
  const spikes: number[] = [];
  for (const f of perBeat) {
    const hit = f.c.find((s) => atLag(f.b, s));
    if (hit !== undefined) spikes.push(hit);
  }
  return { spikes, pacedFraction: spikes.length / beats.length };
}
