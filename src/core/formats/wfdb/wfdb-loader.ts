import { LoadError } from '../../errors';
import type { EcgLead, EcgRecord } from '../../types';
import type { FileSet } from '../fileset';
import { baseName, extensionOf, stemOf } from '../fileset';
import type { FormatLoader, LoadOptions } from '../loader';
import { readAnnotationFiles } from './annotation-files';
import { decodeHeaderText, parseHeader } from './header';
import { canonicalLeadName } from './lead-names';
import { metadataFromComments } from './metadata';
import { millivoltsPerUnit } from './physical';
import { readMultiSegment, readSingleSegment } from './segments';

/**
 * WFDB records (PhysioNet): a .hea header with its signal files (.dat in any storage format, or
 * MAT v4 .mat), multi-segment records, and the annotation files beside it.
 *
 * Choices: signals with several samples per frame are output at frame rate x the largest
 * samples-per-frame, slower signals linearly interpolated (see physical.ts). Signals in
 * non-voltage units (mmHg, NU, bpm, ...) are left out of `leads` and listed in
 * metadata.otherSignals, unless the record has no voltage signal at all.
 */
export const wfdbLoader: FormatLoader = {
  name: 'WFDB',
  extensions: ['hea', 'dat', 'mat'],
  load: (files, mainName, options) => loadWfdb(files, mainName, options),
};

export async function loadWfdb(files: FileSet, mainName: string, options: Pick<LoadOptions, 'annotations'> = {}): Promise<EcgRecord> {
  const main = baseName(mainName);
  const headerFile = extensionOf(main) === 'hea' ? main : `${stemOf(main)}.hea`;
  const bytes = await files.read(headerFile);
  if (!bytes) {
    throw headerFile === main
      ? new LoadError(main, 'file not found')
      : new LoadError(main, `no WFDB header ${headerFile} beside it (open the .hea file with its signal files)`);
  }
  const header = parseHeader(decodeHeaderText(bytes, headerFile), headerFile);
  const sig = header.segments ? await readMultiSegment(header, files, headerFile) : await readSingleSegment(header, files, headerFile);
  if (!sig.specs.length) throw new LoadError(headerFile, 'record has no signals');

  const voltage = sig.specs.map((s) => millivoltsPerUnit(s.units) !== null);
  const keepAll = !voltage.some(Boolean);
  const names = uniqueNames(sig.specs.map((s, i) => canonicalLeadName(s.description) || `signal ${i}`));
  const leads: EcgLead[] = [];
  const otherSignals: string[] = [];
  sig.specs.forEach((s, i) => {
    if (voltage[i] || keepAll) leads.push({ name: names[i], samples: sig.samples[i] });
    else otherSignals.push(`${names[i]} (${s.units})`);
  });

  const length = sig.nframes * sig.perFrame;
  const fs = sig.frameRate * sig.perFrame;
  const ann = options.annotations === false ? { annotations: [], files: [] } : await readAnnotationFiles(
    files,
    [...new Set([stemOf(headerFile), header.record.name])],
    sig.files,
    sig.frameRate,
    sig.perFrame,
    length,
  );
  const metadata = metadataFromComments(header.comments, header.record);
  if (otherSignals.length) metadata.otherSignals = otherSignals;
  if (keepAll) metadata.units = Object.fromEntries(sig.specs.map((s, i) => [names[i], s.units]));
  return {
    id: header.record.name,
    fs,
    length,
    leads,
    annotations: ann.annotations,
    metadata,
    source: { format: 'WFDB', files: [headerFile, ...sig.files, ...ann.files] },
  };
}

function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const count = (seen.get(n) ?? 0) + 1;
    seen.set(n, count);
    return count === 1 ? n : `${n} (${count})`;
  });
}
