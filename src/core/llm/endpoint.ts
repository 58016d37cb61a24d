import { DEFAULT_SYSTEM_PROMPT, DEFAULT_USER_PROMPT } from './prompts';

// A model endpoint the user saved: where to send the ECG, how, and with which prompts.

export type EndpointProtocol = 'openai' | 'demo';
/** What is sent: the paper image (vision models), the samples as text, or WFDB .hea + .dat. */
export type SendAs = 'image' | 'signal-text' | 'wfdb';

export interface EndpointConfig {
  id: string;
  name: string;
  protocol: EndpointProtocol;
  /** OpenAI-compatible: the base URL (…/v1) or the full …/chat/completions URL. Demo server: its streaming URL. */
  baseUrl: string;
  model: string;
  /** Kept only in this browser; never exported. */
  apiKey: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
  userPrompt: string;
  send: SendAs[];
  /** Seconds to wait for the first byte and between two pieces of the stream. */
  timeoutSec: number;
}

export const LIMITS = {
  name: 100,
  url: 2_000,
  model: 200,
  apiKey: 1_000,
  prompt: 20_000,
  maxTokens: 131_072,
  timeoutSec: 3_600,
} as const;

/** What is wrong with an endpoint, in words; empty when it can be used. */
export function validateEndpoint(e: EndpointConfig): string[] {
  const problems: string[] = [];
  if (!e.name.trim()) problems.push('give the endpoint a name');
  if (e.name.length > LIMITS.name) problems.push(`name longer than ${LIMITS.name} characters`);
  const url = parseUrl(e.baseUrl);
  if (typeof url === 'string') problems.push(url);
  if (e.protocol === 'openai' && !e.model.trim()) problems.push('the model name is required (e.g. the name vLLM serves it under)');
  if (e.model.length > LIMITS.model) problems.push(`model name longer than ${LIMITS.model} characters`);
  if (e.apiKey.length > LIMITS.apiKey) problems.push(`API key longer than ${LIMITS.apiKey} characters`);
  if (/[\r\n]/.test(e.apiKey)) problems.push('the API key must be one line');
  if (!Number.isFinite(e.temperature) || e.temperature < 0 || e.temperature > 2) problems.push('temperature must be between 0 and 2');
  if (!Number.isInteger(e.maxTokens) || e.maxTokens < 1 || e.maxTokens > LIMITS.maxTokens)
    problems.push(`max tokens must be a whole number from 1 to ${LIMITS.maxTokens}`);
  if (!Number.isFinite(e.timeoutSec) || e.timeoutSec < 1 || e.timeoutSec > LIMITS.timeoutSec)
    problems.push(`timeout must be 1 to ${LIMITS.timeoutSec} seconds`);
  if (e.systemPrompt.length > LIMITS.prompt || e.userPrompt.length > LIMITS.prompt) problems.push(`prompts are limited to ${LIMITS.prompt} characters`);
  if (!e.userPrompt.trim()) problems.push('the user prompt is empty');
  if (e.send.length === 0) problems.push('choose what to send: image, signal text or WFDB files');
  if (e.protocol === 'openai' && e.send.includes('wfdb')) problems.push('WFDB files can only be sent to the demo server; use image or signal text');
  if (e.protocol === 'demo' && e.send.includes('image') && e.send.includes('wfdb')) problems.push('the demo server takes an image or WFDB files, not both');
  return problems;
}

function parseUrl(raw: string): URL | string {
  const t = raw.trim();
  if (!t) return 'the URL is empty';
  if (t.length > LIMITS.url) return `URL longer than ${LIMITS.url} characters`;
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    return `"${t.slice(0, 80)}" is not a URL (it should look like http://localhost:8000/v1)`;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'the URL must start with http:// or https://';
  if (u.username || u.password) return 'put the API key in its own field, not in the URL';
  return u;
}

/** The URL a request goes to: OpenAI-compatible base URLs get /chat/completions (and /v1 when bare). */
export function requestUrl(e: Pick<EndpointConfig, 'protocol' | 'baseUrl'>): string {
  const u = parseUrl(e.baseUrl);
  if (typeof u === 'string') throw new Error(u);
  if (e.protocol === 'demo') return u.toString();
  let path = u.pathname.replace(/\/+$/, '');
  if (!/\/chat\/completions$/.test(path)) {
    if (path === '') path = '/v1';
    path += '/chat/completions';
  }
  u.pathname = path;
  return u.toString();
}

export function defaultEndpoint(id: string, partial: Partial<EndpointConfig> = {}): EndpointConfig {
  return {
    id,
    name: 'Local vLLM',
    protocol: 'openai',
    baseUrl: 'http://localhost:8000/v1',
    model: '',
    apiKey: '',
    temperature: 0.6,
    maxTokens: 4096,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    userPrompt: DEFAULT_USER_PROMPT,
    send: ['image'],
    timeoutSec: 120,
    ...partial,
  };
}

/** The endpoint as it may leave the browser (exports, review files): never the key. */
export function withoutSecrets(e: EndpointConfig): Omit<EndpointConfig, 'apiKey'> {
  const { apiKey: _key, ...rest } = e;
  return rest;
}

/** The key as shown in the UI: the last 4 characters at most. */
export function maskKey(key: string): string {
  if (!key) return '';
  return key.length <= 8 ? '•'.repeat(key.length) : `${'•'.repeat(8)}${key.slice(-4)}`;
}
