// Stores a RubricResult in a label (what the annotator saw and decided; `manual` keeps their own
// ticks apart from automatic results, so an override survives a re-score).
import type { RubricResult } from '../rubrics/types';
import type { RubricScoreLabel } from './types';

export function rubricScoreLabel(r: RubricResult): RubricScoreLabel {
  const byTag: Record<string, number | null> = {};
  for (const [t, s] of Object.entries(r.byTag)) byTag[t] = s.score;
  const met: Record<string, boolean> = {};
  for (const c of r.criteria) if (c.status === 'met' || c.status === 'unmet') met[c.id] = c.status === 'met';
  const manual: Record<string, boolean> = {};
  for (const c of r.criteria) if (c.source === 'manual' && (c.status === 'met' || c.status === 'unmet')) manual[c.id] = c.status === 'met';
  return { id: r.rubric.id, version: r.rubric.version, score: r.score, byTag, met, ...(Object.keys(manual).length ? { manual } : {}) };
}
