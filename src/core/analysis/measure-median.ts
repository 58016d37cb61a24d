// Delineation of the median beat: global fiducials (multi-lead) and the record-level P-presence test.
import { combineLeads, GLOBAL_EXTREME_FRACTION, robustQuantile, type GlobalFiducials } from './delineate-global';
import { applySlowWaveConsensus, CONSENSUS_MARGIN_S } from './delineate-consensus';
import { DELINEATION_PARAMS, delineateLead, LONE_NEXT_QRS_LEAD_S, type LeadBeatWaves, type WaveIdx } from './delineate-lead';
import { DELINEATION_FS, lowPassInPlace, resampleLinear } from './delineate-preprocess';
import { consensusQrs, DELINEATION_LOWPASS_HZ } from './delineate-record';
import type { MedianBeat } from './median-beat';
import { lowerMedian } from '../signal/order-stats';

/** A lead shows a P wave in the median beat when its P amplitude exceeds this many beat-to-beat MADs. */
export const P_PRESENCE_SNR = 3;
/** ... and at least this amplitude (mV). */
export const P_MIN_MV = 0.02;

/**
 * QRS boundary thresholds for extending the global QRS offset of the median beat (extendQrsOffset).
 * The per-lead boundaries (0.125) also start the T search and stay as they are (docs/delineation.md).
 */
export const MEDIAN_GLOBAL_QRS_XI = { on: DELINEATION_PARAMS.xiQrsOn, off: 0.08 };

/**
 * The global QRS offset is where the last lead's terminal activity has ended: it may extend beyond
 * the latest per-lead offset to the 2nd latest offset found with the lower threshold
 * (MEDIAN_GLOBAL_QRS_XI) among the leads that agree on the QRS peak. The 2nd latest, so that one
 * noisy lead does not widen the QRS (LUDB 7: 124 → 136 ms with the latest, reference 89 ms).
 */
export function extendQrsOffset(global: GlobalFiducials, lowThreshold: (WaveIdx | null)[]): void {
  if (global.qrsPeak === null || global.qrsOff === null) return;
  const ok = lowThreshold.filter((q): q is WaveIdx => q !== null);
  const spread = 0.5 * Math.max(0, ...ok.map((q) => q.off - q.on));
  const offs = ok.filter((q) => Math.abs(q.peak - global.qrsPeak!) <= Math.max(1, spread)).map((q) => q.off).sort((a, b) => a - b);
  if (offs.length >= 3) global.qrsOff = Math.max(global.qrsOff, offs[offs.length - 2]);
}

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
 * The P/T consensus clamps each lead to the median ± a margin, so no clamped lead can report an
 * earlier P onset or later T end than that. The global P onset and T end may extend, beyond the
 * clamped value, to the 2nd most extreme boundary of the leads' own (unclamped) delineations among
 * those that agree on the wave's peak (within the margin): the reference earliest/latest lead is
 * often one that the clamp pulled in.
 */
export function extendFromUnclamped(global: GlobalFiducials, raw: { p: WaveIdx | null; t: WaveIdx | null }[], pVote: boolean[], tVote: boolean[], fs: number): void {
  if (global.pPeak !== null && global.pOn !== null) {
    const m = CONSENSUS_MARGIN_S.P * fs;
    const ons = raw.filter((l, li) => pVote[li] && l.p && Math.abs(l.p.peak - global.pPeak!) <= m).map((l) => l.p!.on);
    const q = ons.length >= 3 ? robustQuantile(ons, GLOBAL_EXTREME_FRACTION.P) : null;
    if (q !== null) global.pOn = Math.min(global.pOn, q);
  }
  if (global.tPeak !== null && global.tOff !== null) {
    const m = CONSENSUS_MARGIN_S.T * fs;
    const offs = raw.filter((l, li) => tVote[li] && l.t && Math.abs(l.t.peak - global.tPeak!) <= m).map((l) => l.t!.off);
    // The 2nd latest: the latest unclamped T end runs long (synthetic QT within ±30 ms 96.6 → 86.4 %).
    const q = offs.length >= 3 ? robustQuantile(offs, 1 - UNCLAMPED_T_FRACTION) : null;
    if (q !== null) global.tOff = Math.max(global.tOff, q);
  }
}

/**
 * A lead's P is "stretched" when its unclamped P is wider than this multiple of the P leads' median
 * unclamped P width AND peaks more than P_STRETCHED_PEAK_S from their median P peak: the lead's
 * P boundary has run into a neighbouring slow deflection (the previous T's tail, a U wave, drift),
 * which pulls both the onset and the peak early. Such a lead takes no part in the global P onset
 * of the median beat (GE muse-sinus: V4–V6 "P" 152–172 ms wide, peak 28 ms early, PR 232 → 152 ms,
 * 12SL 144 ms; docs/delineation.md). A wide P that peaks with the others (P mitrale, LUDB 133) stays.
 */
