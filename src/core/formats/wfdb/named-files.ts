import { MAX_HEADER_BYTES, decodeHeaderText, parseHeader } from './header';

export interface NamedFiles {
  /** Signal files of a single-segment header ('~' left out). */
  signalFiles: string[];
  /** Segment (and layout) headers of a multi-segment header. */
  segmentHeaders: string[];
}

const NONE: NamedFiles = { signalFiles: [], segmentHeaders: [] };

/**
 * The files a WFDB header names. They are parts of its record, not records of their own: a signal file need not
 * share the header's name (mixedsignals.hea reads mixedsignals_e.dat, PTB's s0010_re.hea reads s0010_re.xyz).
 * Nothing for bytes that are not a header the loader accepts: opening it names the problem.
 */
export function filesNamedByHeader(bytes: Uint8Array, file: string): NamedFiles {
  if (bytes.length > MAX_HEADER_BYTES) return NONE;
  try {
    const h = parseHeader(decodeHeaderText(bytes, file), file);
    return {
      signalFiles: [...new Set(h.signals.map((s) => s.fileName).filter((n) => n !== '~'))],
      segmentHeaders: (h.segments ?? []).filter((s) => s.name !== '~').map((s) => `${s.name}.hea`),
    };
  } catch {
    return NONE;
  }
}
