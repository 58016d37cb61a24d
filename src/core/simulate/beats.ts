import { bump, evalLobes, type Lobe } from './lobes';
import { qrsTaper } from './qrs-taper';
import type { Morphology } from './morphology';
import type { BeatPlan } from './rhythm';
import { norm } from './vec';

/** All lobes of one beat plus its true fiducials in seconds. */
export interface BeatWaves {
  kind: 'N' | 'V';
  p: Lobe[];
  qrs: Lobe[];
  st: Lobe[];
  t: Lobe[];
  pOn: number | null;
  pPeak: number | null;
  pOff: number | null;
  qrsOn: number;
  r: number;
  qrsOff: number;
  tOn: number;
  tPeak: number;
  tOff: number;
}

export interface BeatTiming {
  prS: number;
  pDurS: number;
  /** QT of conducted beats; ectopic beats keep the same J–T end interval. */
  qtS: number;
  conductedQrsS: number;
}

/** Time of the largest heart-vector magnitude of `lobes` within [a, b]. */
function peakTime(lobes: Lobe[], a: number, b: number): number {
  const steps = 200;
  let best = a;
  let m = -1;
  for (let k = 0; k <= steps; k++) {
    const t = a + ((b - a) * k) / steps;
    const v = norm(evalLobes(lobes, t));
    if (v > m) {
      m = v;
      best = t;
    }
  }
  return best;
}

/** One P wave starting at pOn (seconds), conducted or not. */
export function buildPWave(pOn: number, m: Morphology, pDurS: number): { lobes: Lobe[]; pOn: number; pPeak: number; pOff: number } {
  const lobes = m.p.map((l) => bump(pOn + l.f0 * pDurS, pOn + l.fp * pDurS, pOn + l.f1 * pDurS, l.v));
  return { lobes, pOn, pPeak: peakTime(lobes, pOn, pOn + pDurS), pOff: pOn + pDurS };
}

export function buildBeat(plan: BeatPlan, m: Morphology, timing: BeatTiming): BeatWaves {
  const qrsS = m.qrsMs / 1000;
  const qrsOn = plan.qrsOn;
  const qrsOff = qrsOn + qrsS;
  const taper = qrsTaper(qrsOn, qrsOff, m.qrsMs);
  const qrs = m.qrs.map((l) => ({ ...bump(qrsOn + l.f0 * qrsS, qrsOn + l.fp * qrsS, qrsOn + l.f1 * qrsS, l.v), taper }));

  let p: Lobe[] = [];
  let pOn: number | null = null;
  let pOff: number | null = null;
  let pPeak: number | null = null;
  if (plan.hasP && m.p.length > 0) {
    const pw = buildPWave(qrsOn - (plan.prS ?? timing.prS), m, timing.pDurS);
    ({ lobes: p, pOn, pPeak, pOff } = pw);
  }

  // T: J–T end interval as in conducted beats; T wave about 2/3 of it, slow upstroke, faster downstroke.
  const jt = timing.qtS - timing.conductedQrsS;
  const tOff = qrsOff + jt;
  const tDur = Math.max(0.12, 0.75 * jt);
  const tPeak = tOff - 0.36 * tDur;
  const tOn = tOff - tDur;
  const t = [{ start: tOn, rise: tPeak, fall: tPeak, end: tOff, v: m.t }];
  const hasSt = m.st[0] !== 0 || m.st[1] !== 0 || m.st[2] !== 0;
  const st = hasSt ? [{ start: qrsOn + 0.55 * qrsS, rise: qrsOff, fall: tPeak, end: tOff, v: m.st }] : [];
  const r = peakTime(qrs, qrsOn, qrsOff);
  return { kind: plan.kind, p, qrs, st, t, pOn, pPeak, pOff, qrsOn, r, qrsOff, tOn, tPeak, tOff };
}
