import { useState } from 'react';
import { dismissProblems, removeAnswer } from '../state/review-actions';
import { useReview } from '../state/review-store';
import { useWorkbench } from '../state/store';
import { AnswerCard } from './review/AnswerCard';
import { AnswerInput } from './review/AnswerInput';
import { useCheckedAnswers } from './review/useCheckedAnswers';
import './review/review.css';

/** Columns rendered at first (a data set may hold hundreds of answers about one record). */
const MAX_COLUMNS = 24;

/**
 * Model answers for the record on screen, side by side: the example's answers and those the user
 * pasted or opened, each checked against the record's analysis.
 */
export function AnswersPanel() {
  const hasRecord = useWorkbench((s) => s.record !== null);
  const problems = useReview((s) => s.problems);
  const { checked, signal } = useCheckedAnswers();
  const [open, setOpen] = useState(true);
  const [limit, setLimit] = useState(MAX_COLUMNS);

  return (
    <section className={`review-dock${open ? '' : ' collapsed'}${checked.length ? ' has-answers' : ''}`} aria-labelledby="answers-h" data-testid="review-dock">
      <header className="review-head">
        <button type="button" className="icon" aria-expanded={open} aria-controls="answer-columns" aria-label="Show answers" onClick={() => setOpen((o) => !o)}>
          {open ? '▾' : '▸'}
        </button>
        <h2 id="answers-h">Model answers ({checked.length})</h2>
        <AnswerInput hasRecord={hasRecord} />
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
      {open && hasRecord && (
        <div className="answer-columns" id="answer-columns">
          {checked.length === 0 && <p className="hint">No answers for this record yet: paste one, or open answer files or a data set.</p>}
          {checked.slice(0, limit).map(({ a, removable, v }) => (
            <div className="answer-col" key={a.id}>
              <AnswerCard answer={a} verification={v} analysis={signal} onRemove={removable ? () => removeAnswer(a.id) : undefined} />
            </div>
          ))}
          {checked.length > limit && (
            <button type="button" className="more-columns" onClick={() => setLimit(checked.length)}>
              Show {checked.length - limit} more answers
            </button>
          )}
        </div>
      )}
    </section>
  );
}
