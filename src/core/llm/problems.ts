import { shortText } from './stream-piece';

export type LlmProblemKind =
  | 'bad-url'
  | 'network'
  | 'cors'
  | 'auth'
  | 'not-found'
  | 'rate-limit'
  | 'timeout'
  | 'server'
  | 'bad-request'
  | 'stream-format'
  | 'answer-format'
  | 'empty'
  | 'model-error'
  | 'cancelled';

/** A failure explained for the person at the keyboard: what happened and what to do. */
export interface LlmProblem {
  kind: LlmProblemKind;
  title: string;
  detail: string;
  action: string;
}

export class LlmError extends Error {
  readonly problem: LlmProblem;
  constructor(problem: LlmProblem) {
    super(`${problem.title}: ${problem.detail}`);
    this.name = 'LlmError';
    this.problem = problem;
  }
}

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * fetch() rejected before any response. Browsers give the same TypeError for a wrong host, a
 * closed port and a CORS refusal; `reachable` (a no-cors probe answered) tells them apart.
 */
export function fetchFailure(url: string, reachable: boolean | null, pageProtocol?: string): LlmProblem {
  if (pageProtocol === 'https:' && url.startsWith('http:') && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(url)) {
    return {
      kind: 'network',
      title: 'Blocked: plain http from an https page',
      detail: `The workbench is served over https and the browser refuses to call ${originOf(url)} over plain http.`,
      action: 'Use an https URL for the model server, or open the workbench over http / from localhost.',
    };
  }
  if (reachable) {
    return {
      kind: 'cors',
      title: 'The server refused this page (CORS)',
      detail: `${originOf(url)} answered, but without the Access-Control-Allow-Origin header, so the browser hides its reply.`,
      action:
        'Start the server with CORS allowed for this page (vLLM: --allowed-origins \'["*"]\'; SGLang / FastAPI: CORSMiddleware), or put it behind a proxy that adds the header.',
    };
  }
  return {
    kind: 'network',
    title: 'Cannot reach the server',
    detail: `Nothing answered at ${originOf(url)}: wrong URL or port, the server is not running, or a network / CORS refusal.`,
    action: 'Check the base URL (e.g. http://localhost:8000/v1) and that the server is running; if it is, allow this page in its CORS settings.',
  };
}

/** An HTTP error status, with the server's own message when it sent one. */
export function httpFailure(status: number, body: string, url: string): LlmProblem {
  const said = serverMessage(body);
  const detail = (d: string) => (said ? `${d} The server said: "${said}"` : d);
  if (status === 401 || status === 403) {
    return {
      kind: 'auth',
      title: status === 401 ? 'API key missing or wrong (401)' : 'Not allowed (403)',
      detail: detail(`${originOf(url)} did not accept the credentials.`),
      action: 'Enter the API key for this endpoint (it is kept only in this browser), or check that the key may use this model.',
    };
  }
  if (status === 404) {
    return {
      kind: 'not-found',
      title: 'Wrong address or model (404)',
      detail: detail(`${url} does not exist on the server, or the model name is unknown.`),
      action: 'OpenAI-compatible servers expect the base URL ending in /v1; check the model name the server lists at /v1/models.',
    };
  }
  if (status === 429) {
    return {
      kind: 'rate-limit',
      title: 'Rate limited (429)',
      detail: detail('The server is receiving too many requests or the quota is used up.'),
      action: 'Wait a minute and ask again, ask for fewer samples at once, or check the plan\'s quota.',
    };
  }
  if (status === 408 || status === 504) {
    return timeoutProblem(url, 0, detail(`The server or a gateway gave up waiting (${status}).`));
  }
  if (status >= 500) {
    return {
      kind: 'server',
      title: `Server error (${status})`,
      detail: detail('The model server failed while answering (overloaded, out of memory, or a crash).'),
      action: 'Try again; if it persists, check the server\'s log, or lower max tokens / image size.',
    };
  }
  return {
    kind: 'bad-request',
    title: `Request refused (${status})`,
    detail: detail('The server did not accept the request.'),
    action: 'Check the model name, max tokens (within the model\'s context), and whether the model accepts images.',
  };
}

export function timeoutProblem(url: string, seconds: number, detail?: string): LlmProblem {
  return {
    kind: 'timeout',
    title: 'No answer in time',
    detail: detail ?? `${originOf(url)} sent nothing for ${seconds} s.`,
    action: 'The model may still be loading or be busy: try again, or raise the timeout in the endpoint settings.',
  };
}

export function streamFormatProblem(what: string, protocol: 'openai' | 'demo'): LlmProblem {
  return {
    kind: 'stream-format',
    title: 'Unexpected reply format',
    detail: `The reply is not ${protocol === 'openai' ? 'an OpenAI chat-completions stream' : 'the demo server\'s event stream'}: ${shortText(what, 200)}.`,
    action:
      protocol === 'openai'
        ? 'Check that the URL is the server\'s OpenAI-compatible /v1 address and the protocol setting matches it.'
        : 'Check the demo server\'s URL and that the protocol setting is "demo server".',
  };
}

export function modelErrorProblem(message: string): LlmProblem {
  return {
    kind: 'model-error',
    title: 'The model server reported an error',
    detail: shortText(message),
    action: 'Read the message above; often the input is too large for the model (lower max tokens, or send the image only).',
  };
}

export const EMPTY_ANSWER: LlmProblem = {
  kind: 'empty',
  title: 'Empty answer',
  detail: 'The stream ended without any text.',
  action: 'Check max tokens (reasoning models spend many on thinking) and that the model accepts this input.',
};

export const CANCELLED: LlmProblem = { kind: 'cancelled', title: 'Cancelled', detail: 'The request was stopped.', action: '' };

/** After the answer: it does not use the <think>/<answer> format the checker scores. */
export function answerFormatProblem(problems: string[]): LlmProblem {
  return {
    kind: 'answer-format',
    title: 'The model ignored the answer format',
    detail: `Claims are still checked, but the format reward is 0 (${shortText(problems.join('; '), 200)}).`,
    action: 'Keep the default system prompt, which asks for <think>…</think><answer>…</answer>, or use a model trained for this format.',
  };
}

/** The message in an error body: OpenAI {error:{message}}, FastAPI {detail}, or short plain text. */
function serverMessage(body: string): string {
  const t = body.trim();
  if (!t) return '';
  try {
    const doc: unknown = JSON.parse(t);
    if (typeof doc === 'object' && doc !== null) {
      const o = doc as Record<string, unknown>;
      const e = o.error;
      if (typeof e === 'string') return shortText(e);
      if (typeof e === 'object' && e !== null && typeof (e as Record<string, unknown>).message === 'string')
        return shortText((e as Record<string, unknown>).message as string);
      if (typeof o.detail === 'string') return shortText(o.detail);
      if (typeof o.message === 'string') return shortText(o.message);
    }
  } catch {
    // plain text
  }
  return t.startsWith('<') ? '' : shortText(t, 200);
}
