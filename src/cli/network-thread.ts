// A NetworkDelineator on a worker thread: the command line's batch analysis asks it for a record's network waves
// before running the DSP analysis of that record, so the two run side by side on two cores.
import { Worker } from 'node:worker_threads';
import type { NetworkDelineator } from '../inference/analyze';
import type { BeatQrs } from '../inference/beat-qrs';
import type { EcgRecord, LeadDelineation } from '../core/types';
import { WORKER_READY, workerBootstrap, workerModule } from './pool';

/** `key` names the record: its requests share one copy on the network thread, and its networks' input leads. */
export type NetworkRequest =
  | { id: number; kind: 'provider' }
  | { id: number; kind: 'delineate'; key: number; record: EcgRecord }
  | { id: number; kind: 'beatQrs'; key: number; record: EcgRecord; peaks: number[]; globalFrom: number[] };
/** A provider name, a record's per-lead network waves, or its beat-QRS estimates. */
export type NetworkValue = string | Record<string, LeadDelineation> | BeatQrs | null;
export type NetworkReply = { id: number; ok: true; value: NetworkValue } | { id: number; ok: false; message: string };

/**
 * What the network reads of a record (delineateWithOnnx): no annotations or metadata to copy across, and the leads
 * in one SharedArrayBuffer, which a message shares rather than copies (copying twelve 10-s leads cost the sending
 * thread about 2 ms a record, and the receiving one as much).
 */
function signalOnly(r: EcgRecord): EcgRecord {
  const all = new Float32Array(new SharedArrayBuffer(4 * r.leads.reduce((s, l) => s + l.samples.length, 0)));
  let at = 0;
  const leads = r.leads.map((l) => {
    const samples = all.subarray(at, (at += l.samples.length));
    samples.set(l.samples);
    return { name: l.name, samples };
  });
  return { id: r.id, fs: r.fs, length: r.length, leads, annotations: [], metadata: {}, source: r.source };
}

export interface NetworkThread extends NetworkDelineator {
  close(): Promise<void>;
}

/** A network thread, started on the first request (it loads the network on the first `provider()`); `close()` ends it. */
export function startNetworkThread(): NetworkThread {
  let worker: Worker | null = null;
  const waiting = new Map<number, { resolve: (v: NetworkValue) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let dead: Error | null = null;
  const failAll = (e: Error) => {
    dead ??= e;
    for (const w of waiting.values()) w.reject(dead);
    waiting.clear();
  };
  const start = () => {
    const w = new Worker(workerBootstrap(workerModule('network-worker', import.meta.url)), { eval: true });
    w.on('message', (m: NetworkReply | typeof WORKER_READY) => {
      if (m === WORKER_READY) return;
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.ok) p?.resolve(m.value);
      else p?.reject(new Error(m.message));
    });
    w.on('error', (e) => failAll(e));
    w.on('exit', (code) => failAll(new Error(`network thread exited with code ${code}`)));
    return w;
  };
  const ask = (req: NetworkRequest) =>
    new Promise<NetworkValue>((resolve, reject) => {
      if (dead) return reject(dead);
      worker ??= start();
      waiting.set(req.id, { resolve, reject });
      worker.postMessage(req);
    });
  // A record's leads are copied into shared memory once, for both of its requests.
  const copies = new WeakMap<EcgRecord, { key: number; record: EcgRecord }>();
  let nextKey = 0;
  const shared = (r: EcgRecord) => {
    let c = copies.get(r);
    if (!c) copies.set(r, (c = { key: nextKey++, record: signalOnly(r) }));
    return c;
  };
  // The thread loads the network once: one round trip for the batch, not one per record.
  let provider: Promise<string> | null = null;
  return {
    provider: () => (provider ??= ask({ id: nextId++, kind: 'provider' }) as Promise<string>),
    delineate: async (record) => (await ask({ id: nextId++, kind: 'delineate', ...shared(record) })) as Record<string, LeadDelineation>,
    beatQrs: async (record, peaks, globalFrom) => (await ask({ id: nextId++, kind: 'beatQrs', ...shared(record), peaks, globalFrom })) as BeatQrs | null,
    close: async () => {
      failAll(new Error('network thread closed'));
      await worker?.terminate();
    },
  };
}
