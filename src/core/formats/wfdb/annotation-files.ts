import type { EcgAnnotation } from '../../types';
import type { FileSet } from '../fileset';
import { extensionOf, stemOf } from '../fileset';
import { parseMitAnnotations } from './annotations';
import { leadOfAnnotationExtension } from './lead-names';

/** Extensions of files that sit beside WFDB records but are not annotation files. */
const NOT_ANNOTATIONS = new Set([
  'hea', 'dat', 'mat', 'xyz', 'xws', 'edf', 'bdf', 'rec', 'wav', 'csv', 'tsv', 'txt', 'json', 'xml', 'html', 'htm',
  'pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'zip', 'gz', 'tar', 'bz2', 'xz', 'md', 'ini', 'log', 'dcm', 'scp',
  'npy', 'npz', 'py', 'm', 'ts', 'js', 'sha256', 'md5', 'hea-', 'bak', 'flac', 'hdf5', 'h5', 'parquet',
]);

export interface AnnotationFileSet {
  annotations: EcgAnnotation[];
  files: string[];
}

/**
 * Read every annotation file named '<record>.<ext>' in the file set (.atr, .qrs, QTDB .q1c/.pu/...,
 * LUDB per-lead .i ... .v6), skipping signal files and text files. Sample positions are converted
 * to the record's output rate (`ticksPerFrame` output samples per frame); annotations outside
 * [0, length) are dropped. Sorted by sample, stable across files.
 */
export async function readAnnotationFiles(
  files: FileSet,
  recordNames: string[],
  signalFiles: string[],
  frameRate: number,
  ticksPerFrame: number,
  length: number,
): Promise<AnnotationFileSet> {
  const stems = new Set(recordNames);
  const skip = new Set(signalFiles);
  const candidates = files
    .names()
    .filter((n) => stems.has(stemOf(n)) && !skip.has(n))
    .filter((n) => {
      const ext = extensionOf(n);
      return ext !== '' && !NOT_ANNOTATIONS.has(ext) && !/~$/.test(n);
    })
    .sort();
  const annotations: EcgAnnotation[] = [];
  const used: string[] = [];
  for (const name of candidates) {
    const bytes = await files.read(name);
    if (!bytes || bytes.length < 2 || looksLikeText(bytes)) continue;
    const ext = extensionOf(name);
    const lead = leadOfAnnotationExtension(ext);
    const parsed = parseMitAnnotations(bytes, name);
    const ticksPerSample = parsed.timeResolution ? parsed.timeResolution / (frameRate * ticksPerFrame) : 1 / ticksPerFrame;
    used.push(name);
    for (const [i, a] of parsed.annotations.entries()) {
      // NOTQRS placeholders and the time-resolution note are file bookkeeping, not annotations.
      if (a.code === 0 || (i === 0 && parsed.timeResolution !== null)) continue;
      const sample = Math.round(a.time / ticksPerSample);
      if (!(sample >= 0 && sample < length)) continue;
      const ann: EcgAnnotation = { sample, symbol: a.symbol, lead, source: ext };
      // 'None' is what wfdb-python writes for a missing aux string.
      if (a.aux !== null && a.aux !== '' && a.aux !== 'None') ann.aux = a.aux;
      if (a.chan) ann.chan = a.chan;
      if (a.num) ann.num = a.num;
      if (a.subtype) ann.subtype = a.subtype;
      annotations.push(ann);
    }
  }
  annotations.sort((x, y) => x.sample - y.sample);
  return { annotations, files: used };
}

/** True when the first bytes are all printable ASCII (a text file, e.g. a .xws settings file). */
function looksLikeText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 64);
  if (n < 8) return false;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (!(b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127))) return false;
  }
  return true;
}
