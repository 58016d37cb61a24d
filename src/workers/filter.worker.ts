import * as Comlink from 'comlink';
import { applyFilterPreset } from '../core/signal/filters';
import { uniqueBuffers } from './bridge';

export type FilterPreset = 'diagnostic' | 'monitoring' | 'none';
export interface FilterOptions {
  notch?: 50 | 60 | null;
  baseline?: boolean;
}

const api = {
  /** Filter every lead with one of the named presets (core/signal/filters). */
  async filter(leads: Float32Array[], fs: number, preset: FilterPreset, opts: FilterOptions): Promise<Float32Array[]> {
    const out = leads.map((x) => applyFilterPreset(x, fs, preset, opts));
    return Comlink.transfer(out, uniqueBuffers(out));
  },
};

export type FilterApi = typeof api;
Comlink.expose(api);
