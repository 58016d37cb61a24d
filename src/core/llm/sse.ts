// Server-sent events (text/event-stream), parsed incrementally from decoded text chunks.
// Everything comes from a remote server: lines and event data are bounded.

export interface SseEvent {
  /** "message" when the server named none. */
  event: string;
  data: string;
  id?: string;
}

/** A line longer than this (no newline in sight) is a broken or hostile stream. */
export const MAX_SSE_LINE = 1_000_000;
/** Data of one event, all its `data:` lines together. */
export const MAX_SSE_EVENT = 2_000_000;

export class SseTooLong extends Error {
  constructor(what: string) {
    super(`${what} longer than the limit: the server is not sending an event stream`);
    this.name = 'SseTooLong';
  }
}

export interface SseParser {
  /** Feed decoded text; returns the events completed by it. */
  push(chunk: string): SseEvent[];
  /** End of stream: an event without its final blank line is still delivered. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let dataChars = 0;
  let id: string | undefined;
  let sawField = false;

  const dispatch = (out: SseEvent[]) => {
    if (sawField && data.length > 0) {
      const ev: SseEvent = { event: event || 'message', data: data.join('\n') };
      if (id !== undefined) ev.id = id;
      out.push(ev);
    }
    event = '';
    data = [];
    dataChars = 0;
    sawField = false;
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return; // comment / keep-alive
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    sawField = true;
    if (field === 'data') {
      dataChars += value.length + 1;
      if (dataChars > MAX_SSE_EVENT) throw new SseTooLong('an event');
      data.push(value);
    } else if (field === 'event') event = value;
    else if (field === 'id') id = value;
  };

  const drain = (final: boolean): SseEvent[] => {
    const out: SseEvent[] = [];
    let start = 0;
    for (;;) {
      let nl = -1;
      for (let i = start; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i);
        if (c === 10 || c === 13) {
          nl = i;
          break;
        }
      }
      if (nl < 0) break;
      // A CR at the very end may be the first half of CRLF: wait for the next chunk.
      if (buffer.charCodeAt(nl) === 13 && nl === buffer.length - 1 && !final) break;
      line(buffer.slice(start, nl), out);
      start = nl + (buffer.charCodeAt(nl) === 13 && buffer.charCodeAt(nl + 1) === 10 ? 2 : 1);
    }
    buffer = buffer.slice(start);
    if (buffer.length > MAX_SSE_LINE) throw new SseTooLong('a line');
    if (final) {
      if (buffer.length) line(buffer, out);
      buffer = '';
      dispatch(out);
    }
    return out;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      return drain(false);
    },
    end() {
      return drain(true);
    },
  };
}
