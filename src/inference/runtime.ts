// onnxruntime-web sessions: provider choice (WebGPU on a real GPU adapter, else WASM) and session reuse.
// ort is imported dynamically: without a usable GPU the browser loads only the plain WASM build
// ('onnxruntime-web/wasm', ~14 MB wasm) and never fetches the JSEP/WebGPU build (~28 MB wasm).
import type * as OrtModule from 'onnxruntime-web';

export type Ort = typeof OrtModule;
export type Provider = 'webgpu' | 'wasm';

interface GpuAdapterLike { info?: { isFallbackAdapter?: boolean; vendor?: string; architecture?: string; description?: string }; isFallbackAdapter?: boolean }
interface GpuLike { requestAdapter(): Promise<GpuAdapterLike | null> }

const isNode = (): boolean => typeof process !== 'undefined' && !!process.versions?.node;

/** 'auto': WebGPU on a hardware adapter, WASM otherwise; 'webgpu': any adapter, software ones included; 'wasm'. */
export type ProviderPreference = 'auto' | Provider;

let preference: ProviderPreference = 'auto';
/** Applies to sessions created afterwards. */
export function setProviderPreference(p: ProviderPreference): void { preference = p; }

export interface GpuSummary {
  /** 'none': no navigator.gpu or no adapter; 'software': a fallback adapter (e.g. SwiftShader, ~75× slower than WASM). */
  adapter: 'none' | 'software' | 'hardware';
  description: string;
}

async function requestAdapter(): Promise<GpuAdapterLike | null> {
  if (isNode()) return null;
  const gpu = (globalThis.navigator as unknown as { gpu?: GpuLike } | undefined)?.gpu;
  if (!gpu) return null;
  try {
    return await gpu.requestAdapter();
  } catch {
    return null;
  }
}

const isFallback = (a: GpuAdapterLike) => a.info?.isFallbackAdapter ?? a.isFallbackAdapter ?? false;

export async function describeGpu(): Promise<GpuSummary> {
  const a = await requestAdapter();
  if (!a) return { adapter: 'none', description: '' };
  const info = a.info ?? {};
  const description = [info.vendor, info.architecture, info.description].filter((x) => typeof x === 'string' && x).join(' ').slice(0, 120);
  return { adapter: isFallback(a) ? 'software' : 'hardware', description };
}

/** The provider for the preference: WebGPU needs an adapter (a hardware one under 'auto'); WASM otherwise (always in Node). */
export async function pickProvider(pref: ProviderPreference = preference): Promise<Provider> {
  if (pref === 'wasm') return 'wasm';
  const adapter = await requestAdapter();
  if (!adapter) return 'wasm';
  return pref === 'webgpu' || !isFallback(adapter) ? 'webgpu' : 'wasm';
}

let wasmPathsOverride: string | undefined;
/** Where ort's .wasm files are served (bench page only; the app lets the bundler place them). */
export function setWasmPaths(prefix: string): void { wasmPathsOverride = prefix; }

/**
 * WASM threads in a browser: threads need cross-origin isolation (SharedArrayBuffer); up to 4, leaving one core
 * to the page's main thread and the other workers. On a loaded 2-core machine 2 threads ran slower than 1
 * (ort's pool spins while waiting), see docs/onnx.md.
 */
export function wasmThreads(crossOriginIsolated: boolean, cores: number): number {
  return crossOriginIsolated ? Math.max(1, Math.min(4, Math.floor(cores) - 1)) : 1;
}

function configure(ort: Ort): Ort {
  if (wasmPathsOverride) ort.env.wasm.wasmPaths = wasmPathsOverride;
  if (isNode()) {
    // Single-threaded WASM avoids spawning worker threads from tests/CLI.
    ort.env.wasm.numThreads = 1;
  } else {
    ort.env.wasm.numThreads = wasmThreads((globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true,
      globalThis.navigator?.hardwareConcurrency || 1);
  }
  return ort;
}

let wasmOrt: Promise<Ort> | null = null;
let fullOrt: Promise<Ort> | null = null;

/** The ort build for a provider: Node's build in Node, the WASM-only build or the full (JSEP) build in browsers. */
export function loadOrt(provider: Provider): Promise<Ort> {
  if (isNode() || provider === 'webgpu') {
    fullOrt ??= import('onnxruntime-web').then(configure);
    fullOrt.catch(() => { fullOrt = null; });
    return fullOrt;
  }
  wasmOrt ??= import('onnxruntime-web/wasm').then((m) => configure(m as Ort));
  wasmOrt.catch(() => { wasmOrt = null; });
  return wasmOrt;
}

export interface LoadedSession {
  session: OrtModule.InferenceSession;
  provider: Provider;
  createMs: number;
  /** The ort build this session came from: make its input tensors with `ort.Tensor`. */
  ort: Ort;
}

const WASM_OPTIONS: OrtModule.InferenceSession.SessionOptions = {
  executionProviders: ['wasm'],
  graphOptimizationLevel: 'all',
  executionMode: 'sequential',
};

/**
 * Create a session; if WebGPU fails, fall back to WASM. Throws ort's error when WASM fails too. `optimiseWasm: false`
 * skips ort's graph optimiser on WASM, for a model known to gain nothing from it (delineate.ts): the optimiser adds to
 * a session's start and first runs (ort's WebAssembly that runs it is compiled on first use; docs/onnx.md).
 */
export async function createSession(bytes: Uint8Array, provider?: Provider, optimiseWasm = true): Promise<LoadedSession> {
  const want = provider ?? (await pickProvider());
  const t0 = performance.now();
  if (want === 'webgpu') {
    try {
      const ort = await loadOrt('webgpu');
      const session = await ort.InferenceSession.create(bytes, { executionProviders: ['webgpu'], graphOptimizationLevel: 'all' });
      return { session, provider: 'webgpu', createMs: performance.now() - t0, ort };
    } catch {
      // fall through to WASM
    }
  }
  const ort = await loadOrt('wasm');
  const session = await ort.InferenceSession.create(bytes, optimiseWasm ? WASM_OPTIONS : { ...WASM_OPTIONS, graphOptimizationLevel: 'disabled' });
  return { session, provider: 'wasm', createMs: performance.now() - t0, ort };
}
