// Evidence for a user model's decision: occlusion sensitivity per lead/window and a faithfulness check.
import type { EcgRecord } from '../core/types';
import { arrangeRecord } from './arrange';
import type { UserModel } from './user-model';

export const MAX_OCCLUSION_RUNS = 4000;

export interface OcclusionWindow {
  /** Card lead index and name. */
  lead: number;
  leadName: string;
  /** Window in model samples [start, end) and in record samples (for overlays). */
  start: number;
  end: number;
  recordStart: number;
  recordEnd: number;
  /** Probability drop of the explained class when this window is masked (negative: rises). */
  drop: number;
}

export interface Occlusion {
  classIndex: number;
  baseProbability: number;
  windowSamples: number;
  windows: OcclusionWindow[];
}

export interface OcclusionOptions { windowMs?: number; classIndex?: number; startSec?: number }

const masked = (leads: Float32Array[], wins: { lead: number; start: number; end: number }[]): Float32Array[] => {
  const out = leads.map((x) => Float32Array.from(x));
  for (const w of wins) out[w.lead].fill(0, w.start, w.end);
  return out;
};

/** Mask each window of each lead with zeros (baseline), re-run, and record the drop of the explained class. */
export async function occlusionSensitivity(model: UserModel, record: EcgRecord, opts: OcclusionOptions = {}): Promise<Occlusion> {
  const { card } = model;
  const startSec = opts.startSec ?? 0;
  const leads = arrangeRecord(record, card, startSec).leads;
  const base = await model.runLeads(leads);
  let cls = opts.classIndex ?? 0;
  if (opts.classIndex === undefined) for (let i = 1; i < base.length; i++) if (base[i] > base[cls]) cls = i;
  if (cls < 0 || cls >= base.length) throw new Error(`class index ${cls} outside 0..${base.length - 1}`);
  const win = Math.max(1, Math.round(((opts.windowMs ?? 100) / 1000) * card.input.fs));
  const perLead = Math.ceil(card.input.length / win);
  if (perLead * leads.length > MAX_OCCLUSION_RUNS) {
    throw new Error(`occlusion would need ${perLead * leads.length} runs (max ${MAX_OCCLUSION_RUNS}): use a wider window`);
  }
  const toRecord = (i: number) => Math.round(startSec * record.fs + (i * record.fs) / card.input.fs);
  const windows: OcclusionWindow[] = [];
  for (let l = 0; l < leads.length; l++) {
    for (let s = 0; s < card.input.length; s += win) {
      const e = Math.min(card.input.length, s + win);
      const p = await model.runLeads(masked(leads, [{ lead: l, start: s, end: e }]));
      windows.push({ lead: l, leadName: card.input.leads[l], start: s, end: e, recordStart: toRecord(s), recordEnd: toRecord(e), drop: base[cls] - p[cls] });
    }
  }
  return { classIndex: cls, baseProbability: base[cls], windowSamples: win, windows };
}

export interface Faithfulness {
  k: number;
  /** Drop of the explained class when the k most important windows are masked together. */
  topDrop: number;
  /** Mean (and SD) drop over `trials` random sets of k windows of the same size. */
  randomDrop: number;
  randomSd: number;
  trials: number;
  /** True when masking the important windows changes the output more than masking random ones. */
  faithful: boolean;
}

/** Deterministic PRNG (mulberry32) so the check is reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function faithfulnessCheck(model: UserModel, record: EcgRecord, occ: Occlusion, k = 3, trials = 20, seed = 1, startSec = 0): Promise<Faithfulness> {
  const leads = arrangeRecord(record, model.card, startSec).leads;
  const kk = Math.max(1, Math.min(k, occ.windows.length));
  const top = [...occ.windows].sort((a, b) => b.drop - a.drop).slice(0, kk);
  const pTop = await model.runLeads(masked(leads, top));
  const topDrop = occ.baseProbability - pTop[occ.classIndex];
  const rand = rng(seed);
  const drops: number[] = [];
  const nT = Math.max(1, Math.min(trials, 200));
  for (let t = 0; t < nT; t++) {
    const pool = [...occ.windows];
    const pick = [];
    for (let i = 0; i < kk; i++) pick.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    const p = await model.runLeads(masked(leads, pick));
    drops.push(occ.baseProbability - p[occ.classIndex]);
  }
  const mean = drops.reduce((a, b) => a + b, 0) / drops.length;
  const sd = Math.sqrt(drops.reduce((a, b) => a + (b - mean) ** 2, 0) / drops.length);
  return { k: kk, topDrop, randomDrop: mean, randomSd: sd, trials: nT, faithful: topDrop > mean };
}
