// Per-lead amplitudes and durations measured on the median beat (CONTRACT.md per_lead).
import type { PerLeadMeasurements } from '../types';
import type { GlobalFiducials } from './delineate-global';
import type { LeadBeatWaves } from './delineate-lead';

/** Deflections smaller than this (mV) are not counted as a Q, R, S or R' wave. */
export const MIN_DEFLECTION_MV = 0.025;

const mv = (v: number) => Math.round(v * 1000) / 1000;

/** Isoelectric level: mean of the PR segment just before QRS onset (after P offset when known). */
export function prBaseline(x: Float32Array, fs: number, g: GlobalFiducials): number {
  if (g.qrsOn === null) return 0;
  const end = g.qrsOn - Math.max(1, Math.round(0.002 * fs));
  let start = g.qrsOn - Math.round(0.02 * fs);
  if (g.pOff !== null && g.pOff > start && g.pOff < end) start = g.pOff;
  let s = 0, n = 0;
  for (let i = Math.max(0, start); i <= Math.min(x.length - 1, end); i++, n++) s += x[i];
  return n ? s / n : x[Math.max(0, g.qrsOn)];
}

function at(x: Float32Array, i: number, base: number, fs: number): number | null {
  const h = Math.max(1, Math.round(0.004 * fs));
  if (i - h < 0 || i + h >= x.length) return null;
  let s = 0;
  for (let k = i - h; k <= i + h; k++) s += x[k];
  return s / (2 * h + 1) - base;
}

/** The sample of largest |x − base| in [a, b]. */
function extremeIdx(x: Float32Array, a: number, b: number, base: number): number {
  let k = a;
  for (let i = a; i <= b; i++) if (Math.abs(x[i] - base) > Math.abs(x[k] - base)) k = i;
  return k;
}

/**
 * A Q wave's duration counts from this lead's own QRS onset: the global onset is the earliest of all
 * leads, and where the complex starts later in this lead the isoelectric stretch in between is not Q.
 */
function ownOnset(lead: LeadBeatWaves | null, globalOn: number, before: number): number {
  const on = lead?.qrs?.on;
  return on !== undefined && on > globalOn && on <= before ? on : globalOn;
}

/**
 * Where the Q wave leaves the baseline: the last sample before its nadir `qI` (not before `from`, the lead's QRS
 * onset) still above Q_START_FRACTION of its depth. An onset placed early on a flat PR segment (MIT-BIH 100, whose
 * median-beat onset lies 20 ms before the q: "Q 42 ms", a pathological width) no longer lengthens the Q.
 */
function qStart(x: Float32Array, base: number, qv: number, qI: number, from: number): number {
  let i = qI;
  while (i > from && x[i - 1] - base < Q_START_FRACTION * qv) i--;
  return i;
}

/** Fraction of the Q depth at which the Q starts (qStart). */
const Q_START_FRACTION = 0.1;

function ownOffset(lead: LeadBeatWaves | null, globalOff: number): number {
  const off = lead?.qrs?.off;
  return off !== undefined && off < globalOff && off > (lead?.qrs?.on ?? globalOff) ? off : globalOff;
}

