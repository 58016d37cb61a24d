import { LoadError } from '../../errors';

/** Bounds on what a header may declare (anything larger is treated as a damaged file). */
export const MAX_HEADER_BYTES = 16 * 1024 * 1024;
export const MAX_SIGNALS = 1024;
export const MAX_SEGMENTS = 200_000;
export const MAX_SAMPLES_PER_FRAME = 65_536;
const MAX_BYTE_OFFSET = 2 ** 40;

export interface WfdbRecordLine {
  /** Record name as written, without a trailing '.hea'/'.mat'/'.dat' some writers add. */
  name: string;
  /** Number of segments for a multi-segment record, else null. */
  nseg: number | null;
  nsig: number;
  /** Frame rate in frames per second (WFDB's "sampling frequency"). */
  fs: number;
  counterFreq: number | null;
  baseCounter: number | null;
  /** Number of frames, or null when the header leaves it out (derive it from the signal file size). */
  nsamp: number | null;
  /** 'HH:MM:SS(.sss)' as written, or null. */
  baseTime: string | null;
  /** ISO 'YYYY-MM-DD', or null. */
  baseDate: string | null;
}

export interface WfdbSignalSpec {
  fileName: string;
  format: number;
  samplesPerFrame: number;
  skew: number;
  byteOffset: number;
  /** ADC units per physical unit; 0 in the file is replaced by the WFDB default 200. */
  gain: number;
  baseline: number;
  /** Physical units as written ('' when the header gives none: WFDB then means millivolts). */
  units: string;
  adcResolution: number;
  adcZero: number;
  initialValue: number;
  checksum: number | null;
  blockSize: number;
  description: string;
}

export interface WfdbSegmentSpec {
  /** Segment record name, or '~' for a null segment (no signal, NaN). */
  name: string;
  nsamp: number;
}

