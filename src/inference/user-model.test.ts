import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../core/errors';
import { loadRecord } from '../core/formats/index';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { arrangeRecord } from './arrange';
import { validateCard } from './card';
import { faithfulnessCheck, occlusionSensitivity } from './occlusion';
import { loadUserModel } from './user-model';

// Fixtures written by training/make_test_models.py (see its docstring for the graphs).
const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, '__fixtures__', name)));
const CARD = {
  name: 'tiny-classifier',
  input: { leads: ['II', 'V1'], fs: 250, length: 500, scaling: 'zscore', layout: 'leads-first' },
  output: { classes: ['rest', 'II window', 'V1 window'], activation: 'softmax' },
};

describe('model card validation', () => {
  it('accepts a complete card and fills defaults', () => {
    const c = validateCard({ ...CARD, input: { leads: ['I'], fs: 500, length: 5000 }, output: { classes: ['a', 'b'] } });
    expect(c.input.scaling).toBe('mV');
    expect(c.input.layout).toBe('leads-first');
    expect(c.output.activation).toBe('none');
  });
  it('names the bad field', () => {
    expect(() => validateCard({ ...CARD, input: { ...CARD.input, fs: -1 } }, 'x.json')).toThrow(/x\.json: "input\.fs"/);
    expect(() => validateCard({ ...CARD, input: { ...CARD.input, length: 1e9 } })).toThrow(/input\.length/);
    expect(() => validateCard({ ...CARD, output: { classes: [] } })).toThrow(/output\.classes/);
    expect(() => validateCard([])).toThrow(LoadError);
  });
});

describe('broken models give clear errors', () => {
  it('wrong input rank', async () => {
    await expect(loadUserModel(fixture('wrong-rank.onnx'), CARD, { file: 'wr.onnx' })).rejects.toThrow(/wr\.onnx: wrong input rank: "ecg" has rank 2/);
  });
  it('unsupported operator', async () => {
    await expect(loadUserModel(fixture('unsupported-op.onnx'), CARD, { file: 'op.onnx' })).rejects.toThrow(/op\.onnx: unsupported operator/);
  });
  it('not an ONNX file', async () => {
    const junk = new TextEncoder().encode('this is certainly not a protobuf model file');
    await expect(loadUserModel(junk, CARD, { file: 'junk.onnx' })).rejects.toThrow(/junk\.onnx: /);
  });
  it('too large', async () => {
    await expect(loadUserModel(fixture('tiny-classifier.onnx'), CARD, { file: 'big.onnx', maxBytes: 1000 })).rejects.toThrow(/big\.onnx: model is .* larger than/);
  });
  it('card that does not match the model dimensions', async () => {
    const card = { ...CARD, input: { ...CARD.input, length: 400 } };
    await expect(loadUserModel(fixture('tiny-classifier.onnx'), card, { file: 't.onnx' })).rejects.toThrow(/dimension 2 is 500/);
  });
});

describeData('a user model on a real LUDB record', () => {
  it('arranges, runs, and its occlusion map points at the window the model reads', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea');
    // Put a lead-II R peak (LUDB annotation) at 0.9 s of the model window, inside samples 200..249.
    const r = rec.annotations.find((a) => a.source === 'ii' && a.symbol === 'N' && a.sample / rec.fs > 1)!;
    const startSec = r.sample / rec.fs - 0.9;
    const model = await loadUserModel(fixture('tiny-classifier.onnx'), CARD);
    expect(model.provider).toBe('wasm');
    const leads = arrangeRecord(rec, model.card, startSec).leads;
    expect(leads.map((l) => l.length)).toEqual([500, 500]);
    // Expected logits computed independently from the arranged signal and the fixture's weights.
    const sum = (x: Float32Array, a: number, b: number) => x.subarray(a, b).reduce((s, v) => s + v, 0);
    const logits = [1, 0.2 * sum(leads[0], 200, 250), 0.2 * sum(leads[1], 400, 450)];
    expect(logits[1]).toBeGreaterThan(0); // the R wave dominates lead II there
    const m = Math.max(...logits);
    const e = logits.map((v) => Math.exp(v - m));
    const pred = await model.predict(rec, startSec);
    pred.probabilities.forEach((p, i) => expect(p).toBeCloseTo(e[i] / e.reduce((a, b) => a + b), 4));

    const occ = await occlusionSensitivity(model, rec, { windowMs: 200, classIndex: 1, startSec });
    expect(occ.windows).toHaveLength(2 * 10);
    const top = [...occ.windows].sort((a, b) => b.drop - a.drop)[0];
    expect([top.leadName, top.start, top.end]).toEqual(['II', 200, 250]);
    expect(top.recordStart).toBe(Math.round(startSec * rec.fs) + 400);
    // Windows the model never reads do not move its output (V1 400..449 feeds class 2, hence the softmax).
    const unread = occ.windows.filter((w) => w !== top && !(w.leadName === 'V1' && w.start === 400));
    expect(unread).toHaveLength(18);
    for (const w of unread) expect(Math.abs(w.drop)).toBeLessThan(1e-6);

    const f = await faithfulnessCheck(model, rec, occ, 1, 10, 7, startSec);
    expect(f.topDrop).toBeCloseTo(top.drop, 6);
    expect(f.topDrop).toBeGreaterThan(f.randomDrop);
    expect(f.faithful).toBe(true);
    await model.release();
  });

  it('says which lead a record lacks', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea');
    const model = await loadUserModel(fixture('tiny-classifier.onnx'), { ...CARD, input: { ...CARD.input, leads: ['II', 'V7'] } });
    await expect(model.predict(rec)).rejects.toThrow(/lacks lead\(s\) V7/);
  });
});
