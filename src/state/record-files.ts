import { baseName, extensionOf, stemOf } from '../core/formats/fileset';

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

function dirOf(f: NamedFile): string {
  const p = f.webkitRelativePath || f.name;
  const i = p.lastIndexOf('/');
  return i >= 0 ? p.slice(0, i) : '';
}

/**
 * Group files into records: a WFDB header (.hea) owns the files beside it; any other file with a
 * record extension is a record of its own unless a header of the same stem exists (its .mat/.dat
 * signal file). Files are grouped per folder; the list is sorted by path.
 */
export function findRecords<F extends NamedFile>(files: F[], recordExtensions: string[]): { label: string; mainName: string; files: F[] }[] {
  const exts = new Set(recordExtensions.map((e) => e.toLowerCase()));
  exts.add('hea');
  const byDir = new Map<string, F[]>();
  for (const f of files) {
    const d = dirOf(f);
    const list = byDir.get(d);
    if (list) list.push(f);
    else byDir.set(d, [f]);
  }
  const out: { label: string; mainName: string; files: F[] }[] = [];
  for (const [dir, list] of byDir) {
    const headerStems = new Set(list.filter((f) => extensionOf(f.name) === 'hea').map((f) => stemOf(f.name)));
    for (const f of list) {
      const ext = extensionOf(f.name);
      if (!exts.has(ext)) continue;
      if (ext !== 'hea' && headerStems.has(stemOf(f.name))) continue;
      const name = baseName(f.name);
      out.push({ label: dir ? `${dir}/${name}` : name, mainName: name, files: list });
    }
  }
  return out.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}
