import type { EcgLead, EcgRecord, StandardLead } from '../types';
import { buildBeat, buildPWave, type BeatWaves } from './beats';
import { expectedFindings, rhythmCode } from './expected-findings';
import { deriveLimbLead, leadVector } from './leads';
import { renderLobes } from './lobes';
import { cleanLeadFn, frontalAxis, measureLeads } from './measure-truth';
import { conductedMorphology, pvcMorphology } from './morphology';
import { addFibrillatoryWaves, addFlutterWaves, addLeadNoise, createNoiseContext } from './noise';
import { resolveParams, type SimInput, type SimParams } from './params';
import { createRng } from './prng';
import { planRhythm } from './rhythm';
import type { SimBeatTruth, SimPWaveTruth, SimTruth } from './truth';

export type { SimParams, SimInput, SimNoise, Territory, QrsMorphology } from './params';
export { DEFAULT_PARAMS, DEFAULT_NOISE } from './params';
export type { SimTruth, SimBeatTruth, SimLeadTruth, SimPWaveTruth } from './truth';

function leadSeed(seed: number, lead: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < lead.length; i++) h = Math.imul(h ^ lead.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Mean ventricular rate implied by the parameters. */
function ventricularRate(p: SimParams): number {
  if (p.rhythm === 'flutter') return p.flutterRateBpm / p.flutterConduction;
  if (p.rhythm === 'sinus' && p.avBlock === 'complete') return p.escapeRateBpm;
  if (p.rhythm === 'sinus' && p.avBlock !== 'none') return (p.hrBpm * (p.avBlockRatio - 1)) / p.avBlockRatio;
  return p.hrBpm;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function toSample(t: number | null, fs: number, n: number): number | null {
  if (t === null) return null;
  const i = Math.round(t * fs);
  return i >= 0 && i < n ? i : null;
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

  // Independent leads (I, II, V1–V6) from the heart vector plus their own noise; the other limb
  // leads follow from I and II exactly, as in an electrocardiograph. Each lead's noise has its own
  // seeded stream, so a lead is the same whichever subset of leads is asked for.
  const ctx = createNoiseContext(rng);
  const limbNeeded = p.leads.some((l) => !l.startsWith('V'));
  const independent = (['I', 'II', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const).filter((l) => (l.startsWith('V') ? p.leads.includes(l) : limbNeeded));
  const sig = new Map<StandardLead, Float32Array>();
  for (const lead of independent) {
    const v = leadVector(lead);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = v[0] * x[i] + v[1] * y[i] + v[2] * z[i];
    addLeadNoise(out, fs, p.noise, ctx, createRng(leadSeed(seed, lead)));
    sig.set(lead, out);
  }
  if (limbNeeded) {
    const i1 = sig.get('I') as Float32Array;
    const i2 = sig.get('II') as Float32Array;
    for (const lead of ['III', 'aVR', 'aVL', 'aVF'] as const) if (p.leads.includes(lead)) sig.set(lead, deriveLimbLead(lead, i1, i2));
  }
  const leads: EcgLead[] = p.leads.map((name) => ({ name, samples: sig.get(name) as Float32Array }));

  // Truth: beats whose QRS is wholly inside the record.
  const inside = waves.map((w, k) => ({ w, k })).filter(({ w }) => w.qrsOn * fs >= 0 && Math.round(w.qrsOff * fs) < n);
  const beats: SimBeatTruth[] = inside.map(({ w }) => ({
    class: w.kind,
    pOn: toSample(w.pOn, fs, n),
    pPeak: toSample(w.pPeak, fs, n),
    pOff: toSample(w.pOff, fs, n),
    qrsOn: Math.round(w.qrsOn * fs),
    r: Math.round(w.r * fs),
    qrsOff: Math.round(w.qrsOff * fs),
    tOn: toSample(w.tOn, fs, n),
    tPeak: toSample(w.tPeak, fs, n),
    tOff: toSample(w.tOff, fs, n),
  }));
  const pWaves: SimPWaveTruth[] = [
    ...inside.filter(({ w }) => w.pOn !== null).map(({ w }) => ({ on: w.pOn as number, peak: w.pPeak as number, off: w.pOff as number, conducted: true })),
    ...blocked.map((b) => ({ on: b.pOn, peak: b.pPeak, off: b.pOff, conducted: false })),
  ]
    .filter((pw) => pw.on >= 0 && Math.round(pw.off * fs) < n)
    .map((pw) => ({ pOn: Math.round(pw.on * fs), pPeak: Math.round(pw.peak * fs), pOff: Math.round(pw.off * fs), conducted: pw.conducted }))
    .sort((a, b) => a.pOn - b.pOn);
  const rrs: number[] = [];
  const sinusRr: number[] = [];
  for (let k = 1; k < inside.length; k++) {
    const rr = (inside[k].w.qrsOn - inside[k - 1].w.qrsOn) * 1000;
    rrs.push(rr);
    if (inside[k].w.kind === 'N' && inside[k - 1].w.kind === 'N') sinusRr.push(rr);
  }
  const rrMs = rrs.length ? median(rrs) : rr0 * 1000;
  const hr = 60000 / rrMs;

  // Representative conducted beat: the middle N beat (fall back to any beat).
  const nIdx = inside.filter(({ w }) => w.kind === 'N').map(({ k }) => k);
  const pool = nIdx.length ? nIdx : inside.map(({ k }) => k);
  const rep = pool.length ? pool[pool.length >> 1] : waves.findIndex((w) => w.kind === 'N');
  const rb = waves[rep];
  const clean = cleanLeadFn(waves, rep);
  const perLead = measureLeads(waves, rep, clean);
  const axis = {
    p: rb.pOn !== null && rb.pOff !== null ? frontalAxis(clean, rb.pOn, rb.pOff) : null,
    qrs: frontalAxis(clean, rb.qrsOn, rb.qrsOff),
    t: frontalAxis(clean, rb.tOn, rb.tOff),
  };
  const qtMs = qtS * 1000;
  const rrS = rrMs / 1000;
  const qtc = { bazett: Math.round(qtMs / Math.sqrt(rrS)), fridericia: Math.round(qtMs / Math.cbrt(rrS)) };
  const findings = expectedFindings({
    params: p,
    hrBpm: hr,
    sinusRrMs: sinusRr,
    qrsAxis: axis.qrs,
    qtcBazett: qtc.bazett,
    perLead,
    hasPvc: beats.some((b) => b.class === 'V'),
  });

  const record: EcgRecord = {
    id: p.id,
    fs,
    length: n,
    leads,
    annotations: [],
    metadata: { age: p.age, sex: p.sex, comments: [`Synthetic ECG (heart-vector model), seed ${seed}`] },
    source: { format: 'simulated', files: [] },
  };
  const truth: SimTruth = {
    params: p,
    beats,
    hr_bpm: Math.round(hr * 10) / 10,
    rr_ms: Math.round(rrMs),
    pr_ms: p.rhythm === 'sinus' && p.avBlock !== 'complete' ? p.prMs : null,
    atrial_rate_bpm: p.rhythm === 'af' ? null : p.rhythm === 'flutter' ? p.flutterRateBpm : p.hrBpm,
    pWaves,
    qrs_ms: p.qrsMs,
    qt_ms: Math.round(qtMs),
    qtc_ms: qtc,
    axis,
    rhythm: rhythmCode(p, hr),
    findings,
    representativeBeat: Math.max(0, inside.findIndex(({ k }) => k === rep)),
    perLead,
  };
  return { record, truth };
}
