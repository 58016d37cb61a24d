import { useEffect, useMemo, useRef } from 'react';
import {
  explainUserModel,
  initModels,
  openUserModel,
  predictUserModel,
  rerunNetwork,
  setDelineator,
  setProviderPreference,
  setShowDisagreements,
  setShowHeat,
} from '../../state/models-actions';
import { explicitNetwork, networkBusy, useModels, type DelineatorSetting, type NetStage } from '../../state/models-store';
import type { LeadDelineation } from '../../core/types';
import type { ProviderPreference } from '../../inference/runtime';
import { useWorkbench } from '../../state/store';
import './models.css';

const CHOICES: [DelineatorSetting, string][] = [
  ['auto', 'Automatic (combined up to an hour of recording, else signal processing; as the command line)'],
  ['dsp', 'Signal processing'],
  ['onnx', 'Network'],
  ['combined', 'Combined (mean of both, checked across leads; most accurate)'],
];

const STAGE_TEXT: Record<NetStage, string> = {
  idle: '',
  download: 'downloading model',
  session: 'creating session',
  run: 'running network',
  ready: '',
  error: '',
};

const PROVIDER_TEXT = { wasm: 'WASM', webgpu: 'WebGPU' } as const;
const PREFERENCES: [ProviderPreference, string][] = [
  ['auto', 'Auto (WebGPU on a hardware GPU, else WASM)'],
  ['webgpu', 'WebGPU (any adapter, software ones too)'],
  ['wasm', 'WASM'],
];
const GPU_TEXT = { none: 'no WebGPU adapter', software: 'software WebGPU adapter only (slow)', hardware: 'hardware WebGPU adapter' } as const;

/** Waves per type, and the sum of their boundaries (sample indices) for comparing two runs. */
function waveSummary(leads: Record<string, LeadDelineation>): { text: string; boundarySum: number } {
  const n = { P: 0, QRS: 0, T: 0 };
  let sum = 0;
  for (const l of Object.values(leads)) for (const w of l.waves) { n[w.type]++; sum += w.on + w.off; }
  return { text: `P ${n.P} · QRS ${n.QRS} · T ${n.T}`, boundarySum: sum };
}

