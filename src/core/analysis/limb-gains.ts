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

function residual(o: ArrayLike<number>[], c: number[]): number {
  let err = 0, scale = 0;
  for (let t = 0; t < o[0].length; t++) {
    for (const row of IDENTITIES) {
      let s = 0;
      for (let k = 0; k < 6; k++) {
        if (row[k] === 0) continue;
        const term = row[k] * c[k] * o[k][t];
        s += term;
        scale += term * term;
      }
      err += s * s;
    }
  }
  return scale > 0 ? Math.sqrt(err / scale) : 0;
}

/**
 * Least-squares scale factors c (‖c‖ = 1, then geometric mean 1) minimising the identities'
 * residual over the given samples: the eigenvector of the smallest eigenvalue of AᵀA. Null when a
 * limb lead is missing or flat, or when the factors do not all have one sign (an inverted or
 * swapped lead, not a gain).
 */
export function estimateLimbGains(leads: Record<string, ArrayLike<number> | undefined>): LimbGains | null {
  const o = LIMB_ORDER.map((n) => leads[n]);
  if (o.some((x) => !x || x.length === 0)) return null;
  const sig = o as ArrayLike<number>[];
  const n = Math.min(...sig.map((x) => x.length));
  const ata = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  const energy = new Array<number>(6).fill(0);
  for (let t = 0; t < n; t++) {
    for (let k = 0; k < 6; k++) energy[k] += sig[k][t] * sig[k][t];
    for (const row of IDENTITIES) {
      for (let i = 0; i < 6; i++) {
        if (row[i] === 0) continue;
        const ai = row[i] * sig[i][t];
        for (let j = 0; j < 6; j++) if (row[j] !== 0) ata[i][j] += ai * row[j] * sig[j][t];
      }
    }
  }
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
    residualRecorded: residual(sig, [1, 1, 1, 1, 1, 1]),
    residualCorrected: residual(sig, cn),
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
