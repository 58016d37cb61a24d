import { useMemo } from 'react';
import { parseResponse, type ParsedResponse } from '../../core/claims';
import { labelKey, type AnswerLabel, type QueueItem } from '../../core/labels';
import type { Analysis, Verification } from '../../core/types';
import { useLabels } from '../../state/labels-store';
import type { ReviewAnswer } from '../../state/review-answers';
import { useReview } from '../../state/review-store';
import { useWorkbench } from '../../state/store';
import { useCheckedAnswers } from '../review/useCheckedAnswers';

/** An answer on screen with the ids its labels are stored under. */
export interface LabelledAnswer {
  a: ReviewAnswer;
  v: Verification | null;
  record: string;
  answer: string;
  model: string | null;
}

export interface LabelContext {
  answers: LabelledAnswer[];
  active: LabelledAnswer | null;
  parsed: ParsedResponse | null;
  label: AnswerLabel | undefined;
  analysis: Analysis | null;
  /** The queue: the data set's answers when one is open, else the answers of the record on screen. */
  queue: QueueItem[];
  /** Position of the active answer in the queue, or -1. */
  position: number;
}

/** Data-set answers are labelled under the data set's record and answer ids, so queue and labels agree. */
export function useLabelContext(): LabelContext {
  const { checked, signal } = useCheckedAnswers();
  const record = useWorkbench((s) => s.record);
  const dataset = useReview((s) => s.dataset);
  const activeItem = useReview((s) => s.activeItem);
  const activeAnswer = useLabels((s) => s.activeAnswer);
  const annotator = useLabels((s) => s.annotator);
  const labels = useLabels((s) => s.history.labels);

  const answers = useMemo<LabelledAnswer[]>(() => {
    const byText = new Map<string, { record: string; id: string }>();
    if (dataset) for (const it of dataset.items) byText.set(`${it.line.model}\u0000${it.line.text}`, { record: it.line.record, id: it.line.id });
    return checked.map(({ a, v }) => {
      const ds = byText.get(`${a.model}\u0000${a.text}`);
      return { a, v, record: ds?.record ?? record?.id ?? 'unknown', answer: ds?.id ?? a.id, model: a.model || null };
    });
  }, [checked, dataset, record]);

  const queue = useMemo<QueueItem[]>(() => {
    if (dataset) return dataset.items.map((it) => ({ record: it.line.record, answer: it.line.id, model: it.line.model, contradicted: it.counts?.contradicted ?? 0 }));
    return answers.map((x) => ({ record: x.record, answer: x.answer, model: x.model, contradicted: x.v ? x.v.claims.filter((c) => c.verdict === 'contradicted').length : 0 }));
  }, [dataset, answers]);

  const browsed = dataset && activeItem !== null ? dataset.items[activeItem]?.line : undefined;
  const active =
    answers.find((x) => x.answer === activeAnswer) ?? (browsed ? answers.find((x) => x.answer === browsed.id && x.record === browsed.record) : undefined) ?? answers[0] ?? null;
  const parsed = useMemo(() => (active ? parseResponse(active.a.text) : null), [active]);
  const label = active ? labels[labelKey({ annotator, record: active.record, answer: active.answer })] : undefined;
  const found = active ? queue.findIndex((q) => q.record === active.record && q.answer === active.answer) : -1;
  // A data-set item whose record is not on screen (not found, or still opening) is still the position.
  const position = found >= 0 ? found : dataset && activeItem !== null ? activeItem : -1;
  return { answers, active, parsed, label, analysis: signal, queue, position };
}
