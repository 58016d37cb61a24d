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
