import type { BeatWaves } from './beats';
import { expectedFindings, rhythmCode } from './expected-findings';
import { cleanLeadFn, frontalAxis, measureLeads } from './measure-truth';
import type { SimParams } from './params';
import type { SimBeatTruth, SimPWaveTruth, SimTruth } from './truth';
import { qtcFormulaForRate, qtcWithoutQrsWidening } from '../analysis/qtc';
import { meanRrMs } from '../analysis/ventricular-rate';

function toSample(t: number | null, fs: number, n: number): number | null {
  if (t === null) return null;
  const i = Math.round(t * fs);
  return i >= 0 && i < n ? i : null;
}

export interface TruthInputs {
  p: SimParams;
  /** All simulated beats, including those before/after the record. */
  waves: BeatWaves[];
  /** Non-conducted P waves (seconds). */
  blocked: { pOn: number; pPeak: number; pOff: number }[];
  /** Samples in the record. */
  n: number;
  /** Mean ventricular cycle (s) and QT (s) used. */
  rr0: number;
  qtS: number;
}

/** Fiducials in samples, global measurements, axes, per-lead amplitudes and expected findings. */
export function assembleTruth({ p, waves, blocked, n, rr0, qtS }: TruthInputs): SimTruth {
  const fs = p.fs;
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
  const rrMs = meanRrMs(rrs) ?? rr0 * 1000;
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
    qtcForLongQt: qtcWithoutQrsWidening(qtc[qtcFormulaForRate(hr)], p.qrsMs),
    perLead,
    hasPvc: beats.some((b) => b.class === 'V'),
  });

  return {
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
}
