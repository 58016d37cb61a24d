import type { SimParams } from './params';
import type { Rng } from './prng';

/** When each ventricular complex starts and what kind it is. */
export interface BeatPlan {
  /** QRS onset, seconds from record start (may be negative for beats before the record). */
  qrsOn: number;
  kind: 'N' | 'V';
  /** Whether a conducted P wave precedes it. */
  hasP: boolean;
  /** PR of this beat when it differs from the parameter (Wenckebach), seconds. */
  prS?: number;
}

export interface RhythmPlan {
  beats: BeatPlan[];
  /** Onsets (s) of P waves that are not conducted (second/third-degree AV block). */
  blockedP: number[];
  /** Flutter wave timing: cycle start t0 and cycle length (s). */
  flutter: { t0: number; cycleS: number } | null;
}

/** Sinus RR: respiratory sinus arrhythmia plus a random part, together `rrVariability` SD. */
function sinusRr(p: SimParams, rng: Rng, t: number, rsaPhase: number): number {
  const rr = 60 / p.hrBpm;
  const v = p.rrVariability;
  const rsa = v * Math.SQRT2 * 0.7 * Math.sin(2 * Math.PI * 0.25 * t + rsaPhase);
  return rr * (1 + rsa + 0.7 * v * rng.gauss());
}

/** AF: irregularly irregular RR (no two alike, no pattern), clipped to plausible bounds. */
function afRr(p: SimParams, rng: Rng): number {
  const rr = 60 / p.hrBpm;
  const x = rr * (1 + 0.22 * rng.gauss());
  return Math.min(Math.max(x, Math.max(0.3, 0.55 * rr)), 1.7 * rr);
}

/** Sinus or AF, with optional PVCs (full compensatory pause in sinus rhythm). */
function conductedRhythm(p: SimParams, rng: Rng): BeatPlan[] {
  const rr0 = 60 / p.hrBpm;
  const beats: BeatPlan[] = [];
  const rsaPhase = rng.range(0, 2 * Math.PI);
  // Start before the record so it opens mid-cycle, like a real recording.
  let t = -1.5 * rr0 + rng.range(0, rr0);
  let count = 0;
  const end = p.durationS + 0.5;
  const maxBeats = Math.ceil((end + 2 * rr0) / 0.2) + 10;
  const af = p.rhythm === 'af';
  while (t < end && beats.length < maxBeats) {
    const rr = af ? afRr(p, rng) : sinusRr(p, rng, t, rsaPhase);
    count++;
    const isPvcSlot = p.pvcEvery > 0 && count % p.pvcEvery === 0 && beats.length > 0;
    if (isPvcSlot) {
      beats.push({ qrsOn: t - rr + p.pvcCoupling * rr, kind: 'V', hasP: false });
      t += af ? (p.pvcCoupling - 1) * rr + 1.3 * rr : rr;
      continue;
    }
    beats.push({ qrsOn: t, kind: 'N', hasP: !af });
    t += rr;
  }
  return beats;
}

/** Wenckebach PR: longest increment first, then smaller ones (PR0 + 160 ms × (1 − 0.55^k)). */
function wenckebachPr(p: SimParams, k: number): number {
  return p.prMs / 1000 + 0.16 * (1 - Math.pow(0.55, k));
}

/** Second-degree block: sinus P waves in groups of n, the last of each group not conducted. */
function secondDegree(p: SimParams, rng: Rng): RhythmPlan {
  const rr0 = 60 / p.hrBpm;
  const rsaPhase = rng.range(0, 2 * Math.PI);
  const beats: BeatPlan[] = [];
  const blockedP: number[] = [];
  let pOn = -2 * rr0 + rng.range(0, rr0);
  const end = p.durationS + 0.5;
  for (let k = 0; pOn < end && k < 100000; k++) {
    const g = k % p.avBlockRatio;
    if (g === p.avBlockRatio - 1) blockedP.push(pOn);
    else {
      const prS = p.avBlock === 'mobitz1' ? wenckebachPr(p, g) : p.prMs / 1000;
      beats.push({ qrsOn: pOn + prS, kind: 'N', hasP: true, prS });
    }
    pOn += sinusRr(p, rng, pOn, rsaPhase);
  }
  return { beats, blockedP, flutter: null };
}

/** Complete block: sinus P waves and a regular junctional escape rhythm, independent of each other. */
function completeBlock(p: SimParams, rng: Rng): RhythmPlan {
  const rsaPhase = rng.range(0, 2 * Math.PI);
  const end = p.durationS + 0.5;
  const blockedP: number[] = [];
  for (let t = -2 * (60 / p.hrBpm) + rng.range(0, 60 / p.hrBpm), k = 0; t < end && k < 100000; k++) {
    blockedP.push(t);
    t += sinusRr(p, rng, t, rsaPhase);
  }
  const beats: BeatPlan[] = [];
  const rrV = 60 / p.escapeRateBpm;
  for (let t = -1.5 * rrV + rng.range(0, rrV), k = 0; t < end && k < 100000; k++) {
    beats.push({ qrsOn: t, kind: 'N', hasP: false });
    t += rrV * (1 + 0.01 * rng.gauss());
  }
  return { beats, blockedP, flutter: null };
}

/** Atrial flutter: regular flutter waves, every n-th conducted after a fixed delay. */
function flutter(p: SimParams, rng: Rng): RhythmPlan {
  const cycleS = 60 / p.flutterRateBpm;
  const t0 = -2 + rng.range(0, cycleS);
  const beats: BeatPlan[] = [];
  const step = cycleS * p.flutterConduction;
  for (let t = t0 + 0.26; t < p.durationS + 0.5; t += step) beats.push({ qrsOn: t, kind: 'N', hasP: false });
  return { beats, blockedP: [], flutter: { t0, cycleS } };
}

export function planRhythm(p: SimParams, rng: Rng): RhythmPlan {
  if (p.rhythm === 'flutter') return flutter(p, rng);
  if (p.rhythm === 'sinus' && (p.avBlock === 'mobitz1' || p.avBlock === 'mobitz2')) return secondDegree(p, rng);
  if (p.rhythm === 'sinus' && p.avBlock === 'complete') return completeBlock(p, rng);
  return { beats: conductedRhythm(p, rng), blockedP: [], flutter: null };
}
