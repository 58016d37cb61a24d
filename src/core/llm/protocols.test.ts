import { describe, expect, it } from 'vitest';
import { parseDemoEvent } from './demo-stream';
import { parseOpenAiData } from './openai-stream';
import { assembleAnswer, StreamFormatError } from './stream-piece';

describe('OpenAI chat-completions chunks', () => {
  it('reads content, reasoning_content, finish_reason, [DONE] and errors', () => {
    expect(parseOpenAiData('{"id":"x","choices":[{"index":0,"delta":{"role":"assistant","content":"Sinus"}}]}')).toEqual([
      { kind: 'content', text: 'Sinus' },
    ]);
    expect(parseOpenAiData('{"choices":[{"delta":{"reasoning_content":"Rate 72","content":null}}]}')).toEqual([
      { kind: 'reasoning', text: 'Rate 72' },
    ]);
    expect(parseOpenAiData('{"choices":[{"delta":{},"finish_reason":"length"}]}')).toEqual([{ kind: 'done', finishReason: 'length' }]);
    expect(parseOpenAiData(' [DONE] ')).toEqual([{ kind: 'done' }]);
    expect(parseOpenAiData('{"choices":[],"usage":{"total_tokens":5}}')).toEqual([]);
    expect(parseOpenAiData('{"error":{"message":"context length exceeded"}}')).toEqual([{ kind: 'error', message: 'context length exceeded' }]);
    expect(parseOpenAiData('{"choices":[{"message":{"content":"whole"},"finish_reason":"stop"}]}')).toEqual([
      { kind: 'content', text: 'whole' },
      { kind: 'done', finishReason: 'stop' },
    ]);
  });

  it('rejects what is not a chat-completions chunk', () => {
    expect(() => parseOpenAiData('<html>')).toThrow(StreamFormatError);
    expect(() => parseOpenAiData('{"text":"hi"}')).toThrow(/no "choices"/);
    expect(() => parseOpenAiData('[1,2]')).toThrow(StreamFormatError);
  });
});

describe('demo-server events', () => {
  it('maps ready, content, reasoning, ping, done, error', () => {
    expect(parseDemoEvent({ event: 'ready', data: '{"status":"model loaded"}' })).toEqual([{ kind: 'status', text: 'model loaded' }]);
    expect(parseDemoEvent({ event: 'content', data: '{"text":"QRS 90 ms"}' })).toEqual([{ kind: 'content', text: 'QRS 90 ms' }]);
    expect(parseDemoEvent({ event: 'content', data: 'raw text' })).toEqual([{ kind: 'content', text: 'raw text' }]);
    expect(parseDemoEvent({ event: 'reasoning', data: '"step 1"' })).toEqual([{ kind: 'reasoning', text: 'step 1' }]);
    expect(parseDemoEvent({ event: 'ping', data: '' })).toEqual([]);
    expect(parseDemoEvent({ event: 'done', data: '{}' })).toEqual([{ kind: 'done' }]);
    expect(parseDemoEvent({ event: 'error', data: '{"message":"CUDA out of memory"}' })).toEqual([{ kind: 'error', message: 'CUDA out of memory' }]);
  });

  it('says so when an OpenAI stream or an unknown event arrives', () => {
    expect(() => parseDemoEvent({ event: 'message', data: '{"choices":[]}' })).toThrow(/OpenAI-compatible/);
    expect(() => parseDemoEvent({ event: 'tokens', data: 'x' })).toThrow(/unknown event "tokens"/);
  });
});

describe('assembleAnswer', () => {
  it('puts separately streamed reasoning in <think> and the rest in <answer>', () => {
    expect(assembleAnswer('Rate 72 bpm.', 'sinus rhythm')).toBe('<think>Rate 72 bpm.</think><answer>sinus rhythm</answer>');
    expect(assembleAnswer('Rate 72 bpm.', '<answer>sinus rhythm</answer>')).toBe('<think>Rate 72 bpm.</think><answer>sinus rhythm</answer>');
    expect(assembleAnswer('', '<think>a</think><answer>b</answer>')).toBe('<think>a</think><answer>b</answer>');
    expect(assembleAnswer('partial', '')).toBe('<think>partial');
  });
});
