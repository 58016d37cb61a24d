// Parses the reasoning-model answer format: <think> with **Step N: …** sections and a summary,
// then <answer>label; label</answer>. Free text without tags is parsed too; problems are reported.

export interface ResponseStep {
  /** Step number as written (N of "**Step N**"). */
  n: number;
  title: string;
  /** Character span of the whole step (header to next header / end of the reasoning). */
  span: [number, number];
  text: string;
}

export interface ParsedResponse {
  hasThink: boolean;
  /** Non-empty <think>…</think> block, closed (the ECG-R1 format criterion). */
  thinkComplete: boolean;
  hasAnswer: boolean;
  /** Span of the reasoning text (inside <think>, or the whole text when there is no tag). */
  reasoningSpan: [number, number];
  /** Span of the text inside <answer>, null without an answer tag. */
  answerSpan: [number, number] | null;
  /** Raw text inside <answer> (empty string without one). */
  answerText: string;
  /** ';'-separated labels of <answer>, trimmed, empty ones dropped, original case. */
  answer: string[];
  steps: ResponseStep[];
  problems: string[];
}

// Written so that no two whitespace quantifiers touch (linear time on any input).
// A step header starts a line; what follows on that line is its title, or the step's first sentence ("Step 1: Heart rate
// ~110 bpm, irregular…"): the title is cut at a closing ** or __ and to TITLE_MAX characters.
const STEP_HEADER = /(?:^|\n)[ \t]*(?:#{1,6}[ \t]*)?(?:(?:\*\*|__)[ \t]*)?Step[ \t]*(\d{1,3})(?:[ \t]*[:.)\-–—])?([^\n]{0,2000})/gi;
const INLINE_STEP_HEADER = /\*\*[ \t]*Step[ \t]*(\d{1,3})(?:[ \t]*[:.)\-–—])?[ \t]*([^*\n]{0,120}?)\*\*/gi;

function tagSpan(text: string, tag: string): { open: number; inner: [number, number]; closed: boolean } | null {
  const lower = text.toLowerCase();
  const open = lower.indexOf(`<${tag}>`);
  if (open < 0) {
    // a closing tag alone (the opening one was dropped, common with chat templates)
    const close = lower.indexOf(`</${tag}>`);
    if (close < 0) return null;
    return { open: -1, inner: [0, close], closed: true };
  }
  const start = open + tag.length + 2;
  const close = lower.indexOf(`</${tag}>`, start);
  if (close < 0) return { open, inner: [start, text.length], closed: false };
  return { open, inner: [start, close], closed: true };
}

const TITLE_MAX = 120;

function stepTitle(rest: string): string {
  const bold = rest.search(/\*\*|__/);
  const title = (bold >= 0 ? rest.slice(0, bold) : rest).trim().replace(/[*_:]+$/g, '').trim();
  return title.length > TITLE_MAX ? title.slice(0, TITLE_MAX).trimEnd() : title;
}

function findSteps(text: string, span: [number, number]): ResponseStep[] {
  const body = text.slice(span[0], span[1]);
  const headers: { at: number; n: number; title: string }[] = [];
  const seen = new Set<number>();
  for (const re of [STEP_HEADER, INLINE_STEP_HEADER]) {
    re.lastIndex = 0;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const at = span[0] + m.index + (m[0].startsWith('\n') ? 1 : 0);
      if (seen.has(at) || headers.some((h) => Math.abs(h.at - at) < 4)) continue;
      seen.add(at);
      headers.push({ at, n: Number(m[1]), title: stepTitle(m[2]) });
      if (headers.length > 200) break;
    }
  }
  headers.sort((a, b) => a.at - b.at);
  return headers.map((h, i) => {
    const end = i + 1 < headers.length ? headers[i + 1].at : span[1];
    return { n: h.n, title: h.title, span: [h.at, end] as [number, number], text: text.slice(h.at, end) };
  });
}

export function splitAnswerLabels(answerText: string): string[] {
  return answerText
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function parseResponse(text: string): ParsedResponse {
  const problems: string[] = [];
  if (text.trim().length === 0) problems.push('empty response');
  const think = tagSpan(text, 'think');
  const answer = tagSpan(text, 'answer');
  let reasoningSpan: [number, number] = [0, text.length];
  let thinkComplete = false;
  if (!think) problems.push('no <think> block');
  else {
    if (think.open < 0) problems.push('</think> without <think>');
    if (!think.closed) problems.push('unclosed <think>');
    // an unclosed <think> runs up to the <answer> tag, if any
    const end = !think.closed && answer && answer.open > think.inner[0] ? answer.open : think.inner[1];
    reasoningSpan = [think.inner[0], end];
    const empty = text.slice(reasoningSpan[0], reasoningSpan[1]).trim().length === 0;
    if (empty) problems.push('empty <think>');
    thinkComplete = think.open >= 0 && think.closed && !empty;
  }
  if (!think && answer && answer.open > 0) reasoningSpan = [0, answer.open];
  let answerText = '';
  let answerSpan: [number, number] | null = null;
  if (!answer) problems.push('no <answer> block');
  else {
    if (answer.open < 0) problems.push('</answer> without <answer>');
    if (!answer.closed) problems.push('unclosed <answer>');
    answerSpan = answer.inner;
    answerText = text.slice(answer.inner[0], answer.inner[1]);
    if (answerText.trim().length === 0) problems.push('empty <answer>');
    if (answer.open >= 0 && think && think.closed && answer.open < think.inner[1]) problems.push('<answer> inside <think>');
  }
  const steps = findSteps(text, reasoningSpan);
  return {
    hasThink: think !== null,
    thinkComplete,
    hasAnswer: answer !== null,
    reasoningSpan,
    answerSpan,
    answerText,
    answer: splitAnswerLabels(answerText),
    steps,
    problems,
  };
}