export interface WfdbHeader {
  record: WfdbRecordLine;
  signals: WfdbSignalSpec[];
  /** Segments of a multi-segment record (in order), else null. */
  segments: WfdbSegmentSpec[] | null;
  /** Text of every '#' line, without the '#', trimmed. */
  comments: string[];
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

export function decodeHeaderText(bytes: Uint8Array, file: string): string {
  if (bytes.length > MAX_HEADER_BYTES) throw new LoadError(file, `header is ${bytes.length} bytes, more than the ${MAX_HEADER_BYTES} a WFDB header may have`);
  if (bytes.includes(0)) throw new LoadError(file, 'not a WFDB header (binary content)');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Parse a WFDB header (.hea), single- or multi-segment. Throws LoadError naming `file`. */
export function parseHeader(text: string, file: string): WfdbHeader {
  const comments: string[] = [];
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) comments.push(line.replace(/^#+/, '').trim());
    else lines.push(line);
  }
  if (!lines.length) throw new LoadError(file, 'not a WFDB header (no record line)');
  const record = parseRecordLine(lines[0], file);
  const body = lines.slice(1);
  if (record.nseg !== null) {
    if (body.length !== record.nseg) {
      throw new LoadError(file, `header declares ${record.nseg} segments but lists ${body.length}`);
    }
    const segments = body.map((l, i) => parseSegmentLine(l, i, file));
    return { record, signals: [], segments, comments };
  }
  if (body.length !== record.nsig) {
    throw new LoadError(file, `signal count mismatch: header declares ${record.nsig} signals but has ${body.length} signal lines`);
  }
  const signals = body.map((l, i) => parseSignalLine(l, i, file));
  return { record, signals, segments: null, comments };
}

function parseRecordLine(line: string, file: string): WfdbRecordLine {
  const tok = line.split(/\s+/);
  const bad = (what: string): never => {
    throw new LoadError(file, `not a WFDB header: record line '${clip(line)}' ${what}`);
  };
  const nameMatch = /^([^\s/]+)(?:\/(\d+))?$/.exec(tok[0]);
  if (!nameMatch) bad('has no valid record name');
  const name = nameMatch![1].replace(/\.(hea|mat|dat)$/i, '');
  const nseg = nameMatch![2] !== undefined ? Number(nameMatch![2]) : null;
  if (nseg !== null && (nseg < 1 || nseg > MAX_SEGMENTS)) bad(`declares ${nseg} segments (1..${MAX_SEGMENTS} allowed)`);
  if (tok.length < 2) bad('has no signal count');
  if (!INTEGER.test(tok[1])) bad(`has a non-numeric signal count '${clip(tok[1])}'`);
  const nsig = Number(tok[1]);
  if (nsig < 0 || nsig > MAX_SIGNALS) bad(`declares ${nsig} signals (0..${MAX_SIGNALS} allowed)`);

  let fs = 250;
  let counterFreq: number | null = null;
  let baseCounter: number | null = null;
  if (tok.length > 2) {
    const m = /^([^/()]+)(?:\/([^()]+)(?:\(([^()]+)\))?)?$/.exec(tok[2]);
    if (!m || !NUMBER.test(m[1])) bad(`has an invalid sampling frequency '${clip(tok[2])}'`);
    fs = Number(m![1]);
    if (m![2] !== undefined) {
      if (!NUMBER.test(m![2])) bad(`has an invalid counter frequency '${clip(tok[2])}'`);
      counterFreq = Number(m![2]);
    }
    if (m![3] !== undefined) {
      if (!NUMBER.test(m![3])) bad(`has an invalid base counter '${clip(tok[2])}'`);
      baseCounter = Number(m![3]);
    }
    if (!(fs > 0) || !Number.isFinite(fs) || fs > 1e9) bad(`has sampling frequency ${fs} (must be > 0)`);
  }
  let nsamp: number | null = null;
  if (tok.length > 3) {
    if (!INTEGER.test(tok[3])) bad(`has a non-numeric sample count '${clip(tok[3])}'`);
    nsamp = Number(tok[3]);
    if (nsamp < 0 || !Number.isSafeInteger(nsamp)) bad(`has sample count ${tok[3]}`);
  }
  // Base time and date: WFDB writes 'HH:MM:SS dd/mm/yyyy'; some writers (CinC 2021) write 'dd-Mon-yyyy HH:MM:SS'.
  let baseTime: string | null = null;
  let baseDate: string | null = null;
  for (const t of tok.slice(4)) {
    if (!baseTime && /^\d{1,2}(:\d{1,2}){1,2}(\.\d+)?$/.test(t)) baseTime = t;
    else if (!baseDate) baseDate = parseDate(t);
  }
  return { name, nseg, nsig, fs, counterFreq, baseCounter, nsamp, baseTime, baseDate };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function parseDate(t: string): string | null {
  let d: number, mo: number, y: number;
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) {
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(t);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), MONTHS.indexOf(m[2].toLowerCase()) + 1, Number(m[3])];
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parseSegmentLine(line: string, index: number, file: string): WfdbSegmentSpec {
  const tok = line.split(/\s+/);
  if (tok.length < 2 || !INTEGER.test(tok[1]) || !/^[^\s/\\]+$/.test(tok[0])) {
    throw new LoadError(file, `segment line ${index + 1} '${clip(line)}' is not '<record> <length>'`);
  }
  const nsamp = Number(tok[1]);
  if (nsamp < 0 || !Number.isSafeInteger(nsamp)) throw new LoadError(file, `segment ${tok[0]} has length ${tok[1]}`);
  return { name: tok[0], nsamp };
}

/** Split into at most `max` whitespace-separated tokens; the last keeps the rest of the line. */
function tokens(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest && out.length < max - 1) {
    const m = /^(\S+)\s*/.exec(rest)!;
    out.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  if (rest) out.push(rest.trim());
  return out;
}

function parseSignalLine(line: string, index: number, file: string): WfdbSignalSpec {
  const tok = tokens(line, 9);
  const bad = (what: string): never => {
    throw new LoadError(file, `signal ${index} ('${clip(line)}'): ${what}`);
  };
  if (tok.length < 2) bad('missing storage format');
  // Signal files are looked up beside the header: a directory part some writers add is dropped.
  const fileName = tok[0].slice(Math.max(tok[0].lastIndexOf('/'), tok[0].lastIndexOf('\\')) + 1);
  if (!fileName) bad(`invalid signal file name '${clip(tok[0])}'`);

  const fm = /^(\d+)((?:[x:+]\d+)*)$/.exec(tok[1]);
  if (!fm) bad(`invalid format '${clip(tok[1])}'`);
  const format = Number(fm![1]);
  let samplesPerFrame = 1;
  let skew = 0;
  let byteOffset = 0;
  for (const mod of fm![2].match(/[x:+]\d+/g) ?? []) {
    const v = Number(mod.slice(1));
    if (mod[0] === 'x') samplesPerFrame = v;
    else if (mod[0] === ':') skew = v;
    else byteOffset = v;
  }
  if (samplesPerFrame < 1 || samplesPerFrame > MAX_SAMPLES_PER_FRAME) bad(`samples per frame ${samplesPerFrame} out of range 1..${MAX_SAMPLES_PER_FRAME}`);
  if (skew > 1e9) bad(`skew ${skew} is too large`);
  if (byteOffset > MAX_BYTE_OFFSET) bad(`byte offset ${byteOffset} is too large`);

  let gain = 0;
  let baseline: number | null = null;
  let units = '';
  if (tok.length > 2) {
    const gm = /^([^()/]+)(?:\(([^()]*)\))?(?:\/(.*))?$/.exec(tok[2]);
    if (!gm || !NUMBER.test(gm[1])) bad(`invalid gain '${clip(tok[2])}'`);
    gain = Number(gm![1]);
    if (gm![2] !== undefined) {
      if (!NUMBER.test(gm![2])) bad(`invalid baseline '${clip(gm![2])}'`);
      baseline = Number(gm![2]);
    }
    units = gm![3] ?? '';
  }
  if (!Number.isFinite(gain)) bad(`invalid gain '${tok[2]}'`);
  if (gain === 0) gain = 200;

  const int = (i: number, name: string, dflt: number): number => {
    if (tok.length <= i) return dflt;
    if (!INTEGER.test(tok[i])) bad(`invalid ${name} '${clip(tok[i])}'`);
    const v = Number(tok[i]);
    if (!Number.isSafeInteger(v)) bad(`${name} ${tok[i]} is out of range`);
    return v;
  };
  const adcResolution = int(3, 'ADC resolution', 0);
  const adcZero = int(4, 'ADC zero', 0);
  const initialValue = int(5, 'initial value', adcZero);
  const checksum = tok.length > 6 ? int(6, 'checksum', 0) : null;
  const blockSize = int(7, 'block size', 0);
  const description = tok.length > 8 ? tok[8] : '';
  return {
    fileName,
    format,
    samplesPerFrame,
    skew,
    byteOffset,
    gain,
    baseline: baseline ?? adcZero,
    units,
    adcResolution,
    adcZero,
    initialValue,
    checksum,
    blockSize,
    description,
  };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
