// Multi-lead (global) fiducials of one beat from the per-lead delineations.
import type { WaveIdx } from './delineate-lead';

export interface GlobalFiducials {
  qrsOn: number | null;
  qrsPeak: number | null;
  qrsOff: number | null;
  pOn: number | null;
  pPeak: number | null;
  pOff: number | null;
  tOn: number | null;
  tPeak: number | null;
  tOff: number | null;
}

export const EMPTY_FIDUCIALS: GlobalFiducials = { qrsOn: null, qrsPeak: null, qrsOff: null, pOn: null, pPeak: null, pOff: null, tOn: null, tPeak: null, tOff: null };

/**
 * Order statistic at fraction f of the sorted values. Global onsets use a low fraction and
 * offsets a high one: the earliest/latest boundary that more than one lead supports, which is
 * robust to a single lead's error (the CSE "median of extremes" idea).
 */
export function robustQuantile(values: number[], f: number): number | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.round(f * (v.length - 1))))];
}

/**
 * Fraction used for the global onset (offset uses 1 − this). QRS boundaries are sharp and the
 * peak-agreement filter already removes leads that delineated another wave, so the extreme agreeing
 * lead is taken; the gradual P boundaries vary more between leads, so the 2nd earliest of 12 leads
 * is taken. T: the latest T end among the leads whose T stands out clearly (clearT below), as LUDB's
 * latest-annotated-lead reference (global QT within tolerance 81 → 86 %). Without that filter the
 * latest T end ran long on exact simulated truth (synthetic QT within ±30 ms 96.6 → 83.1 %): a
 * barely visible T (V1) runs out into the baseline; with it synthetic is unchanged.
 */
export const GLOBAL_EXTREME_FRACTION = { QRS: 0, P: 0.1, T: 0 };

/**
 * `meanOffOfTwo`: with exactly two agreeing waves the offset is their mean, not the later one. The later of two
 * offsets, each with its own error, ends late on average (QTDB, 2-lead records annotated once per beat: beat QRS
 * offset +8.2 ± 14.4 ms with the later, +3.1 ± 13.6 with the mean; the median beats' QRS duration of a 10-s window
 * +8.2 → +2.6 ms, within 20 ms on 38 → 47 of 51 records; onsets are not biased, +0.2 ms). Twelve leads (LUDB, whose
 * reference is the union over the leads) keep the extreme.
 */
export function combineWave(waves: (WaveIdx | null)[], fraction = GLOBAL_EXTREME_FRACTION.T, clear?: boolean[], meanOffOfTwo = false): { on: number; peak: number; off: number } | null {
  const ok = waves.filter((w): w is WaveIdx => w !== null);
  if (ok.length === 0) return null;
  // Leads must agree on where the wave is: keep those whose peak is near the median peak.
  const medPeak = robustQuantile(ok.map((w) => w.peak), 0.5)!;
  const spread = Math.max(...ok.map((w) => w.off - w.on)) * 0.5;
  const near = ok.filter((w) => Math.abs(w.peak - medPeak) <= Math.max(spread, 1));
  const nearClear = clear ? waves.filter((w, i): w is WaveIdx => w !== null && clear[i] && near.includes(w)) : [];
  const use = nearClear.length ? nearClear : near.length ? near : ok;
  return {
    on: robustQuantile(use.map((w) => w.on), fraction)!,
    peak: medPeak,
    off: meanOffOfTwo && use.length === 2 ? Math.round((use[0].off + use[1].off) / 2) : robustQuantile(use.map((w) => w.off), 1 - fraction)!,
  };
}

/**
 * The other lead widens the strongest lead's wave (T; P with two P leads) when their peaks are within this
 * fraction of the strongest wave's width. Half the width (before 1.3.0) let a U wave or a late second lobe in the weaker
 * lead, 70 ms after the strong lead's peak, extend the T end (QTDB sele0114 +89 ms, sel14172 +44 ms):
 * QTDB T end 3.5 ± 30.0 → 0.9 ± 27.3 ms (0.2: −0.5 ± 28.1, 0.3: 1.4 ± 27.9, 0.1: −3.6 ± 29.4,
 * no widening: −7.6 ± 31.5).
 */
