// The network thread of a batch `ecg-workbench analyze` (network-thread.ts): the delineation network (and the global-QRS
// one) on each record it is sent, while the thread that sent it runs the DSP analysis of the same record.
import { parentPort } from 'node:worker_threads';
import { IN_THREAD_NETWORK } from '../inference/analyze';
import type { NetworkReply, NetworkRequest, NetworkValue } from './network-thread';
import { WORKER_READY } from './pool';

parentPort?.on('message', (m: NetworkRequest) => {
  const work: Promise<NetworkValue> =
    m.kind === 'provider' ? IN_THREAD_NETWORK.provider()
    : m.kind === 'delineate' ? IN_THREAD_NETWORK.delineate(m.record)
    : IN_THREAD_NETWORK.globalQrs(m.record, m.peaks);
  work.then(
    (value) => parentPort!.postMessage({ id: m.id, ok: true, value } satisfies NetworkReply),
    (e: unknown) => parentPort!.postMessage({ id: m.id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies NetworkReply),
  );
});
parentPort?.postMessage(WORKER_READY);
