import type { EcgRecord } from '../types';
import { simulateEcg, type SimTruth } from '../simulate/index';
import { MORPHOLOGY_ANSWERS } from './answers-morphology';
import { RHYTHM_ANSWERS } from './answers-rhythm';
import { EXAMPLE_SPECS, type ExampleSpec } from './catalogue';
import type { ExampleCase } from './types';

export type { ExampleAnswer, ExampleCase } from './types';

function makeCase(spec: ExampleSpec): ExampleCase {
  // Simulated once, on first use (a few ms), then shared; build() hands out copies so a caller
  // that edits samples cannot change the example for everyone else.
  let cached: { record: EcgRecord; truth: SimTruth } | null = null;
  const get = (): { record: EcgRecord; truth: SimTruth } => (cached ??= simulateEcg({ ...spec.params, id: spec.id }, spec.seed));
  return {
    id: spec.id,
    title: spec.title,
    summary: spec.summary,
    build: () => {
      const r = get().record;
      return { ...r, leads: r.leads.map((l) => ({ name: l.name, samples: l.samples.slice() })), metadata: { ...r.metadata }, annotations: [] };
    },
    truth: () => get().truth,
    answers: RHYTHM_ANSWERS[spec.id] ?? MORPHOLOGY_ANSWERS[spec.id] ?? [],
  };
}

/** Built-in examples, in the order the app lists them. */
export const EXAMPLES: ExampleCase[] = EXAMPLE_SPECS.map(makeCase);

export function getExample(id: string): ExampleCase | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
