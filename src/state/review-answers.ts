// Model answers brought in by the user: pasted text, .txt / .json / .jsonl files, and data sets
// (a JSONL of {record, response, model, reference, evidence, id} lines). Everything here is untrusted input:
// sizes are bounded and every malformed line is reported with its line number.

import type { StepEvidence } from '../core/rewards/ecgr1';
import { readStepEvidence } from '../core/rewards/evidence-field';

/** One answer to check against the current record. */
export interface ReviewAnswer {
  id: string;
  model: string;
  text: string;
  /** Reference labels ("label; label" or an <answer> text) for the accuracy reward. */
  reference?: string;
  /** ECG-R1 key-evidence reference phrases per reasoning step (docs/rewards.md). */
  evidence?: StepEvidence;
  note?: string;
}

/** One line of a data set: an answer and the record it is about. */
export interface DatasetLine extends ReviewAnswer {
  record: string;
  /** 1-based line in the JSONL file. */
  line: number;
}

export interface ParseProblem {
  file: string;
  line: number | null;
  problem: string;
}

export const MAX_ANSWER_CHARS = 200_000;
export const MAX_ANSWER_FILE_BYTES = 64 * 1024 * 1024;
export const MAX_LINES = 100_000;
const MAX_FIELD_CHARS = 1_000;
const MAX_PROBLEMS = 200;
/** Answers kept for a record across a reload. */
export const MAX_STORED_ANSWERS = 500;

function str(v: unknown, max: number): string | undefined {
  if (typeof v === 'string') return v.length > max ? v.slice(0, max) : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** An ECG-R1 reference may come as a list of labels. */
function referenceOf(v: unknown): string | undefined {
  if (Array.isArray(v)) {
    const labels = v.slice(0, 200).filter((x): x is string => typeof x === 'string').map((s) => s.slice(0, MAX_FIELD_CHARS));
    return labels.length ? labels.join('; ') : undefined;
  }
  return str(v, MAX_FIELD_CHARS * 10);
}

/** The answer in one JSON object, or the reason it is not one. */
function answerOf(obj: unknown, fallbackId: string, fallbackModel: string): ReviewAnswer | string {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return 'not a JSON object';
  const o = obj as Record<string, unknown>;
  const raw = o.response ?? o.text ?? o.answer ?? o.output;
  if (typeof raw !== 'string') return 'no "response" text';
  if (raw.length > MAX_ANSWER_CHARS) return `"response" longer than ${MAX_ANSWER_CHARS} characters`;
  const answer: ReviewAnswer = {
    id: str(o.id, MAX_FIELD_CHARS) ?? fallbackId,
    model: str(o.model, MAX_FIELD_CHARS) ?? fallbackModel,
    text: raw,
  };
  const ref = referenceOf(o.reference);
  if (ref !== undefined) answer.reference = ref;
  const ev = readStepEvidence(o.evidence);
  if (ev.error) return ev.error;
  if (ev.evidence) answer.evidence = ev.evidence;
  const note = str(o.note, MAX_FIELD_CHARS * 10);
  if (note !== undefined) answer.note = note;
  return answer;
}

function stemOfName(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

export interface ParsedAnswers {
  answers: ReviewAnswer[];
  /** Data set lines (JSONL lines that name a record). */
  lines: DatasetLine[];
  problems: ParseProblem[];
}

/** Split JSONL text into lines, parse each, and report the bad ones by number. */
function parseJsonl(file: string, text: string, out: ParsedAnswers): void {
  let lineNo = 0;
  let start = 0;
  const problem = (p: string) => {
    if (out.problems.length < MAX_PROBLEMS) out.problems.push({ file, line: lineNo, problem: p });
  };
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineNo++;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (lineNo > MAX_LINES) {
      out.problems.push({ file, line: lineNo, problem: `more than ${MAX_LINES} lines; the rest is ignored` });
      break;
    }
    if (line.length === 0) continue;
    let obj: unknown;
    try {
      obj = JSON.parse(line);
    } catch {
      problem('not valid JSON');
      continue;
    }
    const a = answerOf(obj, `${stemOfName(file)}:${lineNo}`, stemOfName(file));
    if (typeof a === 'string') {
      problem(a);
      continue;
    }
    const rec = str((obj as Record<string, unknown>).record, MAX_FIELD_CHARS);
    if (rec !== undefined && rec.trim()) out.lines.push({ ...a, record: rec.trim(), line: lineNo });
    else out.answers.push(a);
  }
}

/**
 * Answers from one file's text: `.jsonl` (one JSON object a line), `.json` (an object or an array
 * of objects), anything else is one plain-text answer.
 */
export function parseAnswerText(file: string, text: string): ParsedAnswers {
  const out: ParsedAnswers = { answers: [], lines: [], problems: [] };
  const lower = file.toLowerCase();
  if (text.length > MAX_ANSWER_FILE_BYTES) {
    out.problems.push({ file, line: null, problem: `file too large (${text.length} characters, at most ${MAX_ANSWER_FILE_BYTES})` });
    return out;
  }
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) {
    parseJsonl(file, text, out);
    return out;
  }
  if (lower.endsWith('.json')) {
    let obj: unknown;
    try {
      obj = JSON.parse(text);
    } catch (e) {
      out.problems.push({ file, line: null, problem: `not valid JSON (${e instanceof Error ? e.message : String(e)})` });
      return out;
    }
    const list = Array.isArray(obj) ? obj.slice(0, MAX_LINES) : [obj];
    list.forEach((o, i) => {
      const a = answerOf(o, list.length > 1 ? `${stemOfName(file)}:${i + 1}` : stemOfName(file), stemOfName(file));
      if (typeof a === 'string') out.problems.push({ file, line: list.length > 1 ? i + 1 : null, problem: a });
      else out.answers.push(a);
    });
    return out;
  }
  if (text.trim().length === 0) out.problems.push({ file, line: null, problem: 'empty file' });
  else if (text.length > MAX_ANSWER_CHARS) out.problems.push({ file, line: null, problem: `longer than ${MAX_ANSWER_CHARS} characters` });
  else out.answers.push({ id: stemOfName(file), model: stemOfName(file), text });
  return out;
}

