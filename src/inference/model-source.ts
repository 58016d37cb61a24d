// Where the committed delineation model comes from: the app's /models/ URL in the browser, the repo's
// public/models/ folder in Node. Callers may inject their own source (tests, CLI, worker).

export const DELINEATOR_FILE = 'ecg-delineator.onnx';
/** Name and version of the committed model (its card's "name" and "version"; a test keeps them equal). */
export const DELINEATOR_MODEL_ID = 'ecg-delineator';
export const DELINEATOR_MODEL_VERSION = '3';
/** How an analysis names the network delineator: `onnx:<model-id>@<version>` (CONTRACT.md's model.delineator). */
export const DELINEATOR_TAG = `onnx:${DELINEATOR_MODEL_ID}@${DELINEATOR_MODEL_VERSION}`;
const MAX_MODEL_BYTES = 64 * 1024 * 1024;

export type ModelSource = () => Promise<Uint8Array>;

const isNode = (): boolean => typeof process !== 'undefined' && !!process.versions?.node;

async function readFromRepo(file: string): Promise<Uint8Array> {
  // Variable specifiers keep bundlers from pulling node: modules into the browser build.
  const fsMod = 'node:fs/promises';
  const urlMod = 'node:url';
  const fs = (await import(/* @vite-ignore */ fsMod)) as typeof import('node:fs/promises');
  const url = (await import(/* @vite-ignore */ urlMod)) as typeof import('node:url');
  const path = url.fileURLToPath(new URL(`../../public/models/${file}`, import.meta.url));
  return new Uint8Array(await fs.readFile(path));
}

export async function fetchModel(url: string, onProgress?: (loaded: number, total: number | null) => void): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
  const total = Number(res.headers.get('content-length')) || null;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.length;
    if (loaded > MAX_MODEL_BYTES) throw new Error(`${url}: model larger than ${MAX_MODEL_BYTES} bytes`);
    chunks.push(value);
    onProgress?.(loaded, total);
  }
  const out = new Uint8Array(loaded);
  let o = 0;
  for (const c of chunks) { out.set(c, o); o += c.length; }
  return out;
}

/** The folder of the committed models resolved against the page, so the app also works below a sub-path (base './'). */
export function modelsUrlForPage(): string {
  if (typeof document === 'undefined') return '/models/';
  return new URL('models/', document.baseURI).href;
}

/** A committed model: public/models/ in Node, the app's /models/ URL in the browser. */
const committed = (file: string): ModelSource => () => (isNode() ? readFromRepo(file) : fetchModel(`/models/${file}`));

export const defaultDelineatorSource: ModelSource = committed(DELINEATOR_FILE);
let source: ModelSource = defaultDelineatorSource;

export function setDelineatorModelSource(s: ModelSource): void { source = s; }
export const loadDelineatorBytes = (): Promise<Uint8Array> => source();

/** The beat-QRS network (public/models/ecg-beat-qrs.onnx, src/inference/beat-qrs.ts): name and version of its card. */
export const BEAT_QRS_FILE = 'ecg-beat-qrs.onnx';
export const BEAT_QRS_MODEL_ID = 'ecg-beat-qrs';
export const BEAT_QRS_MODEL_VERSION = '1';
export const BEAT_QRS_TAG = `${BEAT_QRS_MODEL_ID}@${BEAT_QRS_MODEL_VERSION}`;
export const defaultBeatQrsSource: ModelSource = committed(BEAT_QRS_FILE);
let beatQrsSource: ModelSource = defaultBeatQrsSource;

export function setBeatQrsModelSource(s: ModelSource): void { beatQrsSource = s; }
export const loadBeatQrsBytes = (): Promise<Uint8Array> => beatQrsSource();

/** In a worker: read the committed models from `base` (the page's modelsUrlForPage); the delineator's download reports to `onProgress`. */
export function useModelsAt(base: string, onProgress?: (loaded: number, total: number | null) => void): void {
  setDelineatorModelSource(() => fetchModel(`${base}${DELINEATOR_FILE}`, onProgress));
  setBeatQrsModelSource(() => fetchModel(`${base}${BEAT_QRS_FILE}`));
}
