import { describe, expect, it } from 'vitest';
import { InOrderWriter, runPool } from '../src/cli/pool';

const WORKER = new URL('./fixtures/pool-worker.mjs', import.meta.url);

describe('runPool (worker threads of score and batch analyze)', () => {
  it('a thread that dies on a task reports that task through `lost`; the others finish the queue', async () => {
    const replies: number[] = [];
    const lost: number[] = [];
    await runPool<number, number>(WORKER, [1, 2, 3, 4, 5, 6, 7], 3, (r) => replies.push(r), {
      lost: (t) => (lost.push(t), -t),
    });
    expect(lost.sort()).toEqual([2, 5]);
    expect(replies.filter((r) => r > 0).sort((a, b) => a - b)).toEqual([10, 30, 40, 60, 70]);
    expect(replies.filter((r) => r < 0).sort((a, b) => a - b)).toEqual([-5, -2]);
  }, 30_000);

  it('without `lost` a dead thread fails the pool', async () => {
    await expect(runPool<number, number>(WORKER, [1, 2, 3], 1, () => {})).rejects.toThrow(/exited with code 3/);
  }, 30_000);

  it('the caller can take tasks from the same queue: every task is done once', async () => {
    const queue = Array.from({ length: 40 }, (_, i) => i + 10);
    const done: number[] = [];
    const pool = runPool<number, number>(WORKER, queue, 2, (r) => done.push(r / 10));
    for (let t = queue.shift(); t !== undefined; t = queue.shift()) {
      done.push(t);
      await new Promise((r) => setTimeout(r, 2));
    }
    await pool;
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 10));
  }, 30_000);

  it('InOrderWriter writes in input order whatever order results come in', () => {
    let out = '';
    const w = new InOrderWriter(4, (t) => (out += t));
    w.put(2, 'c');
    w.put(0, 'a');
    expect(out).toBe('a');
    w.put(3, 'd');
    w.put(1, 'b');
    expect(out).toBe('abcd');
  });
});
