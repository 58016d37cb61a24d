import { describe, expect, it } from 'vitest';
import { createSseParser, MAX_SSE_LINE } from './sse';

const STREAM =
  ': keep-alive\r\n\r\n' +
  'data: {"a":1}\r\n\r\n' +
  'event: content\ndata: line one\ndata: line two\nid: 7\n\n' +
  'event: ping\ndata:\n\n' +
  'data:[DONE]\n\n';

const EXPECTED = [
  { event: 'message', data: '{"a":1}' },
  { event: 'content', data: 'line one\nline two', id: '7' },
  { event: 'ping', data: '', id: '7' },
  { event: 'message', data: '[DONE]', id: '7' },
];

describe('SSE parser', () => {
  it('parses events, multi-line data, ids, comments and CRLF', () => {
    const p = createSseParser();
    expect([...p.push(STREAM), ...p.end()]).toEqual(EXPECTED);
  });

  it('gives the same events however the stream is split', () => {
    for (let cut = 1; cut < STREAM.length; cut++) {
      const p = createSseParser();
      const got = [...p.push(STREAM.slice(0, cut)), ...p.push(STREAM.slice(cut)), ...p.end()];
      expect(got, `cut at ${cut}`).toEqual(EXPECTED);
    }
    const p = createSseParser();
    const got = [...STREAM].flatMap((c) => p.push(c));
    expect([...got, ...p.end()]).toEqual(EXPECTED);
  });

  it('delivers a last event without its blank line at the end', () => {
    const p = createSseParser();
    expect(p.push('event: done\ndata: {}')).toEqual([]);
    expect(p.end()).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('fails fast on an endless line', () => {
    const p = createSseParser();
    expect(() => p.push('x'.repeat(MAX_SSE_LINE + 1))).toThrow(/longer than the limit/);
  });
});
