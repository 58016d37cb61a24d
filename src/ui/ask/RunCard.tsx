import { useEffect, useId, useState } from 'react';
import { assembleAnswer } from '../../core/llm';
import { useWorkbench } from '../../state/store';
import { AnswerText } from '../review/AnswerText';
import { cancelRun } from './ask-actions';
import { dismissRun, type AskRun } from '../../state/ask-store';
import { ProblemBox } from './ProblemBox';
import { useThrottledVerification } from './useThrottledVerification';

const STATUS_TEXT: Record<AskRun['status'], string> = {
  preparing: 'Preparing the ECG…',
  waiting: 'Waiting for the model…',
  streaming: 'Writing…',
  done: 'Done',
  error: 'Failed',
  cancelled: 'Cancelled',
};

function useElapsed(run: AskRun): number {
  const live = run.status === 'preparing' || run.status === 'waiting' || run.status === 'streaming';
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!live) return;
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, [live]);
  return Math.max(0, (live ? now : Date.now()) - run.startedAt);
}

/** One model answer as it arrives, checked claim by claim while it is written. */
export function RunCard({ run }: { run: AskRun }) {
  const owner = useId();
  const analysis = useWorkbench((s) => (s.analysisStatus === 'done' ? s.analysis : null));
  const text = assembleAnswer(run.reasoning, run.content);
  const live = run.status === 'preparing' || run.status === 'waiting' || run.status === 'streaming';
  // Once added to the record's answers, the answer card below shows the full check.
  const v = useThrottledVerification(analysis, run.answerId ? '' : text);
  const counts = { supported: 0, contradicted: 0, unverifiable: 0 };
  for (const c of v?.claims ?? []) counts[c.verdict]++;
  const elapsed = useElapsed(run);

  return (
    <article className={`ask-run status-${run.status}`} data-testid="ask-run" data-status={run.status} aria-live="polite">
      <header>
        <span className="answer-model">{run.endpointName}</span>
        {run.sample > 1 || run.status !== 'done' ? <span className="answer-id">sample {run.sample}</span> : null}
        <span className="ask-status" data-testid="run-status">
          {STATUS_TEXT[run.status]}
          {run.serverStatus && live ? ` (${run.serverStatus})` : ''} · {(elapsed / 1000).toFixed(1)} s
        </span>
        {live ? (
          <button type="button" className="ask-cancel" data-testid="cancel-run" onClick={() => cancelRun(run.id)}>
            Cancel
          </button>
        ) : (
          <button type="button" className="icon" aria-label="Dismiss" onClick={() => dismissRun(run.id)}>
            ×
          </button>
        )}
      </header>
      {run.problem && run.problem.kind !== 'cancelled' && <ProblemBox problem={run.problem} testId="ask-error" />}
      {run.warning && <ProblemBox problem={run.warning} testId="ask-warning" />}
      {run.answerId ? (
        <p className="hint" data-testid="run-added">
          Added to the answers as “{run.answerId}”.
        </p>
      ) : (
        text && (
          <>
            <p className="live-verdicts" data-testid="live-verdicts" data-contradicted={counts.contradicted} data-supported={counts.supported}>
              <span className="v-supported">{counts.supported} supported</span> ·{' '}
              <span className="v-contradicted">{counts.contradicted} contradicted</span> ·{' '}
              <span className="v-unverifiable">{counts.unverifiable} unverifiable</span>
              {live && ' so far'}
            </p>
            <AnswerText owner={owner} text={text} claims={v?.claims ?? []} selected={null} onPick={() => {}} />
          </>
        )
      )}
    </article>
  );
}
