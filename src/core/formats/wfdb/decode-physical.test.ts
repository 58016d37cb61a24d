import { describe, expect, it } from 'vitest';
import { DirFileSet } from '../../../node/dir-fileset';
import { dataPath, describeData } from '../../../../tests/data';
import { canDecodeDirect, decodeGroupPhysical } from './decode-physical';
import { decodeHeaderText, parseHeader } from './header';
import { toPhysical } from './physical';
import { decodeGroupDigital, openSignalFiles } from './read-signals';
import { MemoryFileSet } from '../fileset';
import type { FileSet } from '../fileset';

/** Index of the first sample that differs (NaN equals NaN), or -1; much faster than toEqual on long arrays. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

/** The direct path must give exactly what digital decoding + toPhysical gives. */
async function compareBothPaths(files: FileSet, name: string): Promise<number> {
  const header = parseHeader(decodeHeaderText((await files.read(name))!, name), name);
  const { nframes, groups } = await openSignalFiles(header, files, name);
  let compared = 0;
  for (const g of groups) {
    const perFrame = header.signals[g.indices[0]].samplesPerFrame;
    expect(canDecodeDirect(g, header.signals, perFrame)).toBe(true);
    const direct = decodeGroupPhysical(g, header.signals, nframes, perFrame);
    const viaDigital = decodeGroupDigital(g, header.signals, nframes).map((d, j) => toPhysical(d, header.signals[g.indices[j]], nframes, perFrame));
    expect(direct.map((d, j) => firstDifference(d, viaDigital[j]))).toEqual(direct.map(() => -1));
    compared += direct.length;
  }
  return compared;
}

describe('direct physical decoding', () => {
  it('matches the digital path on a synthetic 212 record with invalid samples (fast two-per-frame path)', async () => {
    const frames = 20000;
    const dat = new Uint8Array(frames * 3);
    for (let i = 0; i < dat.length; i++) dat[i] = (i * 37 + (i >> 7)) & 0xff;
    dat[3 * 500] = 0x00;
    dat[3 * 500 + 1] = 0x88;
    dat[3 * 500 + 2] = 0x00; // both samples of frame 500 = 0x800, invalid
    const hea = `s 2 250 ${frames}\ns.dat 212 123.4(-7)/uV 12 0 0 0 0 I\ns.dat 212 0 12 3 0 0 0 II\n`;
    const files = new MemoryFileSet([
      ['s.hea', new TextEncoder().encode(hea)],
      ['s.dat', dat],
    ]);
    expect(await compareBothPaths(files, 's.hea')).toBe(2);
    const header = parseHeader(hea, 's.hea');
    const { groups } = await openSignalFiles(header, files, 's.hea');
    const [a, b] = decodeGroupPhysical(groups[0], header.signals, frames, 1);
    expect([a[500], b[500]]).toEqual([NaN, NaN]);
    expect(a[0]).toBe(Math.fround(((dat[0] | ((dat[1] & 0x0f) << 8)) + 7) / 123.4 / 1000));
  });
});

describeData('direct physical decoding on real records', () => {
  it.each([
    ['mitdb', '100.hea'],
    ['qtdb', 'sel30.hea'],
    ['nstdb', '118e00.hea'],
    ['wfdb-samples', 's0010_re.hea'],
    ['wfdb-samples', '3000003_0003.hea'],
    ['wfdb-samples', '310derive.hea'],
    ['wfdb-samples', '311derive_3.hea'],
    ['wfdb-samples', 'p10143.hea'],
    ['wfdb-samples', '100_3chan.hea'],
  ])('%s/%s', async (dir, name) => {
    expect(await compareBothPaths(new DirFileSet(dataPath(dir)), name)).toBeGreaterThan(0);
  });
});
