// Number formatting shared by the measurement tables.

/** A measured value rounded to an integer with its suffix (e.g. ' ms', '°'), or '—' when it is missing. */
export function rounded(x: number | null | undefined, suffix = ''): string {
  return x == null || !Number.isFinite(x) ? '—' : `${Math.round(x)}${suffix}`;
}

/** "atrial fibrillation 36 %, sinus rhythm 5 %": a long record's rhythm burden, largest first ('' without episodes). */
export function burdenSummary(burden: Record<string, number> | undefined): string {
  return Object.entries(burden ?? {})
    .sort((x, y) => y[1] - x[1])
    .map(([label, share]) => `${label.replace(/_/g, ' ')} ${Math.round(share * 100)} %`)
    .join(', ');
}
