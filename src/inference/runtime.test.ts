import { describe, expect, it } from 'vitest';
import { createSession, loadOrt, pickProvider, wasmThreads } from './runtime';
import { loadDelineatorBytes } from './model-source';

describe('runtime', () => {
  it('uses WASM threads only when cross-origin isolated, at most 4, leaving one core free', () => {
    expect(wasmThreads(false, 16)).toBe(1);
    expect(wasmThreads(true, 1)).toBe(1);
    expect(wasmThreads(true, 2)).toBe(1);
    expect(wasmThreads(true, 4)).toBe(3);
    expect(wasmThreads(true, 16)).toBe(4);
  });

  it('in Node picks WASM with one thread and gives sessions the ort build that made them', async () => {
    expect(await pickProvider()).toBe('wasm');
    const s = await createSession(await loadDelineatorBytes(), 'wasm');
    expect(s.provider).toBe('wasm');
    expect(s.ort).toBe(await loadOrt('wasm'));
    expect(s.ort.env.wasm.numThreads).toBe(1);
    expect(s.session.inputNames).toEqual(['signal']);
    await s.session.release();
  });
});
