// JSONL import: every line validated against the labels schema; a bad line is reported by its
// number and the rest still imports. Sizes are bounded before anything is parsed.
import { formatErrors } from '../rubrics/validate';
import { mergeLabels, type MergeResult } from './merge';
import type { AnswerLabel, ClaimLabel, LabelMap, Preference, StepLabel } from './types';
import { validateLabelLine } from './validate';

export const MAX_LABEL_LINES = 1_000_000;
export const MAX_LABEL_LINE_CHARS = 4 * 1024 * 1024;
/** Problems listed one by one; beyond this they are only counted. */
export const MAX_REPORTED_PROBLEMS = 1000;

export interface LineProblem {
  /** 1-based line number in the file. */
  line: number;
  problem: string;
}

export interface ParsedLabels {
  labels: AnswerLabel[];
  problems: LineProblem[];
  /** Problems beyond MAX_REPORTED_PROBLEMS, not listed. */
  moreProblems: number;
  /** Set when the whole file was refused (too many lines); nothing was imported then. */
  fatal: string | null;
}

/** Copies only the known fields, so stray properties never enter the store. */
function fromLine(o: AnswerLabel): AnswerLabel {
  const claim = (c: ClaimLabel): ClaimLabel => ({ claimId: c.claimId, span: [c.span[0], c.span[1]], verdict: c.verdict, ...(c.workbench ? { workbench: c.workbench } : {}), ...(c.reason ? { reason: c.reason } : {}) });
  const step = (s: StepLabel): StepLabel => ({ step: s.step, span: [s.span[0], s.span[1]], verdict: s.verdict, ...(s.reason ? { reason: s.reason } : {}) });
  const pref = (p: Preference): Preference => ({ a: p.a, b: p.b, winner: p.winner, ...(p.reason ? { reason: p.reason } : {}) });
  return {
    record: o.record, answer: o.answer, model: o.model, annotator: o.annotator, createdAt: o.createdAt, updatedAt: o.updatedAt,
    claims: o.claims.map(claim), steps: o.steps.map(step), rating: o.rating, comment: o.comment,
    rubrics: o.rubrics.map((r) => ({ id: r.id, version: r.version, score: r.score, byTag: { ...r.byTag }, met: { ...r.met }, ...(r.manual ? { manual: { ...r.manual } } : {}) })),
    preferences: o.preferences.map(pref),
  };
}

export function parseLabelsJsonl(text: string): ParsedLabels {
  const out: ParsedLabels = { labels: [], problems: [], moreProblems: 0, fatal: null };
  const report = (line: number, problem: string) => {
    if (out.problems.length < MAX_REPORTED_PROBLEMS) out.problems.push({ line, problem });
    else out.moreProblems++;
  };
  let start = 0;
  let lineNo = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineNo++;
    if (lineNo > MAX_LABEL_LINES) {
      return { labels: [], problems: [], moreProblems: 0, fatal: `more than ${MAX_LABEL_LINES} lines` };
    }
    const len = end - start;
    if (len > MAX_LABEL_LINE_CHARS) report(lineNo, `longer than ${MAX_LABEL_LINE_CHARS} characters`);
    else {
      const raw = text.slice(start, end).replace(/\r$/, '');
      if (raw.trim() !== '') parseOne(raw, lineNo, out, report);
    }
    start = end + 1;
  }
  return out;
}

function parseOne(raw: string, lineNo: number, out: ParsedLabels, report: (line: number, problem: string) => void): void {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    report(lineNo, `not valid JSON (${(e as Error).message})`);
    return;
  }
  const errors = validateLabelLine(value);
  if (errors.length) {
    const shown = errors.slice(0, 5);
    report(lineNo, formatErrors(shown) + (errors.length > shown.length ? ` (and ${errors.length - shown.length} more)` : ''));
    return;
  }
  out.labels.push(fromLine(value as AnswerLabel));
}

export interface ImportResult extends MergeResult {
  problems: LineProblem[];
  moreProblems: number;
  fatal: string | null;
}

/** Parses a JSONL export and merges it into `existing` (last writer wins by updatedAt). */
export function importLabelsJsonl(text: string, existing: LabelMap): ImportResult {
  const parsed = parseLabelsJsonl(text);
  const merged = mergeLabels(existing, parsed.labels);
  return { ...merged, problems: parsed.problems, moreProblems: parsed.moreProblems, fatal: parsed.fatal };
}

/** "file: line 3: problem" lines, for a CLI or a toast. */
export function describeProblems(file: string, r: Pick<ImportResult, 'problems' | 'moreProblems' | 'fatal'>): string[] {
  if (r.fatal) return [`${file}: ${r.fatal}`];
  const lines = r.problems.map((p) => `${file}: line ${p.line}: ${p.problem}`);
  if (r.moreProblems) lines.push(`${file}: ${r.moreProblems} more problem lines`);
  return lines;
}
