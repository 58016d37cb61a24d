import { LoadError } from '../../errors';
import type { FileSet } from '../fileset';
import type { WfdbHeader, WfdbSignalSpec } from './header';
import { decodeFlac } from './flac';
import { decodeMatV4, parseMatV4Header } from './mat';
import {
  bytesForSamples,
  decodeFrames,
  FLAC_FORMATS,
  INVALID_SAMPLE,
  samplesInBytes,
  SUPPORTED_FORMATS,
} from './signal-formats';

/** Most samples (all signals, after expansion to the common rate) one record may decode to: 1 GiB of Float32. */
export const MAX_TOTAL_SAMPLES = 2 ** 28;

export interface DigitalSignals {
  /** Frames per signal (the record's length at its frame rate). */
  nframes: number;
  /** Per signal: nframes * samplesPerFrame digital samples (INVALID_SAMPLE marks invalid ones), or null for a null signal (format 0). */
  digital: (Int32Array | null)[];
  /** Signal files read, in order. */
  files: string[];
}

export interface OpenedSignals {
  nframes: number;
  groups: SignalFileGroup[];
}

/** Signals stored in one file, with the file's bytes (null for null signals, format 0 or file '~'). */
export interface SignalFileGroup {
  fileName: string;
  indices: number[];
  bytes: Uint8Array | null;
  /** A FLAC file (formats 508/516/524): its decoded samples, one array per signal from the header's offset on. */
  flac?: Int32Array[];
}

/**
 * Check formats, read every signal file and settle the record length (from the header, or from the
 * file sizes when the header leaves it out). Throws LoadError naming the file at fault.
 */
export async function openSignalFiles(header: WfdbHeader, files: FileSet, headerFile: string): Promise<OpenedSignals> {
  const specs = header.signals;
  specs.forEach((s, i) => checkFormat(s, i, headerFile));
  const groups = groupByFile(specs);
  const totalPerFrame = specs.reduce((a, s) => a + s.samplesPerFrame, 0);
  checkSize(header.record.nsamp ?? 0, totalPerFrame, headerFile);
  for (const g of groups) {
    if (g.fileName === '~' || specs[g.indices[0]].format === 0) continue;
    const formats = new Set(g.indices.map((i) => specs[i].format));
    if (formats.size > 1) {
      throw new LoadError(headerFile, `signals in ${g.fileName} mix storage formats ${[...formats].join(', ')}`);
    }
    g.bytes = (await files.read(g.fileName)) ?? null;
    if (!g.bytes) throw new LoadError(g.fileName, `signal file not found (named in ${headerFile})`);
    if (FLAC_FORMATS.has(specs[g.indices[0]].format)) g.flac = decodeFlacFile(g, specs, header.record.nsamp);
  }

  let nframes = header.record.nsamp;
  if (nframes === null) {
    const sizes = groups.filter((g) => g.bytes).map((g) => availableFrames(g, specs));
    nframes = sizes.length ? Math.min(...sizes) : 0;
  }
  checkSize(nframes, totalPerFrame, headerFile);
  for (const g of groups) if (g.bytes) checkLength(g, specs, nframes);
  return { nframes, groups };
}

function checkSize(nframes: number, totalPerFrame: number, headerFile: string): void {
  if (nframes * totalPerFrame > MAX_TOTAL_SAMPLES) {
    throw new LoadError(headerFile, `record too large: ${nframes} frames x ${totalPerFrame} samples exceeds ${MAX_TOTAL_SAMPLES} samples`);
  }
}

/**
 * A FLAC signal file holds one channel per signal, all with the same samples per frame; the header's
 * byte offset counts samples per channel. Decodes no further than the record (and its skew) reaches.
 */
function decodeFlacFile(g: SignalFileGroup, specs: WfdbSignalSpec[], nsamp: number | null): Int32Array[] {
  const sigs = g.indices.map((i) => specs[i]);
  const { format, samplesPerFrame: spf, byteOffset: offset } = sigs[0];
  if (sigs.some((s) => s.samplesPerFrame !== spf)) {
    throw new LoadError(g.fileName, 'the signals of a FLAC file must have the same number of samples per frame');
  }
  const maxSkew = Math.max(...sigs.map((s) => s.skew));
  const cap = Math.floor(MAX_TOTAL_SAMPLES / sigs.length);
  const stream = decodeFlac(g.bytes!, g.fileName, Math.min(cap, nsamp === null ? cap : offset + (nsamp + maxSkew) * spf));
  if (stream.channels !== sigs.length) {
    throw new LoadError(g.fileName, `the FLAC stream has ${stream.channels} channels, the header lists ${sigs.length} signals in this file`);
  }
  const bits = format - 500;
  if (stream.bitsPerSample > bits) throw new LoadError(g.fileName, `${stream.bitsPerSample}-bit FLAC samples in format ${format} (at most ${bits} bits)`);
  const invalid = -(2 ** (bits - 1));
  return stream.samples.map((all) => {
    const v = all.subarray(Math.min(offset, all.length));
    for (let i = 0; i < v.length; i++) if (v[i] === invalid) v[i] = INVALID_SAMPLE;
    return v;
  });
}

/** Read and decode every signal of a single-segment header to digital values. */
export async function readDigitalSignals(header: WfdbHeader, files: FileSet, headerFile: string): Promise<DigitalSignals> {
  const { nframes, groups } = await openSignalFiles(header, files, headerFile);
  const digital: (Int32Array | null)[] = header.signals.map(() => null);
  for (const g of groups) {
    if (!g.bytes) continue;
    decodeGroupDigital(g, header.signals, nframes).forEach((d, j) => (digital[g.indices[j]] = d));
  }
  return { nframes, digital, files: groups.filter((g) => g.bytes).map((g) => g.fileName) };
}

