// Heart-rate corrected QT (QT and result in ms, RR in seconds, HR in beats/min).

export interface QtcSet {
  bazett: number | null;
  fridericia: number | null;
  framingham: number | null;
  hodges: number | null;
}

/** RR range (ms) where rate correction means anything: 20–240 bpm. Outside it QTc is not reported. */
export const QTC_RR_RANGE_MS: [number, number] = [250, 3000];

export function qtcAll(qtMs: number | null, rrMs: number | null): QtcSet {
  const [lo, hi] = QTC_RR_RANGE_MS;
  if (qtMs === null || rrMs === null || !(rrMs >= lo && rrMs <= hi) || !Number.isFinite(qtMs)) return { bazett: null, fridericia: null, framingham: null, hodges: null };
  const rr = rrMs / 1000;
  const hr = 60 / rr;
  return {
    bazett: Math.round(qtMs / Math.sqrt(rr)),
    fridericia: Math.round(qtMs / Math.cbrt(rr)),
    framingham: Math.round(qtMs + 154 * (1 - rr)),
    hodges: Math.round(qtMs + 1.75 * (hr - 60)),
  };
}

/** A QRS wider than this (ms) lengthens the QT without longer repolarisation. */
export const QT_WIDE_QRS_MS = 120;

/** A QTc with the QRS widening beyond QT_WIDE_QRS_MS taken out: what decides a long QT (findings' qtcForLongQt). */
export function qtcWithoutQrsWidening(qtcMs: number, qrsMs: number): number {
  return qtcMs - Math.max(0, qrsMs - QT_WIDE_QRS_MS);
}

/** The QTc formula that judges a QT: Bazett at 50–90 bpm, Fridericia outside, where Bazett over/under-corrects. */
export function qtcFormulaForRate(hrBpm: number | null): 'bazett' | 'fridericia' {
  return hrBpm != null && (hrBpm > 90 || hrBpm < 50) ? 'fridericia' : 'bazett';
}
