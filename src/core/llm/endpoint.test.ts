import { describe, expect, it } from 'vitest';
import { defaultEndpoint, maskKey, requestUrl, validateEndpoint, withoutSecrets } from './endpoint';
import { buildChatRequest, buildDemoRequest } from './request';
import { DEFAULT_USER_PROMPT } from './prompts';

const ep = (p: Parameters<typeof defaultEndpoint>[1] = {}) => defaultEndpoint('e1', { model: 'ecg-r1', ...p });

describe('endpoint config', () => {
  it('accepts a sensible endpoint and explains each mistake', () => {
    expect(validateEndpoint(ep())).toEqual([]);
    expect(validateEndpoint(ep({ baseUrl: 'localhost:8000' }))).toEqual(['the URL must start with http:// or https://']);
    expect(validateEndpoint(ep({ baseUrl: 'not a url' }))[0]).toMatch(/is not a URL/);
    expect(validateEndpoint(ep({ baseUrl: 'http://user:pw@host/v1' }))).toEqual(['put the API key in its own field, not in the URL']);
    expect(validateEndpoint(ep({ model: ' ' }))[0]).toMatch(/model name is required/);
    expect(validateEndpoint(ep({ temperature: 3, maxTokens: 0 }))).toHaveLength(2);
    expect(validateEndpoint(ep({ send: ['wfdb'] }))[0]).toMatch(/only be sent to the demo server/);
    expect(validateEndpoint(ep({ protocol: 'demo', model: '', send: ['wfdb'] }))).toEqual([]);
  });

  it('finds the chat-completions URL from a base URL', () => {
    expect(requestUrl(ep({ baseUrl: 'http://localhost:8000/v1' }))).toBe('http://localhost:8000/v1/chat/completions');
    expect(requestUrl(ep({ baseUrl: 'http://localhost:8000/v1/' }))).toBe('http://localhost:8000/v1/chat/completions');
    expect(requestUrl(ep({ baseUrl: 'http://localhost:8000' }))).toBe('http://localhost:8000/v1/chat/completions');
    expect(requestUrl(ep({ baseUrl: 'https://api.x.com/v1/chat/completions' }))).toBe('https://api.x.com/v1/chat/completions');
    expect(requestUrl(ep({ protocol: 'demo', baseUrl: 'http://h:7860/stream' }))).toBe('http://h:7860/stream');
  });

  it('never lets the key out and masks it on screen', () => {
    const e = ep({ apiKey: 'sk-secret-123456' });
    expect(JSON.stringify(withoutSecrets(e))).not.toContain('secret');
    expect(maskKey('sk-secret-123456')).toBe('••••••••3456');
    expect(maskKey('abc')).toBe('•••');
  });
});

describe('request builders', () => {
  it('sends the image as a data URL with the prompts, streamed, with the key as bearer', () => {
    const r = buildChatRequest(ep({ apiKey: 'k1', temperature: 0.2, maxTokens: 900 }), { imageDataUrl: 'data:image/png;base64,AAAA' });
    expect(r.url).toBe('http://localhost:8000/v1/chat/completions');
    expect(r.headers.Authorization).toBe('Bearer k1');
    const body = JSON.parse(r.body as string);
    expect(body).toMatchObject({ model: 'ecg-r1', stream: true, temperature: 0.2, max_tokens: 900 });
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toMatch(/<think>/);
    expect(body.messages[1].content).toEqual([
      { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
      { type: 'text', text: DEFAULT_USER_PROMPT },
    ]);
  });

  it('sends the signal as text in a plain user message, and no auth header without a key', () => {
    const r = buildChatRequest(ep({ send: ['signal-text'], userPrompt: 'Read this.' }), { signalText: 'I: 1,2,3', imageDataUrl: 'data:x' });
    expect(r.headers.Authorization).toBeUndefined();
    const body = JSON.parse(r.body as string);
    expect(body.messages[1].content).toBe('Read this.\n\nThe ECG signal follows as text.\nI: 1,2,3');
  });

  it('sends .hea + .dat as multipart to the demo server', () => {
    const dat = new Uint8Array([1, 2]);
    const r = buildDemoRequest(ep({ protocol: 'demo', send: ['wfdb'], baseUrl: 'http://h/stream' }), { wfdb: { name: 'r1', hea: 'r1 1 500 1\n', dat } });
    const parts = r.body as { name: string; filename?: string; value: unknown }[];
    expect(parts.map((p) => p.name)).toEqual(['prompt', 'system_prompt', 'temperature', 'max_tokens', 'model', 'hea', 'dat']);
    expect(parts.find((p) => p.name === 'dat')).toMatchObject({ filename: 'r1.dat', value: dat });
    expect(() => buildDemoRequest(ep({ protocol: 'demo', send: ['wfdb'] }), {})).toThrow(/nothing to send/);
  });
});
