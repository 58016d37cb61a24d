import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ludbGlobalRef, LUDB_DIR, QTDB_DIR, loadWfdb, refWaves } from '../../bench/delineation-accuracy';
import { cvFolds, fileSource } from '../../bench/onnx-accuracy';
import { describeData } from '../../tests/data';
import { analyzeRecord } from '../core/analysis/index';
import type { BeatClass } from '../core/types';
import { beatQrsRequest, GLOBAL_QRS_MAX_BEATS } from './combine';
import { BEAT_QRS_LEADS, beatQrsSession, estimateBeatQrs, qrsFromLogits, resetBeatQrsSession, standardLeadIndices, withBeatQrsModel } from './beat-qrs';
import { BEAT_QRS_MODEL_ID, BEAT_QRS_MODEL_VERSION } from './model-source';

const card = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../public/models/ecg-beat-qrs.card.json'), 'utf8')) as {
  name: string; version: number; input: { fs: number; shape: unknown[]; leads: string }; output: { shape: unknown[] };
};

describe('beat-QRS network: input and output handling', () => {
  it('the committed model and card agree with the runtime contract', async () => {
    expect([card.name, String(card.version)]).toEqual([BEAT_QRS_MODEL_ID, BEAT_QRS_MODEL_VERSION]);
    expect(card.input.fs).toBe(250);
    expect(card.input.shape).toEqual(['batch', 12, 160]);
    expect(card.input.leads).toContain(BEAT_QRS_LEADS.slice(0, 6).join(', '));
    expect(card.output.shape).toEqual(['batch', 13, 160]);
    const s = await beatQrsSession('wasm');
    expect([s.session.inputNames, s.session.outputNames]).toEqual([['ecg'], ['logits']]);
  });

  it('QRS boundaries from logits: first and last samples with probability above 0.5 within ±200 ms of the centre, sub-sample crossings', () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    // The channel lies at offset 160 of the output (the second of two).
    const x = new Float64Array(320).fill(logit(0.01));
    const at = (i: number, p: number) => (x[160 + i] = logit(p));
    for (let i = 70; i <= 95; i++) at(i, 0.9);
    at(69, 0.3); // crossing 0.5 at 69 + 0.2/0.6
    at(96, 0.1); // crossing at 95 + 0.4/0.8
    const q = qrsFromLogits(x, 160)!;
    expect(q.on).toBeCloseTo(70 - 0.4 / 0.6, 6);
    expect(q.off).toBeCloseTo(95.5, 6);
    // Probability beyond ±50 samples of the centre (another beat) is not part of it.
    at(10, 0.99);
    at(150, 0.99);
    expect(qrsFromLogits(x, 160)).toEqual(q);
    // A logit so close to 0 that its probability is 0.5 exactly is not above 0.5; a logit of 1e-15 is.
    at(97, 0.5);
    x[160 + 97] = 1e-17;
    expect(qrsFromLogits(x, 160)).toEqual(q);
    x[160 + 97] = 1e-15;
    expect(qrsFromLogits(x, 160)!.off).toBeGreaterThan(96);
    expect(qrsFromLogits(new Float64Array(160).fill(logit(0.2)))).toBeNull();
  });

  it('lead order: the 12 standard leads in any order and case, or null when one is missing', () => {
    const shuffled = ['v6', 'V5', 'V4', 'V3', 'V2', 'V1', 'AVF', 'aVL', 'aVR', 'III', 'II', 'I'];
    expect(standardLeadIndices(shuffled)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(standardLeadIndices(shuffled.filter((n) => n !== 'V1'))).toBeNull();
    expect(standardLeadIndices(['MLII', 'V5'])).toBeNull();
  });

  it('beats: every beat, the global QRS from the dominant class only, at most GLOBAL_QRS_MAX_BEATS evenly spread', () => {
    const beats = Array.from({ length: 300 }, (_, i) => ({ r: 100 * i, class: (i % 3 === 0 ? 'V' : 'N') as BeatClass }));
    const { peaks, globalFrom } = beatQrsRequest(beats);
    expect(peaks).toEqual(beats.map((b) => b.r));
    expect(globalFrom).toHaveLength(GLOBAL_QRS_MAX_BEATS);
    expect(globalFrom.every((i) => i % 3 !== 0)).toBe(true);
    // Spread over the record: the first from its first tenth, the last from its last.
    expect(globalFrom[0]).toBeLessThan(30);
    expect(globalFrom.at(-1)).toBeGreaterThan(270);
  });
});

describeData('beat-QRS network on LUDB records it never saw (out of fold)', () => {
  afterAll(() => resetBeatQrsSession());

  it('a fold model finds LUDB 1\'s global QRS within tolerance and each lead\'s QRS near the annotated one; a two-lead record gets none', async () => {
    const fold = cvFolds().find((f) => f.validation.includes('1'))!;
    const rec = await loadWfdb(LUDB_DIR, '1');
    const a = analyzeRecord(rec, { leadSet: '12' });
    const { peaks, globalFrom } = beatQrsRequest(a.beats);
    const bq = (await withBeatQrsModel(fileSource(fold.beatQrs), () => estimateBeatQrs(rec, peaks, globalFrom)))!;
    const gq = bq.global!;
    const ref = ludbGlobalRef(rec);
    // Measured: 7 dominant beats, −56.8 to +67.0 ms around R, 123.8 ms against the annotated 115 (tolerance 20 ms).
    expect(gq.beats).toBe(7);
    expect(Math.abs(gq.offMs - gq.onMs - ref.qrs!)).toBeLessThanOrEqual(12);
    expect(gq.onMs).toBeLessThan(0);
    expect(gq.offMs).toBeGreaterThan(0);
    // Lead II's QRS per beat against its annotation, the 6 annotated beats: measured errors 0.2–16.4 ms but one offset
    // of 27.8 ms, median 2.2 ms.
    const ann = refWaves(rec.annotations.filter((x) => x.source === 'ii')).filter((w) => w.type === 'QRS');
    const errs: number[] = [];
    for (const w of ann) {
      const b = bq.peaks.findIndex((r) => Math.abs(r - w.peak) <= 75);
      const span = b >= 0 ? bq.leads.II[b] : null;
      if (span && w.on !== null && w.off !== null) errs.push(Math.abs(span[0] - w.on) * 2, Math.abs(span[1] - w.off) * 2);
    }
    expect(errs).toHaveLength(12);
    expect(errs.sort((x, y) => x - y)[6]).toBeLessThan(5);
    expect(Math.max(...errs)).toBeLessThan(30);
    const twoLead = await loadWfdb(QTDB_DIR, 'sel100');
    expect(await estimateBeatQrs(twoLead, [1000, 2000], [0, 1])).toBeNull();
  }, 60_000);
});
