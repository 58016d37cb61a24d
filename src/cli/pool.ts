// A pool of worker threads for batch commands (score, analyze of several records): tasks are fed one at a
// time to each free worker; every reply goes to the caller, whose throwing stops the pool.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/**
 * The module of worker `name` (a file beside the caller): `name.mjs` when the command runs from its bundle
 * (bin/build-cli.mjs puts the workers beside the entry), `name.ts` when it runs from the sources.
 */
export function workerModule(name: 'analyze-worker' | 'score-worker' | 'network-worker', callerUrl: string): URL {
  return new URL(`./${name}.${callerUrl.endsWith('.mjs') ? 'mjs' : 'ts'}`, callerUrl);
}

/**
 * From the sources the CLI runs TypeScript through tsx; a worker does not inherit its loader hooks (Node 20
 * ignores --import in worker execArgv), so the worker starts from a small script that registers tsx first.
 */
export function workerBootstrap(workerUrl: URL): string {
  if (workerUrl.pathname.endsWith('.mjs')) return `import(${JSON.stringify(workerUrl.href)});`;
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = pathToFileURL(resolve(dirname(pkg), 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

/** What a worker module posts once it listens: only then is it given tasks (its start-up takes a second). */
export const WORKER_READY = 'ready';

export interface PoolOptions<Task, Reply> {
  /**
   * The reply for the task a worker held when it died (an uncaught error, out of memory): with it the pool goes on
   * without that worker (when none is left it resolves, and the tasks still queued are the caller's); without it
   * the pool fails.
   */
  lost?: (task: Task, error: Error) => Reply;
  /** Awaited before each task is handed out (output backpressure). */
  gate?: () => Promise<void>;
}

/**
 * Runs the tasks of `queue` on up to `threads` workers of `workerUrl` (a module answering each message with one
 * reply). Workers take tasks from `queue` as they become free, so the caller may take tasks from the same array
 * on its own thread meanwhile; resolves when the queue is empty (or no worker is left) and no worker holds a task.
 */
export async function runPool<Task, Reply>(
  workerUrl: URL,
  queue: Task[],
  threads: number,
  onReply: (reply: Reply) => void,
  options: PoolOptions<Task, Reply> = {},
): Promise<void> {
  const n = Math.min(threads, queue.length);
  if (n <= 0) return;
  const bootstrap = workerBootstrap(workerUrl);
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolveAll, rejectAll) => {
      const holding = new Map<Worker, Task>();
      const alive = new Set<Worker>();
      let settled = false;
      const fail = (e: unknown) => {
        if (settled) return;
        settled = true;
        rejectAll(e);
      };
      const settleIfDone = () => {
        if (!settled && holding.size === 0 && (queue.length === 0 || alive.size === 0)) {
          settled = true;
          resolveAll();
        }
      };
      const reply = (r: Reply) => {
        try {
          onReply(r);
        } catch (e) {
          fail(e);
        }
      };
      const feed = async (w: Worker) => {
        await options.gate?.();
        if (settled || !alive.has(w)) return;
        const t = queue.shift();
        if (t === undefined) return settleIfDone();
        holding.set(w, t);
        w.postMessage(t);
      };
      const die = (w: Worker, error: Error) => {
        if (!alive.delete(w)) return;
        const t = holding.get(w);
        holding.delete(w);
        if (!options.lost) return fail(error);
        if (t !== undefined) reply(options.lost(t, error));
        settleIfDone();
      };
      for (let i = 0; i < n; i++) {
        const w = new Worker(bootstrap, { eval: true });
        workers.push(w);
        alive.add(w);
        w.on('message', (r: Reply | typeof WORKER_READY) => {
          if (settled) return;
          if (r !== WORKER_READY) {
            holding.delete(w);
            reply(r);
          }
          void feed(w);
        });
        w.on('error', (e) => die(w, e));
        w.on('exit', (code) => die(w, new Error(`worker exited with code ${code}`)));
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** `--threads N` (1..256), or every core. */
export function threadCount(value: string | undefined, usage: string, fail: (message: string) => Error): number {
  if (value === undefined) return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw fail(`ecg-workbench: --threads must be an integer 1..256\n${usage}`);
  return n;
}

/** Writes results that arrive out of order in input order: everything up to the first one still missing. */
export class InOrderWriter {
  private readonly results: (string | undefined)[];
  private next = 0;
  constructor(total: number, private readonly write: (text: string) => void) {
    this.results = new Array<string | undefined>(total);
  }
  put(index: number, text: string): void {
    this.results[index] = text;
    let out = '';
    while (this.next < this.results.length && this.results[this.next] !== undefined) {
      out += this.results[this.next];
      this.results[this.next] = undefined;
      this.next++;
    }
    if (out) this.write(out);
  }
}
