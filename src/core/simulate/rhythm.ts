import type { SimParams } from './params';
import type { Rng } from './prng';

/** When each ventricular complex starts and what kind it is. */
export interface BeatPlan {
  /** QRS onset, seconds from record start (may be negative for beats before the record). */
  qrsOn: number;
  kind: 'N' | 'V';
  /** Whether a conducted P wave precedes it (sinus N beats). */
  hasP: boolean;
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

export function planBeats(p: SimParams, rng: Rng): BeatPlan[] {
  const rr0 = 60 / p.hrBpm;
  const beats: BeatPlan[] = [];
  const rsaPhase = rng.range(0, 2 * Math.PI);
  // Start before the record so it opens mid-cycle, like a real recording.
  let t = -1.5 * rr0 + rng.range(0, rr0);
  let count = 0;
  const end = p.durationS + 0.5;
  const maxBeats = Math.ceil((end + 2 * rr0) / 0.2) + 10;
  while (t < end && beats.length < maxBeats) {
    const af = p.rhythm === 'af';
    const rr = af ? afRr(p, rng) : sinusRr(p, rng, t, rsaPhase);
    count++;
    const isPvcSlot = p.pvcEvery > 0 && count % p.pvcEvery === 0 && beats.length > 0;
    if (isPvcSlot) {
      beats.push({ qrsOn: t - rr + p.pvcCoupling * rr, kind: 'V', hasP: false });
      // Full compensatory pause (sinus node not reset); in AF just a longer pause.
      t += af ? (p.pvcCoupling - 1) * rr + 1.3 * rr : rr;
      continue;
    }
    beats.push({ qrsOn: t, kind: 'N', hasP: !af });
    t += rr;
  }
  return beats;
}
