import { LoadError } from '../../errors';
import type { EcgRecord } from '../../types';
import { stemOf } from '../fileset';

/**
 * SCP-like files of Healforce handheld recorders (Prince 180D), which are not EN 1064 compliant:
 * 16-bit record length, 0-based section offsets, no 'SCPECG' marker, one rhythm stream in section 6
 * with all leads interleaved, 4 samples of 12 bits packed into 3 little-endian 16-bit words
 * (10-bit value with remapped top bits, plus a QRS marker bit and an "irregular beat" bit), and the
 * sampling rate in Hz where the standard has the sample interval in microseconds.
 * Layout as decoded by github.com/KaibinBao/healforcescpecg (MIT). Checked on its demo files: with
 * 150 Hz the device's QRS markers give 59-65 bpm, and with the stated AVM (9524 nV) QRS amplitudes
 * are 1-1.6 mV. The leads are unnamed in the file (ch1..chN). metadata.nonStandard says all this;
 * the device's QRS marks (not expert annotations) are kept in metadata.deviceQrsSamples.
 */

const MAX_LEADS = 12;

export function isHealforceScp(bytes: Uint8Array): boolean {
  if (bytes.length < 6 + 16 + 10) return false;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Section 0 right after the 6-byte file header, with the 16-bit record length quirk.
  return v.getUint16(8, true) === 0 && v.getUint16(2, true) === 0 && String.fromCharCode(...bytes.subarray(16, 22)) !== 'SCPECG';
}

export function parseHealforceScp(bytes: Uint8Array, file: string): EcgRecord {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (problem: string): never => {
    throw new LoadError(file, `non-standard (Healforce-style) SCP-ECG file: ${problem}`);
  };
  const s0Size = v.getUint32(10, true);
  if (s0Size < 16 || 6 + s0Size > bytes.length) fail('section 0 runs past the end');
  const sections = new Map<number, { offset: number; size: number }>();
  for (let p = 6 + 16; p + 10 <= 6 + s0Size; p += 10) {
    const id = v.getUint16(p, true);
    const size = v.getUint32(p + 2, true);
    const offset = v.getUint32(p + 6, true);
    if (size < 16 || offset + size > bytes.length) fail(`section ${id} lies outside the file`);
    if (v.getUint16(offset + 2, true) !== id) fail(`pointer for section ${id} does not lead to it`);
    sections.set(id, { offset, size });
  }
  const s3 = sections.get(3) ?? fail('no lead definition (section 3)');
  const s6 = sections.get(6) ?? fail('no rhythm data (section 6)');
  if (s3.size < 18) fail('section 3 is truncated');
  const nLeads = bytes[s3.offset + 16];
  if (nLeads < 1 || nLeads > MAX_LEADS) fail(`${nLeads} leads`);
  const h = s6.offset + 16;
  if (s6.size < 16 + 8) fail('section 6 is truncated');
  const avmNv = v.getUint16(h, true);
  const fs = v.getUint16(h + 2, true);
  const difference = bytes[h + 4];
  const streamBytes = v.getUint16(h + 6, true);
  if (avmNv === 0) fail('amplitude multiplier is 0');
  if (fs < 50 || fs > 2000) fail(`sampling rate field ${fs} is not a plausible rate in Hz`);
  if (difference !== 0) fail('difference-coded data is not supported');
  if (h + 8 + streamBytes > s6.offset + s6.size) fail('rhythm data runs past section 6');
  const words = Math.floor(streamBytes / 6);
  const length = Math.floor((words * 4) / nLeads);
  const leads = Array.from({ length: nLeads }, (_, i) => ({ name: `ch${i + 1}`, samples: new Float32Array(length) }));
  const qrs: number[] = [];
  const refractory = Math.round(fs * 0.2);
  const gain = avmNv / 1e6;
  let k = 0; // interleaved sample index
  let lastQrs = -Infinity;
  const put = (packed: number) => {
    const t = Math.floor(k / nLeads);
    if (t < length) {
      const value = ((((((packed & 0x0300) >> 8) + 0xfe) & 0xff) << 8) | (packed & 0xff)) << 16 >> 16;
      leads[k % nLeads].samples[t] = value * gain;
      if (packed & 0x8000 && t > lastQrs + refractory && qrs.length < 100_000) {
        qrs.push(t);
        lastQrs = t;
      }
    }
    k++;
  };
  for (let w = 0, p = h + 8; w < words; w++, p += 6) {
    const a = v.getUint16(p, true);
    const b = v.getUint16(p + 2, true);
    const c = v.getUint16(p + 4, true);
    put(a);
    put(b);
    put(c);
    put(((a & 0x3c00) >> 2) + ((b & 0x3c00) >> 6) + ((c & 0x3c00) >> 10));
  }
  return {
    id: stemOf(file),
    fs,
    length,
    leads,
    annotations: [],
    metadata: {
      deviceQrsSamples: qrs,
      nonStandard:
        'Healforce SCP-ECG (not EN 1064): leads interleaved in one stream, 10-bit packed samples, sampling rate read as Hz, lead names not stated; QRS marks are the device detector',
    },
    source: { format: 'scp-ecg', files: [file] },
  };
}
