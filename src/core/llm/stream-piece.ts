/** One decoded piece of a streamed answer, whatever the protocol. */
export type StreamPiece =
  | { kind: 'content'; text: string }
  | { kind: 'reasoning'; text: string }
  /** The server is alive and working (demo server `ready`, progress). */
  | { kind: 'status'; text: string }
  | { kind: 'done'; finishReason?: string }
  | { kind: 'error'; message: string };

/** The stream is not the protocol we asked for (not JSON, unknown shape). */
export class StreamFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamFormatError';
  }
}

/** Error text from a server is untrusted: one line, bounded. */
export function shortText(s: string, max = 300): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max)}…` : one;
}

/**
 * The answer as the claim checker reads it: reasoning streamed on its own channel becomes the
 * <think> part, unless the content already has one.
 */
export function assembleAnswer(reasoning: string, content: string): string {
  if (!reasoning.trim() || /<think>/i.test(content)) return content;
  const answer = content.trim();
  if (!answer) return `<think>${reasoning}`;
  const body = /<answer>/i.test(answer) ? answer : `<answer>${answer}</answer>`;
  return `<think>${reasoning.trim()}</think>${body}`;
}
