import { describe, expect, it } from 'vitest';
import { defaultEndpoint } from './endpoint';
import { LlmError } from './problems';
import { buildChatRequest } from './request';
import { streamAnswer, type FetchLike } from './stream-answer';
import type { StreamPiece } from './stream-piece';

const req = buildChatRequest(defaultEndpoint('e', { model: 'm' }), { imageDataUrl: 'data:image/png;base64,AA' });

function sseResponse(chunks: string[], status = 200, type = 'text/event-stream'): Response {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': type } });
}

const chunk = (delta: Record<string, string>) => `data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`;

async function run(fetch: FetchLike, opts: { timeoutSec?: number; signal?: AbortSignal } = {}) {
  const pieces: StreamPiece[] = [];
  try {
    const r = await streamAnswer(req, 'openai', {
      fetch,
      signal: opts.signal ?? new AbortController().signal,
      timeoutSec: opts.timeoutSec ?? 5,
      onPiece: (p) => pieces.push(p),
    });
    return { r, pieces };
  } catch (e) {
    if (e instanceof LlmError) return { problem: e.problem, pieces };
    throw e;
  }
}

describe('streamAnswer', () => {
  it('streams reasoning and content pieces in order, split across network chunks', async () => {
    const text = chunk({ reasoning_content: 'Rate ' }) + chunk({ reasoning_content: '72 bpm.' }) + chunk({ content: 'sinus rhythm' }) + 'data: [DONE]\n\n';
    const parts = [text.slice(0, 17), text.slice(17, 60), text.slice(60)];
    const { r, pieces } = await run(async () => sseResponse(parts));
    expect(r).toEqual({ content: 'sinus rhythm', reasoning: 'Rate 72 bpm.', truncated: false });
    expect(pieces).toEqual([
      { kind: 'reasoning', text: 'Rate ' },
      { kind: 'reasoning', text: '72 bpm.' },
      { kind: 'content', text: 'sinus rhythm' },
      { kind: 'done' },
    ]);
  });

  it('explains 401, 429 and 500 with the server message', async () => {
    const auth = await run(async () => new Response('{"error":{"message":"Invalid API key"}}', { status: 401 }));
    expect(auth.problem?.kind).toBe('auth');
    expect(auth.problem?.detail).toContain('Invalid API key');
    expect((await run(async () => new Response('slow down', { status: 429 }))).problem?.kind).toBe('rate-limit');
    expect((await run(async () => new Response('', { status: 503 }))).problem?.kind).toBe('server');
  });

  it('tells a CORS refusal (server answers a no-cors probe) from an unreachable server', async () => {
    const cors: FetchLike = async (_u, init) => {
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    };
    expect((await run(cors)).problem?.kind).toBe('cors');
    const down: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    const p = (await run(down)).problem;
    expect(p?.kind).toBe('network');
    expect(p?.detail).toContain('http://localhost:8000');
  });

  it('times out a server that never answers, and cancels on abort', async () => {
    const hang: FetchLike = (_u, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    expect((await run(hang, { timeoutSec: 0.05 })).problem?.kind).toBe('timeout');
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 20);
    expect((await run(hang, { signal: ctl.signal })).problem?.kind).toBe('cancelled');
  });

  it('reports a reply that is not a chat stream, an empty one, and a model error', async () => {
    const html = await run(async () => sseResponse(['data: <html>oops</html>\n\n']));
    expect(html.problem?.kind).toBe('stream-format');
    expect((await run(async () => sseResponse(['data: [DONE]\n\n']))).problem?.kind).toBe('empty');
    const err = await run(async () => sseResponse([chunk({ content: 'Sinus' }), 'data: {"error":{"message":"out of memory"}}\n\n']));
    expect(err.problem?.kind).toBe('model-error');
    expect(err.pieces).toEqual([{ kind: 'content', text: 'Sinus' }]);
  });

  it('accepts a whole JSON completion from a server that ignored stream:true', async () => {
    const body = JSON.stringify({ choices: [{ message: { content: '<answer>sinus rhythm</answer>' }, finish_reason: 'stop' }] });
    const { r } = await run(async () => sseResponse([body], 200, 'application/json'));
    expect(r?.content).toBe('<answer>sinus rhythm</answer>');
    expect(r?.finishReason).toBe('stop');
  });
});
