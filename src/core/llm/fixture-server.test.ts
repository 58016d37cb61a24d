import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs test fixture without types (the browser tests' model server)
import { RECORDED_TEXT, startLlmServer } from '../../../e2e/fixtures/llm-server.mjs';
import { defaultEndpoint, type EndpointConfig } from './endpoint';
import { LlmError } from './problems';
import { buildRequest } from './request';
import { streamAnswer } from './stream-answer';
import { assembleAnswer, type StreamPiece } from './stream-piece';

// The core client against the local model server over real HTTP (chunks split by the network).
let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startLlmServer({ delayMs: 0 });
});
afterAll(() => server.close());

async function ask(e: EndpointConfig, timeoutSec = 5) {
  const pieces: StreamPiece[] = [];
  const req = buildRequest(e, { imageDataUrl: 'data:image/png;base64,AA', imagePng: new Uint8Array([137, 80]), wfdb: { name: 'r', hea: 'r 1 500 1\n', dat: new Uint8Array(2) } });
  try {
    const r = await streamAnswer(req, e.protocol, { fetch: (u, i) => fetch(u, i), signal: new AbortController().signal, timeoutSec, onPiece: (p) => pieces.push(p) });
    return { text: assembleAnswer(r.reasoning, r.content), pieces };
  } catch (err) {
    if (err instanceof LlmError) return { problem: err.problem.kind, pieces };
    throw err;
  }
}

/** Whitespace-insensitive around tags (reasoning arrives untagged and is wrapped in <think>). */
const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').replace(/\s*(<\/?(think|answer)>)\s*/g, '$1');

describe('streamAnswer against the fixture model server', () => {
  it('replays the recorded answer token by token (OpenAI content, reasoning_content, demo server)', async () => {
    const ok = await ask(defaultEndpoint('a', { model: 'm', baseUrl: `${server.url}/ok/v1` }));
    expect(ok.text).toBe(RECORDED_TEXT);
    expect(ok.pieces.filter((p) => p.kind === 'content').length).toBeGreaterThan(100);
    const reasoning = await ask(defaultEndpoint('b', { model: 'm', baseUrl: `${server.url}/reasoning/v1` }));
    expect(norm(reasoning.text)).toBe(norm(RECORDED_TEXT));
    const demo = await ask(defaultEndpoint('c', { protocol: 'demo', baseUrl: `${server.url}/demo/stream`, send: ['wfdb'] }));
    expect(norm(demo.text)).toBe(norm(RECORDED_TEXT));
    expect(demo.pieces[0]).toEqual({ kind: 'status', text: 'model loaded' });
  });

  it('classifies the server error modes', async () => {
    const kind = async (mode: string, timeoutSec = 5) => (await ask(defaultEndpoint(mode, { model: 'm', baseUrl: `${server.url}/${mode}/v1` }), timeoutSec)).problem;
    expect(await kind('401')).toBe('auth');
    expect(await kind('429')).toBe('rate-limit');
    expect(await kind('500')).toBe('server');
    expect(await kind('malformed')).toBe('stream-format');
    expect(await kind('slow', 0.3)).toBe('timeout');
  });
});
