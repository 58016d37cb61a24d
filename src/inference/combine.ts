// Signal-processing + network delineations: a per-wave-type combination and where the two disagree.
import type { LeadDelineation, Wave, WaveType } from '../core/types';

export type Source = 'dsp' | 'onnx';
/** Which delineator supplies each wave type in the combination (set from bench/onnx-accuracy results). */
export const DEFAULT_PREFERENCE: Record<WaveType, Source> = { P: 'onnx', QRS: 'dsp', T: 'onnx' };

const MATCH_MS = 150;

export function combineDelineations(
  dsp: Record<string, LeadDelineation>,
  onnx: Record<string, LeadDelineation>,
  prefer: Record<WaveType, Source> = DEFAULT_PREFERENCE,
): Record<string, LeadDelineation> {
  const out: Record<string, LeadDelineation> = {};
  for (const lead of new Set([...Object.keys(dsp), ...Object.keys(onnx)])) {
    const pick = (t: WaveType) => ((prefer[t] === 'onnx' ? onnx : dsp)[lead]?.waves ?? []).filter((w) => w.type === t);
    out[lead] = { waves: [...pick('P'), ...pick('QRS'), ...pick('T')].sort((a, b) => a.peak - b.peak) };
  }
  return out;
}

export interface Disagreement {
  lead: string;
  type: WaveType;
  /** 'dsp-only' / 'onnx-only': a wave found by one side only; 'on' / 'off': matched waves whose boundary differs. */
  kind: 'dsp-only' | 'onnx-only' | 'on' | 'off';
  /** Sample where to show it (the wave's peak, or the differing boundary of the network wave). */
  sample: number;
  /** network − dsp boundary difference (ms), for 'on'/'off'. */
  deltaMs?: number;
}

/** Waves matched by peak (≤150 ms, same type); boundaries that differ by more than `tolMs` are reported. */
export function delineationDisagreements(
  dsp: Record<string, LeadDelineation>,
  onnx: Record<string, LeadDelineation>,
  fs: number,
  tolMs = 40,
): Disagreement[] {
  const out: Disagreement[] = [];
  const tol = (MATCH_MS / 1000) * fs;
  const ms = (d: number) => (d / fs) * 1000;
  for (const lead of Object.keys(dsp)) {
    if (!onnx[lead]) continue;
    for (const type of ['P', 'QRS', 'T'] as WaveType[]) {
      const a = dsp[lead].waves.filter((w) => w.type === type);
      const b = onnx[lead].waves.filter((w) => w.type === type);
      const used = new Set<Wave>();
      for (const w of a) {
        let best: Wave | null = null;
        for (const v of b) if (!used.has(v) && Math.abs(v.peak - w.peak) <= tol && (!best || Math.abs(v.peak - w.peak) < Math.abs(best.peak - w.peak))) best = v;
        if (!best) { out.push({ lead, type, kind: 'dsp-only', sample: w.peak }); continue; }
        used.add(best);
        if (Math.abs(ms(best.on - w.on)) > tolMs) out.push({ lead, type, kind: 'on', sample: best.on, deltaMs: ms(best.on - w.on) });
        if (Math.abs(ms(best.off - w.off)) > tolMs) out.push({ lead, type, kind: 'off', sample: best.off, deltaMs: ms(best.off - w.off) });
      }
      for (const v of b) if (!used.has(v)) out.push({ lead, type, kind: 'onnx-only', sample: v.peak });
    }
  }
  return out.sort((x, y) => x.sample - y.sample);
}
