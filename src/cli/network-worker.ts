// The network thread of a batch `ecg-workbench analyze` (network-thread.ts): the delineation network (and the beat-QRS
// one) on each record it is sent, while the thread that sent it runs the DSP analysis of the same record.
import { parentPort } from 'node:worker_threads';
import { IN_THREAD_NETWORK } from '../inference/analyze';
import type { NetworkReply, NetworkRequest, NetworkValue } from './network-thread';
import { WORKER_READY } from './pool';
import type { EcgRecord } from '../core/types';

/**
 * The records of the latest requests by key: a record's second request reads the first one's copy, whose networks'
 * input leads are then made once (networkLead). At most two records are in flight (analyze.ts).
 */
const recent = new Map<number, EcgRecord>();
const RECENT = 4;
function recordOf(key: number, record: EcgRecord): EcgRecord {
  const known = recent.get(key);
  if (known) return known;
  recent.set(key, record);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return record;
}

parentPort?.on('message', (m: NetworkRequest) => {
  const work: Promise<NetworkValue> =
    m.kind === 'provider' ? IN_THREAD_NETWORK.provider()
    : m.kind === 'delineate' ? IN_THREAD_NETWORK.delineate(recordOf(m.key, m.record))
    : IN_THREAD_NETWORK.beatQrs(recordOf(m.key, m.record), m.peaks, m.globalFrom);
  work.then(
    (value) => parentPort!.postMessage({ id: m.id, ok: true, value } satisfies NetworkReply),
    (e: unknown) => parentPort!.postMessage({ id: m.id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies NetworkReply),
  );
});
parentPort?.postMessage(WORKER_READY);
