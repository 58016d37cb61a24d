import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DirFileSet } from '../../../node/dir-fileset';
import { dataPath, describeData } from '../../../../tests/data';
import { loadRecord } from '../index';
import { isBeatSymbol } from './annotations';

const TWELVE = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

function headersIn(dir: string): string[] {
  try {
    return readdirSync(dataPath(dir)).filter((n) => n.endsWith('.hea')).sort();
  } catch {
    return [];
  }
}

describeData('every record of the shared databases loads', () => {
  it.each(headersIn('mitdb'))('mitdb/%s: 360 Hz, 30 min, 2 leads, reference beats', async (name) => {
    const r = await loadRecord(new DirFileSet(dataPath('mitdb')), name);
    expect([r.fs, r.length, r.leads.length]).toEqual([360, 650000, 2]);
    expect(r.leads.every((l) => l.samples.every((v) => Math.abs(v) < 20))).toBe(true);
    expect(r.annotations.filter((a) => isBeatSymbol(a.symbol)).length).toBeGreaterThan(1000);
  });

  it.each(headersIn('qtdb'))('qtdb/%s: 250 Hz, 2 leads, q1c annotations', async (name) => {
    const r = await loadRecord(new DirFileSet(dataPath('qtdb')), name);
    expect([r.fs, r.leads.length]).toEqual([250, 2]);
    expect(r.annotations.some((a) => a.source === 'q1c')).toBe(true);
  });

  it.each(headersIn('ludb/data'))('ludb/%s: 12 leads, 500 Hz, 10 s, per-lead annotations', async (name) => {
    const r = await loadRecord(new DirFileSet(dataPath('ludb/data')), name);
    expect([r.fs, r.length]).toEqual([500, 5000]);
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    expect(new Set(r.annotations.map((a) => a.lead)).size).toBe(12);
    expect(r.metadata.age === undefined || typeof r.metadata.age === 'number').toBe(true);
    expect(['M', 'F']).toContain(r.metadata.sex);
  });

  it.each(headersIn('cpsc2021'))('cpsc2021/%s: 200 Hz, 2 leads, rhythm annotations', async (name) => {
    const r = await loadRecord(new DirFileSet(dataPath('cpsc2021')), name);
    expect([r.fs, r.leads.length]).toEqual([200, 2]);
    expect(r.annotations.filter((a) => a.symbol === '+').every((a) => /^\((N|AFIB|AFL)$/.test(a.aux ?? ''))).toBe(true);
  });

  it.each(headersIn('nstdb'))('nstdb/%s: 360 Hz, 2 signals', async (name) => {
    const r = await loadRecord(new DirFileSet(dataPath('nstdb')), name);
    expect([r.fs, r.length, r.leads.length]).toEqual([360, 650000, 2]);
  });
});
