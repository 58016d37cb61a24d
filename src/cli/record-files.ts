// The records a command line names: files as they are, folders as the records they hold.
import { readFileSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import { recordExtensions } from '../core/formats/index';
import { extensionOf } from '../core/formats/fileset';
import { MAX_HEADER_BYTES, decodeHeaderText, parseHeader } from '../core/formats/wfdb/header';
import { CliError } from './io';

/** Most records one command analyses. */
const MAX_BATCH_RECORDS = 1_000_000;

/** The segment (and layout) headers a multi-segment WFDB header names: records only as part of it. */
function segmentsNamedBy(header: string): string[] {
  try {
    if (statSync(header).size > MAX_HEADER_BYTES) return [];
    const parsed = parseHeader(decodeHeaderText(readFileSync(header), header), header);
    return (parsed.segments ?? []).filter((seg) => seg.name !== '~').map((seg) => `${seg.name}.hea`);
  } catch {
    return []; // not a header the loader accepts: it is listed, and its analysis names the problem
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
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new CliError(`${dir}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const files = entries.filter((e) => e.isFile() || (e.isSymbolicLink() && isFileAt(join(dir, e.name)))).map((e) => e.name);
  const headers = files.filter((f) => extensionOf(f) === 'hea');
  const segments = new Set(headers.flatMap((h) => segmentsNamedBy(join(dir, h))));
  const exts = new Set(recordExtensions());
  const chosen = headers.length ? headers.filter((h) => !segments.has(h)) : files.filter((f) => exts.has(extensionOf(f)));
  return chosen.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).map((f) => join(dir, f));
}

export const isFolder = (path: string): boolean => {
  try {
    return statSync(resolve(path)).isDirectory();
  } catch {
    return false;
  }
};

/** Arguments to record paths: a folder gives its records (recordFilesIn), anything else is one record. */
export function expandRecordArgs(args: string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const isDir = isFolder(arg);
    const paths = isDir ? recordFilesIn(arg) : [arg];
    if (isDir && paths.length === 0) throw new CliError(`${arg}: folder holds no record files (.${recordExtensions().join(', .')})`);
    out.push(...paths);
    if (out.length > MAX_BATCH_RECORDS) throw new CliError(`ecg-workbench: more than ${MAX_BATCH_RECORDS} records`);
  }
  return out;
}
