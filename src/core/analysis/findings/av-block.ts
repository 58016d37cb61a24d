import { rhythmLeadRole } from '../lead-order';
import { upperMedian } from '../../signal/order-stats';
import type { Beat, LeadDelineation } from '../../types';

/**
 * Second/third-degree AV block from P waves that the per-lead delineation found between QRS complexes
 * (the global Beat carries at most one P). Uses the usable lead with the most P waves among II, V1, III,
 * aVF, I, or the P waves rhythm.ts found independently of the QRS when they are more. Returns null when there are no more P waves than beats (nothing to decide).
 */
export interface AvConduction {
  lead: string;
  atrialRatePerMin: number;
  ventricularRatePerMin: number;
  /** Beat indices i where ≥ 2 P waves lie between QRS i and QRS i+1 (a non-conducted P). */
  droppedAfter: number[];
  /** SD of the PR interval (P peak to QRS onset), ms, over beats with a P in the 400 ms before QRS (independent P: the last P within 1.5 P–P intervals). */
  prSdMs: number | null;
  /** Whether the PR lengthens before the drops (Mobitz I / Wenckebach). */
  prLengthensBeforeDrop: boolean;
}

const P_LEADS = ['II', 'V1', 'III', 'aVF', 'I'];

export function avConduction(
  beats: Beat[],
  leads: Record<string, LeadDelineation> | undefined,
  usable: Set<string>,
  fs: number,
  independentP?: { lead: string; peaks: number[] },
): AvConduction | null {
  if ((!leads && !independentP) || beats.length < 3) return null;
  let best: { lead: string; p: number[] } | null = null;
  for (const role of P_LEADS) {
    const l = leads ? Object.keys(leads).find((k) => rhythmLeadRole(k) === role) : undefined;
    if (!leads || l === undefined || !usable.has(l)) continue;
    const p = leads[l].waves.filter((w) => w.type === 'P').map((w) => w.peak).sort((a, b) => a - b);
    if (!best || p.length > best.p.length) best = { lead: l, p };
  }
  // P waves found independently of the QRS (rhythm.ts, dissociated-p.ts) when they are more.
  let independent = false;
  if (independentP && (!best || independentP.peaks.length > best.p.length)) {
    best = { lead: independentP.lead, p: [...independentP.peaks] };
    independent = true;
  }
  if (!best || best.p.length < 3) return null;
  const p = best.p.filter((s) => s > beats[0].r && s < beats[beats.length - 1].r);
  const rBetween = beats.length - 1;
  if (p.length <= rBetween) return null;
  const pp: number[] = [];
  for (let i = 1; i < best.p.length; i++) pp.push(best.p[i] - best.p[i - 1]);
  const rr: number[] = [];
  for (let i = 1; i < beats.length; i++) rr.push(beats[i].r - beats[i - 1].r);
  const atrial = (60 * fs) / upperMedian(pp);
  const ventricular = (60 * fs) / upperMedian(rr);
  const droppedAfter: number[] = [];
  let j = 0;
  for (let i = 0; i + 1 < beats.length; i++) {
    const from = beats[i].qrsOff ?? beats[i].r;
    const to = beats[i + 1].qrsOn ?? beats[i + 1].r;
    let count = 0;
    while (j < best.p.length && best.p[j] < to) {
      if (best.p[j] > from) count++;
      j++;
    }
    if (count >= 2) droppedAfter.push(i);
  }
  // The PR of the P preceding each QRS: within 400 ms for delineated P waves; for P waves found
  // independently of the QRS, the last P within 1.5 P–P intervals (whatever its lag: a constant
  // lag means conduction, a scattered one dissociation).
  const maxLag = independent ? 1.5 * upperMedian(pp) : 0.4 * fs;
  const pr: (number | null)[] = beats.map((b) => {
    const on = b.qrsOn ?? b.r;
    let last: number | null = null;
    for (const s of best.p) if (s < on && on - s < maxLag) last = s;
    return last == null ? null : ((on - last) * 1000) / fs;
  });
  const prs = pr.filter((v): v is number => v != null);
  const mean = prs.reduce((a, b) => a + b, 0) / (prs.length || 1);
  const prSd = prs.length >= 3 ? Math.sqrt(prs.reduce((a, b) => a + (b - mean) ** 2, 0) / (prs.length - 1)) : null;
  const lengthens = droppedAfter.some((i) => i >= 1 && pr[i] != null && pr[i - 1] != null && (pr[i] as number) > (pr[i - 1] as number) + 20);
  return {
    lead: best.lead,
    atrialRatePerMin: Math.round(atrial),
    ventricularRatePerMin: Math.round(ventricular),
    droppedAfter,
    prSdMs: prSd == null ? null : Math.round(prSd),
    prLengthensBeforeDrop: lengthens,
  };
}
