import { LoadError } from '../../errors';
import { INVALID_SAMPLE } from './signal-formats';

/**
 * WFDB's MAT v4 signal files (wfdb2mat, PhysioNet/CinC challenges): one matrix 'val' of digital
 * samples, signals in rows and samples in columns, stored column-major, so the data is the
 * frames one after another exactly like an interleaved .dat file.
 */
export interface MatV4Matrix {
  littleEndian: boolean;
  /** MAT 'P' digit: 0 double, 1 single, 2 int32, 3 int16, 4 uint16, 5 uint8. */
  precision: number;
  rows: number;
  cols: number;
  name: string;
  dataOffset: number;
}

const ELEMENT_BYTES = [8, 4, 4, 2, 2, 1];
const MAX_NAME = 4096;

export function parseMatV4Header(bytes: Uint8Array, file: string): MatV4Matrix {
  if (bytes.length < 20) throw new LoadError(file, `not a MAT v4 file (${bytes.length} bytes, header needs 20)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let littleEndian = true;
  let type = view.getInt32(0, true);
  if (type < 0 || type > 4052) {
    type = view.getInt32(0, false);
    littleEndian = false;
  }
  const m = Math.floor(type / 1000);
  const o = Math.floor(type / 100) % 10;
  const p = Math.floor(type / 10) % 10;
  const t = type % 10;
  if (type < 0 || type > 4052 || m !== (littleEndian ? 0 : 1) || o !== 0 || p > 5 || t !== 0) {
    throw new LoadError(file, `not a MAT v4 numeric matrix (type field ${type}); only WFDB-style MAT v4 files are supported`);
  }
  const rows = view.getInt32(4, littleEndian);
  const cols = view.getInt32(8, littleEndian);
  const imagf = view.getInt32(12, littleEndian);
  const namlen = view.getInt32(16, littleEndian);
  if (rows < 0 || cols < 0) throw new LoadError(file, `MAT v4 matrix has negative size ${rows}x${cols}`);
  if (imagf !== 0) throw new LoadError(file, 'MAT v4 matrix is complex; WFDB signal matrices are real');
  if (namlen < 1 || namlen > MAX_NAME || 20 + namlen > bytes.length) {
    throw new LoadError(file, `MAT v4 variable name length ${namlen} is invalid for a ${bytes.length}-byte file`);
  }
  const nameBytes = bytes.subarray(20, 20 + namlen);
  const end = nameBytes.indexOf(0);
  const name = String.fromCharCode(...nameBytes.subarray(0, end < 0 ? namlen : end));
  const dataOffset = 20 + namlen;
  const need = rows * cols * ELEMENT_BYTES[p];
  if (dataOffset + need > bytes.length) {
    throw new LoadError(file, `truncated: MAT v4 matrix ${rows}x${cols} needs ${dataOffset + need} bytes, file has ${bytes.length}`);
  }
  return { littleEndian, precision: p, rows, cols, name, dataOffset };
}

/**
 * Digital samples of the first `nframes` columns, one array per signal (row). A matrix stored
 * transposed (samples in rows, signals in columns) is accepted too when its shape says so.
 */
export function decodeMatV4(bytes: Uint8Array, mat: MatV4Matrix, nsig: number, nframes: number, file: string): Int32Array[] {
  let sigStride: number;
  let sampleStride: number;
  let available: number;
  if (mat.rows === nsig) {
    sigStride = 1;
    sampleStride = mat.rows;
    available = mat.cols;
  } else if (mat.cols === nsig) {
    sigStride = mat.rows;
    sampleStride = 1;
    available = mat.rows;
  } else {
    throw new LoadError(file, `signal count mismatch: MAT matrix is ${mat.rows}x${mat.cols} but the header lists ${nsig} signals in this file`);
  }
  if (nframes > available) {
    throw new LoadError(file, `truncated: header needs ${nframes} samples per signal, MAT matrix has ${available}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const le = mat.littleEndian;
  const size = ELEMENT_BYTES[mat.precision];
  const outs: Int32Array[] = [];
  for (let s = 0; s < nsig; s++) {
    const out = new Int32Array(nframes);
    let p = mat.dataOffset + s * sigStride * size;
    const step = sampleStride * size;
    switch (mat.precision) {
      case 3:
        if (le) {
          for (let i = 0; i < nframes; i++, p += step) {
            const v = ((bytes[p] | (bytes[p + 1] << 8)) << 16) >> 16;
            out[i] = v === -32768 ? INVALID_SAMPLE : v;
          }
        } else {
          for (let i = 0; i < nframes; i++, p += step) {
            const v = view.getInt16(p, false);
            out[i] = v === -32768 ? INVALID_SAMPLE : v;
          }
        }
        break;
      case 2:
        for (let i = 0; i < nframes; i++, p += step) out[i] = view.getInt32(p, le);
        break;
      case 4:
        for (let i = 0; i < nframes; i++, p += step) out[i] = view.getUint16(p, le);
        break;
      case 5:
        for (let i = 0; i < nframes; i++, p += step) out[i] = bytes[p];
        break;
      default:
        for (let i = 0; i < nframes; i++, p += step) {
          const v = mat.precision === 0 ? view.getFloat64(p, le) : view.getFloat32(p, le);
          out[i] = Number.isFinite(v) && Math.abs(v) < 2 ** 31 ? Math.round(v) : INVALID_SAMPLE;
        }
    }
    outs.push(out);
  }
  return outs;
}
