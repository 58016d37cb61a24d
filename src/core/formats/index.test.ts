import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataPath, describeData } from '../../../tests/data';
import { LoadError } from '../errors';
import { MemoryFileSet } from './fileset';
import { findLoader, loadRecord, recordExtensions } from './index';
import { LOADERS } from './registry';

const enc = (text: string) => new TextEncoder().encode(text);

async function loadError(files: [string, Uint8Array][], main: string): Promise<LoadError> {
  try {
    await loadRecord(new MemoryFileSet(files), main);
  } catch (e) {
    if (e instanceof LoadError) return e;
    throw e;
  }
  throw new Error(`${main} loaded`);
}

/** Deterministic pseudo-random bytes (no magic number of any format). */
function garbage(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = (x >>> 16) & 0xff;
  }
  out[0] = 0x9d; // not '0', '{', 0xff, a letter or a digit
  return out;
}

describe('loadRecord dispatch', () => {
  it('offers the research formats in the file picker', () => {
    expect(recordExtensions()).toEqual(expect.arrayContaining(['edf', 'bdf', 'json', 'csv', 'tsv']));
  });

  it('finds the JSON record by its content whatever the extension', async () => {
    const doc = enc(JSON.stringify({ format: 'ecg-workbench/record@1', id: 'z', fs: 100, leads: [{ name: 'II', samples: [1, 2] }] }));
    expect(findLoader('export.txt', doc)?.name).toBe('json-record');
    const r = await loadRecord(new MemoryFileSet([['export.txt', doc]]), 'export.txt');
    expect(r).toMatchObject({ id: 'z', fs: 100, length: 2, source: { format: 'json-record' } });
  });

  it('opens CSV by extension, passing the options through', async () => {
    const r = await loadRecord(new MemoryFileSet([['a.csv', enc('II,V1\n1,2\n')]]), 'a.csv', { fs: 250, units: 'uV' });
    expect(r.fs).toBe(250);
    expect(r.leads[1].samples[0]).toBeCloseTo(0.002, 7);
  });

  it('rejects an unknown extension with unrecognised content', async () => {
    const e = await loadError([['notes.xyz', enc('hello world')]], 'notes.xyz');
    expect(e.message).toBe("notes.xyz: unsupported file type '.xyz'");
  });

  it.each(['empty.csv', 'empty.json', 'empty.edf', 'empty.tsv'])('rejects the empty file %s by name', async (name) => {
    const e = await loadError([[name, new Uint8Array(0)]], name);
    expect(e.message).toBe(`${name}: empty file`);
  });

  it.each(['x.edf', 'x.bdf', 'x.json', 'x.csv'])('rejects garbage bytes named %s with a LoadError naming it', async (name) => {
    const e = await loadError([[name, garbage(5000)]], name);
    expect(e.file).toBe(name);
    expect(e.message.startsWith(`${name}: `)).toBe(true);
  });

  it('random bytes under each research extension load or fail with a LoadError, never hang', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('r.csv', 'r.tsv', 'r.json', 'r.edf', 'r.bdf'), async (bytes, name) => {
        try {
          await loadRecord(new MemoryFileSet([[name, bytes]]), name, { fs: 100, units: 'mV' });
        } catch (e) {
          if (!(e instanceof LoadError)) throw e;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports a missing main file', async () => {
    expect((await loadError([], 'gone.csv')).message).toBe('gone.csv: file not found');
  });

  it('every single-file loader called directly reports a missing main file by name', async () => {
    for (const loader of LOADERS.filter((l) => l.name !== 'WFDB')) {
      const main = `gone.${loader.extensions[0]}`;
      await expect(loader.load(new MemoryFileSet(), main, {})).rejects.toThrow(new LoadError(main, 'file not found'));
    }
  });
});

describeData('loadRecord on real files', () => {
  it('sniffs EDF content even under another name', async () => {
    const bytes = new Uint8Array(readFileSync(dataPath('wfdb-samples', 'test_generator_2.edf')));
    const r = await loadRecord(new MemoryFileSet([['recording.dat.bin', bytes]]), 'recording.dat.bin');
    expect(r).toMatchObject({ fs: 200, length: 120000, source: { format: 'edf', files: ['recording.dat.bin'] } });
  });

  it('a truncated EDF fails with the file name and the reason', async () => {
    const bytes = new Uint8Array(readFileSync(dataPath('wfdb-samples', 'test_generator_2.edf')));
    const e = await loadError([['cut.edf', bytes.subarray(0, 100000)]], 'cut.edf');
    expect(e.message).toBe('cut.edf: file is truncated: the header says 600 data records, the file holds 21');
  });
});
