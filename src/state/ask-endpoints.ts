import { defaultEndpoint, LIMITS, type EndpointConfig, type EndpointProtocol, type SendAs } from '../core/llm';

// Saved endpoints live only in this browser's localStorage, API keys included (never exported:
// review files and answer sources carry withoutSecrets(endpoint) at most).
const KEY = 'ecg-workbench.endpoints@1';
const MAX_ENDPOINTS = 32;
const SEND: SendAs[] = ['image', 'signal-text', 'wfdb'];

function str(v: unknown, max: number, fallback: string): string {
  return typeof v === 'string' ? v.slice(0, max) : fallback;
}
function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** One stored endpoint, repaired field by field (storage is untrusted too). */
function repair(v: unknown, i: number): EndpointConfig | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const d = defaultEndpoint(`ep${i}`);
  const protocol: EndpointProtocol = o.protocol === 'demo' ? 'demo' : 'openai';
  const send = Array.isArray(o.send) ? SEND.filter((s) => (o.send as unknown[]).includes(s)) : d.send;
  return {
    id: str(o.id, 100, d.id),
    name: str(o.name, LIMITS.name, d.name),
    protocol,
    baseUrl: str(o.baseUrl, LIMITS.url, d.baseUrl),
    model: str(o.model, LIMITS.model, ''),
    apiKey: str(o.apiKey, LIMITS.apiKey, ''),
    temperature: num(o.temperature, d.temperature),
    maxTokens: Math.round(num(o.maxTokens, d.maxTokens)),
    systemPrompt: str(o.systemPrompt, LIMITS.prompt, d.systemPrompt),
    userPrompt: str(o.userPrompt, LIMITS.prompt, d.userPrompt),
    send,
    timeoutSec: num(o.timeoutSec, d.timeoutSec),
  };
}

export function loadEndpoints(): EndpointConfig[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw || raw.length > 2_000_000) return [];
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.slice(0, MAX_ENDPOINTS).flatMap((v, i) => repair(v, i) ?? []);
  } catch {
    return [];
  }
}

export function saveEndpoints(list: EndpointConfig[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_ENDPOINTS)));
  } catch {
    // Storage full or disabled: endpoints last for this session only.
  }
}