/** Digital samples of a group's signals, skew applied: one array of nframes * spf per signal. */
export function decodeGroupDigital(g: SignalFileGroup, specs: WfdbSignalSpec[], nframes: number): Int32Array[] {
  const decoded = decodeGroup(g, specs, nframes);
  return g.indices.map((sig, j) => applySkew(decoded.values[j], decoded.frames, specs[sig], nframes));
}

function checkFormat(s: WfdbSignalSpec, i: number, headerFile: string): void {
  if (s.format === 0 || SUPPORTED_FORMATS.has(s.format) || FLAC_FORMATS.has(s.format)) return;
  throw new LoadError(headerFile, `signal ${i} uses unknown storage format ${s.format}`);
}

function groupByFile(specs: WfdbSignalSpec[]): SignalFileGroup[] {
  const byName = new Map<string, SignalFileGroup>();
  specs.forEach((s, i) => {
    const key = s.fileName === '~' ? `~${i}` : s.fileName;
    const g = byName.get(key) ?? { fileName: s.fileName, indices: [], bytes: null };
    g.indices.push(i);
    byName.set(key, g);
  });
  return [...byName.values()];
}

function isMat(name: string): boolean {
  return /\.mat$/i.test(name);
}

function availableFrames(g: SignalFileGroup, specs: WfdbSignalSpec[]): number {
  const bytes = g.bytes!;
  const first = specs[g.indices[0]];
  if (g.flac) return Math.floor(g.flac[0].length / first.samplesPerFrame);
  if (isMat(g.fileName)) {
    const mat = parseMatV4Header(bytes, g.fileName);
    return mat.rows === g.indices.length ? mat.cols : mat.rows;
  }
  const frameSize = g.indices.reduce((a, i) => a + specs[i].samplesPerFrame, 0);
  const usable = Math.max(0, bytes.length - first.byteOffset);
  return Math.floor(samplesInBytes(first.format, usable) / frameSize);
}

function checkLength(g: SignalFileGroup, specs: WfdbSignalSpec[], nframes: number): void {
  const bytes = g.bytes!;
  const first = specs[g.indices[0]];
  if (g.flac) {
    const need = nframes * first.samplesPerFrame;
    if (need > g.flac[0].length) {
      throw new LoadError(g.fileName, `truncated: the header needs ${need} samples per signal after offset ${first.byteOffset}, the FLAC stream holds ${g.flac[0].length}`);
    }
    return;
  }
  if (isMat(g.fileName)) {
    const mat = parseMatV4Header(bytes, g.fileName);
    if (mat.rows !== g.indices.length && mat.cols !== g.indices.length) {
      throw new LoadError(g.fileName, `signal count mismatch: MAT matrix is ${mat.rows}x${mat.cols} but the header lists ${g.indices.length} signals in this file`);
    }
    const available = mat.rows === g.indices.length ? mat.cols : mat.rows;
    if (nframes > available) {
      throw new LoadError(g.fileName, `truncated: header needs ${nframes} samples per signal, MAT matrix has ${available}`);
    }
    return;
  }
  const frameSize = g.indices.reduce((a, i) => a + specs[i].samplesPerFrame, 0);
  const need = first.byteOffset + bytesForSamples(first.format, nframes * frameSize);
  if (need > bytes.length) {
    throw new LoadError(
      g.fileName,
      `truncated: the header needs ${nframes} frames (${need} bytes with offset ${first.byteOffset}), the file has ${bytes.length} bytes`,
    );
  }
}

/** Decode the group's frames: at least nframes, plus the extra frames skewed signals reach into when present. */
function decodeGroup(g: SignalFileGroup, specs: WfdbSignalSpec[], nframes: number): { values: Int32Array[]; frames: number } {
  const bytes = g.bytes!;
  const sigs = g.indices.map((i) => specs[i]);
  const maxSkew = Math.max(...sigs.map((s) => s.skew));
  if (g.flac) {
    const spf = sigs[0].samplesPerFrame;
    const frames = Math.min(Math.floor(g.flac[0].length / spf), nframes + maxSkew);
    return { values: g.flac.map((v) => v.subarray(0, frames * spf)), frames };
  }
  if (isMat(g.fileName)) {
    if (sigs.some((s) => s.samplesPerFrame !== 1)) {
      throw new LoadError(g.fileName, 'MAT signal files with more than one sample per frame are not supported');
    }
    const mat = parseMatV4Header(bytes, g.fileName);
    const available = mat.rows === sigs.length ? mat.cols : mat.rows;
    const frames = Math.min(available, nframes + maxSkew);
    return { values: decodeMatV4(bytes, mat, sigs.length, frames, g.fileName), frames };
  }
  const format = sigs[0].format;
  const offset = sigs[0].byteOffset;
  const spf = sigs.map((s) => s.samplesPerFrame);
  const frameSize = spf.reduce((a, b) => a + b, 0);
  const available = Math.floor(samplesInBytes(format, Math.max(0, bytes.length - offset)) / frameSize);
  const frames = Math.min(available, nframes + maxSkew);
  const values = decodeFrames(format, bytes, offset, spf, frames, sigs.map((s) => s.initialValue));
  return { values, frames };
}

/** WFDB skew: sample t of a signal is stored in frame t + skew. Frames past the end of the file are invalid. */
function applySkew(values: Int32Array, frames: number, spec: WfdbSignalSpec, nframes: number): Int32Array {
  const k = spec.samplesPerFrame;
  if (spec.skew === 0 && frames === nframes) return values;
  const out = new Int32Array(nframes * k).fill(INVALID_SAMPLE);
  const start = spec.skew * k;
  out.set(values.subarray(Math.min(start, values.length), Math.min(values.length, start + nframes * k)));
  return out;
}
