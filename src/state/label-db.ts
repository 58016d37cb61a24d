// IndexedDB (Dexie) tables for annotator work: labels, rubrics and labelling settings. Kept in a
// database of its own so the viewer's session store can change without touching annotators' work.
import Dexie, { type Table } from 'dexie';
import type { AnswerLabel } from '../core/labels';
import type { Rubric } from '../core/rubrics';

export interface StoredLabel {
  key: string;
  label: AnswerLabel;
}
export interface StoredRubric {
  id: string;
  rubric: Rubric;
  savedAt: number;
}
export interface StoredLabelSetting {
  key: string;
  value: string;
}

class LabelDb extends Dexie {
  labels!: Table<StoredLabel, string>;
  rubrics!: Table<StoredRubric, string>;
  settings!: Table<StoredLabelSetting, string>;
  constructor() {
    super('ecg-workbench-labels');
    this.version(1).stores({ labels: 'key', rubrics: 'id', settings: 'key' });
  }
}

let db: LabelDb | null = null;
function open(): LabelDb {
  db ??= new LabelDb();
  return db;
}

/** A storage failure in words an annotator can act on (quota, private mode, blocked database). */
export function storageProblem(e: unknown): string {
  const name = e instanceof Error ? e.name : '';
  const inner = (e as { inner?: unknown } | null)?.inner;
  const msg = e instanceof Error ? e.message : String(e);
  if (name === 'QuotaExceededError' || (inner instanceof Error && inner.name === 'QuotaExceededError')) return 'storage is full (quota exceeded)';
  if (name === 'MissingAPIError') return 'IndexedDB is not available here (private mode?)';
  if (name === 'InvalidStateError' || name === 'SecurityError') return `storage is blocked (${msg})`;
  return msg || 'storage error';
}

export async function loadAllLabels(): Promise<AnswerLabel[]> {
  return (await open().labels.toArray()).map((s) => s.label);
}

/** Writes the labels that changed and deletes the removed ones, in one transaction. */
export async function writeLabelChanges(put: readonly StoredLabel[], remove: readonly string[]): Promise<void> {
  const d = open();
  await d.transaction('rw', d.labels, async () => {
    if (put.length) await d.labels.bulkPut([...put]);
    if (remove.length) await d.labels.bulkDelete([...remove]);
  });
}

export async function loadRubrics(): Promise<Rubric[]> {
  return (await open().rubrics.toArray()).sort((a, b) => a.savedAt - b.savedAt).map((s) => s.rubric);
}

export async function saveRubric(rubric: Rubric): Promise<void> {
  await open().rubrics.put({ id: rubric.id, rubric, savedAt: Date.now() });
}

export async function deleteRubric(id: string): Promise<void> {
  await open().rubrics.delete(id);
}

export async function loadLabelSetting(key: string): Promise<string | null> {
  return (await open().settings.get(key))?.value ?? null;
}

export async function saveLabelSetting(key: string, value: string): Promise<void> {
  await open().settings.put({ key, value });
}
