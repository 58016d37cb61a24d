import type { LoadOptions } from '../core/formats';
import { missingCsvOptions } from '../core/formats/csv';
import { LoadError } from '../core/errors';
import type { EcgRecord } from '../core/types';
import { analyzeInWorker, filterInWorker, loadInWorker } from '../workers/clients';
import { isAbort } from '../workers/bridge';
import { NO_CALIPERS, nudgeMarker, placeMarker, type Marker } from './calipers';
import { loadExamples } from './examples';
import { restoreSession, saveCurrentRecord, saveViewSettings } from './persist';
import { pickedRecords, type RecordEntry } from './record-files';
// The review file (ecg-workbench/review@1): its record, answers and labels.
import { isReviewFile, openReviewFile } from './review-open';
import { closeImage, openImage } from './image-actions';
import { isImageName } from './image-file';
import { getState, INITIAL_VIEWPORT, setState, type Viewport } from './store';
import type { ViewSettings } from './view-settings';

let openAbort: AbortController | null = null;
let analysisAbort: AbortController | null = null;
let filterAbort: AbortController | null = null;

/** LoadError messages already read "<file>: <problem>" (the name survives the worker boundary). */
function errorText(e: unknown, file: string): string {
  const msg = e instanceof Error ? e.message : String(e);
  return e instanceof Error && e.name === 'LoadError' ? msg : `${file}: ${msg}`;
}

/** Open picked or dropped files: one record opens, several are listed to browse. */
export async function openFiles(files: File[]): Promise<void> {
  if (files.length === 0) return;
  if (files.length === 1 && (await isReviewFile(files[0]))) return openReviewFile(files[0]);
  if (files.length === 1 && isImageName(files[0].name)) {
    [openAbort, analysisAbort, filterAbort].forEach((c) => c?.abort());
    return openImage(files[0]);
  }
  const entries = await pickedRecords(files);
  if (entries.length === 0) {
    // Let the loaders say what is wrong with the file.
    await openEntry({ label: files[0].name, mainName: files[0].name, files });
    return;
  }
  if (entries.length > 1) setState({ folder: entries });
  await openEntry(entries[0]);
}

/** A folder picked with webkitdirectory: list its records, open the first. */
export async function openFolder(files: File[]): Promise<void> {
  const entries = await pickedRecords(files);
  setState({ folder: entries, error: entries.length ? null : 'No ECG records found in that folder.' });
  if (entries.length) await openEntry(entries[0]);
}

/** A LoadError that crossed the worker boundary arrives as a plain Error named 'LoadError': rebuild it. */
function asLoadError(e: unknown, file: string): unknown {
  if (!(e instanceof Error) || e.name !== 'LoadError' || e instanceof LoadError) return e;
  for (const name of [file, file.slice(file.lastIndexOf('/') + 1)]) {
    if (e.message.startsWith(`${name}: `)) return new LoadError(name, e.message.slice(name.length + 2));
  }
  return e;
}

/** Open one record; `options` answer a CSV's missing units / sampling rate (asked by CsvOptionsDialog). */
export async function openEntry(entry: RecordEntry, options?: LoadOptions): Promise<void> {
  openAbort?.abort();
  const ctl = new AbortController();
  openAbort = ctl;
  setState({ loading: entry.mainName, error: null });
  try {
    const record = await loadInWorker(entry.files, entry.mainName, ctl.signal, options);
    if (ctl.signal.aborted) return;
    showRecord(record, null);
    setState({ activeEntry: entry.label });
  } catch (e) {
    if (isAbort(e) || ctl.signal.aborted) return;
    const missing = missingCsvOptions(asLoadError(e, entry.mainName));
    if (missing.length) {
      setState({ csvQuestion: { entry, missing, message: errorText(e, entry.mainName) } });
      return;
    }
    // The previous record stays on screen; nothing of the failed one is kept.
    setState({ error: errorText(e, entry.mainName) });
  } finally {
    if (openAbort === ctl) setState({ loading: null });
  }
}

/** The user's answer to the CSV question: open the file again with it, or (null) give up. */
export function answerCsvQuestion(options: LoadOptions | null): void {
  const q = getState().csvQuestion;
  if (!q) return;
  setState({ csvQuestion: null });
  if (options) void openEntry(q.entry, options);
  else setState({ error: q.message });
}

export function openExample(id: string): void {
  const ex = getState().examples.find((x) => x.id === id);
  if (!ex) return;
  openAbort?.abort();
  try {
    showRecord(ex.build(), id);
    setState({ error: null, activeEntry: null });
  } catch (e) {
    setState({ error: errorText(e, `example ${id}`) });
  }
}

/** Make `record` the current record: reset the view, start filtering, analysis and autosave. */
export function showRecord(record: EcgRecord, exampleId: string | null, persist = true, analyze = true): void {
  closeImage();
  analysisAbort?.abort();
  filterAbort?.abort();
  const ex = exampleId ? getState().examples.find((x) => x.id === exampleId) : undefined;
  setState((s) => ({
    record,
    recordSerial: s.recordSerial + 1,
    exampleId,
    answers: ex?.answers ?? [],
    displayLeads: record.leads.map((l) => l.samples),
    analysis: null,
    analysisStatus: 'idle',
    analysisProgress: 0,
    analysisError: null,
    viewport: INITIAL_VIEWPORT,
    cursor: null,
    calipers: NO_CALIPERS,
  }));
  void refreshDisplay();
  if (analyze) void runAnalysis(record);
  if (persist) void persistRecord(record, exampleId);
}

