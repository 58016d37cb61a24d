// Delineation of the median beat: global fiducials (multi-lead) and the record-level P-presence test.
import { combineLeads, type GlobalFiducials } from './delineate-global';
import { applySlowWaveConsensus } from './delineate-consensus';
import { delineateLead, type LeadBeatWaves, type WaveIdx } from './delineate-lead';
import { DELINEATION_FS, lowPassInPlace, resampleLinear } from './delineate-preprocess';
import { consensusQrs, DELINEATION_LOWPASS_HZ } from './delineate-record';
import type { MedianBeat } from './median-beat';

/** A lead shows a P wave in the median beat when its P amplitude exceeds this many beat-to-beat MADs. */
export const P_PRESENCE_SNR = 3;
/** ... and at least this amplitude (mV). */
export const P_MIN_MV = 0.02;

export interface MedianDelineation {
  perLead: LeadBeatWaves[];
  global: GlobalFiducials;
  /** Leads whose median beat shows a P wave that stands out of the beat-to-beat variability. */
  pLeads: boolean[];
  pPresent: boolean;
}

function scaleWave(w: WaveIdx | null, s: number): WaveIdx | null {
  return w ? { on: Math.round(w.on * s), peak: Math.round(w.peak * s), off: Math.round(w.off * s) } : null;
}

function pStandsOut(x: Float32Array, spread: Float32Array, w: WaveIdx): boolean {
  let mx = -Infinity, mn = Infinity, sp = 0;
  for (let i = w.on; i <= w.off; i++) {
    mx = Math.max(mx, x[i]);
    mn = Math.min(mn, x[i]);
    sp += spread[i];
  }
  const amp = mx - mn;
  const noise = sp / Math.max(1, w.off - w.on + 1);
  return amp >= P_MIN_MV && amp >= P_PRESENCE_SNR * noise;
}

export function delineateMedian(mb: MedianBeat, fs: number, rrMs: number | null, useLead?: boolean[]): MedianDelineation {
  const scale = fs / DELINEATION_FS;
  const fid = Math.round(mb.fiducial / scale);
  const rr250 = rrMs ? Math.round((rrMs / 1000) * DELINEATION_FS) : DELINEATION_FS;
  const ys = mb.leads.map((x) => resampleLinear(lowPassInPlace(x.slice(), fs, DELINEATION_LOWPASS_HZ), fs, DELINEATION_FS));
  const qrs = consensusQrs(ys, [fid], useLead);
  const at250 = ys.map((y, li) => delineateLead(y, DELINEATION_FS, [fid], rr250, qrs[li]));
  applySlowWaveConsensus(at250, 1, DELINEATION_FS, useLead);
  const perLead = at250.map(([w]) => ({ qrs: scaleWave(w.qrs, scale), p: scaleWave(w.p, scale), pSlope: w.pSlope, t: scaleWave(w.t, scale), tStrength: w.tStrength }));
  const use = useLead ?? perLead.map(() => true);
  const pLeads = perLead.map((l, li) => use[li] && l.p !== null && pStandsOut(mb.leads[li], mb.spread[li], l.p));
  const nUsed = use.filter(Boolean).length;
  const pPresent = pLeads.filter(Boolean).length >= Math.max(1, Math.ceil(nUsed / 4));
  const global = combineLeads(perLead.filter((_, li) => use[li]).map((l, k) => ({ qrs: l.qrs, t: l.t, tStrength: l.tStrength, p: pPresent && pLeads.filter((_, li) => use[li])[k] ? l.p : null })));
  return { perLead, global, pLeads, pPresent };
}
