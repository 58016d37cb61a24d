// Speed of the WFDB loader (a 30-min MIT-BIH record, a FLAC-compressed record, a synthetic 24 h Holter-length record)
// and of the ISHNE loader on the same 24 h.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadRecord } from '../src/core/formats/index';
import { decodeSamples } from '../src/core/formats/wfdb/signal-formats';
import type { FileSet } from '../src/core/formats/fileset';
import { MemoryFileSet } from '../src/core/formats/fileset';
import { DirFileSet } from '../src/node/dir-fileset';
import { coldAndMedianWallMs } from './timing';
import type { BenchRow } from './types';

const DATA = resolve(import.meta.dirname, '../../shared/data');

/** Format 212 bytes of `frames` frames x 2 signals: a 1 Hz sawtooth-plus-spike pattern, 12-bit. */
function synthetic212(frames: number, fs: number): Uint8Array {
  const out = new Uint8Array(frames * 3);
  for (let t = 0, p = 0; t < frames; t++, p += 3) {
    const phase = t % fs;
    const a = (phase < 10 ? 900 : 0) + ((phase * 3) % 200) - 100;
    const b = -a >> 1;
    out[p] = a & 0xff;
    out[p + 1] = ((a >> 8) & 0x0f) | (((b >> 8) & 0x0f) << 4);
    out[p + 2] = b & 0xff;
  }
  return out;
}

/** The two leads of a format-212 file as an ISHNE 1.0 file (int16 interleaved, 5000 nV per unit, header CRC left 0). */
function ishneOf(dat: Uint8Array, frames: number, fs: number): Uint8Array {
  const out = new Uint8Array(522 + 4 * frames);
  const v = new DataView(out.buffer);
  out.set(new TextEncoder().encode('ISHNE1.0'));
  v.setInt32(14, frames, true);
  v.setInt32(18, 522, true);
  v.setInt32(22, 522, true);
  v.setInt16(156, 2, true);
  for (let i = 0; i < 12; i++) v.setInt16(158 + 2 * i, i < 2 ? 5 + i : -9, true);
  v.setInt16(206, 5000, true);
  v.setInt16(208, 5000, true);
  v.setInt16(272, fs, true);
  const digital = new Int32Array(2 * frames);
  decodeSamples(212, dat, 0, 0, 2 * frames, digital);
  new Int16Array(out.buffer, 522, 2 * frames).set(digital);
  return out;
}

export async function formatsSpeedSection(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const mitdb = new DirFileSet(resolve(DATA, 'mitdb'));
  const ms100 = (await coldAndMedianWallMs(5, () => loadRecord(mitdb, '100.hea'))).median;
  rows.push({
    name: 'WFDB load MIT-BIH 100 (30 min, 2 x 650000 samples fmt 212 + .atr), from disk',
    value: ms100,
    unit: 'ms',
    target: '< 100 ms',
    protocol: 'loadRecord(DirFileSet) incl. file reads, median of 5 after warm-up, one thread',
  });
  const mem = new MemoryFileSet();
  for (const n of ['100.hea', '100.dat', '100.atr']) mem.add(n, (await mitdb.read(n))!);
  rows.push({
    name: 'WFDB decode MIT-BIH 100 from memory',
    value: (await coldAndMedianWallMs(5, () => loadRecord(mem, '100.hea'))).median,
    unit: 'ms',
    target: '< 100 ms',
    protocol: 'loadRecord(MemoryFileSet): header + 212 decode + mV + annotations, median of 5 after warm-up',
  });

  const samples = new DirFileSet(resolve(DATA, 'wfdb-samples'));
  const msFlac = (await coldAndMedianWallMs(10, () => loadRecord(samples, 'mixedsignals.hea'))).median;
  rows.push({
    name: 'WFDB load mixedsignals (FLAC 516, 3 files, 230 s, 244 800 samples), from disk',
    value: msFlac,
    unit: 'ms',
    protocol: `loadRecord(DirFileSet): FLAC decode of 6 signals at 4, 2 and 1 samples per frame, median of 10 after warm-up; ${(244800 / msFlac / 1000).toFixed(1)} M samples/s`,
  });

  const fs = 250;
  const frames = 24 * 3600 * fs;
  const dir = mkdtempSync(join(tmpdir(), 'ecg-wfdb-bench-'));
  try {
    writeFileSync(join(dir, 'holter.hea'), `holter 2 ${fs} ${frames}\nholter.dat 212 200 12 0 0 0 0 I\nholter.dat 212 200 12 0 0 0 0 II\n`);
    writeFileSync(join(dir, 'holter.dat'), synthetic212(frames, fs));
    const disk: FileSet = new DirFileSet(dir);
    const ms24 = (await coldAndMedianWallMs(3, () => loadRecord(disk, 'holter.hea'))).median;
    rows.push({
      name: 'WFDB load synthetic 24 h x 2 leads 250 Hz fmt 212 (64.8 MB), from disk',
      value: ms24,
      unit: 'ms',
      target: '< 1000 ms',
      protocol: 'record written to a temp dir by the bench; loadRecord(DirFileSet), median of 3 after warm-up',
    });
    const bytes = await readFile(join(dir, 'holter.dat'));
    rows.push({
      name: 'WFDB 24 h decode throughput',
      value: (2 * frames) / ms24 / 1000,
      unit: 'M samples/s',
      protocol: 'samples (both leads) / median load time above',
    });
    writeFileSync(join(dir, 'holter.ecg'), ishneOf(bytes, frames, fs));
    rows.push({
      name: 'ISHNE load synthetic 24 h x 2 leads 250 Hz (86.4 MB), from disk',
      value: (await coldAndMedianWallMs(3, () => loadRecord(disk, 'holter.ecg'))).median,
      unit: 'ms',
      protocol: 'the same signal as the 24 h WFDB row written as ISHNE 1.0 (int16, 5 µV per unit); loadRecord(DirFileSet), median of 3 after warm-up',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
