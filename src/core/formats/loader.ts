import type { EcgRecord } from '../types.js';
import type { FileSet } from './fileset.js';

export interface LoadOptions {
  /** Units for formats that do not state them (CSV): the user's answer to "which unit?". */
  units?: 'mV' | 'uV' | 'V';
  /** Sampling rate for formats that cannot state it (CSV without a time column). */
  fs?: number;
  /**
   * `false`: the annotation files beside a WFDB record are left unread (the record has none). For callers that only
   * analyse the signal (the command line's analyze, verify and score): the analysis never reads annotations, and a
   * LUDB record has twelve of them.
   */
  annotations?: boolean;
}

/** One file format. `detect` must be cheap (extension, a few magic bytes). */
export interface FormatLoader {
  name: string;
  /** Extensions (lower case, no dot) whose files this loader opens as the main file. */
  extensions: string[];
  /** Return true when `head` (first bytes of the main file) looks like this format. */
  sniff?(head: Uint8Array, mainName: string): boolean;
  load(files: FileSet, mainName: string, options: LoadOptions): Promise<EcgRecord>;
}
