import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadRecord } from '../core/formats/index';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { f1, meanSd } from '../../bench/delineation-accuracy';
import { cvFolds, evaluateOnnxLudbCv } from '../../bench/onnx-accuracy';
import { delineateWithOnnx, delineatorSession, resetDelineatorSession } from './delineate';
import { DELINEATOR_MODEL_ID, DELINEATOR_MODEL_VERSION } from './model-source';

const models = resolve(import.meta.dirname, '../../public/models');
const split = JSON.parse(readFileSync(resolve(models, 'ecg-delineator.split.json'), 'utf8')) as { train: number[]; validation: number[] };
const card = JSON.parse(readFileSync(resolve(models, 'ecg-delineator.card.json'), 'utf8')) as { name: string; version: number; input: { fs: number }; output: { classes: string[] } };

it('the committed model and card agree with the runtime contract; the CV folds partition its training records', async () => {
  expect([card.name, String(card.version)]).toEqual([DELINEATOR_MODEL_ID, DELINEATOR_MODEL_VERSION]);
  expect(card.input.fs).toBe(250);
  expect(card.output.classes).toEqual(['none', 'P', 'QRS', 'T']);
  expect(split.train).toHaveLength(100);
  const folds = cvFolds();
  expect(folds).toHaveLength(5);
  const held = folds.flatMap((f) => f.validation).map(Number).sort((a, b) => a - b);
  expect(held).toEqual([...split.train].sort((a, b) => a - b)); // every record held out exactly once
  const s = await delineatorSession('wasm');
  expect(s.provider).toBe('wasm');
  expect(s.session.inputNames).toEqual(['signal']);
  expect(s.session.outputNames).toEqual(['logits']);
});

describeData('network delineation of LUDB records it never saw (out of fold)', () => {
  afterAll(() => resetDelineatorSession());
  // All 100 records, each delineated by the fold model that never saw it; measured 2026-11-30 (BENCHMARKS.md,
  // LUDB-cv rows). Bounds leave room for runtime/rounding differences, not for a worse model or combination.
  it('the fold networks and the combined delineator match the cardiologists out of fold', async () => {
    const r = await evaluateOnnxLudbCv();
    expect(r.records).toBe(100);
    const sd = (a: number[]) => meanSd(a).sd;
    // Measured (v3 recipe): network P/QRS/T F1 97.2/99.5/99.3 %, SD P on/off 14.7/12.9, QRS on/off 10.2/11.1,
    // T off 24.0 ms; combined 98.8/99.9/99.2 %, SD P on/off 14.1/13.1, QRS on/off 9.37/9.99 (each lead's QRS the median
    // of DSP, network and the beat-QRS network; 9.6/10.5 with the mean of two), T off 22.6 ms.
    const lim = {
      onnx: { f1: [0.968, 0.993, 0.99], pOn: 15.1, pOff: 13.3, qrsOn: 10.6, qrsOff: 11.5, tOff: 24.4 },
      combined: { f1: [0.985, 0.998, 0.99], pOn: 14.6, pOff: 13.5, qrsOn: 9.6, qrsOff: 10.2, tOff: 23.1 },
    };
    for (const d of ['onnx', 'combined'] as const) {
      const s = r[d], l = lim[d];
      expect([f1(s.P), f1(s.QRS), f1(s.T)].map((v, i) => v >= l.f1[i])).toEqual([true, true, true]);
      expect({ pOn: sd(s.P.on) < l.pOn, pOff: sd(s.P.off) < l.pOff, qrsOn: sd(s.QRS.on) < l.qrsOn, qrsOff: sd(s.QRS.off) < l.qrsOff, tOff: sd(s.T.off) < l.tOff })
        .toEqual({ pOn: true, pOff: true, qrsOn: true, qrsOff: true, tOff: true });
    }
    // The combination is closer than signal processing on every boundary; it keeps the DSP median beat's global
    // intervals, with the QRS end extended to the network median beat's where that is later and the QRS onset at the
    // mean of both median beats' onsets, then both averaged with the fold's beat-QRS network's global QRS (measured: QRS
    // within tolerance 89 → 97 of 100, −4.3 ± 14.2 → −0.3 ± 11.5 ms; QT 94 → 95, PR 97 → 96 with its error SD 8.3 → 7.6
    // ms; QT 94 of 100 with the DSP alone since each beat's reference T ends before the next R).
    for (const t of ['P', 'QRS', 'T'] as const) for (const k of ['on', 'off'] as const) expect(sd(r.combined[t][k])).toBeLessThan(sd(r.dsp[t][k]));
    const { combined: c, dsp } = r.global;
    expect(c.within.hr).toBe(dsp.within.hr);
    expect(c.within.qrs).toBeGreaterThanOrEqual(96);
    expect(Math.abs(meanSd(c.diffs.qrs).mean)).toBeLessThan(1.5);
    expect(c.within.qrs).toBeGreaterThan(dsp.within.qrs);
    expect(c.within.qt).toBeGreaterThanOrEqual(95);
    expect(c.within.pr).toBeGreaterThanOrEqual(96);
    for (const k of ['pr', 'qrs', 'qt'] as const) expect(sd(c.diffs[k])).toBeLessThan(sd(dsp.diffs[k]));
  }, 180_000);

  it('the committed model gives well-formed waves on a record of another database (QTDB sel100)', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('qtdb')), 'sel100.hea');
    const crop = { ...rec, length: 250 * 20, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(0, 250 * 20) })) };
    const leads = await delineateWithOnnx(crop, 'wasm');
    expect(Object.keys(leads)).toEqual(rec.leads.map((l) => l.name));
    for (const l of Object.values(leads)) {
      for (const w of l.waves) {
        expect(w.on).toBeLessThanOrEqual(w.peak);
        expect(w.peak).toBeLessThanOrEqual(w.off);
        expect(w.off).toBeLessThan(crop.length);
      }
      // 20 s of sinus rhythm at ~70 bpm: one P, QRS and T per beat.
      const n = (t: string) => l.waves.filter((w) => w.type === t).length;
      expect(n('QRS')).toBeGreaterThanOrEqual(20);
      expect(n('QRS')).toBeLessThanOrEqual(28);
      expect(Math.abs(n('T') - n('QRS'))).toBeLessThanOrEqual(2);
    }
  });
});
