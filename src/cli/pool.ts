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
export function workerModule(name: 'analyze-worker' | 'score-worker', callerUrl: string): URL {
  return new URL(`./${name}.${callerUrl.endsWith('.mjs') ? 'mjs' : 'ts'}`, callerUrl);
}

/**
 * From the sources the CLI runs TypeScript through tsx; a worker does not inherit its loader hooks (Node 20
 * ignores --import in worker execArgv), so the worker starts from a small script that registers tsx first.
 */
function workerBootstrap(workerUrl: URL): string {
  if (workerUrl.pathname.endsWith('.mjs')) return `import(${JSON.stringify(workerUrl.href)});`;
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = pathToFileURL(resolve(dirname(pkg), 'dist/esm/api/index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

/** What a worker module posts once it listens: only then is it given tasks (its start-up takes a second). */
export const WORKER_READY = 'ready';

/**
 * Runs the tasks of `queue` on up to `threads` workers of `workerUrl` (a module answering each message with one
 * reply). Workers take tasks from `queue` as they become free, so the caller may take tasks from the same array
 * on its own thread meanwhile; resolves when the queue is empty and no worker holds a task.
 */
export async function runPool<Task, Reply>(workerUrl: URL, queue: Task[], threads: number, onReply: (reply: Reply) => void): Promise<void> {
  const n = Math.min(threads, queue.length);
  if (n <= 0) return;
  const bootstrap = workerBootstrap(workerUrl);
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolveAll, rejectAll) => {
      let busy = 0;
      let failed = false;
      const fail = (e: unknown) => {
        if (failed) return;
        failed = true;
        rejectAll(e);
      };
      const feed = (w: Worker) => {
        const t = queue.shift();
        if (t !== undefined) {
          busy++;
          w.postMessage(t);
        } else if (busy === 0) resolveAll();
      };
      for (let i = 0; i < n; i++) {
        const w = new Worker(bootstrap, { eval: true });
        workers.push(w);
        w.on('message', (reply: Reply | typeof WORKER_READY) => {
          if (failed) return;
          if (reply === WORKER_READY) {
            feed(w);
            return;
          }
          busy--;
          try {
            onReply(reply);
          } catch (e) {
            fail(e);
            return;
          }
          feed(w);
        });
        w.on('error', (e) => fail(e));
        w.on('exit', (code) => {
          if (code !== 0) fail(new Error(`worker exited with code ${code}`));
        });
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
