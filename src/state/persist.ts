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

class WorkbenchDb extends Dexie {
  records!: Table<StoredRecord, string>;
  settings!: Table<StoredSettings, string>;
  constructor() {
    super('ecg-workbench');
    this.version(1).stores({ records: 'key', settings: 'key' });
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
