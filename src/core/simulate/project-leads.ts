import type { EcgLead, StandardLead } from '../types';
import { deriveLimbLead, leadVector } from './leads';
import { addLeadNoise, type NoiseContext } from './noise';
import type { SimParams } from './params';
import { createRng } from './prng';

function leadSeed(seed: number, lead: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < lead.length; i++) h = Math.imul(h ^ lead.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Project the heart vector onto the requested leads and add each lead's noise. */
export function projectLeads(x: Float32Array, y: Float32Array, z: Float32Array, p: SimParams, ctx: NoiseContext, seed: number): EcgLead[] {
  const n = x.length;
  const fs = p.fs;
  // Independent leads (I, II, V1–V6) from the heart vector plus their own noise; the other limb
  // leads follow from I and II exactly, as in an electrocardiograph. Each lead's noise has its own
  // seeded stream, so a lead is the same whichever subset of leads is asked for.
  const limbNeeded = p.leads.some((l) => !l.startsWith('V'));
  const independent = (['I', 'II', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const).filter((l) => (l.startsWith('V') ? p.leads.includes(l) : limbNeeded));
  const sig = new Map<StandardLead, Float32Array>();
  for (const lead of independent) {
    const v = leadVector(lead);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = v[0] * x[i] + v[1] * y[i] + v[2] * z[i];
    addLeadNoise(out, fs, p.noise, ctx, createRng(leadSeed(seed, lead)));
    sig.set(lead, out);
  }
  if (limbNeeded) {
    const i1 = sig.get('I') as Float32Array;
    const i2 = sig.get('II') as Float32Array;
    for (const lead of ['III', 'aVR', 'aVL', 'aVF'] as const) if (p.leads.includes(lead)) sig.set(lead, deriveLimbLead(lead, i1, i2));
  }
  return p.leads.map((name) => ({ name, samples: sig.get(name) as Float32Array }));
}
