// Worker thread of a batch `ecg-workbench analyze`: one record per message (analyze-record.ts).
import { parentPort } from 'node:worker_threads';
import { analyzeTask, type AnalyzeTask } from './analyze-record';
import { WORKER_READY } from './pool';

parentPort?.on('message', (task: AnalyzeTask) => {
  void analyzeTask(task).then((reply) => parentPort!.postMessage(reply));
});
parentPort?.postMessage(WORKER_READY);
