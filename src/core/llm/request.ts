import { requestUrl, type EndpointConfig } from './endpoint';
import { DEFAULT_SYSTEM_PROMPT, DEFAULT_USER_PROMPT, SIGNAL_TEXT_INTRO } from './prompts';
import type { WfdbFiles } from './wfdb-files';

/** A multipart form part: a field (string) or a file (bytes). */
export interface FormPart {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** A request described as data (the caller turns it into fetch arguments). */
export interface LlmRequest {
  url: string;
  headers: Record<string, string>;
  /** JSON text, or multipart parts. */
  body: string | FormPart[];
}

/** What we have to send about the ECG. */
export interface EcgPayload {
  /** data:image/png;base64,... */
  imageDataUrl?: string;
  /** The image's bytes, for the demo server. */
  imagePng?: Uint8Array;
  signalText?: string;
  wfdb?: WfdbFiles;
}

function authHeaders(e: EndpointConfig): Record<string, string> {
  const key = e.apiKey.trim();
  return key ? { Authorization: `Bearer ${key}` } : {};
}

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** OpenAI chat-completions, streamed: system prompt, then the user prompt with the image and/or the signal text. */
export function buildChatRequest(e: EndpointConfig, payload: EcgPayload): LlmRequest {
  const system = e.systemPrompt.trim() || DEFAULT_SYSTEM_PROMPT;
  let prompt = e.userPrompt.trim() || DEFAULT_USER_PROMPT;
  const wantsImage = e.send.includes('image') && payload.imageDataUrl;
  const wantsText = e.send.includes('signal-text') && payload.signalText;
  if (!wantsImage && !wantsText) throw new Error('nothing to send: this endpoint sends neither the image nor the signal text');
  if (wantsText) prompt += `\n\n${SIGNAL_TEXT_INTRO}\n${payload.signalText}`;
  const content: ContentPart[] = [];
  if (wantsImage) content.push({ type: 'image_url', image_url: { url: payload.imageDataUrl as string } });
  content.push({ type: 'text', text: prompt });
  const body = {
    model: e.model.trim(),
    messages: [
      { role: 'system', content: system },
      // Text-only requests use a plain string: some servers reject content arrays without images.
      { role: 'user', content: wantsImage ? content : prompt },
    ],
    stream: true,
    temperature: e.temperature,
    max_tokens: e.maxTokens,
  };
  return {
    url: requestUrl(e),
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authHeaders(e) },
    body: JSON.stringify(body),
  };
}

/** The demo server: a multipart form with the prompts and an image or a .hea + .dat pair; answers as SSE. */
export function buildDemoRequest(e: EndpointConfig, payload: EcgPayload): LlmRequest {
  const parts: FormPart[] = [
    { name: 'prompt', value: e.userPrompt.trim() || DEFAULT_USER_PROMPT },
    { name: 'system_prompt', value: e.systemPrompt.trim() || DEFAULT_SYSTEM_PROMPT },
    { name: 'temperature', value: String(e.temperature) },
    { name: 'max_tokens', value: String(e.maxTokens) },
  ];
  if (e.model.trim()) parts.push({ name: 'model', value: e.model.trim() });
  if (e.send.includes('wfdb') && payload.wfdb) {
    const w = payload.wfdb;
    parts.push({ name: 'hea', value: w.hea, filename: `${w.name}.hea`, type: 'text/plain' });
    parts.push({ name: 'dat', value: w.dat, filename: `${w.name}.dat`, type: 'application/octet-stream' });
  } else if (e.send.includes('image') && payload.imagePng) {
    parts.push({ name: 'image', value: payload.imagePng, filename: 'ecg.png', type: 'image/png' });
  } else if (e.send.includes('signal-text') && payload.signalText) {
    parts[0] = { name: 'prompt', value: `${parts[0].value as string}\n\n${SIGNAL_TEXT_INTRO}\n${payload.signalText}` };
  } else {
    throw new Error('nothing to send: choose image, signal text or WFDB files for this endpoint');
  }
  return { url: requestUrl(e), headers: { Accept: 'text/event-stream', ...authHeaders(e) }, body: parts };
}

export function buildRequest(e: EndpointConfig, payload: EcgPayload): LlmRequest {
  return e.protocol === 'demo' ? buildDemoRequest(e, payload) : buildChatRequest(e, payload);
}
