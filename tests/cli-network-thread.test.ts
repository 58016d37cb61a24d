import { expect, it } from 'vitest';
import { dataPath, describeData } from './data';
import { loadRecordFromPath } from '../src/cli/io';
import { startNetworkThread } from '../src/cli/network-thread';
import { analyzeWithDelineator } from '../src/inference/analyze';
import { delineateWithOnnx } from '../src/inference/delineate';

describeData('the network thread of a batch analyze', () => {
  it('gives the waves and the analysis of the network on this thread; after close() a record is an error, not a hang', async () => {
    const record = await loadRecordFromPath(dataPath('ludb/data/1.hea'));
    const thread = startNetworkThread();
    try {
      expect(await thread.provider()).toBe('wasm');
      const waves = await thread.delineate(record);
      expect(Object.keys(waves)).toEqual(record.leads.map((l) => l.name));
      expect(waves).toEqual(await delineateWithOnnx(record));
      const there = await analyzeWithDelineator(record, 'auto', { network: thread });
      expect(there).toEqual(await analyzeWithDelineator(record, 'auto'));
    } finally {
      await thread.close();
    }
    await expect(thread.delineate(record)).rejects.toThrow(/network thread closed/);
  }, 60_000);
});