function ProviderChoice() {
  const m = useModels();
  const busy = networkBusy(m.stage);
  return (
    <p className="models-status">
      <label>
        Run networks on{' '}
        <select data-testid="provider-preference" value={m.providerPreference} disabled={busy} onChange={(e) => void setProviderPreference(e.target.value as ProviderPreference)}>
          {PREFERENCES.map(([v, label]) => (
            <option key={v} value={v}>{label}</option>
          ))}
        </select>
      </label>
      {m.gpu && <span className="hint" data-testid="gpu-adapter"> {GPU_TEXT[m.gpu.adapter]}{m.gpu.description ? ` (${m.gpu.description})` : ''}</span>}
    </p>
  );
}
const ms = (x: number | null) => (x === null ? '—' : `${x.toFixed(0)} ms`);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function DelineatorChoiceBox() {
  const m = useModels();
  const busy = networkBusy(m.stage);
  const shown = m.disagreements.length;
  // Every wave of every lead: once per network result, not on each progress tick of the store.
  const summary = useMemo(() => (m.netLeads && m.delineator !== 'dsp' ? waveSummary(m.netLeads) : null), [m.netLeads, m.delineator]);
  return (
    <div className="models-delineator">
      <fieldset>
        <legend>Delineator</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="delineator" value={value} checked={m.delineator === value} onChange={() => void setDelineator(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <p className="models-status">
        Execution provider (inference worker): <strong data-testid="model-provider">{m.provider ? PROVIDER_TEXT[m.provider] : 'not started'}</strong>
        {m.createMs !== null && <span> · session <span data-testid="session-ms">{ms(m.createMs)}</span></span>}
        {m.runMs !== null && (
          <span>
            {' '}
            · network run <span data-testid="network-run-ms">{ms(m.runMs)}</span>
          </span>
        )}
      </p>
      {busy && (
        <div className="progress" role="status" data-testid="model-progress">
          <progress max={1} value={m.stage === 'download' ? m.progress : undefined} aria-label="Model progress" /> {STAGE_TEXT[m.stage]}
          {m.stage === 'download' ? ` ${Math.round(m.progress * 100)} %` : '…'}
        </div>
      )}
      {m.netError && (
        <p className="error-text" role="alert">
          {m.netError}
        </p>
      )}
      <ProviderChoice />
      {summary && (
        <p className="models-status" data-testid="network-waves" data-boundary-sum={summary.boundarySum}>
          Network waves: {summary.text}
        </p>
      )}
      {m.netLeads && explicitNetwork(m.delineator) && (
        <p className="models-status">
          <label>
            <input type="checkbox" checked={m.showDisagreements} onChange={(e) => setShowDisagreements(e.target.checked)} />{' '}
            <span className="disagree-key" aria-hidden="true">▼</span> Show where network and signal processing disagree
          </label>{' '}
          (<span data-testid="disagreement-count">{shown}</span> in all leads, boundaries &gt; 40 ms apart or one-sided waves)
          <button type="button" className="link-button" onClick={() => void rerunNetwork()} disabled={busy}>
            Re-run network
          </button>
        </p>
      )}
    </div>
  );
}

function UserModelBox() {
  const m = useModels();
  const input = useRef<HTMLInputElement>(null);
  const busy = m.userStatus === 'loading' || m.userStatus === 'predicting' || m.userStatus === 'explaining';
  const f = m.explanation?.faithfulness;
  return (
    <div className="models-user">
      <h3>Your model</h3>
      <p>
        <button type="button" onClick={() => input.current?.click()} disabled={busy}>
          Open model…
        </button>{' '}
        <span className="hint">an .onnx file with its JSON card</span>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept=".onnx,.json"
          data-testid="user-model-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void openUserModel(files);
          }}
        />
      </p>
      {busy && (
        <div className="progress" role="status">
          <progress aria-label="User model progress" /> {m.userStatus}…
        </div>
      )}
      {m.userError && (
        <p className="error-text" role="alert" data-testid="model-error">
          {m.userError}
        </p>
      )}
      {m.user && (
        <p className="models-status">
          <strong>{m.user.name}</strong> ({m.user.file}) on {PROVIDER_TEXT[m.user.provider]}
        </p>
      )}
      {m.prediction && (
        <table className="model-probs" data-testid="user-model-probs">
          <tbody>
            {m.prediction.classes.map((c, i) => (
              <tr key={c} data-top={c === m.prediction?.top.name || undefined}>
                <th scope="row">{c}</th>
                <td>
                  <span className="prob-bar" style={{ width: `${Math.max(1, m.prediction!.probabilities[i] * 100)}%` }} />
                </td>
                <td className="num">{pct(m.prediction!.probabilities[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {m.user && (
        <p>
          <button type="button" onClick={() => void predictUserModel()} disabled={busy}>
            Predict on this page
          </button>{' '}
          <button type="button" onClick={() => void explainUserModel()} disabled={busy || !m.prediction}>
            Explain
          </button>
        </p>
      )}
      {m.explanation && f && (
        <div data-testid="faithfulness">
          <p className="models-status">
            <label>
              <input type="checkbox" checked={m.showHeat} onChange={(e) => setShowHeat(e.target.checked)} /> Show occlusion heat on the traces
            </label>{' '}
            ({m.explanation.occlusion.windows.length} windows of {m.explanation.occlusion.windowSamples} samples, class “
            {m.prediction?.classes[m.explanation.occlusion.classIndex]}”)
          </p>
          <p>
            Masking the {f.k} most important windows lowers it by <strong data-testid="faith-top">{pct(f.topDrop)}</strong>; {f.k} random windows by{' '}
            <strong data-testid="faith-random">{pct(f.randomDrop)}</strong> ± {pct(f.randomSd)} ({f.trials} trials):{' '}
            <strong>{f.faithful ? 'the explanation is faithful' : 'the explanation is not faithful'}</strong>.
          </p>
        </div>
      )}
    </div>
  );
}

/** Neural models: delineation network choice and progress, a user's own ONNX model with evidence. */
export function ModelsPanel() {
  const hasRecord = useWorkbench((s) => s.record !== null);
  useEffect(() => initModels(), []);
  if (!hasRecord) return null;
  return (
    <section className="panel" aria-labelledby="models-h" data-testid="models-panel">
      <h2 id="models-h">Neural models</h2>
      <DelineatorChoiceBox />
      <UserModelBox />
    </section>
  );
}
