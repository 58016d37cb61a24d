import type { MedianBeats } from '../../types';
import { deviceMedianBeats } from '../device-measurements';
import { canonicalLeadName } from '../wfdb/lead-names';
import { child, childrenNamed, path, type XmlElement } from '../xml';
import { decodeBase64 } from '../xml/base64';

const MAX_REPBEAT_SAMPLES = 8000;
const MAX_LEADS = 16;

function num(v: string | undefined): number | null {
  const x = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isFinite(x) ? x : null;
}

/**
 * Philips <waveforms><repbeats>: one Base64 int16 LE beat per lead (1.03: the <repbeat> text,
 * 1.04: its <waveform> child), `resolution` uV per bit at `samplespersec`. Beats recorded at k x the
 * rhythm rate are averaged down by k so they share the record's fs; 0x7FFF padding is cut off.
 * Null when absent or unusable.
 */
export function readPhilipsRepbeats(root: XmlElement, fs: number, file: string): MedianBeats | null {
  const rb = path(root, 'waveforms', 'repbeats');
  if (!rb || (rb.attrs.dataencoding ?? 'Base64') !== 'Base64') return null;
  const sps = num(rb.attrs.samplespersec);
  const resolution = num(rb.attrs.resolution);
  if (sps === null || resolution === null || resolution <= 0) return null;
  const k = sps / fs;
  if (!Number.isInteger(k) || k < 1 || k > 8) return null;
  const gain = resolution / 1000;
  const leads: { name: string; samples: Float32Array }[] = [];
  for (const beat of childrenNamed(rb, 'repbeat').slice(0, MAX_LEADS)) {
    const text = child(beat, 'waveform')?.text ?? beat.text;
    const bytes = decodeBase64(text, file, `repbeat ${beat.attrs.leadname ?? ''}`, MAX_REPBEAT_SAMPLES * 2);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength & ~1);
    const n = Math.floor(bytes.length / 2 / k);
    const samples = new Float32Array(n);
    let end = 0;
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let i = 0; i < k; i++) {
        const v = view.getInt16((j * k + i) * 2, true);
        // 1.04 files pad the beat with 0x7FFF up to the stored duration.
        sum += v === 32767 || v === -32768 ? NaN : v;
      }
      samples[j] = (sum / k) * gain;
      if (!Number.isNaN(samples[j])) end = j + 1;
    }
    leads.push({ name: canonicalLeadName(beat.attrs.leadname ?? `ch${leads.length + 1}`), samples: samples.subarray(0, end) });
  }
  return deviceMedianBeats(leads);
}
