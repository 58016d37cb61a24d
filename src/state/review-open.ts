import { exportLabelsJsonl } from '../core/labels';
import { looksLikeReview, parseReviewFile } from '../core/review-file';
import { showRecord } from './actions';
import { importLabelsText } from './labels-actions';
import { addAnswers } from './review-actions';
import { setState } from './store';

/** Is this picked file a review file ("ecg-workbench/review@1")? Reads only its first bytes. */
export async function isReviewFile(file: File): Promise<boolean> {
  if (!/\.json$/i.test(file.name)) return false;
  return looksLikeReview(await file.slice(0, 256).text());
}

/** Open a review file: its record (analysed again), its answers and its labels. */
export async function openReviewFile(file: File): Promise<void> {
  setState({ loading: file.name, error: null });
  try {
    const review = parseReviewFile(await file.text(), file.name);
    showRecord(review.record, null);
    addAnswers(review.answers.map(({ id, model, text, reference, note }) => ({ id, model, text, ...(reference ? { reference } : {}), ...(note ? { note } : {}) })));
    // Labels merge into this browser's labels (newest wins), reported like a labels import.
    if (review.labels.length) importLabelsText(exportLabelsJsonl(review.labels), file.name);
    setState({ activeEntry: null });
  } catch (e) {
    setState({ error: e instanceof Error ? e.message : String(e) });
  } finally {
    setState({ loading: null });
  }
}
