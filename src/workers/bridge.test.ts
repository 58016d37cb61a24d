import * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import { isAbort, WorkerBridge } from './bridge';

interface FakeApi {
  double(x: number): Promise<number>;
  never(): Promise<number>;
}

/** A "worker" made of a MessageChannel: Comlink serves the API on the other port. */
function fakeWorkerFactory() {
  const made: { terminated: boolean; port: MessagePort; fire(type: string): void }[] = [];
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose({ double: async (x: number) => 2 * x, never: () => new Promise<number>(() => {}) }, port2 as unknown as Comlink.Endpoint);
    const listeners = new Map<string, ((e: Event) => void)[]>();
    const w = {
      terminated: false,
      port: port1,
      fire(type: string) {
        for (const l of listeners.get(type) ?? []) l(new Event(type));
      },
      postMessage: (m: unknown, t?: Transferable[]) => port1.postMessage(m, t ?? []),
      addEventListener: (type: string, l: (e: Event) => void) => {
        if (type === 'message') port1.addEventListener('message', l as never);
        else listeners.set(type, [...(listeners.get(type) ?? []), l]);
      },
      removeEventListener: (type: string, l: (e: Event) => void) => port1.removeEventListener(type, l as never),
      start: () => port1.start(),
      terminate: () => {
        w.terminated = true;
        port1.close();
        port2.close();
      },
    };
    made.push(w);
    return w as unknown as Worker;
  };
  return { create, made };
}

describe('WorkerBridge', () => {
  it('answers calls, and an abort terminates the stale worker and rejects with AbortError', async () => {
    const { create, made } = fakeWorkerFactory();
    const bridge = new WorkerBridge<FakeApi>(create, 60_000);
    expect(await bridge.call((api) => api.double(21))).toBe(42);

    const ctl = new AbortController();
    const stale = bridge.call((api) => api.never(), ctl.signal);
    ctl.abort();
    const err = await stale.catch((e: unknown) => e);
    expect(isAbort(err)).toBe(true);
    expect(made[0].terminated).toBe(true);

    // The next call gets a fresh worker.
    expect(await bridge.call((api) => api.double(5))).toBe(10);
    expect(made).toHaveLength(2);
    bridge.terminate();
  });

  it('fails calls in flight when the worker dies instead of hanging', async () => {
    const { create, made } = fakeWorkerFactory();
    const bridge = new WorkerBridge<FakeApi>(create, 60_000);
    const pending = bridge.call((api) => api.never());
    await new Promise((r) => setTimeout(r, 10));
    made[0].fire('error');
    await expect(pending).rejects.toThrow(/worker stopped unexpectedly/);
    expect(made[0].terminated).toBe(true);
  });

  it('refuses a call whose signal is already aborted without starting a worker', async () => {
    const { create, made } = fakeWorkerFactory();
    const bridge = new WorkerBridge<FakeApi>(create, 60_000);
    const ctl = new AbortController();
    ctl.abort();
    await expect(bridge.call((api) => api.double(1), ctl.signal)).rejects.toThrow('aborted');
    expect(made).toHaveLength(0);
  });
});
