import type { ExampleCase } from '../core/examples';

export type { ExampleAnswer, ExampleCase } from '../core/examples';

/** The built-in examples, loaded as their own chunk (the simulator is not needed to draw a file). */
export async function loadExamples(): Promise<ExampleCase[]> {
  const mod = await import('../core/examples');
  return mod.EXAMPLES;
}
