import type { SseEvent } from './sse';
import { shortText, StreamFormatError, type StreamPiece } from './stream-piece';

/** Text carried by a demo-server event: a JSON object's text field, a JSON string, or the raw data. */
function textOf(data: string): string {
  const t = data.trim();
  if (t.startsWith('{') || t.startsWith('"')) {
    try {
      const v: unknown = JSON.parse(t);
      if (typeof v === 'string') return v;
      if (typeof v === 'object' && v !== null) {
        const o = v as Record<string, unknown>;
        for (const k of ['text', 'content', 'delta', 'token', 'message', 'status']) if (typeof o[k] === 'string') return o[k] as string;
        return '';
      }
    } catch {
      // not JSON: the raw data is the text
    }
  }
  return data;
}

/**
 * One event of the reasoning model's demo server: `ready`, `content`, `reasoning`, `ping`,
 * `done`, `error`. Unknown event names are a protocol mismatch.
 */
export function parseDemoEvent(ev: SseEvent): StreamPiece[] {
  switch (ev.event) {
    case 'ready':
      return [{ kind: 'status', text: shortText(textOf(ev.data) || 'ready', 200) }];
    case 'content':
      return [{ kind: 'content', text: textOf(ev.data) }];
    case 'reasoning':
      return [{ kind: 'reasoning', text: textOf(ev.data) }];
    case 'ping':
      return [];
    case 'done':
      return [{ kind: 'done' }];
    case 'error':
      return [{ kind: 'error', message: shortText(textOf(ev.data) || 'the server reported an error') }];
    case 'message':
      // An OpenAI-style stream sent to the demo-server protocol.
      throw new StreamFormatError('events without a name: this looks like an OpenAI-compatible endpoint, not the demo server');
    default:
      throw new StreamFormatError(`unknown event "${shortText(ev.event, 40)}"`);
  }
}
