// Per-lead wave boundaries shrunk toward the same beat's multi-lead consensus (combined delineator, DSP output).
import { selectInPlace } from '../signal/order-stats';
import type { LeadDelineation, Wave, WaveType } from '../types';

/**
 * Weight of the beat's cross-lead median boundary (beatConsensus), for the DSP per-lead output and again in the
 * combined delineator. LUDB per lead, weights 0 / 0.25 / 0.5: DSP QRS on SD 12.7 / 11.6 / 11.1 ms, off 13.6 /
 * 12.5 / 12.0, P on 16.7 / 15.8 / 15.7 (mean −7.1 / −7.7 / −9.2), T end 25.8 / 25.1 / 25.2; combined (out of
 * fold) QRS on 10.2 / 9.8 / 9.8, off 11.2 / 10.7 / 10.6 (docs/delineation.md, docs/onnx.md).
 */
const CONSENSUS_WEIGHT = 0.25;
/** Waves of one type in other leads belong to the same beat when their peaks are this close (ms). */
const CONSENSUS_PEAK_MS: Record<WaveType, number> = { P: 100, QRS: 60, T: 100 };
/** ... and the consensus needs waves in at least this many leads (the wave's own lead included). */
const CONSENSUS_MIN_LEADS = 4;

/**
 * Each wave's onset and offset moved `weight` of the way toward the median boundary of the same wave in
 * the other leads (peaks within CONSENSUS_PEAK_MS): a shrinkage toward the multi-lead estimate, because a
 * lead's boundary errors are partly its own noise while annotators see every lead at once.
 */
export function beatConsensus(leads: Record<string, LeadDelineation>, fs: number, weight = CONSENSUS_WEIGHT): Record<string, LeadDelineation> {
  const out: Record<string, LeadDelineation> = {};
  const entries = Object.entries(leads);
  for (const [lead, l] of entries) out[lead] = { waves: l.waves.map((w) => ({ ...w })) };
  if (entries.length < CONSENSUS_MIN_LEADS) return out; // two-lead Holter records: nothing to do
  for (const type of ['P', 'QRS', 'T'] as WaveType[]) {
    // Every wave of this type with its lead index and its copy in `out`, by peak; windows of peers slide along.
    const all: { li: number; w: Wave; copy: Wave }[] = [];
    entries.forEach(([lead, l], li) => l.waves.forEach((w, wi) => { if (w.type === type) all.push({ li, w, copy: out[lead].waves[wi] }); }));
    all.sort((x, y) => x.w.peak - y.w.peak);
    const tol = (CONSENSUS_PEAK_MS[type] / 1000) * fs;
    const stamp = new Int32Array(entries.length).fill(-1);
    let ons = new Float64Array(64), offs = new Float64Array(64);
    let lo = 0, hi = 0;
    for (let i = 0; i < all.length; i++) {
      const w = all[i].w;
      while (all[lo].w.peak < w.peak - tol) lo++;
      while (hi < all.length && all[hi].w.peak <= w.peak + tol) hi++;
      let distinct = 0;
      for (let j = lo; j < hi; j++) if (stamp[all[j].li] !== i) { stamp[all[j].li] = i; distinct++; }
      if (distinct < CONSENSUS_MIN_LEADS) continue;
      const m = hi - lo;
      if (m > ons.length) { ons = new Float64Array(2 * m); offs = new Float64Array(2 * m); }
      for (let j = 0; j < m; j++) { ons[j] = all[lo + j].w.on; offs[j] = all[lo + j].w.off; }
      const mid = (m - 1) >> 1;
      const on = Math.round((1 - weight) * w.on + weight * selectInPlace(ons.subarray(0, m), mid));
      const off = Math.max(on, Math.round((1 - weight) * w.off + weight * selectInPlace(offs.subarray(0, m), mid)));
      Object.assign(all[i].copy, { on, off, peak: Math.min(off, Math.max(on, w.peak)) });
    }
  }
  return out;
}
