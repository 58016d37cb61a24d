// Core modules written by colleagues in parallel are found with import.meta.glob, so the app
// builds and runs (without that feature) before they exist.
import type { Analysis, EcgRecord } from '../core/types';

export type FilterPreset = 'diagnostic' | 'monitoring' | 'none';
export interface FilterOptions {
  notch?: 50 | 60 | null;
  baseline?: boolean;
}

export interface AnalysisModule {
  analyzeRecord(record: EcgRecord, options?: { onProgress?: (fraction: number) => void }): Analysis | Promise<Analysis>;
}
export interface FilterModule {
  applyFilterPreset(x: Float32Array, fs: number, preset: FilterPreset, opts?: FilterOptions): Float32Array;
}

const analysisModules = import.meta.glob<AnalysisModule>('../core/analysis/index.ts');
const filterModules = import.meta.glob<FilterModule>('../core/signal/filters.ts');

async function first<T>(mods: Record<string, () => Promise<T>>): Promise<T | null> {
  const load = Object.values(mods)[0];
  return load ? load() : null;
}

export const loadAnalysisModule = () => first(analysisModules);
export const loadFilterModule = () => first(filterModules);
