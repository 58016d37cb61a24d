import { openEntry, openExample } from '../state/actions';
import { useWorkbench } from '../state/store';

/** Built-in examples and, after "Open folder", the records found in it. */
export function Sidebar() {
  const examples = useWorkbench((s) => s.examples);
  const loaded = useWorkbench((s) => s.examplesLoaded);
  const exampleId = useWorkbench((s) => s.exampleId);
  const folder = useWorkbench((s) => s.folder);
  const activeEntry = useWorkbench((s) => s.activeEntry);
  const record = useWorkbench((s) => s.record);

  return (
    <nav className="sidebar" aria-label="Records">
      {folder.length > 0 && (
        <section aria-labelledby="folder-h">
          <h2 id="folder-h">Folder ({folder.length})</h2>
          <ul className="record-list" data-testid="folder-list">
            {folder.map((e) => (
              <li key={e.label}>
                <button type="button" aria-current={activeEntry === e.label && !exampleId} onClick={() => void openEntry(e)}>
                  {e.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="examples-h">
        <h2 id="examples-h">Examples</h2>
        {!loaded && <p className="hint">Loading examples…</p>}
        {loaded && examples.length === 0 && <p className="hint">No built-in examples in this build.</p>}
        <ul className="example-list" data-testid="examples">
          {examples.map((ex) => (
            <li key={ex.id}>
              <button
                type="button"
                aria-current={record !== null && exampleId === ex.id}
                onClick={() => openExample(ex.id)}
                data-example={ex.id}
              >
                <span className="ex-title">{ex.title}</span>
                <span className="ex-summary">{ex.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
