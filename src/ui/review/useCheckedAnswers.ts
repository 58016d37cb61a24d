import { useMemo } from 'react';
import type { Analysis, Verification } from '../../core/types';
import type { ReviewAnswer } from '../../state/review-answers';
import { useReview } from '../../state/review-store';
import { verificationOf } from '../../state/review-verify';
import { useWorkbench } from '../../state/store';

export interface CheckedAnswer {
  a: ReviewAnswer;
  /** Brought by the user (pasted, opened, data set), not part of the example. */
  removable: boolean;
  /** null while the analysis runs. */
  v: Verification | null;
}

/** Every answer for the record on screen, checked against its analysis once the analysis settles. */
export function useCheckedAnswers(): { checked: CheckedAnswer[]; signal: Analysis | null; settled: boolean } {
  const record = useWorkbench((s) => s.record);
  const examples = useWorkbench((s) => s.answers);
  const analysis = useWorkbench((s) => s.analysis);
  const status = useWorkbench((s) => s.analysisStatus);
  const user = useReview((s) => s.user);
  // Without a usable analysis the answers are still parsed and scored on format and accuracy.
  const settled = status === 'done' || status === 'unavailable' || status === 'error';
  const signal = status === 'done' ? analysis : null;
  const checked = useMemo(() => {
    const mine = user.record === record ? user.answers : [];
    const all = [...examples.map((a) => ({ a: a as ReviewAnswer, removable: false })), ...mine.map((a) => ({ a, removable: true }))];
    return all.map(({ a, removable }) => ({ a, removable, v: settled ? verificationOf(signal, a) : null }));
  }, [examples, user, record, settled, signal]);
  return { checked, signal, settled };
}
