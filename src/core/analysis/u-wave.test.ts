import { describe, expect, it } from 'vitest';
import { findUWave, uWindow } from './u-wave';
import { analyzeRecord } from './index';
import { loadRecord } from '../formats/index';
import { verifyResponse } from '../claims/verify';
import { DirFileSet } from '../../node/dir-fileset';
import { dataPath, describeData } from '../../../tests/data';

const FS = 500;

/** A T wave (Gaussian, peak 0.3 mV at 300 ms) and, optionally, a U hump of `u` mV at 480 ms, on a flat baseline. */
function tThenU(u: number): Float32Array {
  const x = new Float32Array(FS);
  for (let i = 0; i < x.length; i++) {
    const t = i / FS;
    x[i] = 0.3 * Math.exp(-(((t - 0.3) / 0.04) ** 2)) + u * Math.exp(-(((t - 0.48) / 0.03) ** 2));
  }
  return x;
}

describe('findUWave', () => {
  const search = { tOff: Math.round(0.4 * FS), tSign: 1, nextP: null, nextQrs: null, base: 0 };
  it('finds a hump after the T, at its peak and height', () => {
    const u = findUWave(tThenU(0.08), FS, search)!;
    expect(Math.abs(u.peak - 0.48 * FS)).toBeLessThanOrEqual(2);
    expect(u.mv).toBeCloseTo(0.08, 2);
  });
  it('finds none in a T tail that only decays, or a hump below 0.025 mV', () => {
    expect(findUWave(tThenU(0), FS, search)).toBeNull();
    expect(findUWave(tThenU(0.015), FS, search)).toBeNull();
  });
  it('leaves no room for a U when the next P follows the T closely', () => {
    expect(uWindow(FS, FS, { tOff: 200, nextP: 260, nextQrs: null })).toBeNull();
    expect(findUWave(tThenU(0.08), FS, { ...search, nextP: Math.round(0.45 * FS) })).toBeNull();
  });
});

describeData('U waves on QTDB against the cardiologist\'s U marks (q1c)', () => {
  const analyse = async (name: string) => analyzeRecord(await loadRecord(new DirFileSet(dataPath('qtdb')), `${name}.hea`));
  const us = (a: Awaited<ReturnType<typeof analyse>>) => Object.values(a.measurements.per_lead).map((l) => l.u_mv ?? 0);
  it('finds the U of records whose every q1c beat carries one (sel14172, sel808)', async () => {
    for (const name of ['sel14172', 'sel808']) expect(Math.max(...us(await analyse(name)))).toBeGreaterThan(0.1);
  });
  it('finds none where no U is marked (sel100, sel16265, sel16483)', async () => {
    for (const name of ['sel100', 'sel16265', 'sel16483']) expect(us(await analyse(name)).every((u) => u === 0)).toBe(true);
  });
  it('lets a claim about U waves be checked against them', async () => {
    const withU = await analyse('sel14172');
    expect(verifyResponse(withU, 'Prominent U waves are present.').claims.map((c) => c.verdict)).toEqual(['supported']);
    expect(verifyResponse(withU, 'No U waves.').claims.map((c) => c.verdict)).toEqual(['contradicted']);
    const without = await analyse('sel100');
    expect(verifyResponse(without, 'Prominent U waves.').claims.map((c) => c.verdict)).toEqual(['contradicted']);
  });
});
