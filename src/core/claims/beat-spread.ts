// How much a global measurement varies from beat to beat. A claimed number that misses the global
// (median-beat) value but agrees with what a good share of the beats measure is not something the
// signal can settle: it is called unverifiable, never contradicted (docs/claims.md, "Uncertain measurements").
import type { Analysis } from '../types';

const MIN_BEATS = 5;

function quantiles(xs: number[]): [number, number] | null {
  if (xs.length < MIN_BEATS) return null;
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(p * (s.length - 1))))];
  return [at(0.1), at(0.9)];
}

/** RR intervals (ms) between consecutive beats, or only between two normal beats (N–N). */
export function rrIntervalsMs(analysis: Analysis, normalOnly = false): number[] {
  const fs = analysis.record.fs;
  const b = analysis.beats;
  const out: number[] = [];
  for (let i = 1; i < b.length; i++) {
    if (normalOnly && (b[i].class !== 'N' || b[i - 1].class !== 'N')) continue;
    const rr = ((b[i].r - b[i - 1].r) * 1000) / fs;
    if (rr > 0) out.push(rr);
  }
  return out;
}

/** 10th–90th percentile of the per-beat value of a global quantity over normal beats; null when not available. */
export function beatSpread(analysis: Analysis, quantity: string): [number, number] | null {
  return quantiles(beatValues(analysis, quantity));
}

/** The per-beat values of a global quantity (QRS, PR, QT over normal beats; RR or rate over all beats). */
export function beatValues(analysis: Analysis, quantity: string): number[] {
  const fs = analysis.record.fs;
  const ms = (n: number) => (n * 1000) / fs;
  const normal = analysis.beats.filter((b) => b.class === 'N');
  const values: number[] = [];
  switch (quantity) {
    case 'qrs_ms':
      for (const b of normal) if (b.qrsOn !== null && b.qrsOff !== null) values.push(ms(b.qrsOff - b.qrsOn));
      break;
    case 'pr_ms':
      for (const b of normal) if (b.pOn !== null && b.qrsOn !== null) values.push(ms(b.qrsOn - b.pOn));
      break;
    case 'qt_ms':
      for (const b of normal) if (b.qrsOn !== null && b.tOff !== null) values.push(ms(b.tOff - b.qrsOn));
      break;
    case 'hr_bpm':
    case 'rr_ms':
      for (const rr of rrIntervalsMs(analysis)) values.push(quantity === 'rr_ms' ? rr : 60000 / rr);
      break;
  }
  return values;
}

/** Distance between the claimed [lo, hi] and the beats' [p10, p90]; 0 when they overlap. */
export function spreadDistance(range: [number, number], spread: [number, number]): number {
  return Math.max(0, range[0] - spread[1], spread[0] - range[1]);
}
