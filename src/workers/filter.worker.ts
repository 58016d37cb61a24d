import * as Comlink from 'comlink';
import { uniqueBuffers } from './bridge';
import { loadFilterModule, type FilterOptions, type FilterPreset } from './optional-core';

const api = {
  /** Filter every lead; null when the filter module is not part of this build. */
  async filter(leads: Float32Array[], fs: number, preset: FilterPreset, opts: FilterOptions): Promise<Float32Array[] | null> {
    const mod = await loadFilterModule();
    if (!mod) return null;
    const out = leads.map((x) => mod.applyFilterPreset(x, fs, preset, opts));
    return Comlink.transfer(out, uniqueBuffers(out));
  },
  async available(): Promise<boolean> {
    return (await loadFilterModule()) !== null;
  },
};

export type FilterApi = typeof api;
Comlink.expose(api);
