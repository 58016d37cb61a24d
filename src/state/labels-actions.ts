// Label editing: every change goes through labelReducer (undo/redo) and is written to IndexedDB at
// once; the save state says whether it got there, and storage errors stay on screen.
import {
  exportLabelsJsonl,
  labelReducer,
  labelKey,
  parseLabelsJsonl,
  describeProblems,
  mergeLabels,
  type AnswerLabel,
  type Change,
  type LabelAction,
  type LabelMap,
  type Target,
} from '../core/labels';
import { loadAllLabels, loadLabelSetting, saveLabelSetting, storageProblem, writeLabelChanges } from './label-db';
import { recordEdit } from './labels-journal';
import { getLabels, setLabels, type LabelFocus, type LabelTab } from './labels-store';

export const MAX_ANNOTATOR_CHARS = 80;
/** Largest labels file read into the page. */
export const MAX_LABELS_FILE_BYTES = 256 * 1024 * 1024;

let writes: Promise<void> = Promise.resolve();

function failed(e: unknown): void {
  setLabels({ save: { status: 'error', at: getLabels().save.at, message: storageProblem(e) } });
}

/** Runs a storage write after the earlier ones, showing "saving" until it is done (or its error). */
export function queueWrite(write: () => Promise<unknown>): void {
  setLabels((s) => ({ save: { ...s.save, status: s.save.status === 'error' ? 'error' : 'saving' } }));
  const mine: Promise<void> = (writes = writes.then(write).then(
    () => {
      if (writes === mine && getLabels().save.status !== 'error') setLabels({ save: { status: 'saved', at: Date.now(), message: null } });
    },
    failed,
  ));
}

/** Queues the write of changed labels behind earlier ones, so the store ends in the latest state. */
function persist(changes: readonly Change[], labels: LabelMap): void {
  if (changes.length === 0) return;
  const keys = [...new Set(changes.map((c) => c.key))];
  const put = keys.filter((k) => labels[k]).map((k) => ({ key: k, label: labels[k] }));
  const remove = keys.filter((k) => !labels[k]);
  queueWrite(() => writeLabelChanges(put, remove));
}

/** Applies one label action and saves what it changed. */
export function dispatchLabel(action: LabelAction): void {
  const before = getLabels().history;
  const after = labelReducer(before, action);
  if (after === before) return;
  const changes =
    action.type === 'undo' ? before.past[before.past.length - 1] : action.type === 'redo' ? before.future[before.future.length - 1] : after.past[after.past.length - 1];
  setLabels({ history: after });
  persist(changes ?? [], after.labels);
  if (action.type !== 'undo' && action.type !== 'redo') recordEdit('label');
}

export const undoLabel = () => dispatchLabel({ type: 'undo' });
export const redoLabel = () => dispatchLabel({ type: 'redo' });

/** Loads saved labels and the annotator name; a storage failure is shown, not hidden. */
export async function initLabels(): Promise<void> {
  try {
    const [stored, name] = await Promise.all([loadAllLabels(), loadLabelSetting('annotator')]);
    const labels: LabelMap = {};
    for (const l of stored) labels[labelKey(l)] = l;
    setLabels((s) => ({
      // Edits made while loading are kept on top of what was stored.
      history: { ...s.history, labels: { ...labels, ...s.history.labels } },
      annotator: name ?? s.annotator,
      save: s.save.status === 'loading' ? { status: 'saved', at: null, message: null } : s.save,
    }));
  } catch (e) {
    failed(e);
  }
}

/** Retries writing every label (after the annotator freed space or left private mode). */
export function retrySave(): void {
  const labels = getLabels().history.labels;
  setLabels({ save: { status: 'saving', at: null, message: null } });
  persist(Object.keys(labels).map((key) => ({ key, before: undefined, after: labels[key] })), labels);
}

export function setAnnotator(name: string): void {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, MAX_ANNOTATOR_CHARS);
  if (!clean || clean === getLabels().annotator) return;
  setLabels({ annotator: clean });
  saveLabelSetting('annotator', clean).catch(failed);
}

export const labelTarget = (record: string, answer: string, model: string | null): Target => ({ annotator: getLabels().annotator, record, answer, model });

export const nowIso = (): string => new Date().toISOString();

export function labelOf(record: string, answer: string): AnswerLabel | undefined {
  const s = getLabels();
  return s.history.labels[labelKey({ annotator: s.annotator, record, answer })];
}

export const setLabelFocus = (focus: LabelFocus) => setLabels({ focus });
export const showLabelTab = (tab: LabelTab) => setLabels({ tab, open: true });
export const toggleLabelPanel = () => setLabels((s) => ({ open: !s.open }));
export const toggleLabelHelp = (open?: boolean) => setLabels((s) => ({ help: open ?? !s.help }));

export function exportLabelsText(): string {
  return exportLabelsJsonl(getLabels().history.labels);
}

/**
 * Imports a JSONL export (one's own or another annotator's). Importing the same file twice changes
 * nothing; malformed lines are reported by number and the rest is imported.
 */
export function importLabelsText(text: string, file: string): void {
  const parsed = parseLabelsJsonl(text);
  const merged = mergeLabels(getLabels().history.labels, parsed.labels);
  if (merged.changedKeys.length) dispatchLabel({ type: 'import', labels: parsed.labels });
  const problems = describeProblems(file, parsed);
  const summary = parsed.fatal
    ? `${file}: nothing imported`
    : `${file}: ${merged.added} added, ${merged.updated} updated, ${merged.unchanged} already here${problems.length ? `, ${parsed.problems.length + parsed.moreProblems} line(s) skipped` : ''}`;
  setLabels({ importReport: { summary, problems } });
}

export async function importLabelsFile(f: File): Promise<void> {
  if (f.size > MAX_LABELS_FILE_BYTES) {
    setLabels({ importReport: { summary: `${f.name}: nothing imported`, problems: [`${f.name}: larger than ${MAX_LABELS_FILE_BYTES / 1024 / 1024} MiB`] } });
    return;
  }
  importLabelsText(await f.text(), f.name);
}
