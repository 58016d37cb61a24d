import { openExample } from '../state/actions';
import { useWorkbench } from '../state/store';

/** First screen: the built-in examples, and how to open one's own files. */
export function Welcome() {
  const examples = useWorkbench((s) => s.examples);
  const loaded = useWorkbench((s) => s.examplesLoaded);
  return (
    <div className="welcome">
      <h2>Check what a language model says about an ECG against the signal itself</h2>
      <p className="welcome-lead">
        Open an example: the workbench measures the 12-lead trace and marks each claim of the model answers as{' '}
        <span className="chip v-supported">supported</span> or <span className="chip v-contradicted">contradicted</span> by the
        measurements, with the evidence on the trace.
      </p>
      <p className="hint">
        Synthetic 12-lead ECGs with known findings and model answers to check. Or open your own record: WFDB (.hea with its
        .dat and annotation files), CSV, JSON, EDF, MAT, HL7 aECG, DICOM, SCP-ECG or an ECG image — drop the files anywhere on
        this page.
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
