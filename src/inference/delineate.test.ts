import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { loadRecord } from '../core/formats/index';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { f1, meanSd, newStats } from '../../bench/delineation-accuracy';
import { scoreLeads } from '../../bench/onnx-accuracy';
import { delineateWithOnnx, delineatorSession } from './delineate';

const models = resolve(import.meta.dirname, '../../public/models');
const split = JSON.parse(readFileSync(resolve(models, 'ecg-delineator.split.json'), 'utf8')) as { train: number[]; validation: number[] };
const card = JSON.parse(readFileSync(resolve(models, 'ecg-delineator.card.json'), 'utf8')) as { input: { fs: number }; output: { classes: string[] } };

it('the committed model and card agree with the split and the runtime contract', async () => {
  expect(split.validation.length).toBe(30);
  expect(split.train.filter((id) => split.validation.includes(id))).toEqual([]);
  expect(card.input.fs).toBe(250);
  expect(card.output.classes).toEqual(['none', 'P', 'QRS', 'T']);
  const s = await delineatorSession('wasm');
  expect(s.provider).toBe('wasm');
  expect(s.session.inputNames).toEqual(['signal']);
  expect(s.session.outputNames).toEqual(['logits']);
});

describeData('network delineation of a LUDB validation record', () => {
  // LUDB 1 (first validation id) measured 2026-11-30: F1 1.00 for P/QRS/T; mean |error| QRS on 4.4 / off 6.6 ms,
  // P on 7.9 ms, T off 10.6 ms. Bounds leave room for runtime/rounding differences, not for a worse model.
  it('matches the cardiologists within the validation metrics', async () => {
    const id = String(split.validation[0]);
    const rec = await loadRecord(new DirFileSet(dataPath('ludb/data')), `${id}.hea`);
    const leads = await delineateWithOnnx(rec, 'wasm');
    expect(Object.keys(leads)).toEqual(rec.leads.map((l) => l.name));
    for (const l of Object.values(leads)) {
      for (const w of l.waves) {
        expect(w.on).toBeLessThanOrEqual(w.peak);
        expect(w.peak).toBeLessThanOrEqual(w.off);
        expect(w.off).toBeLessThan(rec.length);
      }
    }
    const stats = { P: newStats(), QRS: newStats(), T: newStats() };
    scoreLeads(rec, leads, stats);
    expect(stats.QRS.tp).toBeGreaterThan(12 * 5);
    expect(f1(stats.QRS)).toBeGreaterThanOrEqual(0.97);
    expect(f1(stats.T)).toBeGreaterThanOrEqual(0.95);
    expect(f1(stats.P)).toBeGreaterThanOrEqual(0.9);
    const abs = (a: number[]) => meanSd(a.map(Math.abs)).mean;
    expect(abs(stats.QRS.on)).toBeLessThan(12);
    expect(abs(stats.QRS.off)).toBeLessThan(12);
    expect(abs(stats.T.off)).toBeLessThan(25);
    expect(abs(stats.P.on)).toBeLessThan(15);
  });
});
