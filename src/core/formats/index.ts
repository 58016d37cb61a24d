import { LoadError } from '../errors.js';
import type { EcgRecord } from '../types.js';
import type { FileSet } from './fileset.js';
import { baseName, extensionOf, readRequired } from './fileset.js';
import type { FormatLoader, LoadOptions } from './loader.js';
import { LOADERS } from './registry.js';

export type { FileSet } from './fileset.js';
export type { LoadOptions, FormatLoader } from './loader.js';

/** Upper bound on any single input file we accept (bytes). */
export const MAX_FILE_BYTES = 1024 * 1024 * 1024;

/** Which loader opens `mainName`, by sniffing its first bytes, then by extension. */
export function findLoader(mainName: string, head: Uint8Array): FormatLoader | undefined {
  for (const l of LOADERS) if (l.sniff?.(head, mainName)) return l;
  const ext = extensionOf(mainName);
  return LOADERS.find((l) => l.extensions.includes(ext));
}

/**
 * Load one record. Throws LoadError("<file>: <problem>") on bad input; never returns a
 * partially loaded record.
 */
export async function loadRecord(files: FileSet, mainName: string, options: LoadOptions = {}): Promise<EcgRecord> {
  const name = baseName(mainName);
  const bytes = await readRequired(files, name);
  const loader = findLoader(name, bytes.subarray(0, 4096));
  if (!loader) throw new LoadError(name, `unsupported file type '.${extensionOf(name) || '(none)'}'`);
  try {
    return await loader.load(files, name, options);
  } catch (e) {
    if (e instanceof LoadError) throw e;
    if (e instanceof RangeError) throw new LoadError(name, `malformed ${loader.name} file (${e.message})`);
    throw e;
  }
}

/** Extensions the file picker should offer as the main file of a record. */
export function recordExtensions(): string[] {
  return [...new Set(LOADERS.flatMap((l) => l.extensions))];
}
