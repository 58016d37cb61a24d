import { useWorkbench } from '../state/store';

/** Example model answers, shown as plain text (never as HTML). Claim checking will attach here. */
export function AnswersPanel() {
  const answers = useWorkbench((s) => s.answers);
  if (answers.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="answers-h">
      <h2 id="answers-h">Model answers</h2>
      {answers.map((a) => (
        <article key={a.id} className="answer" data-testid="answer">
          <header>{a.model}</header>
          <pre className="answer-text">{a.text}</pre>
          {a.note && (
            <details>
              <summary>Annotator note</summary>
              <p className="note">{a.note}</p>
            </details>
          )}
        </article>
      ))}
    </section>
  );
}
