import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileSet } from '../core/formats/fileset.js';
import { baseName } from '../core/formats/fileset.js';

/** FileSet over a directory on disk (CLI, tests, benchmarks). Reads lazily. */
export class DirFileSet implements FileSet {
  private listing: string[] | null = null;
  constructor(private readonly dir: string) {}
  names(): string[] {
    if (!this.listing) {
      try {
        this.listing = readdirSync(this.dir);
      } catch {
        this.listing = [];
      }
    }
    return this.listing;
  }
  async read(name: string): Promise<Uint8Array | undefined> {
    try {
      const buf = await readFile(join(this.dir, baseName(name)));
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    } catch {
      return undefined;
    }
  }
}
