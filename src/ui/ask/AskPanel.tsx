import { validateEndpoint } from '../../core/llm';
import { useWorkbench } from '../../state/store';
import { askModels, cancelAll } from './ask-actions';
import { addEndpoint, MAX_SAMPLES, setAsk, toggleChosen, useAsk } from '../../state/ask-store';
import { EndpointEditor } from './EndpointEditor';
import { RunCard } from './RunCard';
import './ask.css';

/** Ask models about the ECG on screen: saved endpoints, samples, and the answers as they stream. */
export function AskPanel() {
  const hasRecord = useWorkbench((s) => s.record !== null);
  const { endpoints, chosen, editing, samples, runs } = useAsk();
  const usable = endpoints.filter((e) => chosen.includes(e.id) && validateEndpoint(e).length === 0);
  const live = runs.some((r) => r.status === 'preparing' || r.status === 'waiting' || r.status === 'streaming');
  const edited = endpoints.find((e) => e.id === editing);

  return (
    <section className="panel ask-panel" aria-labelledby="ask-h" data-testid="ask-panel">
      <h2 id="ask-h">Ask a model</h2>
      <ul className="endpoint-list">
        {endpoints.map((e) => {
          const bad = validateEndpoint(e).length > 0;
          return (
            <li key={e.id}>
              <label className="check">
                <input type="checkbox" checked={chosen.includes(e.id)} onChange={(ev) => toggleChosen(e.id, ev.target.checked)} />
                <span className="endpoint-name">{e.name || '(unnamed)'}</span>
                <span className="hint">{e.model || (e.protocol === 'demo' ? 'demo server' : '')}</span>
              </label>
              {bad && <span className="endpoint-bad" title={validateEndpoint(e).join('; ')}>⚠</span>}
              <button type="button" className="link" aria-label={`Edit ${e.name}`} onClick={() => setAsk({ editing: editing === e.id ? null : e.id })}>
                {editing === e.id ? 'Close' : 'Edit'}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="link" onClick={addEndpoint}>
        + Add endpoint
      </button>
      {edited && <EndpointEditor key={edited.id} e={edited} />}
      <div className="ask-row">
        <label>
          Samples
          <input
            type="number"
            min={1}
            max={MAX_SAMPLES}
            value={samples}
            aria-label="Samples per endpoint"
            onChange={(ev) => setAsk({ samples: Math.max(1, Math.min(MAX_SAMPLES, Math.round(ev.target.valueAsNumber || 1))) })}
          />
        </label>
        <button type="button" className="primary" data-testid="ask-button" disabled={!hasRecord || usable.length === 0} onClick={() => void askModels()}>
          Ask {usable.length > 1 ? `${usable.length} models` : 'model'}
        </button>
        {live && (
          <button type="button" onClick={cancelAll}>
            Cancel all
          </button>
        )}
      </div>
      {!hasRecord && <p className="hint">Open an ECG first.</p>}
      <div className="ask-runs">
        {runs.map((r) => (
          <RunCard key={r.id} run={r} />
        ))}
      </div>
    </section>
  );
}
