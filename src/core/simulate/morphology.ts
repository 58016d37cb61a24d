import type { SimParams, Territory } from './params';
import { evalLobes, lobeShape, type Lobe, type Taper } from './lobes';
import { qrsTaper } from './qrs-taper';
import { add, dot, frontalAngle, norm, rotateFrontal, scale, unit, type Vec3 } from './vec';
import { leadVector } from './leads';
import type { StandardLead } from '../types';

/** A lobe in relative time: fractions of its wave's duration (0 = onset, 1 = offset). */
export interface LobeTemplate {
  f0: number;
  fp: number;
  f1: number;
  v: Vec3;
}

/** Per-record wave shapes of one beat class. */
export interface Morphology {
  p: LobeTemplate[];
  qrs: LobeTemplate[];
  qrsMs: number;
  /** T-wave vector (asymmetric bump). */
  t: Vec3;
  /** ST plateau vector (J point to T peak, fading to T end). */
  st: Vec3;
}

// Normal ventricular activation (before axis rotation and scaling): septum right-anterior, early
// anterior-left, main left-inferior-posterior, terminal posterior-superior.
const NORMAL_QRS: LobeTemplate[] = [
  { f0: 0, fp: 0.15, f1: 0.34, v: [-0.14, 0.1, 0.2] },
  { f0: 0.1, fp: 0.32, f1: 0.55, v: [0.22, 0.3, 0.42] },
  { f0: 0.2, fp: 0.46, f1: 0.74, v: [1.0, 0.85, -0.5] },
  { f0: 0.52, fp: 0.74, f1: 1.0, v: [-0.08, -0.3, -0.5] },
];

// RBBB: the normal left-sided activation compressed into the first ~55 %, then slow right
// ventricular activation to the right and anterior (R' in V1, broad S in I and V6).
const RBBB_QRS: LobeTemplate[] = [
  { f0: 0, fp: 0.09, f1: 0.2, v: [-0.14, 0.04, 0.2] },
  { f0: 0.06, fp: 0.2, f1: 0.34, v: [0.25, 0.3, 0.42] },
  { f0: 0.12, fp: 0.28, f1: 0.46, v: [1.0, 0.85, -0.3] },
  { f0: 0.4, fp: 0.72, f1: 1.0, v: [-0.55, 0.05, 0.75] },
];

// LBBB: septum activated from the left (no septal q in I/V6, QS in V1), slow left-posterior
// activation in two waves (broad notched R in I, aVL, V5, V6).
const LBBB_QRS: LobeTemplate[] = [
  { f0: 0, fp: 0.42, f1: 0.72, v: [0.8, 0.2, -0.4] },
  { f0: 0.4, fp: 0.76, f1: 1.0, v: [0.85, 0.1, -0.6] },
];

// PVC from the left ventricular free wall: right-anterior-superior forces, wide and tall.
const PVC_QRS: LobeTemplate[] = [
  { f0: 0, fp: 0.38, f1: 0.72, v: [-0.75, -0.9, 1.0] },
  { f0: 0.3, fp: 0.66, f1: 1.0, v: [-0.45, -0.35, 0.75] },
];

// Atrial depolarisation: right atrium anterior-inferior first, left atrium left-posterior later.
const P_WAVE: LobeTemplate[] = [
  { f0: 0, fp: 0.32, f1: 0.64, v: [-0.05, 0.8, 0.55] },
  { f0: 0.3, fp: 0.66, f1: 1.0, v: [0.85, 0.3, -0.1] },
];

const QRS_GAIN: Record<SimParams['morphology'], number> = { normal: 0.9, rbbb: 0.8, lbbb: 1.1 };

/** Direction of injury current (ST vector) for each territory. */
const TERRITORY_DIR: Record<Territory, Vec3> = {
  inferior: unit([-0.17, 0.98, 0]),
  lateral: unit([0.85, -0.4, -0.1]),
  anterior: unit([0.25, 0.1, 0.96]),
  septal: unit([-0.35, 0, 0.94]),
};

/** Direction the T vector is pushed away from when a territory's T waves are inverted. */
const INVERSION_DIR: Record<Territory, Vec3> = {
  inferior: unit([0, 1, 0]),
  lateral: unit([0.9, -0.25, 0.35]),
  anterior: unit([0.1, 0, 1]),
  septal: unit([-0.4, 0, 0.9]),
};

export const TERRITORY_LEADS: Record<Territory, StandardLead[]> = {
  inferior: ['II', 'III', 'aVF'],
  lateral: ['I', 'aVL', 'V5', 'V6'],
  anterior: ['V3', 'V4'],
  septal: ['V1', 'V2'],
};

/** Net area vector of lobe templates (relative durations), under the QRS taper when given. */
function templateArea(ls: readonly LobeTemplate[], taper?: Taper): Vec3 {
  if (!taper) return ls.reduce<Vec3>((s, l) => add(s, scale(l.v, ((l.f1 - l.f0) * 8) / 15)), [0, 0, 0]);
  const steps = 400;
  let out: Vec3 = [0, 0, 0];
  for (const l of ls) {
    const lobe: Lobe = { start: l.f0, rise: l.fp, fall: l.fp, end: l.f1, v: l.v, taper };
    let a = 0;
    for (let k = 1; k < steps; k++) a += lobeShape(lobe, k / steps) / steps;
    out = add(out, scale(l.v, a));
  }
  return out;
}

