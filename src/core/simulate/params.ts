import type { StandardLead } from '../types';

export type Territory = 'inferior' | 'lateral' | 'anterior' | 'septal';
export type QrsMorphology = 'normal' | 'rbbb' | 'lbbb';

export interface SimNoise {
  /** White (instrument) noise, SD in mV. */
  whiteMv: number;
  /** Muscle (EMG-like, high-frequency, bursty) noise, SD in mV. */
  emgMv: number;
  /** Baseline wander amplitude in mV (respiration + slow drift). */
  baselineMv: number;
  /** Powerline interference amplitude in mV. */
  powerlineMv: number;
  powerlineHz: 50 | 60;
}

export interface SimParams {
  id: string;
  fs: number;
  durationS: number;
  hrBpm: number;
  /** SD of sinus RR as a fraction of the mean RR (respiratory + random). */
  rrVariability: number;
  rhythm: 'sinus' | 'af' | 'flutter';
  /** Atrial flutter wave rate per minute; the ventricular rate is flutterRateBpm / flutterConduction (hrBpm unused). */
  flutterRateBpm: number;
  /** Flutter waves per conducted beat (2 = 2:1). */
  flutterConduction: number;
  flutterWaveMv: number;
  /** AV conduction: Mobitz I (Wenckebach), Mobitz II, or complete block with an escape rhythm (hrBpm = atrial rate). */
  avBlock: 'none' | 'mobitz1' | 'mobitz2' | 'complete';
  /** P waves per group in second-degree block: n P waves, n − 1 conducted. */
  avBlockRatio: number;
  /** Ventricular (junctional) escape rate in complete AV block. */
  escapeRateBpm: number;
  prMs: number;
  pDurMs: number;
  /** QRS duration of conducted beats; default depends on morphology (90 normal, 140 RBBB, 150 LBBB). */
  qrsMs: number;
  /** QT; when null it follows from qtcMs (Bazett) and the mean RR. */
  qtMs: number | null;
  qtcMs: number;
  pAxisDeg: number;
  qrsAxisDeg: number;
  tAxisDeg: number;
  /** Peak P-vector magnitude (≈ P amplitude in the lead parallel to the P axis), mV. */
  pAmpMv: number;
  /** QRS amplitude scale, 1 = normal adult voltages. */
  qrsScale: number;
  /** Peak T-vector magnitude, mV. */
  tAmpMv: number;
  /** J-point ST shift per territory, mV (positive = elevation in that territory, with reciprocal change). */
  stShiftMv: Partial<Record<Territory, number>>;
  /** Territories whose T waves are inverted. */
  tInversion: Territory[];
  morphology: QrsMorphology;
  /** Left ventricular hypertrophy voltages (larger left-posterior QRS forces). */
  lvh: boolean;
  /** Low QRS voltage (small QRS, P and T). */
  lowVoltage: boolean;
  /** Every n-th beat is a PVC (0 = none). */
  pvcEvery: number;
  /** PVC coupling interval as a fraction of the sinus RR. */
  pvcCoupling: number;
  pvcQrsMs: number;
  /** Fibrillatory wave amplitude (AF only), mV. */
  fWaveMv: number;
  noise: SimNoise;
  age: number;
  sex: 'M' | 'F';
  /** Leads to output (default the standard 12, in standard order). */
  leads: StandardLead[];
}

/** What callers pass: any subset of the parameters, noise fields included. */
export type SimInput = Partial<Omit<SimParams, 'noise'>> & { noise?: Partial<SimNoise> };

export const DEFAULT_NOISE: SimNoise = { whiteMv: 0.008, emgMv: 0, baselineMv: 0.05, powerlineMv: 0, powerlineHz: 50 };

export const DEFAULT_PARAMS: Omit<SimParams, 'qrsMs' | 'leads'> = {
  id: '',
  fs: 500,
  durationS: 10,
  hrBpm: 72,
  rrVariability: 0.01,
  rhythm: 'sinus',
  flutterRateBpm: 300,
  flutterConduction: 2,
  flutterWaveMv: 0.25,
  avBlock: 'none',
  avBlockRatio: 4,
  escapeRateBpm: 40,
  prMs: 160,
  pDurMs: 100,
  qtMs: null,
  qtcMs: 410,
  pAxisDeg: 55,
  qrsAxisDeg: 50,
  tAxisDeg: 40,
  pAmpMv: 0.17,
  qrsScale: 1,
  tAmpMv: 0.35,
  stShiftMv: {},
  tInversion: [],
  morphology: 'normal',
  lvh: false,
  lowVoltage: false,
  pvcEvery: 0,
  pvcCoupling: 0.6,
  pvcQrsMs: 150,
  fWaveMv: 0.07,
  noise: DEFAULT_NOISE,
  age: 50,
  sex: 'M',
};

