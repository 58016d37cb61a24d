import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataPath, describeData } from './data';
import { runConvert } from '../src/cli/convert';
import { loadRecordFromPath } from '../src/cli/io';
import { parseCsvRecord } from '../src/core/formats/csv';
import { parseJsonRecord } from '../src/core/formats/json-record';
import { LOADERS } from '../src/core/formats/registry';
import type { EcgRecord } from '../src/core/types';

const tmp = mkdtempSync(join(tmpdir(), 'ecg-convert-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// main.ts imports every command; until all exist, exit codes are checked through runConvert's errors alone.
const cli = await import('../src/cli/main').catch(() => undefined);

function sameSamples(a: EcgRecord, b: EcgRecord): void {
  expect(a.leads.map((l) => l.name)).toEqual(b.leads.map((l) => l.name));
  a.leads.forEach((l, i) => {
    const other = b.leads[i].samples;
    expect(l.samples.every((v, k) => v === other[k] || (Number.isNaN(v) && Number.isNaN(other[k])))).toBe(true);
  });
}

async function runMain(argv: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  let stderr = '';
  let stdout = '';
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  try {
    return { code: await cli!.main(argv), stderr, stdout };
  } finally {
    err.mockRestore();
    out.mockRestore();
  }
}

describeData('ecg-workbench convert', () => {
  const edf = dataPath('wfdb-samples', 'test_generator_2.edf');

  it('EDF -> JSON record -> load gives the same record', async () => {
    const out = join(tmp, 'tg.json');
    expect(await runConvert([edf, '--to', 'json', '--out', out])).toBe(0);
    const back = parseJsonRecord(readFileSync(out, 'utf8'), 'tg.json');
    const original = await loadRecordFromPath(edf);
    expect(back).toMatchObject({ id: 'test_generator_2', fs: 200, length: 120000 });
    expect(back.annotations).toEqual(original.annotations);
    sameSamples(back, original);
    // and the converted file loads through the CLI's own path, by content
    sameSamples(await loadRecordFromPath(out), original);
  });

  it('EDF -> CSV: header of lead names, values in mV', async () => {
    const out = join(tmp, 'tg.csv');
    expect(await runConvert([edf, '--to', 'csv', '--out', out])).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text.slice(0, 4)).toBe('ECG\n');
    const back = parseCsvRecord(text, 'tg.csv', { fs: 200, units: 'mV' });
    sameSamples(back, await loadRecordFromPath(edf));
  });

  it.skipIf(!LOADERS.some((l) => l.extensions.includes('hea')))('MIT-BIH 100 (WFDB) -> JSON keeps samples and the .atr annotations', async () => {
    const hea = dataPath('mitdb', '100.hea');
    const out = join(tmp, '100.json');
    expect(await runConvert([hea, '--to', 'json', '--out', out])).toBe(0);
    const back = await loadRecordFromPath(out);
    const original = await loadRecordFromPath(hea);
    expect(back).toMatchObject({ id: '100', fs: 360, length: 650000 });
    expect(back.leads.map((l) => l.name)).toEqual(['MLII', 'V5']);
    expect(back.leads[0].samples[0]).toBe(Math.fround(-0.145));
    expect(back.annotations.length).toBe(original.annotations.length);
    expect(back.annotations).toEqual(original.annotations);
    expect(back.metadata).toEqual(JSON.parse(JSON.stringify(original.metadata)));
    sameSamples(back, original);
  });

  it('bad input: errors that name the file', async () => {
    const junk = join(tmp, 'junk.edf');
    writeFileSync(junk, 'this is not an EDF file at all');
    await expect(runConvert([junk, '--to', 'json'])).rejects.toThrow(/^junk.edf: not an EDF file/);
    await expect(runConvert([join(tmp, 'missing.csv'), '--to', 'json'])).rejects.toThrow(/missing.csv: file not found/);
    await expect(runConvert([edf, '--to', 'xml'])).rejects.toThrow(/--to must be json or csv, not 'xml'/);
    await expect(runConvert([edf])).rejects.toThrow(/--to must be json or csv/);
    await expect(runConvert(['--to', 'csv'])).rejects.toThrow(/missing argument/);
    await expect(runConvert([edf, '--to', 'csv', '--out', join(tmp, 'no-such-dir', 'x.csv')])).rejects.toThrow(/x.csv: cannot write \(ENOENT\)/);
  });

  it.skipIf(!cli)('through main(): exit 0 on success, exit 2 with one stderr line naming the file on bad input', async () => {
    const ok = await runMain(['convert', edf, '--to', 'csv']);
    expect(ok.code).toBe(0);
    expect(ok.stdout.split('\n')).toHaveLength(120002);
    const noUnits = join(tmp, 'nounits.csv');
    writeFileSync(noUnits, 'I,II\n1,2\n');
    const bad = await runMain(['convert', noUnits, '--to', 'json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^nounits.csv: units are needed[^\n]*\n$/);
  });
});
