import { LoadError } from '../../errors';

/** One SCP-ECG section: its id and its bytes after the 16-byte section header. */
export interface ScpSection {
  id: number;
  version: number;
  /** Section content after the 16-byte header. */
  data: Uint8Array;
  view: DataView;
}

const MAX_SECTIONS = 256;

/**
 * Split an SCP-ECG file (EN 1064) into sections using the section 0 pointer table. Every pointer and
 * length is checked against the file; CRCs are checked (a bad CRC is reported, not silently used).
 */
export function readScpSections(bytes: Uint8Array, file: string, checkCrc = true): Map<number, ScpSection> {
  if (bytes.length < 6 + 16) throw new LoadError(file, 'too short for an SCP-ECG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fileLength = view.getUint32(2, true);
  if (fileLength > bytes.length || fileLength < 22)
    throw new LoadError(file, `SCP record length ${fileLength} does not fit the ${bytes.length}-byte file`);
  const expectCrc = view.getUint16(0, true);
  if (checkCrc && crcCcitt(bytes.subarray(2, fileLength)) !== expectCrc) throw new LoadError(file, 'SCP file CRC does not match (corrupt file)');
  const s0 = readSection(bytes, view, 6, fileLength, file, checkCrc);
  if (s0.id !== 0) throw new LoadError(file, `first SCP section has id ${s0.id}, expected 0`);
  const sections = new Map<number, ScpSection>([[0, s0]]);
  const count = Math.floor(s0.data.length / 10);
  if (count > MAX_SECTIONS) throw new LoadError(file, `SCP section 0 lists ${count} sections`);
  for (let i = 0; i < count; i++) {
    const id = s0.view.getUint16(i * 10, true);
    const length = s0.view.getUint32(i * 10 + 2, true);
    const index = s0.view.getUint32(i * 10 + 6, true);
    if (id === 0 || length === 0) continue;
    if (index < 1 || index - 1 + length > fileLength)
      throw new LoadError(file, `SCP section ${id} (offset ${index}, ${length} bytes) lies outside the file`);
    const s = readSection(bytes, view, index - 1, fileLength, file, checkCrc);
    if (s.id !== id) throw new LoadError(file, `SCP pointer for section ${id} leads to section ${s.id}`);
    sections.set(id, s);
  }
  return sections;
}

function readSection(bytes: Uint8Array, view: DataView, offset: number, fileLength: number, file: string, checkCrc: boolean): ScpSection {
  if (offset + 16 > fileLength) throw new LoadError(file, `SCP section header at ${offset} runs past the end`);
  const id = view.getUint16(offset + 2, true);
  const length = view.getUint32(offset + 4, true);
  if (length < 16 || offset + length > fileLength)
    throw new LoadError(file, `SCP section ${id} length ${length} runs past the end of the file`);
  if (checkCrc && crcCcitt(bytes.subarray(offset + 2, offset + length)) !== view.getUint16(offset, true))
    throw new LoadError(file, `SCP section ${id} CRC does not match (corrupt section)`);
  const data = bytes.subarray(offset + 16, offset + length);
  return { id, version: bytes[offset + 8], data, view: new DataView(data.buffer, data.byteOffset, data.byteLength) };
}

/** CRC-CCITT (polynomial 0x1021, initial 0xFFFF) as EN 1064 specifies. */
export function crcCcitt(data: Uint8Array): number {
  let crc = 0xffff;
  for (let i = 0; i < data.length; i++) {
    crc ^= data[i] << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}
