import { LoadError } from '../../errors';
import type { FileSet } from '../fileset';
import type { WfdbHeader, WfdbSignalSpec } from './header';
import { decodeHeaderText, parseHeader } from './header';
import { toPhysical } from './physical';
import { canDecodeDirect, decodeGroupPhysical } from './decode-physical';
import { decodeGroupDigital, MAX_TOTAL_SAMPLES, openSignalFiles, readDigitalSignals } from './read-signals';

/** Signals of a record in physical units, all at frameRate * perFrame samples per second. */
export interface PhysicalSignals {
  frameRate: number;
  /** Output samples per frame: the largest samples-per-frame of any signal. */
  perFrame: number;
  nframes: number;
  specs: WfdbSignalSpec[];
  samples: Float32Array[];
  /** Files read besides the main header (signal files, segment headers). */
  files: string[];
}

function maxPerFrame(specs: WfdbSignalSpec[]): number {
  return specs.reduce((m, s) => Math.max(m, s.samplesPerFrame), 1);
}

export async function readSingleSegment(header: WfdbHeader, files: FileSet, headerFile: string): Promise<PhysicalSignals> {
  const specs = header.signals;
  const { nframes, groups } = await openSignalFiles(header, files, headerFile);
  const perFrame = maxPerFrame(specs);
  if (nframes * perFrame * specs.length > MAX_TOTAL_SAMPLES) {
    throw new LoadError(headerFile, `record too large: ${nframes * perFrame} samples x ${specs.length} signals`);
  }
  const samples: Float32Array[] = new Array(specs.length);
  for (const g of groups) {
    const physical = canDecodeDirect(g, specs, perFrame)
      ? decodeGroupPhysical(g, specs, nframes, perFrame)
      : g.bytes
        ? decodeGroupDigital(g, specs, nframes).map((d, j) => toPhysical(d, specs[g.indices[j]], nframes, perFrame))
        : g.indices.map((i) => toPhysical(null, specs[i], nframes, perFrame));
    g.indices.forEach((sig, j) => (samples[sig] = physical[j]));
  }
  const used = groups.filter((g) => g.bytes).map((g) => g.fileName);
  return { frameRate: header.record.fs, perFrame, nframes, specs, samples, files: used };
}

interface Segment {
  name: string;
  nframes: number;
  header: WfdbHeader | null;
  file: string | null;
}

/**
 * A multi-segment record: segments one after another, null segments ('~') and signals a segment
 * lacks are NaN. With a layout segment (first segment, length 0) the record has the layout's
 * signals and each segment's signals are matched to them by name; without one, every segment has
 * the first segment's signals in the same order. Each segment is scaled with its own gains.
 */
export async function readMultiSegment(header: WfdbHeader, files: FileSet, headerFile: string): Promise<PhysicalSignals> {
  const segs: Segment[] = [];
  const used: string[] = [];
  for (const s of header.segments!) {
    if (s.name === '~') {
      segs.push({ name: s.name, nframes: s.nsamp, header: null, file: null });
      continue;
    }
    const file = `${s.name}.hea`;
    const bytes = await files.read(file);
    if (!bytes) throw new LoadError(file, `segment header not found (segment of ${headerFile})`);
    const h = parseHeader(decodeHeaderText(bytes, file), file);
    if (h.segments) throw new LoadError(file, `segment of ${headerFile} is itself a multi-segment record`);
    if (Math.abs(h.record.fs - header.record.fs) > 1e-6 * header.record.fs) {
      throw new LoadError(file, `segment frame rate ${h.record.fs} differs from the record's ${header.record.fs}`);
    }
    segs.push({ name: s.name, nframes: s.nsamp, header: h, file });
    used.push(file);
  }
  const first = segs[0];
  const hasLayout = first.header !== null && first.nframes === 0;
  const layoutSeg = hasLayout ? first : segs.find((s) => s.header);
  const layout = layoutSeg?.header?.signals ?? [];
  const dataSegs = hasLayout ? segs.slice(1) : segs;
  const perFrame = Math.max(maxPerFrame(layout), ...dataSegs.map((s) => (s.header ? maxPerFrame(s.header.signals) : 1)));
  const nframes = dataSegs.reduce((a, s) => a + s.nframes, 0);
  if (nframes * perFrame * layout.length > MAX_TOTAL_SAMPLES) {
    throw new LoadError(headerFile, `record too large: ${nframes * perFrame} samples x ${layout.length} signals`);
  }
  const samples = layout.map(() => new Float32Array(nframes * perFrame).fill(NaN));
  let at = 0;
  for (const seg of dataSegs) {
    if (seg.header && seg.nframes > 0) {
      const h = { ...seg.header, record: { ...seg.header.record, nsamp: seg.header.record.nsamp ?? seg.nframes } };
      const d = await readDigitalSignals(h, files, seg.file!);
      used.push(...d.files);
      const frames = Math.min(seg.nframes, d.nframes);
      const taken = new Set<number>();
      layout.forEach((ls, i) => {
        const j = hasLayout
          ? h.signals.findIndex((ss, k) => !taken.has(k) && ss.description === ls.description)
          : i < h.signals.length
            ? i
            : -1;
        if (j < 0) return;
        taken.add(j);
        const phys = toPhysical(d.digital[j], h.signals[j], d.nframes, perFrame);
        samples[i].set(phys.subarray(0, frames * perFrame), at * perFrame);
      });
    }
    at += seg.nframes;
  }
  return { frameRate: header.record.fs, perFrame, nframes, specs: layout, samples, files: used };
}
