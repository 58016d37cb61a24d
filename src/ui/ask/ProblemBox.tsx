import type { LlmProblem } from '../../core/llm';

/** A failure in plain words: what happened and what to do. Server text is shown as text only. */
export function ProblemBox({ problem, testId }: { problem: LlmProblem; testId: string }) {
  return (
    <div className={`ask-problem kind-${problem.kind}`} role="alert" data-testid={testId} data-kind={problem.kind}>
      <strong>{problem.title}</strong>
      <p>{problem.detail}</p>
      {problem.action && <p className="ask-action">What to do: {problem.action}</p>}
    </div>
  );
}