/**
 * Rotate templates in the frontal plane so their net area points at `axisDeg`. Only lobes for
 * which `rotates(i)` is true turn: in a normally conducted beat the initial (septal) and terminal
 * (basal, superior) forces keep their direction whatever the main axis (rS in II/III/aVF with a
 * left axis, as in left anterior fascicular block, not a QS that would mimic inferior infarction).
 */
function orientTo(ls: readonly LobeTemplate[], axisDeg: number, rotates: (i: number) => boolean = () => true, taper?: Taper): LobeTemplate[] {
  let rot = 0;
  let out = ls.map((l) => ({ ...l }));
  for (let iter = 0; iter < 30; iter++) {
    let err = axisDeg - frontalAngle(templateArea(out, taper));
    err = ((((err + 180) % 360) + 360) % 360) - 180;
    if (Math.abs(err) < 0.01) break;
    rot += err;
    out = ls.map((l, i) => (rotates(i) ? { ...l, v: rotateFrontal(l.v, rot) } : { ...l }));
  }
  return out;
}

function peakMagnitude(ls: readonly LobeTemplate[]): number {
  const lobes: Lobe[] = ls.map((l) => ({ start: l.f0, rise: l.fp, fall: l.fp, end: l.f1, v: l.v }));
  let m = 0;
  for (let k = 0; k <= 200; k++) m = Math.max(m, norm(evalLobes(lobes, k / 200)));
  return m;
}

function scaleTemplates(ls: readonly LobeTemplate[], k: number): LobeTemplate[] {
  return ls.map((l) => ({ ...l, v: scale(l.v, k) }));
}

/** ST vector that gives `mv` at the J point in the territory's most affected lead. */
function territoryStVector(t: Territory, mv: number): Vec3 {
  const d = TERRITORY_DIR[t];
  const best = Math.max(...TERRITORY_LEADS[t].map((l) => dot(leadVector(l), d)));
  return scale(d, mv / best);
}

/** T vector pushed negative along a territory's direction (the territory's leads show inverted T). */
function invertTowards(tv: Vec3, t: Territory, tAmp: number): Vec3 {
  const d = INVERSION_DIR[t];
  const target = -0.8 * tAmp;
  return add(tv, scale(d, target - dot(tv, d)));
}

export function conductedMorphology(p: SimParams): Morphology {
  const base = p.morphology === 'rbbb' ? RBBB_QRS : p.morphology === 'lbbb' ? LBBB_QRS : NORMAL_QRS;
  let qrsT = base.map((l) => ({ ...l }));
  if (p.lvh) qrsT = qrsT.map((l, i) => ({ ...l, v: scale(l.v, p.morphology !== 'normal' ? 1.6 : i === 2 ? 2.3 : i === 3 ? 1.6 : 1) }));
  const lowK = p.lowVoltage ? 0.3 : 1;
  const taper = qrsTaper(0, 1, p.qrsMs);
  qrsT = scaleTemplates(orientTo(qrsT, p.qrsAxisDeg, (i) => p.morphology !== 'normal' || i === 2, taper), p.qrsScale * lowK * QRS_GAIN[p.morphology]);

  const pAmp = p.pAmpMv * (p.lowVoltage ? 0.6 : 1);
  const pOriented = orientTo(P_WAVE, p.pAxisDeg);
  const pT = scaleTemplates(pOriented, pAmp / peakMagnitude(pOriented));

  const tAmp = p.tAmpMv * (p.lowVoltage ? 0.45 : 1);
  const a = (p.tAxisDeg * Math.PI) / 180;
  let tv: Vec3 = scale(unit([Math.cos(a), Math.sin(a), 0.45]), tAmp);
  let st: Vec3 = [0, 0, 0];
  const qrsMain = unit(templateArea(qrsT, taper));
  if (p.morphology === 'lbbb') {
    // Secondary (discordant) repolarisation: ST and T opposite to the main QRS forces.
    tv = scale(unit(add(scale(qrsMain, -1), [0, 0.3, 0])), tAmp * 1.1);
    st = scale(qrsMain, -0.14);
  } else if (p.morphology === 'rbbb') {
    const terminal = unit(qrsT[qrsT.length - 1].v);
    tv = add(tv, scale(terminal, -0.35 * tAmp));
  }
  for (const t of p.tInversion) tv = invertTowards(tv, t, tAmp);
  for (const [t, mv] of Object.entries(p.stShiftMv) as [Territory, number][]) {
    if (!mv) continue;
    const sv = territoryStVector(t, mv);
    st = add(st, sv);
    tv = add(tv, scale(sv, 1.2)); // hyperacute T in the injured territory
  }
  return { p: pT, qrs: qrsT, qrsMs: p.qrsMs, t: tv, st };
}

export function pvcMorphology(p: SimParams): Morphology {
  const qrs = scaleTemplates(PVC_QRS, p.lowVoltage ? 0.45 : 1.2);
  const main = unit(templateArea(qrs, qrsTaper(0, 1, p.pvcQrsMs)));
  return { p: [], qrs, qrsMs: p.pvcQrsMs, t: scale(main, -0.45 * (p.lowVoltage ? 0.5 : 1)), st: scale(main, -0.12) };
}