async function runAnalysis(record: EcgRecord): Promise<void> {
  const ctl = new AbortController();
  analysisAbort = ctl;
  setState({ analysisStatus: 'running', analysisProgress: 0 });
  try {
    const analysis = await analyzeInWorker(
      record,
      (f) => {
        if (!ctl.signal.aborted) setState({ analysisProgress: f });
      },
      ctl.signal,
      undefined,
      getState().recordSerial,
    );
    if (ctl.signal.aborted) return;
    setState(analysis ? { analysis, analysisStatus: 'done', analysisProgress: 1 } : { analysisStatus: 'unavailable' });
  } catch (e) {
    if (isAbort(e) || ctl.signal.aborted) return;
    setState({ analysisStatus: 'error', analysisError: e instanceof Error ? e.message : String(e) });
  }
}

/** Recompute the drawn leads from the raw ones and the filter settings (in the filter worker). */
export async function refreshDisplay(): Promise<void> {
  const { record, view } = getState();
  filterAbort?.abort();
  if (!record) return;
  const raw = record.leads.map((l) => l.samples);
  const unfiltered = view.raw || (view.filter === 'none' && !view.notch && !view.baseline);
  if (unfiltered) {
    setState({ displayLeads: raw, filterBusy: false });
    return;
  }
  const ctl = new AbortController();
  filterAbort = ctl;
  setState({ filterBusy: true });
  try {
    const out = await filterInWorker(raw, record.fs, view.filter, { notch: view.notch, baseline: view.baseline }, ctl.signal);
    if (ctl.signal.aborted || getState().record !== record) return;
    setState({ displayLeads: out, filterBusy: false });
  } catch (e) {
    if (isAbort(e) || ctl.signal.aborted) return;
    setState({ displayLeads: raw, filterBusy: false, error: `filters: ${e instanceof Error ? e.message : String(e)}` });
  }
}

let pendingSaves = 0;

/** Autosave state: "saving" while any write (or a debounced one) is pending, then "saved". */
function beginSave(): void {
  pendingSaves++;
  setState({ save: { ...getState().save, status: 'saving' } });
}
function endSave(error?: unknown): void {
  pendingSaves = Math.max(0, pendingSaves - 1);
  if (error !== undefined) {
    setState({ save: { status: 'error', at: null, message: error instanceof Error ? error.message : String(error) } });
  } else if (pendingSaves === 0) {
    setState({ save: { status: 'saved', at: Date.now(), message: null } });
  }
}

/** Beyond this many samples (all leads) a record is not copied into IndexedDB (≈128 MB as int16). */
const MAX_PERSIST_SAMPLES = 64_000_000;

async function persistRecord(record: EcgRecord, exampleId: string | null): Promise<void> {
  if (record.length * record.leads.length > MAX_PERSIST_SAMPLES) {
    setState({ save: { status: 'error', at: null, message: 'record too large to keep after a reload' } });
    return;
  }
  beginSave();
  try {
    await saveCurrentRecord(record, exampleId);
    endSave();
  } catch (e) {
    endSave(e);
  }
}

let viewSaveTimer: ReturnType<typeof setTimeout> | null = null;

export function updateView(patch: Partial<ViewSettings>): void {
  const before = getState().view;
  const view = { ...before, ...patch };
  setState({ view });
  const filterChanged =
    before.filter !== view.filter || before.notch !== view.notch || before.baseline !== view.baseline || before.raw !== view.raw;
  if (filterChanged) void refreshDisplay();
  if (viewSaveTimer) clearTimeout(viewSaveTimer);
  else beginSave();
  viewSaveTimer = setTimeout(() => {
    viewSaveTimer = null;
    saveViewSettings(getState().view).then(
      () => endSave(),
      (e: unknown) => endSave(e),
    );
  }, 250);
}

export function setViewport(patch: Partial<Viewport>): void {
  setState((s) => ({ viewport: { ...s.viewport, ...patch } }));
}

export function setCursor(m: Marker | null): void {
  setState({ cursor: m });
}

export function placeCaliper(m: Marker): void {
  setState((s) => ({ calipers: placeMarker(s.calipers, m) }));
}

export function nudgeCaliper(delta: number): boolean {
  const { calipers, record } = getState();
  if (!record || !calipers.active) return false;
  setState({ calipers: nudgeMarker(calipers, delta, record.length) });
  return true;
}

export function clearCalipers(): void {
  setState({ calipers: NO_CALIPERS });
}

export function dismissError(): void {
  setState({ error: null });
}

/** Start-up: examples, then whatever the last session saved. */
export async function initWorkbench(): Promise<void> {
  try {
    const examples = await loadExamples();
    setState({ examples, examplesLoaded: true });
  } catch (e) {
    setState({ examplesLoaded: true, error: `examples: ${e instanceof Error ? e.message : String(e)}` });
  }
  try {
    const session = await restoreSession();
    if (session.view) setState({ view: session.view });
    if (session.record && !getState().record) {
      showRecord(session.record, session.exampleId, false);
      setState({ save: { status: 'saved', at: session.savedAt, message: null } });
    }
  } catch (e) {
    setState({ save: { status: 'error', at: null, message: `storage unavailable: ${e instanceof Error ? e.message : String(e)}` } });
  }
}
