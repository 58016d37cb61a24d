// The example catalogue (src/core/examples) is found with import.meta.glob so the app builds
// before it exists; only the fields the UI shows are typed here.
import type { EcgRecord } from '../core/types';

export interface ExampleAnswer {
  id: string;
  model: string;
  text: string;
  note?: string;
}
export interface ExampleCase {
  id: string;
  title: string;
  summary: string;
  build(): EcgRecord;
  answers: ExampleAnswer[];
}
interface ExamplesModule {
  EXAMPLES: ExampleCase[];
}

const modules = import.meta.glob<ExamplesModule>('../core/examples/index.ts');

export async function loadExamples(): Promise<ExampleCase[]> {
  const load = Object.values(modules)[0];
  if (!load) return [];
  const mod = await load();
  return Array.isArray(mod.EXAMPLES) ? mod.EXAMPLES : [];
}