const P_STRETCHED_WIDTH = 1.5;
const P_STRETCHED_PEAK_S = 0.02;

export function stretchedP(raw: { p: WaveIdx | null }[], pVote: boolean[], fs: number): boolean[] {
  const ps = raw.filter((l, li) => pVote[li] && l.p).map((l) => l.p!);
  if (ps.length < 3) return raw.map(() => false);
  const medWidth = lowerMedian(ps.map((p) => p.off - p.on));
  const medPeak = lowerMedian(ps.map((p) => p.peak));
  return raw.map((l) => l.p !== null && l.p.off - l.p.on > P_STRETCHED_WIDTH * medWidth && Math.abs(l.p.peak - medPeak) > P_STRETCHED_PEAK_S * fs);
}

/** Order statistic of the unclamped T ends that may extend the global T end (see extendFromUnclamped). */
export const UNCLAMPED_T_FRACTION = 0.1;

export function delineateMedian(mb: MedianBeat, fs: number, rrMs: number | null, useLead?: boolean[], shortRrMs?: number | null): MedianDelineation {
  const scale = fs / DELINEATION_FS;
  const fid = Math.round(mb.fiducial / scale);
  const ys = mb.leads.map((x) => resampleLinear(lowPassInPlace(x.slice(), fs, DELINEATION_LOWPASS_HZ), fs, DELINEATION_FS));
  const pass: MedianPass = {
    mb, fs, scale, fid, ys, useLead,
    rr250: rrMs ? Math.round((rrMs / 1000) * DELINEATION_FS) : DELINEATION_FS,
    qrs: consensusQrs(ys, [fid], useLead),
    qrsLow: consensusQrs(ys, [fid], useLead, MEDIAN_GLOBAL_QRS_XI).map(([q]) => scaleWave(q, scale)),
  };
  const first = delineateMedianPass(pass, shortRrMs ? Math.round((shortRrMs / 1000) * DELINEATION_FS) : undefined);
  // The median beat shows the next beat too, whose P starts one (median) RR after its own. A global T end
  // past it means a lead without a P of its own searched its T into the next P (simulated RBBB at 103 bpm whose P
  // is too low in 6 leads: QT +109 ms when started 0.3 s later): every lead's T is searched again before the next P.
  const { pOn, tOff } = first.global;
  if (!rrMs || pOn === null || tOff === null || tOff < pOn + pass.rr250 * scale) return first;
  const nextPOn250 = Math.round(pOn / scale) + pass.rr250;
  return delineateMedianPass(pass, nextPOn250 - fid + Math.round(LONE_NEXT_QRS_LEAD_S * DELINEATION_FS));
}

/** What both passes of delineateMedian share: the leads at the delineation rate and their QRS consensus. */
interface MedianPass {
  mb: MedianBeat;
  fs: number;
  scale: number;
  fid: number;
  ys: Float32Array[];
  useLead: boolean[] | undefined;
  rr250: number;
  qrs: (WaveIdx | null)[][];
  qrsLow: (WaveIdx | null)[];
}

/** One delineation of the median beat, its lone-beat T search ending before `loneNextR` (delineateLead). */
function delineateMedianPass({ mb, fs, scale, fid, ys, useLead, rr250, qrs, qrsLow }: MedianPass, loneNextR: number | undefined): MedianDelineation {
  const at250 = ys.map((y, li) => delineateLead(y, DELINEATION_FS, [fid], rr250, qrs[li], loneNextR));
  const unclamped = at250.map(([w]) => ({ p: scaleWave(w.p, scale), t: scaleWave(w.t, scale) }));
  applySlowWaveConsensus(at250, 1, DELINEATION_FS, useLead);
  const perLead = at250.map(([w]) => ({ qrs: scaleWave(w.qrs, scale), p: scaleWave(w.p, scale), pSlope: w.pSlope, t: scaleWave(w.t, scale), tStrength: w.tStrength }));
  const use = useLead ?? perLead.map(() => true);
  const pLeads = perLead.map((l, li) => use[li] && l.p !== null && pStandsOut(mb.leads[li], mb.spread[li], l.p));
  const nUsed = use.filter(Boolean).length;
  const pPresent = pLeads.filter(Boolean).length >= Math.max(1, Math.ceil(nUsed / 4));
  const voters = perLead.map((l, li) => ({ li, l })).filter(({ li }) => use[li]);
  const stretched = stretchedP(unclamped, pLeads, fs);
  const pVote = pLeads.map((v, li) => v && pPresent && !stretched[li]);
  const global = combineLeads(voters.map(({ li, l }) => ({ qrs: l.qrs, t: l.t, tStrength: l.tStrength, p: pVote[li] ? l.p : null, pSlope: l.pSlope })));
  extendQrsOffset(global, voters.map(({ li }) => qrsLow[li]));
  extendFromUnclamped(global, unclamped, pVote, perLead.map((l, li) => use[li] && l.t !== null), fs);
  return { perLead, global, pLeads, pPresent };
}
