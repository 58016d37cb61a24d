import { LoadError } from '../core/errors';
import { baseName, type FileSet } from '../core/formats/fileset';

/** Largest single file the browser will read (bytes). */
export const MAX_BROWSER_FILE_BYTES = 1024 * 1024 * 1024;

/** FileSet over browser File objects: bytes are read only when a loader asks for them. */
export class BlobFileSet implements FileSet {
  private readonly byName = new Map<string, File>();
  constructor(files: Iterable<File>) {
    for (const f of files) this.byName.set(baseName(f.name), f);
  }
  names(): string[] {
    return [...this.byName.keys()];
  }
  async read(name: string): Promise<Uint8Array | undefined> {
    const f = this.byName.get(baseName(name));
    if (!f) return undefined;
    if (f.size > MAX_BROWSER_FILE_BYTES) throw new LoadError(f.name, `file too large (${f.size} bytes)`);
    return new Uint8Array(await f.arrayBuffer());
  }
}
