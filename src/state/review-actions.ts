import type { Analysis, Claim, Finding, RhythmEpisode, Verification } from '../core/types';
import { isAbort } from '../workers/bridge';
import { scoreInWorker } from '../workers/clients';
import { openEntry } from './actions';
import { pickedRecords, type RecordEntry } from './record-files';
import {
  indexRecords,
  matchRecord,
  MAX_ANSWER_CHARS,
  MAX_ANSWER_FILE_BYTES,
  parseAnswerText,
  problemText,
  type DatasetLine,
  type ParseProblem,
  type ReviewAnswer,
} from './review-answers';
import { findingEvidence } from './review-evidence';
import { defaultLead } from '../core/claims';
import { watchAnswerPersistence } from './review-persist';
import { getReview, setReview, type DatasetItem } from './review-store';
import { getState, useWorkbench } from './store';

export const VERDICT_COLOR = { supported: '#1e8e3e', contradicted: '#d93025', unverifiable: '#80868b' } as const;
export const FINDING_COLOR = '#0b57d0';

let pasteCount = 0;
let batchAbort: AbortController | null = null;

watchAnswerPersistence();

// A highlight belongs to one record. It survives a new analysis of the same record (the network's waves refine
// the DSP analysis a moment after a record opens): the global measurements it points at stay the same.
useWorkbench.subscribe((s, prev) => {
  if (s.record !== prev.record || (s.analysis !== prev.analysis && s.recordSerial !== prev.recordSerial)) {
    if (getReview().highlight || getReview().selected) setReview({ highlight: null, selected: null });
  }
});

function report(problems: ParseProblem[] | string[]): void {
  if (problems.length === 0) return;
  const lines = problems.map((p) => (typeof p === 'string' ? p : problemText(p)));
  setReview((s) => ({ problems: [...lines, ...s.problems].slice(0, 200) }));
}

export function dismissProblems(): void {
  setReview({ problems: [] });
}

/** Answers with ids made unique (ids key the answer cards and the selection). */
function withUniqueIds<A extends ReviewAnswer>(answers: A[], taken = new Set<string>()): A[] {
  return answers.map((a) => {
    let id = a.id;
    for (let k = 2; taken.has(id); k++) id = `${a.id} (${k})`;
    taken.add(id);
    return id === a.id ? a : { ...a, id };
  });
}

/** Add answers for the record on screen. */
export function addAnswers(answers: ReviewAnswer[]): void {
  const record = getState().record;
  if (!record || answers.length === 0) return;
  setReview((s) => {
    const same = s.user.record === record ? s.user.answers : [];
    const taken = new Set([...getState().answers.map((a) => a.id), ...same.map((a) => a.id)]);
    return { user: { record, answers: [...same, ...withUniqueIds(answers, taken)] } };
  });
}

export function removeAnswer(id: string): void {
  setReview((s) => ({ user: { ...s.user, answers: s.user.answers.filter((a) => a.id !== id) } }));
}

/** "Check" on pasted text. */
export function checkPastedAnswer(text: string, model = 'pasted'): boolean {
  if (text.trim().length === 0) return false;
  if (text.length > MAX_ANSWER_CHARS) {
    report([`pasted answer: longer than ${MAX_ANSWER_CHARS} characters`]);
    return false;
  }
  pasteCount++;
  addAnswers([{ id: `pasted ${pasteCount}`, model, text }]);
  return true;
}

async function readText(f: File): Promise<string | null> {
  if (f.size > MAX_ANSWER_FILE_BYTES) {
    report([`${f.name}: file too large (${f.size} bytes, at most ${MAX_ANSWER_FILE_BYTES})`]);
    return null;
  }
  return f.text();
}

const ANSWER_EXT = /\.(txt|json|jsonl|ndjson|md)$/i;

/**
 * Open answer files (.txt / .json / .jsonl). JSONL lines naming a record, together with record
 * files among the picked files, make a data set.
 */
export async function openAnswerFiles(files: File[]): Promise<void> {
  const answerFiles = files.filter((f) => ANSWER_EXT.test(f.name));
  const lines: DatasetLine[] = [];
  const answers: ReviewAnswer[] = [];
  if (answerFiles.length === 0 && files.length) report([`${files[0].name}: not an answer file (.txt, .json or .jsonl)`]);
  for (const f of answerFiles) {
    const text = await readText(f);
    if (text === null) continue;
    const parsed = parseAnswerText(f.name, text);
    report(parsed.problems);
    answers.push(...parsed.answers);
    lines.push(...parsed.lines);
  }
  const entries = await pickedRecords(files);
  if (lines.length && entries.length) {
    startDataset(answerFiles.map((f) => f.name).join(', '), lines, entries);
    return;
  }
  // Lines naming a record without the records: check them against the record on screen.
  answers.push(...lines);
  if (answers.length && !getState().record) report(['open an ECG first: answers are checked against the record on screen']);
  addAnswers(answers);
}

/** A folder holding a data set's JSONL and its records. */
export async function openDatasetFolder(files: File[]): Promise<void> {
  const jsonl = files.filter((f) => /\.(jsonl|ndjson)$/i.test(f.name));
  if (jsonl.length === 0) {
    report(['data set: no .jsonl file in that folder']);
    return;
  }
  const lines: DatasetLine[] = [];
  for (const f of jsonl) {
    const text = await readText(f);
    if (text === null) continue;
    const parsed = parseAnswerText(f.name, text);
    report(parsed.problems);
    lines.push(...parsed.lines);
    if (parsed.answers.length) report([`${f.name}: ${parsed.answers.length} line(s) without a "record" field skipped`]);
  }
  const entries = await pickedRecords(files);
  if (lines.length === 0) return;
  startDataset(jsonl.map((f) => f.name).join(', '), lines, entries);
}

