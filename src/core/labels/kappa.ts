// Cohen's kappa for two raters over nominal categories: κ = (p_o − p_e) / (1 − p_e).

export interface KappaResult {
  /** Items rated by both. */
  n: number;
  /** Observed agreement p_o (null when n = 0). */
  observed: number | null;
  /** Chance agreement p_e from the raters' marginals. */
  expected: number | null;
  /** null when undefined: no items, or p_e = 1 (both raters used one same category throughout). */
  kappa: number | null;
}

export function cohenKappa(pairs: readonly (readonly [string, string])[]): KappaResult {
  const n = pairs.length;
  if (n === 0) return { n, observed: null, expected: null, kappa: null };
  const ma = new Map<string, number>();
  const mb = new Map<string, number>();
  let agree = 0;
  for (const [a, b] of pairs) {
    if (a === b) agree++;
    ma.set(a, (ma.get(a) ?? 0) + 1);
    mb.set(b, (mb.get(b) ?? 0) + 1);
  }
  let pe = 0;
  for (const [cat, ka] of ma) pe += (ka / n) * ((mb.get(cat) ?? 0) / n);
  const po = agree / n;
  return { n, observed: po, expected: pe, kappa: pe >= 1 - 1e-12 ? null : (po - pe) / (1 - pe) };
}
