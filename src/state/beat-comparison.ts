import { compareWithLabelledBeats, type BeatComparison, type BeatDisagreement } from '../core/analysis/beat-comparison';
import type { Analysis, EcgRecord } from '../core/types';
import { highlightStretch } from './review-actions';
import { useWorkbench } from './store';

const cache = new WeakMap<Analysis, BeatComparison | null>();

/** The analysis' beats against the record's own beat labels (null without labels); computed once per analysis. */
export function labelledBeatComparison(record: EcgRecord | null, analysis: Analysis | null): BeatComparison | null {
  if (!record || !analysis) return null;
  if (!cache.has(analysis)) cache.set(analysis, compareWithLabelledBeats(analysis.beats, record.annotations, record.fs));
  return cache.get(analysis)!;
}

export function useLabelledBeatComparison(): BeatComparison | null {
  const record = useWorkbench((s) => s.record);
  const analysis = useWorkbench((s) => s.analysis);
  return labelledBeatComparison(record, analysis);
}

/** The review highlight's key of a disagreement (the panel marks the one shown). */
export const beatDisagreementKey = (d: BeatDisagreement) => `beat:${d.sample}`;

/** Half the stretch a disagreement brings into view around its beat (s). */
const AROUND_S = 0.4;

/** Brings a beat where detection and the file's label disagree into view, marked like a finding's evidence. */
export function highlightBeatDisagreement(analysis: Analysis, d: BeatDisagreement, label: string): void {
  const half = Math.round(AROUND_S * analysis.record.fs);
  highlightStretch(analysis, beatDisagreementKey(d), label, Math.max(0, d.sample - half), d.sample + half);
}