function startDataset(name: string, lines: DatasetLine[], entries: RecordEntry[]): void {
  batchAbort?.abort();
  const index = indexRecords(entries);
  const items: DatasetItem[] = lines.map((line) => {
    const e = matchRecord(index, line.record);
    return { line, entry: e?.label ?? null, status: e ? 'pending' : 'missing', error: e ? undefined : `record "${line.record}" not found` };
  });
  const missing = items.filter((i) => i.status === 'missing');
  if (missing.length) report(missing.slice(0, 20).map((i) => `${name} line ${i.line.line}: record "${i.line.record}" not found among the opened files`));
  setReview({ dataset: { name, entries, items, done: missing.length, running: true }, activeItem: null });
  void runBatch();
}

/** Score every answer of the data set, one record at a time in the verify worker. */
async function runBatch(): Promise<void> {
  const ctl = new AbortController();
  batchAbort = ctl;
  const ds = getReview().dataset;
  if (!ds) return;
  const byEntry = new Map<string, number[]>();
  ds.items.forEach((it, i) => {
    if (it.status !== 'pending' || !it.entry) return;
    const list = byEntry.get(it.entry);
    if (list) list.push(i);
    else byEntry.set(it.entry, [i]);
  });
  for (const [label, idx] of byEntry) {
    const entry = ds.entries.find((e) => e.label === label);
    if (!entry) continue;
    let patch: (it: DatasetItem, k: number) => DatasetItem;
    try {
      const rows = await scoreInWorker(
        entry.files,
        entry.mainName,
        idx.map((i) => ({ text: ds.items[i].line.text, reference: ds.items[i].line.reference, evidence: ds.items[i].line.evidence })),
        ctl.signal,
      );
      patch = (it, k) => ({ ...it, status: 'done', rewards: rows[k].rewards, counts: rows[k].counts });
    } catch (e) {
      if (isAbort(e) || ctl.signal.aborted) return;
      const msg = e instanceof Error ? e.message : String(e);
      patch = (it) => ({ ...it, status: 'error', error: msg });
    }
    if (ctl.signal.aborted) return;
    setReview((s) => {
      if (!s.dataset) return {};
      const items = s.dataset.items.slice();
      idx.forEach((i, k) => (items[i] = patch(items[i], k)));
      return { dataset: { ...s.dataset, items, done: s.dataset.done + idx.length } };
    });
  }
  if (!ctl.signal.aborted) setReview((s) => (s.dataset ? { dataset: { ...s.dataset, running: false } } : {}));
}

export function closeDataset(): void {
  batchAbort?.abort();
  setReview({ dataset: null, activeItem: null });
}

/** Open a data-set answer's record and show every answer of the data set about that record. */
export async function openDatasetItem(i: number): Promise<void> {
  const ds = getReview().dataset;
  const item = ds?.items[i];
  if (!ds || !item) return;
  setReview({ activeItem: i });
  if (!item.entry) return;
  const entry = ds.entries.find((e) => e.label === item.entry);
  if (!entry) return;
  if (getState().activeEntry !== entry.label || !getState().record || getState().exampleId) await openEntry(entry);
  const record = getState().record;
  if (!record || getState().activeEntry !== entry.label || getReview().activeItem !== i) return;
  const answers = withUniqueIds(ds.items.filter((it) => it.entry === entry.label).map((it) => it.line));
  setReview({ user: { record, answers } });
}

/** Select a claim and bring its evidence onto the traces. */
export function selectClaim(answerId: string, claim: Claim): void {
  const h = getReview().highlight;
  setReview({
    selected: { answer: answerId, claim: claim.id },
    highlight: {
      key: `claim:${answerId}:${claim.id}`,
      label: claim.text,
      color: VERDICT_COLOR[claim.verdict],
      evidence: claim.evidence,
      focus: (h?.focus ?? 0) + 1,
    },
  });
}

export function highlightFinding(analysis: Analysis, f: Finding): void {
  const h = getReview().highlight;
  setReview({
    selected: null,
    highlight: { key: `finding:${f.code}`, label: f.label, color: FINDING_COLOR, evidence: findingEvidence(analysis, f), focus: (h?.focus ?? 0) + 1 },
  });
}

/** A stretch of the record [from, to) in the rhythm lead (II, MLII, else the first), marked and brought into view. */
export function highlightStretch(analysis: Analysis, key: string, label: string, from: number, to: number): void {
  const h = getReview().highlight;
  setReview({
    selected: null,
    highlight: { key, label, color: FINDING_COLOR, evidence: [{ lead: defaultLead(analysis), from, to }], focus: (h?.focus ?? 0) + 1 },
  });
}

/** A rhythm episode of a long record, brought into view. */
export function highlightEpisode(analysis: Analysis, e: RhythmEpisode): void {
  highlightStretch(analysis, `episode:${e.from}`, e.label.replace(/_/g, ' '), e.from, e.to);
}

export function clearHighlight(): void {
  setReview({ highlight: null, selected: null });
}
