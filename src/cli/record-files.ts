// The records a command line names: files as they are, folders as the records they hold.
import { readFileSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import { recordExtensions } from '../core/formats/index';
import { extensionOf } from '../core/formats/fileset';
import { MAX_HEADER_BYTES } from '../core/formats/wfdb/header';
import { filesNamedByHeader } from '../core/formats/wfdb/named-files';
import { CliError } from './io';

/** Most records one command analyses. */
const MAX_BATCH_RECORDS = 1_000_000;
/** Subfolder levels searched below a folder named on the command line (data sets nest their records 1–4 deep: PTB-XL, CinC 2021, MIMIC-IV-ECG). */
const MAX_FOLDER_DEPTH = 16;

/** The segment (and layout) headers a multi-segment WFDB header names: records only as part of it. */
function segmentsNamedBy(header: string): string[] {
  try {
    if (statSync(header).size > MAX_HEADER_BYTES) return [];
    return filesNamedByHeader(readFileSync(header), header).segmentHeaders;
  } catch {
    return []; // unreadable: it is listed, and its analysis names the problem
  }
}

/** A regular file, or a link to one; never throws (broken links, link loops, no permission). */
function isFileAt(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The records of a folder, in natural name order: its WFDB headers when it has any (less the segments that a
 * multi-segment header names: the signal and annotation files beside them are not records either), else every
 * file whose extension a loader opens. Links to files count (data sets are often folders of links).
 */
export function recordFilesIn(dir: string): string[] {
  return recordFiles(dir, entriesOf(dir));
}

function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new CliError(`${dir}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

const byNaturalName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function recordFiles(dir: string, entries: Dirent[]): string[] {
  const files = entries.filter((e) => e.isFile() || (e.isSymbolicLink() && isFileAt(join(dir, e.name)))).map((e) => e.name);
  const headers = files.filter((f) => extensionOf(f) === 'hea');
  const segments = new Set(headers.flatMap((h) => segmentsNamedBy(join(dir, h))));
  const exts = new Set(recordExtensions());
  const chosen = headers.length ? headers.filter((h) => !segments.has(h)) : files.filter((f) => exts.has(extensionOf(f)));
  return chosen.sort(byNaturalName).map((f) => join(dir, f));
}

/**
 * The records of a folder and of its subfolders (data sets nest them: PTB-XL's records100/00000/…): each folder's own
 * records (recordFilesIn), then its subfolders depth first, both in natural name order. Hidden entries are skipped,
 * each real folder is read once (links may loop), and the search stops at MAX_FOLDER_DEPTH levels and at `limit` records.
 */
export function recordFilesUnder(dir: string, limit = MAX_BATCH_RECORDS): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (folder: string, depth: number) => {
    let real: string;
    try {
      real = realpathSync(folder);
    } catch {
      return;
    }
    if (seen.has(real)) return;
    seen.add(real);
    const entries = entriesOf(folder);
    out.push(...recordFiles(folder, entries));
    if (out.length > limit) throw new CliError(`ecg-workbench: more than ${limit} records`);
    if (depth >= MAX_FOLDER_DEPTH) return;
    const subfolders = entries
      .filter((e) => !e.name.startsWith('.') && (e.isDirectory() || (e.isSymbolicLink() && isFolder(join(folder, e.name)))))
      .map((e) => e.name)
      .sort(byNaturalName);
    for (const sub of subfolders) walk(join(folder, sub), depth + 1);
  };
  walk(dir, 0);
  return out;
}

export const isFolder = (path: string): boolean => {
  try {
    return statSync(resolve(path)).isDirectory();
  } catch {
    return false;
  }
};

/** Arguments to record paths: a folder gives its records and its subfolders' (recordFilesUnder), anything else is one record. */
export function expandRecordArgs(args: string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const isDir = isFolder(arg);
    const paths = isDir ? recordFilesUnder(arg, MAX_BATCH_RECORDS - out.length) : [arg];
    if (isDir && paths.length === 0) throw new CliError(`${arg}: neither the folder nor its subfolders hold record files (.${recordExtensions().join(', .')})`);
    out.push(...paths);
    if (out.length > MAX_BATCH_RECORDS) throw new CliError(`ecg-workbench: more than ${MAX_BATCH_RECORDS} records`);
  }
  return out;
}
