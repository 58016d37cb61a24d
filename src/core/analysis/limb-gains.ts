// Relative gains of the six limb leads from Einthoven's and Goldberger's laws. The limb leads are
// four linear combinations of two independent signals (II = I + III, aVR = −(I + II)/2,
// aVL = (I − III)/2, aVF = (II + III)/2), so a record whose leads were scaled one by one (each lead
// normalised to its own range, or headers with wrong per-lead gains) breaks these identities, and
// the scale factors that restore them can be solved for. Only ratios between limb leads are
// recoverable, which is all the frontal axis needs.
import { symmetricEigen } from '../signal/symmetric-eigen';

export const LIMB_ORDER = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'] as const;

/**
 * Relative residual of the identities that recorded gains may leave without being questioned (noise,
 * filters and rounding: 0.015–0.12 on 25 CinC 2021 records from four hospitals, whose fitted
 * factors stay within 5 % of 1).
 */
export const LIMB_RESIDUAL_FLOOR = 0.05;
/** The fitted gains must explain at least this share of the residual to be applied. */
export const LIMB_MIN_EXPLAINED = 0.5;

export interface LimbGains {
  /** Factor to multiply each recorded limb lead by so the identities hold (geometric mean 1). */
  correction: Record<(typeof LIMB_ORDER)[number], number>;
  /** Relative residual of the identities with the recorded gains, and after correction. */
  residualRecorded: number;
  residualCorrected: number;
}

// Coefficients of the four identities, one row per identity, columns in LIMB_ORDER.
const IDENTITIES: number[][] = [
  [-1, 1, -1, 0, 0, 0],
  [0.5, 0.5, 0, 1, 0, 0],
  [-0.5, 0, 0.5, 0, 1, 0],
  [0, -0.5, -0.5, 0, 0, 1],
];

/** Σ over the identities of coefficient i × coefficient j: the identities' weight on the product of leads i and j. */
const PAIR_WEIGHT: number[][] = Array.from({ length: 6 }, (_, i) => Array.from({ length: 6 }, (_, j) => IDENTITIES.reduce((s, row) => s + row[i] * row[j], 0)));

/**
 * Relative residual of the identities with the leads scaled by c: Σ_t Σ_rows (Σ_k r_k c_k o_k)² over
 * Σ_t Σ_rows Σ_k (r_k c_k o_k)², both read off the leads' Gram matrix G (G_ij = Σ_t o_i o_j). As a difference of
 * sums of squares it is exact to about 1e-8 near zero, far below LIMB_RESIDUAL_FLOOR.
 */
function residual(gram: number[][], c: number[]): number {
  let err = 0, scale = 0;
  for (let i = 0; i < 6; i++) {
    scale += c[i] * c[i] * PAIR_WEIGHT[i][i] * gram[i][i];
    for (let j = 0; j < 6; j++) err += c[i] * c[j] * PAIR_WEIGHT[i][j] * gram[i][j];
  }
  return scale > 0 ? Math.sqrt(Math.max(0, err) / scale) : 0;
}

/** G_ij = Σ_t o_i(t) o_j(t) over the first n samples. */
function gramMatrix(o: ArrayLike<number>[], n: number): number[][] {
  const g = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  for (let i = 0; i < 6; i++) {
    const a = o[i];
    for (let j = i; j < 6; j++) {
      const b = o[j];
      let s = 0;
      for (let t = 0; t < n; t++) s += a[t] * b[t];
      g[i][j] = g[j][i] = s;
    }
  }
  return g;
}

/**
 * Least-squares scale factors c (‖c‖ = 1, then geometric mean 1) minimising the identities'
 * residual over the given samples: the eigenvector of the smallest eigenvalue of AᵀA (AᵀA_ij =
 * PAIR_WEIGHT_ij · G_ij). Null when a limb lead is missing or flat, or when the factors do not all
 * have one sign (an inverted or swapped lead, not a gain).
 */
export function estimateLimbGains(leads: Record<string, ArrayLike<number> | undefined>): LimbGains | null {
  const o = LIMB_ORDER.map((n) => leads[n]);
  if (o.some((x) => !x || x.length === 0)) return null;
  const sig = o as ArrayLike<number>[];
  const n = Math.min(...sig.map((x) => x.length));
  const gram = gramMatrix(sig, n);
  const ata = gram.map((row, i) => row.map((g, j) => PAIR_WEIGHT[i][j] * g));
  const energy = gram.map((row, i) => row[i]);
  const maxEnergy = Math.max(...energy);
  if (!(maxEnergy > 0) || energy.some((e) => e < 1e-6 * maxEnergy)) return null;
  const { values, vectors } = symmetricEigen(ata);
  let k = 0;
  for (let i = 1; i < 6; i++) if (values[i] < values[k]) k = i;
  const v = vectors.map((row) => row[k]);
  const sign = Math.sign(v.reduce((s, x) => s + x, 0)) || 1;
  const c = v.map((x) => x * sign);
  if (c.some((x) => !(x > 0))) return null;
  const g = Math.exp(c.reduce((s, x) => s + Math.log(x), 0) / 6);
  const cn = c.map((x) => x / g);
  return {
    correction: Object.fromEntries(LIMB_ORDER.map((name, i) => [name, cn[i]])) as LimbGains['correction'],
    residualRecorded: residual(gram, [1, 1, 1, 1, 1, 1]),
    residualCorrected: residual(gram, cn),
  };
}

/**
 * The correction to apply to limb-lead values before computing an axis, or null when the recorded
 * gains already satisfy the identities (or the fit does not explain the violation).
 */
export function limbGainCorrection(g: LimbGains | null): LimbGains['correction'] | null {
  if (!g) return null;
  if (g.residualRecorded <= LIMB_RESIDUAL_FLOOR) return null;
  if (g.residualCorrected > (1 - LIMB_MIN_EXPLAINED) * g.residualRecorded) return null;
  return g.correction;
}
