import { parseResponse } from '../../core/claims';
import {
  answerFormatProblem,
  assembleAnswer,
  buildRequest,
  LlmError,
  recordToWfdb,
  signalAsText,
  streamAnswer,
  validateEndpoint,
  withoutSecrets,
  type EcgPayload,
  type EndpointConfig,
  type LlmProblem,
} from '../../core/llm';
import type { EcgRecord } from '../../core/types';
import { addAnswers } from '../../state/review-actions';
import { getState } from '../../state/store';
import { blobToDataUrl, renderPaperPng } from '../print/paper-png';
import { getAsk, MAX_SAMPLES, patchRun, setAsk, type AskRun } from '../../state/ask-store';

/** Paper image sent to vision models: 5 px/mm, a 1330 × 790 px page. */
const MODEL_IMAGE_PX_PER_MM = 5;
/** Seconds of signal sent as text or WFDB (the models read 10-s 12-lead ECGs). */
const SIGNAL_SECONDS = 10;

const controllers = new Map<string, AbortController>();
/** Where each asked answer came from (no key), by answer id: for review exports. */
export const answerSources = new Map<string, Record<string, string | number | boolean | null>>();
let runCount = 0;

async function payloadFor(record: EcgRecord, endpoints: EndpointConfig[]): Promise<EcgPayload> {
  const wants = new Set(endpoints.flatMap((e) => e.send));
  const payload: EcgPayload = {};
  if (wants.has('image')) {
    const { displayLeads, view, viewport } = getState();
    const png = await renderPaperPng(record, {
      pxPerMm: MODEL_IMAGE_PX_PER_MM,
      leads: displayLeads ?? undefined,
      cabrera: view.cabrera,
      start: view.layout === 'paper' ? viewport.start : 0,
    });
    payload.imagePng = new Uint8Array(await png.arrayBuffer());
    payload.imageDataUrl = await blobToDataUrl(png);
  }
  if (wants.has('signal-text')) payload.signalText = signalAsText(record, { fs: 100, seconds: SIGNAL_SECONDS });
  if (wants.has('wfdb')) payload.wfdb = recordToWfdb(record, SIGNAL_SECONDS);
  return payload;
}

function problemOf(e: unknown): LlmProblem {
  if (e instanceof LlmError) return e.problem;
  return { kind: 'bad-request', title: 'Could not send the request', detail: e instanceof Error ? e.message : String(e), action: 'Check the endpoint settings.' };
}

/** Ask every chosen endpoint `samples` times about the record on screen; answers stream into runs. */
export async function askModels(): Promise<void> {
  const record = getState().record;
  const { endpoints, chosen, samples } = getAsk();
  const targets = endpoints.filter((e) => chosen.includes(e.id) && validateEndpoint(e).length === 0);
  if (!record || targets.length === 0) return;
  const n = Math.max(1, Math.min(MAX_SAMPLES, Math.round(samples)));
  const runs: AskRun[] = [];
  for (const e of targets) {
    for (let k = 1; k <= n; k++) {
      runs.push({
        id: `run${++runCount}`,
        endpointId: e.id,
        endpointName: e.name,
        model: e.model || e.name,
        sample: k,
        status: 'preparing',
        serverStatus: null,
        content: '',
        reasoning: '',
        problem: null,
        warning: null,
        startedAt: Date.now(),
        firstPieceMs: null,
        answerId: null,
      });
    }
  }
  for (const r of runs) controllers.set(r.id, new AbortController());
  setAsk((s) => ({ runs: [...runs, ...s.runs.filter((r) => r.status === 'preparing' || r.status === 'waiting' || r.status === 'streaming')].slice(0, 64) }));
  let payload: EcgPayload;
  try {
    payload = await payloadFor(record, targets);
  } catch (e) {
    for (const r of runs) finish(r.id, { status: 'error', problem: problemOf(e) });
    return;
  }
  await Promise.all(runs.map((r) => runOne(r, targets.find((e) => e.id === r.endpointId) as EndpointConfig, payload, record, n)));
}

function finish(id: string, patch: Partial<AskRun>): void {
  controllers.delete(id);
  patchRun(id, patch);
}

async function runOne(run: AskRun, endpoint: EndpointConfig, payload: EcgPayload, record: EcgRecord, samples: number): Promise<void> {
  const ctl = controllers.get(run.id);
  if (!ctl) return;
  const started = performance.now();
  try {
    const req = buildRequest(endpoint, payload);
    patchRun(run.id, { status: 'waiting' });
    const result = await streamAnswer(req, endpoint.protocol, {
      fetch: (url, init) => fetch(url, init),
      signal: ctl.signal,
      timeoutSec: endpoint.timeoutSec,
      pageProtocol: location.protocol,
      onPiece: (p) => {
        if (p.kind === 'content' || p.kind === 'reasoning') {
          patchRun(run.id, (r) => ({
            status: 'streaming',
            firstPieceMs: r.firstPieceMs ?? Math.round(performance.now() - started),
            [p.kind]: r[p.kind] + p.text,
          }));
        } else if (p.kind === 'status') patchRun(run.id, { serverStatus: p.text });
      },
    });
    const text = assembleAnswer(result.reasoning, result.content);
    const parsed = parseResponse(text);
    let warning: LlmProblem | null = null;
    if (!parsed.hasAnswer || !parsed.hasThink) warning = answerFormatProblem(parsed.problems.length ? parsed.problems : ['no <think> or <answer> part']);
    else if (result.truncated || result.finishReason === 'length')
      warning = { kind: 'answer-format', title: 'The answer was cut short', detail: 'The model stopped at max tokens.', action: 'Raise max tokens for this endpoint.' };
    let answerId: string | null = null;
    if (getState().record === record) {
      const base = samples > 1 ? `${endpoint.name} · sample ${run.sample}` : endpoint.name;
      answerId = `${base} · ${new Date().toLocaleTimeString()}`;
      answerSources.set(answerId, { ...sourceOf(endpoint), sample: run.sample });
      addAnswers([{ id: answerId, model: endpoint.model || endpoint.name, text }]);
    }
    finish(run.id, { status: 'done', warning, answerId });
  } catch (e) {
    const problem = problemOf(e);
    finish(run.id, { status: problem.kind === 'cancelled' ? 'cancelled' : 'error', problem });
  }
}

function sourceOf(e: EndpointConfig): Record<string, string | number | boolean | null> {
  const s = withoutSecrets(e);
  return { endpoint: s.name, protocol: s.protocol, url: s.baseUrl, model: s.model, temperature: s.temperature, max_tokens: s.maxTokens, send: s.send.join('+') };
}

export function cancelRun(id: string): void {
  controllers.get(id)?.abort();
}

export function cancelAll(): void {
  for (const c of controllers.values()) c.abort();
}