/** Answers read back from storage: re-validated like a file (storage may hold anything). */
export function answersFromStorage(list: unknown[]): ReviewAnswer[] {
  const out: ReviewAnswer[] = [];
  for (const o of list.slice(0, MAX_STORED_ANSWERS)) {
    const a = answerOf(o, `answer ${out.length + 1}`, 'restored');
    if (typeof a !== 'string') out.push(a);
  }
  return out;
}

/** Plain fields of answers to store (data-set lines carry extra fields). */
export function answersForStorage(answers: ReviewAnswer[]): ReviewAnswer[] {
  return answers.slice(0, MAX_STORED_ANSWERS).map(({ id, model, text, reference, evidence, note }) => {
    const a: ReviewAnswer = { id, model, text };
    if (reference !== undefined) a.reference = reference;
    if (evidence !== undefined) a.evidence = evidence;
    if (note !== undefined) a.note = note;
    return a;
  });
}

export function problemText(p: ParseProblem): string {
  return p.line === null ? `${p.file}: ${p.problem}` : `${p.file} line ${p.line}: ${p.problem}`;
}

/** Lower-cased keys a data set's `record` field may use for a record file: "1", "data/1", "ludb/data/1.hea". */
export function recordKeys(label: string): string[] {
  const noExt = label.replace(/\.[A-Za-z0-9]+$/, '');
  const parts = noExt.split('/');
  const keys: string[] = [];
  for (let i = 0; i < parts.length; i++) keys.push(parts.slice(i).join('/').toLowerCase());
  return keys;
}

/** Records by every key a data set's `record` field may use; the first record wins a shared key. */
export function indexRecords<E extends { label: string }>(entries: E[]): Map<string, E> {
  const map = new Map<string, E>();
  for (const e of entries) for (const k of recordKeys(e.label)) if (!map.has(k)) map.set(k, e);
  return map;
}

/** The record a data-set line names (by path suffix, with or without extension). */
export function matchRecord<E>(index: Map<string, E>, name: string): E | undefined {
  const want = name.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\.[A-Za-z0-9]+$/, '').toLowerCase();
  return index.get(want);
}