export function measureLead(x: Float32Array, fs: number, g: GlobalFiducials, lead: LeadBeatWaves | null, pPresent: boolean): PerLeadMeasurements {
  const out: PerLeadMeasurements = { p_mv: null, q_mv: null, q_ms: null, r_mv: null, s_mv: null, st_j_mv: null, st_60_mv: null, t_mv: null, r_peak_time_ms: null, r_prime_mv: null, qrs_pp_mv: null, p_ms: null, p_terminal_mv: null };
  if (g.qrsOn === null || g.qrsOff === null || g.qrsOn < 0 || g.qrsOff >= x.length) return out;
  const base = prBaseline(x, fs, g);
  const on = g.qrsOn;
  const off = g.qrsOff;
  let rI = on, mx = -Infinity, mn = Infinity;
  for (let i = on; i <= off; i++) {
    const v = x[i] - base;
    if (v > mx) { mx = v; rI = i; }
    mn = Math.min(mn, v);
  }
  out.qrs_pp_mv = mv(mx - mn);
  if (mx >= MIN_DEFLECTION_MV) {
    // R amplitude and peak time: the tallest positive deflection (R′ where it outgrows r, as in RBBB's rSR′).
    out.r_mv = mv(mx);
    out.r_peak_time_ms = Math.round(((rI - on) / fs) * 1000);
    // Q, S and R′ follow the order of the deflections: Q is negative before the first positive one (the first r),
    // S the deepest negative after that r's peak, R′ the tallest positive after S. Read from the tallest peak
    // instead, rSR′ with R′ > r gave the S as a "Q" (RBBB read as a Q-wave infarct).
    let firstPos = on;
    while (firstPos < rI && x[firstPos] - base < MIN_DEFLECTION_MV) firstPos++;
    let qI = on, qv = 0;
    for (let i = on; i < firstPos; i++) if (x[i] - base < qv) { qv = x[i] - base; qI = i; }
    if (qv <= -MIN_DEFLECTION_MV) {
      let end = qI;
      while (end < firstPos && x[end] - base < 0) end++;
      out.q_mv = mv(qv);
      out.q_ms = Math.round(((end - qStart(x, base, qv, qI, ownOnset(lead, on, qI))) / fs) * 1000);
    } else {
      out.q_mv = 0;
      out.q_ms = 0;
    }
    // The first r's peak: the highest sample of the positive lobe that starts at firstPos.
    let r1 = firstPos;
    for (let i = firstPos; i <= rI && x[i] - base >= 0; i++) if (x[i] > x[r1]) r1 = i;
    let sI = r1, sv = 0;
    for (let i = r1 + 1; i <= off; i++) if (x[i] - base < sv) { sv = x[i] - base; sI = i; }
    out.s_mv = sv <= -MIN_DEFLECTION_MV ? mv(sv) : 0;
    let rp = 0;
    if (sv <= -MIN_DEFLECTION_MV) for (let i = sI + 1; i <= off; i++) rp = Math.max(rp, x[i] - base);
    out.r_prime_mv = rp >= MIN_DEFLECTION_MV ? mv(rp) : 0;
  } else {
    // QS complex: the whole QRS is one negative deflection, reported as both Q and S.
    out.r_mv = 0;
    out.q_mv = mv(mn);
    out.s_mv = mv(mn);
    out.q_ms = Math.round(((ownOffset(lead, off) - ownOnset(lead, on, off)) / fs) * 1000);
    out.r_prime_mv = 0;
  }
  const stj = at(x, off, base, fs);
  const st60 = at(x, off + Math.round(0.06 * fs), base, fs);
  out.st_j_mv = stj === null ? null : mv(stj);
  out.st_60_mv = st60 === null ? null : mv(st60);
  if (g.tOff !== null && g.tOff < x.length) {
    const tPeak = lead?.t && lead.t.peak > off && lead.t.peak < g.tOff ? lead.t.peak : extremeIdx(x, Math.min(g.tOff, off + Math.round(0.08 * fs)), g.tOff, base);
    out.t_mv = mv(x[tPeak] - base);
  }
  if (pPresent && g.pOn !== null && g.pOff !== null && g.pOn >= 0 && g.pOff < on) {
    const pOn = lead?.p && Math.abs(lead.p.peak - (g.pPeak ?? lead.p.peak)) < 0.04 * fs ? lead.p.on : g.pOn;
    const pOff = lead?.p && Math.abs(lead.p.peak - (g.pPeak ?? lead.p.peak)) < 0.04 * fs ? lead.p.off : g.pOff;
    out.p_mv = mv(x[extremeIdx(x, g.pOn, g.pOff, base)] - base);
    out.p_ms = Math.round(((pOff - pOn) / fs) * 1000);
    let term = 0;
    for (let i = Math.round((g.pOn + g.pOff) / 2); i <= g.pOff; i++) term = Math.min(term, x[i] - base);
    out.p_terminal_mv = mv(term);
  }
  return out;
}

/** Net area (mV·s) of x − base over [a, b], for the axes. */
export function netArea(x: Float32Array, fs: number, a: number | null, b: number | null, base: number): number | null {
  if (a === null || b === null || a < 0 || b >= x.length || b <= a) return null;
  let s = 0;
  for (let i = a; i <= b; i++) s += x[i] - base;
  return s / fs;
}
