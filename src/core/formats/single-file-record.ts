import type { EcgLead, EcgMetadata, EcgRecord } from '../types';
import { stemOf } from './fileset';

/** A record read from one file that carries no beat annotations: id = the file's stem, source = that file. */
export function singleFileRecord(
  file: string,
  format: string,
  r: { fs: number; length: number; leads: EcgLead[]; metadata: EcgMetadata },
): EcgRecord {
  return {
    id: stemOf(file),
    fs: r.fs,
    length: r.length,
    leads: r.leads,
    annotations: [],
    metadata: r.metadata,
    source: { format, files: [file] },
  };
}
