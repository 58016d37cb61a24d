import { shortText, StreamFormatError, type StreamPiece } from './stream-piece';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function errorMessage(e: unknown): string {
  if (typeof e === 'string') return shortText(e);
  if (isObject(e) && typeof e.message === 'string') return shortText(e.message);
  return 'the server reported an error';
}

/**
 * One `data:` payload of an OpenAI chat-completions stream: `[DONE]`, a chunk with
 * `choices[0].delta.content` / `reasoning_content` (vLLM, SGLang, DeepSeek) / `reasoning`, an
 * `{error}` object, or a whole non-streamed completion (`choices[0].message`).
 */
export function parseOpenAiData(data: string): StreamPiece[] {
  const trimmed = data.trim();
  if (trimmed === '[DONE]') return [{ kind: 'done' }];
  if (trimmed === '') return [];
  let doc: unknown;
  try {
    doc = JSON.parse(trimmed);
  } catch {
    throw new StreamFormatError(`not JSON: "${shortText(trimmed, 80)}"`);
  }
  if (!isObject(doc)) throw new StreamFormatError('a stream chunk must be a JSON object');
  if (doc.error !== undefined && doc.error !== null) return [{ kind: 'error', message: errorMessage(doc.error) }];
  const choices = doc.choices;
  if (!Array.isArray(choices)) throw new StreamFormatError('no "choices" in the stream chunk');
  const out: StreamPiece[] = [];
  const choice: unknown = choices[0];
  if (!isObject(choice)) return out; // usage-only chunks have empty choices
  const part = isObject(choice.delta) ? choice.delta : isObject(choice.message) ? choice.message : null;
  if (part) {
    const reasoning = part.reasoning_content ?? part.reasoning;
    if (typeof reasoning === 'string' && reasoning) out.push({ kind: 'reasoning', text: reasoning });
    if (typeof part.content === 'string' && part.content) out.push({ kind: 'content', text: part.content });
  }
  if (typeof choice.finish_reason === 'string' && choice.finish_reason) out.push({ kind: 'done', finishReason: choice.finish_reason });
  return out;
}
