import { LoadError } from '../errors';

/**
 * A set of input files a loader may read: the user's picked/dropped files in the browser,
 * or a directory in Node. Names are base names (no directories) as a WFDB header refers to them.
 */
export interface FileSet {
  /** Base names of the files known to exist (may be incomplete for directory-backed sets). */
  names(): string[];
  /** Bytes of the named file, or undefined when it does not exist. */
  read(name: string): Promise<Uint8Array | undefined>;
}

/** In-memory file set (browser uploads, tests). */
export class MemoryFileSet implements FileSet {
  private readonly files = new Map<string, Uint8Array>();
  constructor(entries: Iterable<[string, Uint8Array]> = []) {
    for (const [name, bytes] of entries) this.files.set(baseName(name), bytes);
  }
  add(name: string, bytes: Uint8Array): void {
    this.files.set(baseName(name), bytes);
  }
  names(): string[] {
    return [...this.files.keys()];
  }
  async read(name: string): Promise<Uint8Array | undefined> {
    return this.files.get(baseName(name));
  }
}

/** Bytes of a file the loader cannot do without: LoadError(name, 'file not found') when it is missing. */
export async function readRequired(files: FileSet, name: string): Promise<Uint8Array> {
  const bytes = await files.read(name);
  if (!bytes) throw new LoadError(name, 'file not found');
  return bytes;
}

export function baseName(path: string): string {
  const i = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return i >= 0 ? path.slice(i + 1) : path;
}

export function extensionOf(name: string): string {
  const b = baseName(name);
  const i = b.lastIndexOf('.');
  return i > 0 ? b.slice(i + 1).toLowerCase() : '';
}

export function stemOf(name: string): string {
  const b = baseName(name);
  const i = b.lastIndexOf('.');
  return i > 0 ? b.slice(0, i) : b;
}
