import * as Comlink from 'comlink';
import { buildMinMaxPyramid, type MinMaxLevel } from '../core/signal/pyramid';
import { uniqueBuffers } from './bridge';

const api = {
  /** Min/max pyramid levels of one lead (the caller keeps its own copy of the samples). */
  async build(x: Float32Array): Promise<MinMaxLevel[]> {
    const { levels } = buildMinMaxPyramid(x);
    return Comlink.transfer(levels, uniqueBuffers(levels.flatMap((l) => [l.min, l.max])));
  },
};

export type PyramidApi = typeof api;
Comlink.expose(api);
