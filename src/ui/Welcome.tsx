import { openExample } from '../state/actions';
import { useWorkbench } from '../state/store';

/** First screen: the built-in examples, and how to open one's own files. */
export function Welcome() {
  const examples = useWorkbench((s) => s.examples);
  const loaded = useWorkbench((s) => s.examplesLoaded);
  return (
    <div className="welcome">
      <h2>Open an example</h2>
      <p className="hint">
        Synthetic 12-lead ECGs with known findings and model answers to check. Or open your own record: WFDB (.hea with its
        .dat and annotation files), CSV, JSON, EDF, MAT — drop the files anywhere on this page.
      </p>
      {!loaded && <p className="hint">Loading examples…</p>}
      <ul className="example-cards" data-testid="example-cards">
        {examples.map((ex) => (
          <li key={ex.id}>
            <button type="button" onClick={() => openExample(ex.id)} data-example={ex.id}>
              <span className="ex-title">{ex.title}</span>
              <span className="ex-summary">{ex.summary}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
