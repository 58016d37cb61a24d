// Answers the user added survive a reload like the record does: they are stored next to it
// (persist.ts) and shown again when that same record is on screen after a reload or reopening.
import type { EcgRecord } from '../core/types';
import { restoreAnswers, saveAnswers } from './persist';
import { answersForStorage, answersFromStorage } from './review-answers';
import { getReview, setReview, useReview } from './review-store';
import { getState, useWorkbench } from './store';

const SAVE_DELAY_MS = 300;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let watching = false;

function restoreFor(record: EcgRecord): void {
  restoreAnswers(record).then(
    (stored) => {
      if (!stored || getState().record !== record || getReview().user.record === record) return;
      const answers = answersFromStorage(stored);
      if (answers.length) setReview({ user: { record, answers } });
    },
    () => undefined, // no IndexedDB (private window, tests): answers just do not survive a reload
  );
}

function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    const { record, answers } = getReview().user;
    if (!record || record !== getState().record) return;
    saveAnswers(record, answersForStorage(answers)).catch(() => undefined);
  }, SAVE_DELAY_MS);
}

/** Start saving and restoring the user's answers (idempotent). */
export function watchAnswerPersistence(): void {
  if (watching) return;
  watching = true;
  useWorkbench.subscribe((s, prev) => {
    if (s.record && s.record !== prev.record && getReview().user.record !== s.record) restoreFor(s.record);
  });
  useReview.subscribe((s, prev) => {
    if (s.user !== prev.user && s.user.record) scheduleSave();
  });
  // a record restored before this module was loaded
  const shown = getState().record;
  if (shown && getReview().user.record !== shown) restoreFor(shown);
}
