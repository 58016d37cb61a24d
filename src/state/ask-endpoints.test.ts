import { beforeEach, describe, expect, it } from 'vitest';
import { defaultEndpoint, validateEndpoint } from '../core/llm';
import { loadEndpoints, saveEndpoints } from './ask-endpoints';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
});

describe('saved endpoints (this browser only)', () => {
  it('round-trips endpoints with their key', () => {
    const e = defaultEndpoint('a', { name: 'vLLM', model: 'ecg-r1', apiKey: 'sk-1', send: ['image', 'signal-text'] });
    saveEndpoints([e]);
    expect(loadEndpoints()).toEqual([e]);
  });

  it('repairs tampered or corrupt storage field by field, bounded', () => {
    store.set(
      'ecg-workbench.endpoints@1',
      JSON.stringify([{ id: 'x', name: 'n'.repeat(500), protocol: 'evil', baseUrl: 42, temperature: 'hot', send: ['wfdb', 'bogus'] }, null, 'str']),
    );
    const [e, ...rest] = loadEndpoints();
    expect(rest).toEqual([]);
    expect(e.name).toHaveLength(100);
    expect(e.protocol).toBe('openai');
    expect(e.baseUrl).toBe('http://localhost:8000/v1');
    expect(e.temperature).toBe(0.6);
    expect(e.send).toEqual(['wfdb']);
    expect(validateEndpoint(e)).toContain('WFDB files can only be sent to the demo server; use image or signal text');
    store.set('ecg-workbench.endpoints@1', '{not json');
    expect(loadEndpoints()).toEqual([]);
  });
});
