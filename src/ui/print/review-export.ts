import { reviewJsonChunks, type ReviewFile } from '../../core/review-file';
import type { ReviewAnswer } from '../../state/review-answers';
import { getLabels } from '../../state/labels-store';
import { getReview } from '../../state/review-store';
import { verificationOf } from '../../state/review-verify';
import { getState } from '../../state/store';
import { answerSources } from '../ask/ask-actions';
import { downloadBlob, safeFileStem } from './download';

/** Every answer shown for the record on screen: the example's and the user's (pasted, opened, asked). */
export function currentAnswers(): ReviewAnswer[] {
  const { record, answers } = getState();
  const user = getReview().user;
  return [...answers, ...(user.record === record ? user.answers : [])];
}

/** The record's complete review, as the single JSON file the workbench opens again. */
export function currentReview(): ReviewFile | null {
  const { record, analysis, analysisStatus } = getState();
  if (!record) return null;
  const signal = analysisStatus === 'done' ? analysis : null;
  return {
    record,
    analysis: signal,
    answers: currentAnswers().map((a) => {
      const source = answerSources.get(a.id);
      return { ...a, ...(source ? { source } : {}), verification: verificationOf(signal, a) };
    }),
    labels: Object.values(getLabels().history.labels).filter((l) => l.record === record.id),
  };
}

export function exportReview(): void {
  const review = currentReview();
  if (!review) return;
  const blob = new Blob([...reviewJsonChunks(review)], { type: 'application/json' });
  downloadBlob(blob, `${safeFileStem(review.record.id)}.review.json`);
}
