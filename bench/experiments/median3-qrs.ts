// Experiment (fifty-seventh session, docs/delineation.md): each lead's QRS onset and offset as the median of three
// estimators (DSP, the per-lead network, and a 12-lead network's per-lead output from training/joint_qrs_cv.py's
// $PRED JSON, out of fold) instead of the combined delineator's mean of the first two; then the beat-consensus pull,
// and the LUDB-cv per-lead scoring of bench/onnx-accuracy.ts. Run: PRED=/tmp/jointqrs.json node bin/run-ts.mjs bench/experiments/median3-qrs.ts
import { readFileSync } from 'node:fs';
import { beatConsensus } from '../../src/core/analysis/beat-consensus';
import { completeAnalysis, prepareAnalysis } from '../../src/core/analysis/index';
import { matchByPeak, meanCombination } from '../../src/inference/combine';
import { delineateWithOnnx, withDelineatorModel } from '../../src/inference/delineate';
import type { Analysis, LeadDelineation, Wave } from '../../src/core/types';
import { LUDB_DIR, loadWfdb, meanSd, newStats, scoreLudbLeads } from '../delineation-accuracy';
import { cvFolds, fileSource } from '../onnx-accuracy';

const LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
/** [record, lead index (-1: global), annotated R, onset, offset], samples at 500 Hz. */
type Prediction = [number, number, number, number, number];
const predictions = (JSON.parse(readFileSync(process.env.PRED ?? '/tmp/jointqrs.json', 'utf8')) as Prediction[]).filter((p) => p[1] >= 0);
const byRecord = new Map<string, Prediction[]>();
for (const p of predictions) byRecord.set(String(p[0]), [...(byRecord.get(String(p[0])) ?? []), p]);
const median3 = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
const RULES = { 'mean of two': null, 'median of three': median3, 'mean of three': (a: number, b: number, c: number) => (a + b + c) / 3 };
const stats = Object.fromEntries(Object.keys(RULES).map((k) => [k, { P: newStats(), QRS: newStats(), T: newStats() }]));

for (const fold of cvFolds()) {
  await withDelineatorModel(fileSource(fold.model), async () => {
    for (const id of fold.validation) {
      const rec = await loadWfdb(LUDB_DIR, id);
      const net = await delineateWithOnnx(rec);
      const prepared = prepareAnalysis(rec, { leadSet: '12' });
      const dsp = completeAnalysis(prepared);
      const mean = meanCombination(dsp.leads, net, rec.fs);
      const base = completeAnalysis(prepared, { delineation: beatConsensus(mean, rec.fs), keepDspMedian: true });
      const mine = byRecord.get(id) ?? [];
      for (const [rule, fuse] of Object.entries(RULES)) {
        const leads: Record<string, LeadDelineation> = {};
        for (const lead of Object.keys(dsp.leads)) {
          const li = LEADS.indexOf(lead);
          const dspQrs = dsp.leads[lead].waves.filter((w) => w.type === 'QRS');
          const partner = matchByPeak(dspQrs, (net[lead]?.waves ?? []).filter((w) => w.type === 'QRS'), rec.fs);
          const waves: Wave[] = mean[lead].waves.filter((w) => w.type !== 'QRS');
          dspQrs.forEach((w, i) => {
            const m = partner[i];
            if (!m) { waves.push(w); return; }
            let third: Prediction | null = null;
            for (const q of mine) if (q[1] === li && Math.abs(q[2] - w.peak) <= 0.15 * rec.fs && (!third || Math.abs(q[2] - w.peak) < Math.abs(third[2] - w.peak))) third = q;
            const on = fuse && third ? fuse(w.on, m.on, third[3]) : (w.on + m.on) / 2;
            const off = fuse && third ? fuse(w.off, m.off, third[4]) : (w.off + m.off) / 2;
            const ron = Math.round(on), roff = Math.max(ron, Math.round(off));
            waves.push({ type: 'QRS', on: ron, off: roff, peak: Math.min(roff, Math.max(ron, w.peak)) });
          });
          leads[lead] = { waves: waves.sort((x, y) => x.peak - y.peak) };
        }
        scoreLudbLeads(rec, { ...base, leads: beatConsensus(leads, rec.fs) } as Analysis, stats[rule]);
      }
    }
  });
}
for (const rule of Object.keys(RULES)) {
  const s = stats[rule].QRS;
  const on = meanSd(s.on), off = meanSd(s.off);
  console.log(`${rule}: QRS onset ${on.mean.toFixed(2)} ± ${on.sd.toFixed(2)}, offset ${off.mean.toFixed(2)} ± ${off.sd.toFixed(2)} ms (n ${off.n}); TP ${s.tp} FP ${s.fp} FN ${s.fn}`);
}
