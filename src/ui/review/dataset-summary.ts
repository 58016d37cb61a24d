import type { DatasetItem } from '../../state/review-store';

export interface ModelSummary {
  model: string;
  answers: number;
  /** Means over the scored answers where the component is defined (null: never defined). */
  grounded_total: number | null;
  hallucination_rate: number | null;
  format: number | null;
  accuracy: number | null;
  evidence_ecgr1: number | null;
}

const KEYS = ['grounded_total', 'hallucination_rate', 'format', 'accuracy', 'evidence_ecgr1'] as const;

/** Mean reward components per model over the scored answers of a data set. */
export function summarizeByModel(items: DatasetItem[]): ModelSummary[] {
  const acc = new Map<string, { n: number; sum: Record<string, number>; cnt: Record<string, number> }>();
  for (const it of items) {
    if (it.status !== 'done' || !it.rewards) continue;
    let a = acc.get(it.line.model);
    if (!a) acc.set(it.line.model, (a = { n: 0, sum: {}, cnt: {} }));
    a.n++;
    for (const k of KEYS) {
      const v = it.rewards[k];
      if (typeof v === 'number' && Number.isFinite(v)) {
        a.sum[k] = (a.sum[k] ?? 0) + v;
        a.cnt[k] = (a.cnt[k] ?? 0) + 1;
      }
    }
  }
  return [...acc].map(([model, a]) => {
    const mean = (k: string) => (a.cnt[k] ? a.sum[k] / a.cnt[k] : null);
    return { model, answers: a.n, grounded_total: mean('grounded_total'), hallucination_rate: mean('hallucination_rate'), format: mean('format'), accuracy: mean('accuracy'), evidence_ecgr1: mean('evidence_ecgr1') };
  });
}
