// One record's complete review as a single JSON file, "ecg-workbench/review@1": the record (the
// workbench JSON record, record@1), the workbench's analysis, the model answers with their claim
// verdicts, and the annotators' labels (as labels@1 lines). The workbench opens it again. Never holds API keys.
import { LoadError } from './errors';
import { toLabelLine, validateLabelLine, type AnswerLabel } from './labels';
import { parseJsonRecord } from './formats/json-record';
import { recordJsonChunks } from './formats/write-json';
import type { Analysis, EcgRecord, Verification } from './types';

export const REVIEW_FORMAT = 'ecg-workbench/review@1';

export interface ReviewFileAnswer {
  id: string;
  model: string;
  text: string;
  reference?: string;
  note?: string;
  /** How it was obtained (endpoint name, protocol, temperature…), never credentials. */
  source?: Record<string, string | number | boolean | null>;
  /** Claims with verdicts as computed when the file was written. */
  verification?: Verification;
}

export interface ReviewFile {
  record: EcgRecord;
  analysis: Analysis | null;
  answers: ReviewFileAnswer[];
  labels: AnswerLabel[];
  created?: string;
}

export const REVIEW_LIMITS = {
  chars: 400_000_000,
  answers: 1_000,
  answerChars: 200_000,
  field: 1_000,
  labels: 100_000,
  sourceFields: 40,
} as const;

/** Does the beginning of a file say it is a review file? */
export function looksLikeReview(head: string): boolean {
  return /^\s*\{\s*"format"\s*:\s*"ecg-workbench\/review@1"/.test(head);
}

/** The review file, in chunks whose concatenation is the document (records can be long). */
export function* reviewJsonChunks(review: ReviewFile): Generator<string> {
  yield `{"format": ${JSON.stringify(REVIEW_FORMAT)},\n"created": ${JSON.stringify(review.created ?? new Date().toISOString())},\n"record": `;
  yield* recordJsonChunks(review.record);
  yield `,\n"analysis": ${JSON.stringify(review.analysis)},\n"answers": [`;
  for (let i = 0; i < review.answers.length; i++) yield `${i ? ',' : ''}\n${JSON.stringify(review.answers[i])}`;
  yield '\n],\n"labels": [';
  for (let i = 0; i < review.labels.length; i++) yield `${i ? ',' : ''}\n${JSON.stringify(toLabelLine(review.labels[i]))}`;
  yield '\n]}\n';
}

export function reviewToJson(review: ReviewFile): string {
  return [...reviewJsonChunks(review)].join('');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function boundedString(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

function parseAnswer(v: unknown, i: number, file: string): ReviewFileAnswer {
  const where = `answers[${i}]`;
  if (!isObject(v)) throw new LoadError(file, `${where} must be an object`);
  if (!boundedString(v.id, REVIEW_LIMITS.field) || !v.id) throw new LoadError(file, `${where}.id must be a non-empty string of at most ${REVIEW_LIMITS.field} characters`);
  if (!boundedString(v.model, REVIEW_LIMITS.field)) throw new LoadError(file, `${where}.model must be a string of at most ${REVIEW_LIMITS.field} characters`);
  if (!boundedString(v.text, REVIEW_LIMITS.answerChars)) throw new LoadError(file, `${where}.text must be a string of at most ${REVIEW_LIMITS.answerChars} characters`);
  const a: ReviewFileAnswer = { id: v.id, model: v.model, text: v.text };
  for (const k of ['reference', 'note'] as const) {
    if (v[k] === undefined || v[k] === null) continue;
    if (!boundedString(v[k], REVIEW_LIMITS.field * 10)) throw new LoadError(file, `${where}.${k} must be a string of at most ${REVIEW_LIMITS.field * 10} characters`);
    a[k] = v[k];
  }
  if (v.source !== undefined && v.source !== null) {
    if (!isObject(v.source)) throw new LoadError(file, `${where}.source must be an object`);
    const entries = Object.entries(v.source).slice(0, REVIEW_LIMITS.sourceFields);
    const source: Record<string, string | number | boolean | null> = {};
    for (const [k, x] of entries) {
      if (k.length > 100) continue;
      if (typeof x === 'string') source[k] = x.slice(0, REVIEW_LIMITS.field);
      else if (typeof x === 'number' || typeof x === 'boolean' || x === null) source[k] = x;
    }
    a.source = source;
  }
  if (isObject(v.verification) && Array.isArray(v.verification.claims) && isObject(v.verification.rewards)) {
    // Kept for the record of what was seen; the workbench recomputes verdicts on open.
    a.verification = v.verification as unknown as Verification;
  }
  return a;
}

function parseAnalysis(v: unknown, file: string): Analysis | null {
  if (v === null || v === undefined) return null;
  if (!isObject(v) || !isObject(v.measurements) || !Array.isArray(v.findings) || !Array.isArray(v.beats))
    throw new LoadError(file, '"analysis" must be null or an analysis object (measurements, findings, beats)');
  return v as unknown as Analysis;
}

/** Parse and validate a review file; everything in it is bounded, errors name the file and the field. */
export function parseReviewFile(text: string, file: string): ReviewFile {
  if (text.length > REVIEW_LIMITS.chars) throw new LoadError(file, `review file too large (${text.length} characters, at most ${REVIEW_LIMITS.chars})`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new LoadError(file, `not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(doc)) throw new LoadError(file, 'a review file must be a JSON object');
  if (doc.format !== REVIEW_FORMAT) throw new LoadError(file, `"format" must be "${REVIEW_FORMAT}" (found ${JSON.stringify(doc.format) ?? 'nothing'})`);
  if (!isObject(doc.record)) throw new LoadError(file, '"record" must be a workbench JSON record object');
  let record: EcgRecord;
  try {
    record = parseJsonRecord(JSON.stringify(doc.record), file);
  } catch (e) {
    if (e instanceof LoadError) throw new LoadError(file, `record: ${e.problem}`);
    throw e;
  }
  const analysis = parseAnalysis(doc.analysis, file);
  if (!Array.isArray(doc.answers)) throw new LoadError(file, '"answers" must be an array');
  if (doc.answers.length > REVIEW_LIMITS.answers) throw new LoadError(file, `more than ${REVIEW_LIMITS.answers} answers`);
  const answers = doc.answers.map((a, i) => parseAnswer(a, i, file));
  const labelsIn = doc.labels ?? [];
  if (!Array.isArray(labelsIn)) throw new LoadError(file, '"labels" must be an array');
  if (labelsIn.length > REVIEW_LIMITS.labels) throw new LoadError(file, `more than ${REVIEW_LIMITS.labels} labels`);
  const labels = labelsIn.map((l, i) => {
    const errors = validateLabelLine(l);
    if (errors.length) throw new LoadError(file, `labels[${i}].${errors[0].path}: ${errors[0].problem}`);
    const { format: _format, ...label } = l as AnswerLabel & { format: string };
    return label as AnswerLabel;
  });
  const out: ReviewFile = { record, analysis, answers, labels };
  if (typeof doc.created === 'string' && doc.created.length < 100) out.created = doc.created;
  return out;
}
