import Dexie, { type Table } from 'dexie';
import type { EcgRecord } from '../core/types';
import { compactRecord, expandRecord, type CompactRecord } from './compact-record';
import { sanitizeView, type ViewSettings } from './view-settings';

interface StoredRecord {
  key: 'current';
  record: CompactRecord;
  exampleId: string | null;
  savedAt: number;
}
interface StoredSettings {
  key: 'view';
  view: ViewSettings;
}
/** Model answers the user added for the current record (validated again when read back). */
export interface StoredAnswers {
  key: 'current';
  /** recordIdentity() of the record they belong to. */
  record: string;
  answers: unknown[];
}

class WorkbenchDb extends Dexie {
  records!: Table<StoredRecord, string>;
  settings!: Table<StoredSettings, string>;
  answers!: Table<StoredAnswers, string>;
  constructor() {
    super('ecg-workbench');
    this.version(1).stores({ records: 'key', settings: 'key' });
    this.version(2).stores({ records: 'key', settings: 'key', answers: 'key' });
  }
}

let db: WorkbenchDb | null = null;
function open(): WorkbenchDb {
  db ??= new WorkbenchDb();
  return db;
}

export async function saveCurrentRecord(record: EcgRecord, exampleId: string | null): Promise<void> {
  await open().records.put({ key: 'current', record: compactRecord(record), exampleId, savedAt: Date.now() });
}

/** Which record answers belong to: the same file reopened or restored after a reload matches. */
export function recordIdentity(record: EcgRecord): string {
  return `${record.id}|${record.fs}|${record.length}|${record.leads.map((l) => l.name).join(',')}`;
}

export async function saveAnswers(record: EcgRecord, answers: unknown[]): Promise<void> {
  await open().answers.put({ key: 'current', record: recordIdentity(record), answers });
}

/** The stored answers, or null when there are none or they belong to another record. */
export async function restoreAnswers(record: EcgRecord): Promise<unknown[] | null> {
  const stored = await open().answers.get('current');
  if (!stored || stored.record !== recordIdentity(record) || !Array.isArray(stored.answers)) return null;
  return stored.answers;
}

export async function saveViewSettings(view: ViewSettings): Promise<void> {
  await open().settings.put({ key: 'view', view });
}

export interface RestoredSession {
  record: EcgRecord | null;
  exampleId: string | null;
  savedAt: number | null;
  view: ViewSettings | null;
}

/** What the last session left; a damaged entry is dropped rather than half-restored. */
export async function restoreSession(): Promise<RestoredSession> {
  const d = open();
  const [rec, set] = await Promise.all([d.records.get('current'), d.settings.get('view')]);
  let record: EcgRecord | null = null;
  if (rec) {
    try {
      record = expandRecord(rec.record);
    } catch {
      await d.records.delete('current');
    }
  }
  return {
    record,
    exampleId: record ? (rec?.exampleId ?? null) : null,
    savedAt: record ? (rec?.savedAt ?? null) : null,
    view: set ? sanitizeView(set.view) : null,
  };
}