const DEFAULT_QRS_MS: Record<QrsMorphology, number> = { normal: 90, rbbb: 140, lbbb: 150 };

function bounded(name: string, v: number, lo: number, hi: number): number {
  if (!Number.isFinite(v) || v < lo || v > hi) throw new RangeError(`simulateEcg: ${name} must be in [${lo}, ${hi}], got ${v}`);
  return v;
}

/** Fill defaults and check every parameter against physiological / practical bounds. */
export function resolveParams(p: SimInput, seed: number): SimParams {
  const morphology = p.morphology ?? 'normal';
  const r: SimParams = {
    ...DEFAULT_PARAMS,
    ...p,
    qrsMs: p.qrsMs ?? DEFAULT_QRS_MS[morphology],
    noise: { ...DEFAULT_NOISE, ...(p.noise ?? {}) },
    stShiftMv: { ...(p.stShiftMv ?? {}) },
    tInversion: [...(p.tInversion ?? [])],
    leads: p.leads ? [...p.leads] : ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'],
    id: p.id ?? `sim-${seed}`,
  };
  bounded('fs', r.fs, 50, 10000);
  bounded('durationS', r.durationS, 1, 3600);
  bounded('hrBpm', r.hrBpm, 20, 250);
  bounded('rrVariability', r.rrVariability, 0, 0.3);
  bounded('prMs', r.prMs, 60, 500);
  bounded('pDurMs', r.pDurMs, 40, 200);
  bounded('qrsMs', r.qrsMs, 50, 250);
  bounded('qtcMs', r.qtcMs, 250, 700);
  if (r.qtMs !== null) bounded('qtMs', r.qtMs, 200, 750);
  bounded('qrsScale', r.qrsScale, 0, 5);
  bounded('pAmpMv', r.pAmpMv, 0, 1);
  bounded('tAmpMv', r.tAmpMv, 0, 2);
  bounded('pvcEvery', r.pvcEvery, 0, 1000);
  if (r.pvcEvery === 1 || !Number.isInteger(r.pvcEvery)) throw new RangeError(`simulateEcg: pvcEvery must be 0 (none) or an integer ≥ 2, got ${r.pvcEvery}`);
  bounded('pvcCoupling', r.pvcCoupling, 0.35, 0.95);
  bounded('pvcQrsMs', r.pvcQrsMs, 100, 250);
  bounded('fWaveMv', r.fWaveMv, 0, 0.5);
  bounded('flutterRateBpm', r.flutterRateBpm, 200, 400);
  bounded('flutterConduction', r.flutterConduction, 1, 6);
  bounded('flutterWaveMv', r.flutterWaveMv, 0, 0.5);
  bounded('avBlockRatio', r.avBlockRatio, 2, 10);
  bounded('escapeRateBpm', r.escapeRateBpm, 15, 80);
  if (!Number.isInteger(r.flutterConduction) || !Number.isInteger(r.avBlockRatio)) throw new RangeError('simulateEcg: flutterConduction and avBlockRatio must be integers');
  if (!['sinus', 'af', 'flutter'].includes(r.rhythm)) throw new RangeError(`simulateEcg: unknown rhythm '${String(r.rhythm)}'`);
  if (!['none', 'mobitz1', 'mobitz2', 'complete'].includes(r.avBlock)) throw new RangeError(`simulateEcg: unknown avBlock '${String(r.avBlock)}'`);
  if (!['normal', 'rbbb', 'lbbb'].includes(r.morphology)) throw new RangeError(`simulateEcg: unknown morphology '${String(r.morphology)}'`);
  bounded('age', r.age, 0, 120);
  for (const [k, v] of Object.entries(r.stShiftMv)) bounded(`stShiftMv.${k}`, v ?? 0, -1, 1);
  for (const [k, v] of Object.entries(r.noise)) if (k !== 'powerlineHz') bounded(`noise.${k}`, v as number, 0, 5);
  if (r.leads.length === 0) throw new RangeError('simulateEcg: leads must not be empty');
  return r;
}
