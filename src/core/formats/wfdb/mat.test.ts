import { describe, expect, it } from 'vitest';
import { LoadError } from '../../errors';
import { MemoryFileSet } from '../fileset';
import { decodeMatV4, parseMatV4Header } from './mat';
import { INVALID_SAMPLE } from './signal-formats';
import { loadWfdb } from './wfdb-loader';

/** A MAT v4 file holding one int16 matrix (values given row by row, stored column-major). */
function matFile(rows: number[][], opts: { bigEndian?: boolean; name?: string; precision?: number } = {}): Uint8Array {
  const name = opts.name ?? 'val';
  const nrows = rows.length;
  const ncols = rows[0]?.length ?? 0;
  const le = !opts.bigEndian;
  const buf = new ArrayBuffer(20 + name.length + 1 + nrows * ncols * 2);
  const v = new DataView(buf);
  v.setInt32(0, (le ? 0 : 1000) + (opts.precision ?? 3) * 10, le);
  v.setInt32(4, nrows, le);
  v.setInt32(8, ncols, le);
  v.setInt32(12, 0, le);
  v.setInt32(16, name.length + 1, le);
  new Uint8Array(buf).set(new TextEncoder().encode(name), 20);
  let p = 20 + name.length + 1;
  for (let c = 0; c < ncols; c++) for (let r = 0; r < nrows; r++, p += 2) v.setInt16(p, rows[r][c], le);
  return new Uint8Array(buf);
}

describe('MAT v4', () => {
  it('parses the header and reads signals in rows, column-major', () => {
    const bytes = matFile([
      [1, 2, 3],
      [-4, -32768, 6],
    ]);
    const m = parseMatV4Header(bytes, 'r.mat');
    expect(m).toEqual({ littleEndian: true, precision: 3, rows: 2, cols: 3, name: 'val', dataOffset: 24 });
    const [a, b] = decodeMatV4(bytes, m, 2, 3, 'r.mat');
    expect(Array.from(a)).toEqual([1, 2, 3]);
    expect(Array.from(b)).toEqual([-4, INVALID_SAMPLE, 6]);
  });

  it('reads big-endian files and transposed matrices (samples in rows)', () => {
    const bytes = matFile([[10], [20], [30]], { bigEndian: true });
    const m = parseMatV4Header(bytes, 'r.mat');
    expect(m.littleEndian).toBe(false);
    expect(Array.from(decodeMatV4(bytes, m, 1, 3, 'r.mat')[0])).toEqual([10, 20, 30]);
  });

  it.each([
    ['too short', new Uint8Array(10), /not a MAT v4 file/],
    ['sparse/text type', (() => { const b = matFile([[1]]); b[0] = 2; return b; })(), /not a MAT v4 numeric matrix/],
    ['size beyond the file', (() => { const b = matFile([[1, 2]]); b[8] = 0xff; b[9] = 0xff; return b; })(), /truncated/],
    ['name length beyond the file', (() => { const b = matFile([[1]]); b[16] = 0xff; b[17] = 0xff; return b; })(), /name length/],
  ])('%s -> LoadError', (_, bytes, re) => {
    expect(() => parseMatV4Header(bytes, 'r.mat')).toThrow(LoadError);
    expect(() => parseMatV4Header(bytes, 'r.mat')).toThrow(re);
  });

  it('loads a WFDB record whose signal file is a .mat; the header may omit the sample count', async () => {
    const hea = 'r.mat 2 500\nr.mat 16+24 1000/mV 16 0 5 0 0 I\nr.mat 16+24 1000/mV 16 0 -4 0 0 avr\n#Age: 56\n#Sex: Female\n#Dx: 164889003,59118001\n';
    const files = new MemoryFileSet([
      ['r.hea', new TextEncoder().encode(hea)],
      ['r.mat', matFile([[5, 1000, -1000], [-4, 0, 2]])],
    ]);
    const r = await loadWfdb(files, 'r.hea');
    expect(r).toMatchObject({ id: 'r', fs: 500, length: 3 });
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'aVR']);
    expect(Array.from(r.leads[0].samples)).toEqual([0.005, 1, -1].map(Math.fround));
    expect(r.metadata).toMatchObject({ age: 56, sex: 'F', diagnoses: ['164889003', '59118001'] });
  });

  it('a .mat with fewer columns than the header needs, or the wrong number of rows, names the .mat', async () => {
    const files = (hea: string) =>
      new MemoryFileSet([
        ['r.hea', new TextEncoder().encode(hea)],
        ['r.mat', matFile([[1, 2], [3, 4]])],
      ]);
    await expect(loadWfdb(files('r 2 500 3\nr.mat 16+24 1000\nr.mat 16+24 1000\n'), 'r.hea')).rejects.toThrow(/^r\.mat: truncated/);
    await expect(loadWfdb(files('r 3 500 2\nr.mat 16+24\nr.mat 16+24\nr.mat 16+24\n'), 'r.hea')).rejects.toThrow(/^r\.mat: signal count mismatch/);
  });
});
