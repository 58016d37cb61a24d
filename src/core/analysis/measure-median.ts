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

/**
 * The median beat has no next beat, but at fast rates with a long PR the next beat's P wave falls
 * inside the T search window, and in leads where the T is small its slopes win (simulated 91 bpm,
 * PR 211 ms: 4 of 12 leads took the next P as T, QT +57 ms). The next P begins one median RR after
 * this beat's P: the T is searched before it. Uses the median P onset of the leads whose P passes
 * the presence test (so never in AF, where a fibrillatory bump could cut the T short), not when
 * that "P" starts before the previous beat's T end (it is that T), and only if the limit is after
 * the T peak most leads found and the second pass still finds a T in half the usable leads.
 */
function nextPOnset(waves: LeadBeatWaves[], shows: boolean[], rr: number, useLead?: boolean[]): number | null {
  const ons = waves.filter((w, li) => shows[li] && w.p !== null).map((w) => w.p!.on).sort((a, b) => a - b);
  if (ons.length < Math.max(1, Math.ceil(shows.length / 4))) return null;
  const on = ons[ons.length >> 1];
  const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
  const ts = waves.filter((w, li) => (useLead?.[li] ?? true) && w.t !== null).map((w) => w.t!);
  if (ts.length === 0) return null;
  // A "P" that starts before the previous beat's T end is that T wave (fast rate, long window).
  if (on <= med(ts.map((t) => t.off)) - rr) return null;
  const limit = on + rr - 1;
  return limit > med(ts.map((t) => t.peak)) ? limit : null;
}

export function delineateMedian(mb: MedianBeat, fs: number, rrMs: number | null, useLead?: boolean[]): MedianDelineation {
  const scale = fs / DELINEATION_FS;
  const fid = Math.round(mb.fiducial / scale);
  const rr250 = rrMs ? Math.round((rrMs / 1000) * DELINEATION_FS) : DELINEATION_FS;
  const ys = mb.leads.map((x) => resampleLinear(lowPassInPlace(x.slice(), fs, DELINEATION_LOWPASS_HZ), fs, DELINEATION_FS));
  const qrs = consensusQrs(ys, [fid], useLead);
  let at250 = ys.map((y, li) => delineateLead(y, DELINEATION_FS, [fid], rr250, qrs[li]));
  const use = useLead ?? at250.map(() => true);
  const shows = at250.map(([w], li) => use[li] && w.p !== null && pStandsOut(mb.leads[li], mb.spread[li], scaleWave(w.p, scale)!));
  const tLimit = nextPOnset(at250.map(([w]) => w), shows, rr250, use);
  if (tLimit !== null) {
    const again = ys.map((y, li) => delineateLead(y, DELINEATION_FS, [fid], rr250, qrs[li], { tHi: tLimit }));
    const withT = (d: LeadBeatWaves[][]) => d.filter(([w], li) => use[li] && w.t !== null).length;
    if (2 * withT(again) >= use.filter(Boolean).length) at250 = again;
  }
  applySlowWaveConsensus(at250, 1, DELINEATION_FS, useLead);
  const perLead = at250.map(([w]) => ({ qrs: scaleWave(w.qrs, scale), p: scaleWave(w.p, scale), pSlope: w.pSlope, t: scaleWave(w.t, scale), tStrength: w.tStrength }));
  const pLeads = perLead.map((l, li) => use[li] && l.p !== null && pStandsOut(mb.leads[li], mb.spread[li], l.p));
  const nUsed = use.filter(Boolean).length;
  const pPresent = pLeads.filter(Boolean).length >= Math.max(1, Math.ceil(nUsed / 4));
  const global = combineLeads(perLead.filter((_, li) => use[li]).map((l, k) => ({ qrs: l.qrs, t: l.t, tStrength: l.tStrength, p: pPresent && pLeads.filter((_, li) => use[li])[k] ? l.p : null })));
  return { perLead, global, pLeads, pPresent };
}
