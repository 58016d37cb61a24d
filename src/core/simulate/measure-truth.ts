import { STANDARD_LEADS, type StandardLead } from '../types';
import type { BeatWaves } from './beats';
import { leadVector } from './leads';
import { evalLobes, type Lobe } from './lobes';
import { dot } from './vec';
import type { SimLeadTruth } from './truth';

const STEP_S = 0.0005;

function lobesOf(b: BeatWaves): Lobe[] {
  return [...b.p, ...b.qrs, ...b.st, ...b.t];
}

/**
 * Noise-free lead signal as a function of time around beat `idx`, from the lobes of the beat and
 * its neighbours: the heart vector is sampled once on a STEP_S grid, each lead is a dot product.
 */
export function cleanLeadFn(beats: readonly BeatWaves[], idx: number): (lead: StandardLead, t: number) => number {
  const b = beats[idx];
  const lobes = beats.slice(Math.max(0, idx - 1), idx + 2).flatMap(lobesOf);
  const t0 = (b.pOn ?? b.qrsOn) - 0.02;
  const m = Math.ceil((b.tOff + 0.1 - t0) / STEP_S) + 1;
  const xyz = new Float64Array(3 * m);
  for (let k = 0; k < m; k++) {
    const v = evalLobes(lobes, t0 + k * STEP_S);
    xyz[3 * k] = v[0];
    xyz[3 * k + 1] = v[1];
    xyz[3 * k + 2] = v[2];
  }
  const vecs = new Map(STANDARD_LEADS.map((l) => [l, leadVector(l)] as const));
  return (lead, t) => {
    const k = Math.round((t - t0) / STEP_S);
    const lv = vecs.get(lead) as readonly number[];
    if (k < 0 || k >= m) return dot(leadVector(lead), evalLobes(lobes, t));
    return lv[0] * xyz[3 * k] + lv[1] * xyz[3 * k + 1] + lv[2] * xyz[3 * k + 2];
  };
}

function signedExtreme(f: (t: number) => number, a: number, b: number): number {
  let best = 0;
  for (let t = a; t <= b; t += STEP_S) {
    const v = f(t);
    if (Math.abs(v) > Math.abs(best)) best = v;
  }
  return best;
}

function area(f: (t: number) => number, a: number, b: number): number {
  let s = 0;
  for (let t = a; t <= b; t += STEP_S) s += f(t) * STEP_S;
  return s;
}

export function measureLeads(beats: readonly BeatWaves[], idx: number, sig = cleanLeadFn(beats, idx)): Record<string, SimLeadTruth> {
  const b = beats[idx];
  const out: Record<string, SimLeadTruth> = {};
  for (const lead of STANDARD_LEADS) {
    const f = (t: number): number => sig(lead, t);
    // Q = initial negative deflection (the whole complex when QS); S = deepest negative after it;
    // R = largest positive deflection (R' when it is the taller one).
    let max = -Infinity;
    let min = Infinity;
    let q = 0;
    let s = 0;
    let phase: 'start' | 'q' | 'rest' = 'start';
    for (let t = b.qrsOn; t <= b.qrsOff; t += STEP_S) {
      const v = f(t);
      max = Math.max(max, v);
      min = Math.min(min, v);
      if (phase === 'start' && Math.abs(v) > 0.02) phase = v < 0 ? 'q' : 'rest';
      if (phase === 'q') {
        if (v >= 0) phase = 'rest';
        else q = Math.min(q, v);
      } else if (phase === 'rest') s = Math.min(s, v);
    }
    const r = Math.max(0, max);
    out[lead] = {
      p_mv: b.pOn !== null && b.pOff !== null ? round3(signedExtreme(f, b.pOn, b.pOff)) : null,
      q_mv: round3(q),
      r_mv: round3(r),
      s_mv: round3(s),
      qrs_pp_mv: round3(max - min),
      st_j_mv: round3(f(b.qrsOff)),
      st_60_mv: round3(f(b.qrsOff + 0.06)),
      t_mv: round3(signedExtreme(f, b.tOn, b.tOff)),
    };
  }
  return out;
}

/** Frontal axis (degrees) from net areas of noise-free I and aVF over [a, b]. */
export function frontalAxis(sig: (lead: StandardLead, t: number) => number, a: number, b: number): number {
  const ai = area((t) => sig('I', t), a, b);
  const af = area((t) => sig('aVF', t), a, b);
  return Math.round((Math.atan2((2 * af) / Math.sqrt(3), ai) * 180) / Math.PI);
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
