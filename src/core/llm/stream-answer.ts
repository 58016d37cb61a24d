import type { EndpointProtocol } from './endpoint';
import { parseDemoEvent } from './demo-stream';
import { parseOpenAiData } from './openai-stream';
import { CANCELLED, EMPTY_ANSWER, fetchFailure, httpFailure, LlmError, modelErrorProblem, streamFormatProblem, timeoutProblem } from './problems';
import type { FormPart, LlmRequest } from './request';
import { createSseParser, SseTooLong } from './sse';
import { StreamFormatError, type StreamPiece } from './stream-piece';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface StreamOptions {
  fetch: FetchLike;
  signal: AbortSignal;
  /** Seconds to wait for the response and between two pieces of the stream. */
  timeoutSec: number;
  onPiece: (piece: StreamPiece) => void;
  /** Protocol of the page, to explain mixed-content refusals. */
  pageProtocol?: string;
  /** Bound on the answer (content + reasoning characters). */
  maxChars?: number;
}

export interface StreamResult {
  content: string;
  reasoning: string;
  finishReason?: string;
  truncated: boolean;
}

export const MAX_ANSWER_STREAM_CHARS = 200_000;
const MAX_ERROR_BODY = 20_000;

function formData(parts: FormPart[]): FormData {
  const fd = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string' && !p.filename) fd.append(p.name, p.value);
    else fd.append(p.name, new Blob([p.value as BlobPart], { type: p.type ?? 'application/octet-stream' }), p.filename ?? p.name);
  }
  return fd;
}

async function readBounded(res: Response, max: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const dec = new TextDecoder();
  let text = '';
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += dec.decode(value, { stream: true });
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  return text.slice(0, max);
}

/**
 * Send the request and stream the answer, piece by piece, to `onPiece`. Throws LlmError with a
 * plain-language problem for every failure, including cancel and timeouts.
 */
export async function streamAnswer(req: LlmRequest, protocol: EndpointProtocol, opts: StreamOptions): Promise<StreamResult> {
  const ctl = new AbortController();
  let timedOut = false;
  const onAbort = () => ctl.abort();
  if (opts.signal.aborted) throw new LlmError(CANCELLED);
  opts.signal.addEventListener('abort', onAbort);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, opts.timeoutSec * 1000);
  };
  const fail = (e: unknown): never => {
    if (e instanceof LlmError) throw e;
    if (opts.signal.aborted) throw new LlmError(CANCELLED);
    if (timedOut) throw new LlmError(timeoutProblem(req.url, opts.timeoutSec));
    if (e instanceof StreamFormatError || e instanceof SseTooLong) throw new LlmError(streamFormatProblem(e.message, protocol));
    throw e;
  };
  const max = opts.maxChars ?? MAX_ANSWER_STREAM_CHARS;
  const result: StreamResult = { content: '', reasoning: '', truncated: false };
  try {
    arm();
    let res: Response;
    try {
      res = await opts.fetch(req.url, {
        method: 'POST',
        headers: req.headers,
        body: typeof req.body === 'string' ? req.body : formData(req.body),
        signal: ctl.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch (e) {
      if (opts.signal.aborted || timedOut || !(e instanceof TypeError)) return fail(e);
      const reachable = await probe(opts.fetch, req.url, opts.signal);
      throw new LlmError(fetchFailure(req.url, reachable, opts.pageProtocol));
    }
    if (!res.ok) throw new LlmError(httpFailure(res.status, await readBounded(res, MAX_ERROR_BODY).catch(() => ''), req.url));
    const type = res.headers.get('content-type') ?? '';
    if (!res.body) throw new LlmError(EMPTY_ANSWER);
    if (type.includes('application/json')) {
      // A server that ignored stream:true: one whole completion.
      const text = await readBounded(res, max * 2);
      for (const p of parseOpenAiData(text)) take(p);
    } else {
      const reader = res.body.getReader();
      const sse = createSseParser();
      const dec = new TextDecoder();
      let finished = false;
      while (!finished) {
        const { done, value } = await reader.read();
        arm();
        const events = done ? sse.end() : sse.push(dec.decode(value, { stream: true }));
        for (const ev of events) {
          const pieces = protocol === 'openai' ? parseOpenAiData(ev.data) : parseDemoEvent(ev);
          for (const p of pieces) {
            take(p);
            if (p.kind === 'done' && (protocol === 'demo' || p.finishReason === undefined)) finished = true;
          }
          if (finished || result.truncated) break;
        }
        if (done || result.truncated) break;
      }
      if (finished || result.truncated) void reader.cancel().catch(() => {});
    }
  } catch (e) {
    fail(e);
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal.removeEventListener('abort', onAbort);
  }
  if (!result.content.trim() && !result.reasoning.trim()) throw new LlmError(EMPTY_ANSWER);
  return result;

  function take(p: StreamPiece): void {
    if (p.kind === 'error') throw new LlmError(modelErrorProblem(p.message));
    if (p.kind === 'done') {
      if (p.finishReason) result.finishReason = p.finishReason;
    } else if (p.kind === 'content' || p.kind === 'reasoning') {
      const room = max - result.content.length - result.reasoning.length;
      const text = p.text.length > room ? p.text.slice(0, Math.max(0, room)) : p.text;
      if (p.kind === 'content') result.content += text;
      else result.reasoning += text;
      if (text.length < p.text.length) result.truncated = true;
      if (text) opts.onPiece({ kind: p.kind, text });
      return;
    }
    opts.onPiece(p);
  }
}

/** Does anything answer at the URL's origin when CORS is not asked for? (null: cannot tell) */
async function probe(fetchFn: FetchLike, url: string, signal: AbortSignal): Promise<boolean | null> {
  const ctl = new AbortController();
  const stop = () => ctl.abort();
  signal.addEventListener('abort', stop);
  const timer = setTimeout(stop, 3000);
  try {
    await fetchFn(url, { method: 'GET', mode: 'no-cors', signal: ctl.signal, credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
