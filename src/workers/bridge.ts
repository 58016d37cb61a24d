import * as Comlink from 'comlink';

export class AbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortError';
  }
}

export function isAbort(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

/**
 * One lazily started worker behind a typed Comlink API. Every call may take an AbortSignal;
 * aborting terminates the worker (killing the stale computation) and rejects every call in
 * flight on it with AbortError. The next call starts a fresh worker. An idle worker shuts
 * itself down after `idleMs`.
 */
export class WorkerBridge<Api> {
  private worker: Worker | null = null;
  private api: Comlink.Remote<Api> | null = null;
  private inFlight = new Set<(e: Error) => void>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly create: () => Worker,
    private readonly idleMs = 60_000,
  ) {}

  async call<R>(fn: (api: Comlink.Remote<Api>) => Promise<R>, signal?: AbortSignal): Promise<R> {
    if (signal?.aborted) throw new AbortedError();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (!this.api) {
      const worker = this.create();
      // A worker that dies (script error, out of memory) must fail its calls, not leave them hanging.
      const onFail = (e: Event) => {
        if (this.worker !== worker) return;
        const detail = (e as { message?: unknown }).message;
        const msg = typeof detail === 'string' && detail ? detail : 'worker stopped unexpectedly';
        this.terminate(new Error(msg));
      };
      worker.addEventListener('error', onFail);
      worker.addEventListener('messageerror', onFail);
      this.worker = worker;
      this.api = Comlink.wrap<Api>(worker);
    }
    const api = this.api;
    return new Promise<R>((resolve, reject) => {
      const fail = (e: Error) => reject(e);
      this.inFlight.add(fail);
      const onAbort = () => this.terminate(new AbortedError());
      signal?.addEventListener('abort', onAbort, { once: true });
      fn(api)
        .then(resolve, reject)
        .finally(() => {
          signal?.removeEventListener('abort', onAbort);
          this.inFlight.delete(fail);
          if (this.inFlight.size === 0) this.scheduleIdle();
        });
    });
  }

  /** Kill the worker now; calls in flight reject with `reason`. */
  terminate(reason: Error = new AbortedError()): void {
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
    const pending = [...this.inFlight];
    this.inFlight.clear();
    for (const fail of pending) fail(reason);
  }

  private scheduleIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.inFlight.size === 0) this.terminate();
    }, this.idleMs);
  }
}

/** Transferable buffers of a set of typed arrays, each once (leads may share one buffer). */
export function uniqueBuffers(arrays: ArrayBufferView[]): ArrayBuffer[] {
  const set = new Set<ArrayBuffer>();
  for (const a of arrays) if (a.buffer instanceof ArrayBuffer) set.add(a.buffer);
  return [...set];
}
