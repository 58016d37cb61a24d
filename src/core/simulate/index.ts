import type { EcgRecord } from '../types';
import { assembleTruth } from './assemble-truth';
import { buildBeat, buildPWave, type BeatWaves } from './beats';
import { renderLobes } from './lobes';
import { conductedMorphology, pvcMorphology } from './morphology';
import { addFibrillatoryWaves, addFlutterWaves, createNoiseContext } from './noise';
import { resolveParams, type SimInput, type SimParams } from './params';
import { createRng } from './prng';
import { projectLeads } from './project-leads';
import { planRhythm } from './rhythm';
import type { SimTruth } from './truth';

export type { SimParams, SimInput, SimNoise, Territory, QrsMorphology } from './params';
export { DEFAULT_PARAMS, DEFAULT_NOISE } from './params';
export type { SimTruth, SimBeatTruth, SimLeadTruth, SimPWaveTruth } from './truth';

/** Mean ventricular rate implied by the parameters. */
function ventricularRate(p: SimParams): number {
  if (p.rhythm === 'flutter') return p.flutterRateBpm / p.flutterConduction;
  if (p.rhythm === 'sinus' && p.avBlock === 'complete') return p.escapeRateBpm;
  if (p.rhythm === 'sinus' && p.avBlock !== 'none') return (p.hrBpm * (p.avBlockRatio - 1)) / p.avBlockRatio;
  return p.hrBpm;
}

/**
 * Synthetic 12-lead ECG from a 3-D heart-vector model (sums of smooth wave lobes) projected on
 * standard lead vectors, with the exact fiducials, intervals, axes and expected findings.
 * Deterministic for a given seed. Throws RangeError for out-of-range parameters.
 */
export function simulateEcg(params: SimInput = {}, seed = 1): { record: EcgRecord; truth: SimTruth } {
  const p = resolveParams(params, seed);
  const rng = createRng(seed);
  const fs = p.fs;
  const n = Math.round(p.durationS * fs);
  const rr0 = 60 / ventricularRate(p);
  const qtS = (p.qtMs ?? p.qtcMs * Math.sqrt(rr0)) / 1000;
  const timing = { prS: p.prMs / 1000, pDurS: p.pDurMs / 1000, qtS, conductedQrsS: p.qrsMs / 1000 };

  const rhythm = planRhythm(p, rng);
  const plans = rhythm.beats;
  const normal = conductedMorphology(p);
  const pvc = p.pvcEvery > 0 ? pvcMorphology(p) : normal;
  const waves: BeatWaves[] = plans.map((b) => buildBeat(b, b.kind === 'V' ? pvc : normal, timing));

  const x = new Float32Array(n);
  const y = new Float32Array(n);
  const z = new Float32Array(n);
  for (const w of waves) {
    renderLobes(w.p, fs, x, y, z);
    renderLobes(w.qrs, fs, x, y, z);
    renderLobes(w.st, fs, x, y, z);
    renderLobes(w.t, fs, x, y, z);
  }
  const blocked = rhythm.blockedP.map((t) => buildPWave(t, normal, timing.pDurS));
  for (const b of blocked) renderLobes(b.lobes, fs, x, y, z);
  if (p.rhythm === 'af') addFibrillatoryWaves(x, y, z, fs, p.fWaveMv, rng);
  if (rhythm.flutter) addFlutterWaves(x, y, z, fs, rhythm.flutter.t0, rhythm.flutter.cycleS, p.flutterWaveMv);

  const leads = projectLeads(x, y, z, p, createNoiseContext(rng), seed);

  const record: EcgRecord = {
    id: p.id,
    fs,
    length: n,
    leads,
    annotations: [],
    metadata: { age: p.age, sex: p.sex, comments: [`Synthetic ECG (heart-vector model), seed ${seed}`] },
    source: { format: 'simulated', files: [] },
  };
  const truth = assembleTruth({ p, waves, blocked, n, rr0, qtS });
  return { record, truth };
}
