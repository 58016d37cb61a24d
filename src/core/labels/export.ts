// JSONL export: one line per labelled answer, "format": "ecg-workbench/labels@1", stable order.
import { LABELS_FORMAT, type AnswerLabel, type LabelMap } from './types';

/** The exported object of one label, fields in a fixed order, optional fields only when set. */
export function toLabelLine(l: AnswerLabel): Record<string, unknown> {
  return {
    format: LABELS_FORMAT,
    record: l.record,
    answer: l.answer,
    model: l.model,
    annotator: l.annotator,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
    claims: l.claims.map((c) => ({ claimId: c.claimId, span: c.span, verdict: c.verdict, ...(c.workbench ? { workbench: c.workbench } : {}), ...(c.reason ? { reason: c.reason } : {}) })),
    steps: l.steps.map((s) => ({ step: s.step, span: s.span, verdict: s.verdict, ...(s.reason ? { reason: s.reason } : {}) })),
    rating: l.rating,
    comment: l.comment,
    rubrics: l.rubrics.map((r) => ({ id: r.id, version: r.version, score: r.score, byTag: r.byTag, met: r.met, ...(r.manual && Object.keys(r.manual).length ? { manual: r.manual } : {}) })),
    preferences: l.preferences.map((p) => ({ a: p.a, b: p.b, winner: p.winner, ...(p.reason ? { reason: p.reason } : {}) })),
  };
}

const cmp = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

/** Lines sorted by record, answer, annotator; ends with a newline (empty string when no labels). */
export function exportLabelsJsonl(labels: LabelMap | readonly AnswerLabel[]): string {
  const list = Array.isArray(labels) ? [...(labels as readonly AnswerLabel[])] : Object.values(labels as LabelMap);
  list.sort((p, q) => cmp(p.record, q.record) || cmp(p.answer, q.answer) || cmp(p.annotator, q.annotator));
  let out = '';
  for (const l of list) out += JSON.stringify(toLabelLine(l)) + '\n';
  return out;
}
