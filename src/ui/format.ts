// Number formatting shared by the measurement tables.

/** A measured value rounded to an integer with its suffix (e.g. ' ms', '°'), or '—' when it is missing. */
export function rounded(x: number | null | undefined, suffix = ''): string {
  return x == null || !Number.isFinite(x) ? '—' : `${Math.round(x)}${suffix}`;
}
