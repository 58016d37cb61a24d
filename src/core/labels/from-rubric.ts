// Stores a RubricResult in a label (what the annotator saw and decided).
import type { RubricResult } from '../rubrics/types';
import type { RubricScoreLabel } from './types';

export function rubricScoreLabel(r: RubricResult): RubricScoreLabel {
  const byTag: Record<string, number | null> = {};
  for (const [t, s] of Object.entries(r.byTag)) byTag[t] = s.score;
  const met: Record<string, boolean> = {};
  for (const c of r.criteria) if (c.status === 'met' || c.status === 'unmet') met[c.id] = c.status === 'met';
  return { id: r.rubric.id, version: r.rubric.version, score: r.score, byTag, met };
}
