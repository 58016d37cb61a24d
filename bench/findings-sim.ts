// Findings against the simulator's exact expected findings (src/core/simulate: the PROTOCOL.md codes
// derived from the generating parameters and the noise-free measurements). Unlike LUDB, amplitudes
// are real millivolts here, so voltage, ST and T criteria are scored too.
import { analyzeRecord } from '../src/core/analysis/index';
import { simulateEcg, type SimParams } from '../src/core/simulate';
import type { ScoredRecord } from './findings-accuracy';

/** One configuration per row; each is simulated with SEEDS seeds. */
export const SIM_GRID: [string, Partial<SimParams>][] = [
  ['sinus 72', {}],
  ['sinus 48', { hrBpm: 48 }],
  ['sinus 112', { hrBpm: 112 }],
  ['sinus arrhythmia', { rrVariability: 0.08 }],
  ['AF 80', { rhythm: 'af', hrBpm: 80 }],
  ['AF 115', { rhythm: 'af', hrBpm: 115 }],
  ['flutter 4:1', { rhythm: 'flutter', flutterConduction: 4 }],
  ['flutter 3:1', { rhythm: 'flutter', flutterRateBpm: 270, flutterConduction: 3 }],
  ['1st-degree AVB', { prMs: 260 }],
  ['short PR', { prMs: 100 }],
  ['Mobitz I', { avBlock: 'mobitz1' }],
  ['Mobitz II', { avBlock: 'mobitz2', avBlockRatio: 3 }],
  ['complete AVB', { avBlock: 'complete' }],
  ['RBBB', { morphology: 'rbbb' }],
  ['LBBB', { morphology: 'lbbb' }],
  ['IVCD', { qrsMs: 115 }],
  ['left axis', { qrsAxisDeg: -55 }],
  ['right axis', { qrsAxisDeg: 120 }],
  ['LVH', { lvh: true }],
  ['low voltage', { lowVoltage: true }],
  ['inferior STEMI', { stShiftMv: { inferior: 0.25 } }],
  ['anterior STEMI', { stShiftMv: { anterior: 0.3 } }],
  ['lateral ischemia', { stShiftMv: { lateral: -0.12 }, tInversion: ['lateral'] }],
  ['long QT', { qtcMs: 500 }],
  ['PVC', { pvcEvery: 4 }],
  ['woman 30', { sex: 'F', age: 30, stShiftMv: { anterior: 0.17 } }],
];
export const SIM_SEEDS = [1, 2];

export function scoreSimulated(): ScoredRecord[] {
  const out: ScoredRecord[] = [];
  for (const [name, params] of SIM_GRID) {
    for (const seed of SIM_SEEDS) {
      const { record, truth } = simulateEcg(params, seed);
      const analysis = analyzeRecord(record);
      out.push({ id: `${name} #${seed}`, reference: new Set(truth.findings), predicted: new Set(analysis.findings.map((f) => f.code)), excluded: new Set() });
    }
  }
  return out;
}
