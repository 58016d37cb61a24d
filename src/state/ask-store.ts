import { create } from 'zustand';
import { defaultEndpoint, type EndpointConfig, type LlmProblem } from '../core/llm';
import { loadEndpoints, saveEndpoints } from './ask-endpoints';

export type RunStatus = 'preparing' | 'waiting' | 'streaming' | 'done' | 'error' | 'cancelled';

/** One request to one endpoint: the answer as it streams in. */
export interface AskRun {
  id: string;
  endpointId: string;
  endpointName: string;
  model: string;
  sample: number;
  status: RunStatus;
  /** Last status line from the server (demo server `ready`). */
  serverStatus: string | null;
  content: string;
  reasoning: string;
  problem: LlmProblem | null;
  /** A warning after a finished answer (format ignored, cut at max tokens). */
  warning: LlmProblem | null;
  startedAt: number;
  firstPieceMs: number | null;
  /** Id under which the finished answer was added to the record's answers. */
  answerId: string | null;
}

export interface AskState {
  endpoints: EndpointConfig[];
  /** Endpoints asked by "Ask". */
  chosen: string[];
  editing: string | null;
  samples: number;
  runs: AskRun[];
}

function initial(): Pick<AskState, 'endpoints' | 'chosen'> {
  const saved = loadEndpoints();
  const endpoints = saved.length ? saved : [defaultEndpoint('ep1')];
  return { endpoints, chosen: [endpoints[0].id] };
}

export const useAsk = create<AskState>(() => ({ ...initial(), editing: null, samples: 1, runs: [] }));
export const getAsk = () => useAsk.getState();
export const setAsk = useAsk.setState;

export const MAX_SAMPLES = 8;

export function updateEndpoint(id: string, patch: Partial<EndpointConfig>): void {
  setAsk((s) => ({ endpoints: s.endpoints.map((e) => (e.id === id ? { ...e, ...patch } : e)) }));
  saveEndpoints(getAsk().endpoints);
}

export function addEndpoint(): void {
  const taken = new Set(getAsk().endpoints.map((e) => e.id));
  let k = 1;
  while (taken.has(`ep${k}`)) k++;
  const e = defaultEndpoint(`ep${k}`, { name: `Endpoint ${k}` });
  setAsk((s) => ({ endpoints: [...s.endpoints, e], editing: e.id, chosen: [...s.chosen, e.id] }));
  saveEndpoints(getAsk().endpoints);
}

export function removeEndpoint(id: string): void {
  setAsk((s) => {
    const endpoints = s.endpoints.filter((e) => e.id !== id);
    return { endpoints, chosen: s.chosen.filter((c) => c !== id), editing: s.editing === id ? null : s.editing };
  });
  saveEndpoints(getAsk().endpoints);
}

export function toggleChosen(id: string, on: boolean): void {
  setAsk((s) => ({ chosen: on ? [...new Set([...s.chosen, id])] : s.chosen.filter((c) => c !== id) }));
}

export function patchRun(id: string, patch: Partial<AskRun> | ((r: AskRun) => Partial<AskRun>)): void {
  setAsk((s) => ({ runs: s.runs.map((r) => (r.id === id ? { ...r, ...(typeof patch === 'function' ? patch(r) : patch) } : r)) }));
}

export function dismissRun(id: string): void {
  setAsk((s) => ({ runs: s.runs.filter((r) => r.id !== id) }));
}