export const STRONGEST_AGREE_FRACTION = 0.25;

/**
 * With fewer than 3 leads there is no majority to tell a lead's wrong wave (a U wave or the second lobe
 * of a flat biphasic T; a P window reaching back into the previous T or U) from the right one: the lead
 * whose wave stands out most (`strength`: the T's strength over its W4 background, the P's W4 slope) gives
 * the wave. Leads that agree with it on where the wave is still widen it (earliest onset, latest end).
 */
function strongestWave(waves: (WaveIdx | null)[], strength: number[]): WaveIdx | null {
  let best: WaveIdx | null = null;
  let s = -Infinity;
  waves.forEach((w, i) => {
    if (w && strength[i] > s) {
      best = w;
      s = strength[i];
    }
  });
  if (!best) return null;
  const anchor: WaveIdx = best;
  const agree = waves.filter((w): w is WaveIdx => !!w && Math.abs(w.peak - anchor.peak) <= (anchor.off - anchor.on) * STRONGEST_AGREE_FRACTION);
  return { on: Math.min(...agree.map((w) => w.on)), peak: anchor.peak, off: Math.max(...agree.map((w) => w.off)) };
}

/** A lead's T takes part in the global T boundaries when its strength is at least this fraction of the leads' median (0.3 and 0.7 measured the same within 1 record). */
export const T_CLEAR_FRACTION = 0.5;

/**
 * Leads whose T stands out clearly (tStrength relative to the median of the leads with a T). A
 * barely visible T has boundaries that run out into the baseline, so it must not decide the latest T
 * end. Undefined (all eligible) when strengths are not known (another delineator).
 */
function clearT(perLead: { t: WaveIdx | null; tStrength?: number }[]): boolean[] | undefined {
  const s = perLead.filter((l) => l.t && l.tStrength !== undefined).map((l) => l.tStrength!);
  if (s.length < 3) return undefined;
  const thr = T_CLEAR_FRACTION * robustQuantile(s, 0.5)!;
  return perLead.map((l) => (l.tStrength ?? 0) >= thr);
}

export function combineLeads(perLead: { qrs: WaveIdx | null; p: WaveIdx | null; pSlope?: number; t: WaveIdx | null; tStrength?: number }[], fraction: typeof GLOBAL_EXTREME_FRACTION = GLOBAL_EXTREME_FRACTION): GlobalFiducials {
  const q = combineWave(perLead.map((l) => l.qrs), fraction.QRS, undefined, true);
  // Exactly two leads with a P (every beat of a 2-lead Holter record, and 12-lead beats where only two leads
  // found one): the clearer P, not the earliest onset of both (QTDB sel103: V2's "P" was the tail of the previous
  // T, 370 ms before the R; PR 336 instead of ~200 ms). Measured on LUDB (12 leads) too: P F1 and PR unchanged,
  // P on SD 15.8 → 15.6 ms. Without slopes (waves of another delineator) the leads are combined as usual.
  const withP = perLead.filter((l) => l.p !== null).length;
  const pSlopes = perLead.map((l) => l.pSlope ?? 0);
  const p = withP === 2 && perLead.some((l, i) => l.p && pSlopes[i] > 0) ? strongestWave(perLead.map((l) => l.p), pSlopes) : combineWave(perLead.map((l) => l.p), fraction.P);
  const withT = perLead.filter((l) => l.t !== null).length;
  const t = withT < 3 ? strongestWave(perLead.map((l) => l.t), perLead.map((l) => l.tStrength ?? 0)) : combineWave(perLead.map((l) => l.t), fraction.T, clearT(perLead));
  return {
    qrsOn: q?.on ?? null,
    qrsPeak: q?.peak ?? null,
    qrsOff: q?.off ?? null,
    pOn: p?.on ?? null,
    pPeak: p?.peak ?? null,
    pOff: p?.off ?? null,
    tOn: t?.on ?? null,
    tPeak: t?.peak ?? null,
    tOff: t?.off ?? null,
  };
}
