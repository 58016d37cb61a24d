import { useState } from 'react';
import { maskKey, validateEndpoint, type EndpointConfig, type SendAs } from '../../core/llm';
import { removeEndpoint, setAsk, updateEndpoint } from '../../state/ask-store';

const SEND_LABEL: Record<SendAs, string> = { image: 'Paper image (PNG)', 'signal-text': 'Signal as text', wfdb: 'WFDB .hea + .dat' };

/** Settings of one saved endpoint; the API key stays in this browser and is shown masked. */
export function EndpointEditor({ e }: { e: EndpointConfig }) {
  const [key, setKey] = useState('');
  const problems = validateEndpoint(e);
  const set = (patch: Partial<EndpointConfig>) => updateEndpoint(e.id, patch);
  const toggleSend = (s: SendAs, on: boolean) => set({ send: on ? [...new Set([...e.send, s])] : e.send.filter((x) => x !== s) });
  return (
    <form className="endpoint-editor" data-testid="endpoint-editor" onSubmit={(ev) => ev.preventDefault()}>
      <label>
        Name
        <input value={e.name} maxLength={100} onChange={(ev) => set({ name: ev.target.value })} />
      </label>
      <label>
        Protocol
        <select value={e.protocol} onChange={(ev) => set({ protocol: ev.target.value === 'demo' ? 'demo' : 'openai' })}>
          <option value="openai">OpenAI-compatible (vLLM, SGLang, hosted)</option>
          <option value="demo">Reasoning-model demo server (SSE)</option>
        </select>
      </label>
      <label>
        {e.protocol === 'openai' ? 'Base URL' : 'Stream URL'}
        <input
          value={e.baseUrl}
          maxLength={2000}
          spellCheck={false}
          placeholder={e.protocol === 'openai' ? 'http://localhost:8000/v1' : 'http://localhost:7860/stream'}
          onChange={(ev) => set({ baseUrl: ev.target.value })}
        />
      </label>
      <label>
        Model
        <input value={e.model} maxLength={200} spellCheck={false} onChange={(ev) => set({ model: ev.target.value })} />
      </label>
      <label>
        API key
        <span className="key-row">
          <input
            type="password"
            autoComplete="off"
            value={key}
            placeholder={e.apiKey ? `saved: ${maskKey(e.apiKey)}` : 'none (kept only in this browser)'}
            onChange={(ev) => setKey(ev.target.value)}
            onBlur={() => {
              if (key) {
                set({ apiKey: key.trim() });
                setKey('');
              }
            }}
          />
          {e.apiKey && (
            <button type="button" onClick={() => set({ apiKey: '' })}>
              Forget key
            </button>
          )}
        </span>
      </label>
      <div className="endpoint-numbers">
        <label>
          Temperature
          <input type="number" min={0} max={2} step={0.1} value={e.temperature} onChange={(ev) => set({ temperature: ev.target.valueAsNumber })} />
        </label>
        <label>
          Max tokens
          <input type="number" min={1} step={256} value={e.maxTokens} onChange={(ev) => set({ maxTokens: ev.target.valueAsNumber })} />
        </label>
        <label>
          Timeout (s)
          <input type="number" min={1} step={1} value={e.timeoutSec} onChange={(ev) => set({ timeoutSec: ev.target.valueAsNumber })} />
        </label>
      </div>
      <fieldset>
        <legend>Send</legend>
        {(Object.keys(SEND_LABEL) as SendAs[]).map((s) => (
          <label key={s} className="check">
            <input type="checkbox" checked={e.send.includes(s)} onChange={(ev) => toggleSend(s, ev.target.checked)} /> {SEND_LABEL[s]}
          </label>
        ))}
      </fieldset>
      <details>
        <summary>Prompts</summary>
        <label>
          System prompt
          <textarea rows={3} maxLength={20000} value={e.systemPrompt} onChange={(ev) => set({ systemPrompt: ev.target.value })} />
        </label>
        <label>
          User prompt
          <textarea rows={4} maxLength={20000} value={e.userPrompt} onChange={(ev) => set({ userPrompt: ev.target.value })} />
        </label>
      </details>
      {problems.length > 0 && (
        <ul className="endpoint-problems" data-testid="endpoint-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="endpoint-buttons">
        <button type="button" onClick={() => setAsk({ editing: null })}>
          Close
        </button>
        <button type="button" className="danger" onClick={() => removeEndpoint(e.id)}>
          Delete endpoint
        </button>
      </div>
    </form>
  );
}
