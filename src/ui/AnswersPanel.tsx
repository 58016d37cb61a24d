import { useMemo, useState } from 'react';
import { dismissProblems, removeAnswer } from '../state/review-actions';
import type { ReviewAnswer } from '../state/review-answers';
import { useReview } from '../state/review-store';
import { verificationOf } from '../state/review-verify';
import { useWorkbench } from '../state/store';
import { AnswerCard } from './review/AnswerCard';
import { AnswerInput } from './review/AnswerInput';
import { RewardComparison } from './review/RewardComparison';
import './review/review.css';

/**
 * Model answers for the record on screen, side by side: the example's answers and those the user
 * pasted or opened, each checked against the record's analysis, with a reward comparison.
 */
export function AnswersPanel() {
  const record = useWorkbench((s) => s.record);
  const examples = useWorkbench((s) => s.answers);
  const analysis = useWorkbench((s) => s.analysis);
  const status = useWorkbench((s) => s.analysisStatus);
  const user = useReview((s) => s.user);
  const problems = useReview((s) => s.problems);
  const [open, setOpen] = useState(true);

  const userAnswers = user.record === record ? user.answers : [];
  const answers: { a: ReviewAnswer; removable: boolean }[] = useMemo(
    () => [...examples.map((a) => ({ a: a as ReviewAnswer, removable: false })), ...userAnswers.map((a) => ({ a, removable: true }))],
    [examples, userAnswers],
  );
  // Without a usable analysis the answers are still parsed and scored on format and accuracy.
  const settled = status === 'done' || status === 'unavailable' || status === 'error';
  const signal = status === 'done' ? analysis : null;
  const checked = useMemo(
    () => answers.map(({ a, removable }) => ({ a, removable, v: settled ? verificationOf(signal, a) : null })),
    [answers, settled, signal],
  );

  return (
    <section className={`review-dock${open ? '' : ' collapsed'}${answers.length ? ' has-answers' : ''}`} aria-labelledby="answers-h" data-testid="review-dock">
      <header className="review-head">
        <button type="button" className="icon" aria-expanded={open} aria-controls="answer-columns" onClick={() => setOpen((o) => !o)}>
          {open ? '▾' : '▸'}
        </button>
        <h2 id="answers-h">Model answers ({answers.length})</h2>
        <AnswerInput hasRecord={record !== null} />
      </header>
      {problems.length > 0 && (
        <div className="answer-problems" role="alert" data-testid="answer-problems">
          <ul>
            {problems.slice(0, 12).map((p, i) => (
              <li key={i}>{p}</li>
            ))}
            {problems.length > 12 && <li>… and {problems.length - 12} more</li>}
          </ul>
          <button type="button" className="icon" aria-label="Dismiss" onClick={dismissProblems}>
            ×
          </button>
        </div>
      )}
      {open && (
        <div className="answer-columns" id="answer-columns">
          {checked.length === 0 && <p className="hint">No answers for this record yet: paste one, or open answer files or a data set.</p>}
          {checked.map(({ a, removable, v }) => (
            <div className="answer-col" key={a.id}>
              <AnswerCard answer={a} verification={v} analysis={signal} onRemove={removable ? () => removeAnswer(a.id) : undefined} />
            </div>
          ))}
          {checked.length > 1 && settled && (
            <div className="answer-col comparison-col">
              <RewardComparison answers={checked.flatMap(({ a, v }) => (v ? [{ id: a.id, model: a.model, rewards: v.rewards }] : []))} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
