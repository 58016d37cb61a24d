import { recordExtensions } from '../core/formats';
import { baseName, extensionOf, stemOf } from '../core/formats/fileset';
import { MAX_HEADER_BYTES } from '../core/formats/wfdb/header';
import { filesNamedByHeader } from '../core/formats/wfdb/named-files';

/** A record found among picked files: its main file and the files it may read. */
export interface RecordEntry {
  /** Display name: folder-relative path of the main file. */
  label: string;
  mainName: string;
  files: File[];
}

interface NamedFile {
  name: string;
  webkitRelativePath?: string;
}

/** A folder with more headers than this is not read for the files they name unless it holds a file no header's name claims. */
const HEADERS_READ_ALWAYS = 1000;

function dirOf(f: NamedFile): string {
  const p = f.webkitRelativePath || f.name;
  const i = p.lastIndexOf('/');
  return i >= 0 ? p.slice(0, i) : '';
}

const pathIn = (dir: string, name: string) => (dir ? `${dir}/${baseName(name)}` : baseName(name));

function byFolder<F extends NamedFile>(files: F[]): Map<string, F[]> {
  const byDir = new Map<string, F[]>();
  for (const f of files) {
    const d = dirOf(f);
    const list = byDir.get(d);
    if (list) list.push(f);
    else byDir.set(d, [f]);
  }
  return byDir;
}

/**
 * Group files into records: a WFDB header (.hea) owns the files beside it; any other file with a
 * record extension is a record of its own unless a header of the same stem exists (its .mat/.dat
 * signal file) or it is in `named`, the folder-relative paths of files the headers name (namedByHeaders):
 * signal files of other names and segment headers. Files are grouped per folder; the list is sorted by path.
 */
export function findRecords<F extends NamedFile>(files: F[], recordExtensions: string[], named: ReadonlySet<string> = new Set()): { label: string; mainName: string; files: F[] }[] {
  const exts = new Set(recordExtensions.map((e) => e.toLowerCase()));
  exts.add('hea');
  const out: { label: string; mainName: string; files: F[] }[] = [];
  for (const [dir, list] of byFolder(files)) {
    const headerStems = new Set(list.filter((f) => extensionOf(f.name) === 'hea').map((f) => stemOf(f.name)));
    for (const f of list) {
      const ext = extensionOf(f.name);
      if (!exts.has(ext)) continue;
      if (ext !== 'hea' && headerStems.has(stemOf(f.name))) continue;
      const label = pathIn(dir, f.name);
      if (named.has(label)) continue;
      out.push({ label, mainName: baseName(f.name), files: list });
    }
  }
  return out.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/**
 * Folder-relative paths of the files that the picked WFDB headers name (signal files, segment headers), for
 * findRecords. A folder's headers are read when it holds a file that no header's name claims, or when it has at
 * most HEADERS_READ_ALWAYS headers (to find segment headers), so a large data set's folder opens without reading
 * each of its headers.
 */
export async function namedByHeaders(files: File[], recordExtensions: string[]): Promise<Set<string>> {
  const exts = new Set(recordExtensions.map((e) => e.toLowerCase()));
  const out = new Set<string>();
  for (const [dir, list] of byFolder(files)) {
    const headers = list.filter((f) => extensionOf(f.name) === 'hea');
    const stems = new Set(headers.map((f) => stemOf(f.name)));
    const unclaimed = list.some((f) => extensionOf(f.name) !== 'hea' && exts.has(extensionOf(f.name)) && !stems.has(stemOf(f.name)));
    if (!headers.length || (!unclaimed && headers.length > HEADERS_READ_ALWAYS)) continue;
    for (const h of headers) {
      if (h.size > MAX_HEADER_BYTES) continue;
      const n = filesNamedByHeader(new Uint8Array(await h.arrayBuffer()), h.name);
      for (const name of [...n.signalFiles, ...n.segmentHeaders]) out.add(pathIn(dir, name));
    }
  }
  return out;
}

/** The records among picked files (a folder, a drop, a data set's files), each with the files it may read. */
export async function pickedRecords(files: File[]): Promise<RecordEntry[]> {
  const exts = recordExtensions();
  return findRecords(files, exts, await namedByHeaders(files, exts));
}
