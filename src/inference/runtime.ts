// onnxruntime-web sessions: provider choice (WebGPU on a real GPU adapter, else WASM) and session reuse.
import * as ort from 'onnxruntime-web';

export type Provider = 'webgpu' | 'wasm';

interface GpuAdapterLike { info?: { isFallbackAdapter?: boolean }; isFallbackAdapter?: boolean }
interface GpuLike { requestAdapter(): Promise<GpuAdapterLike | null> }

const isNode = (): boolean => typeof process !== 'undefined' && !!process.versions?.node;

/** WebGPU only when navigator.gpu gives a non-fallback adapter; WASM otherwise (always in Node). */
export async function pickProvider(): Promise<Provider> {
  if (isNode()) return 'wasm';
  const gpu = (globalThis.navigator as unknown as { gpu?: GpuLike } | undefined)?.gpu;
  if (!gpu) return 'wasm';
  try {
    const adapter = await gpu.requestAdapter();
    if (!adapter) return 'wasm';
    const fallback = adapter.info?.isFallbackAdapter ?? adapter.isFallbackAdapter ?? false;
    return fallback ? 'wasm' : 'webgpu';
  } catch {
    return 'wasm';
  }
}

export interface LoadedSession {
  session: ort.InferenceSession;
  provider: Provider;
  createMs: number;
}

let configured = false;
function configure(): void {
  if (configured) return;
  configured = true;
  // Node: single-threaded WASM avoids spawning worker threads from tests/CLI.
  if (isNode()) ort.env.wasm.numThreads = 1;
}

/** Create a session; if WebGPU fails, fall back to WASM. Throws ort's error when WASM fails too. */
export async function createSession(bytes: Uint8Array, provider?: Provider): Promise<LoadedSession> {
  configure();
  const want = provider ?? (await pickProvider());
  const t0 = performance.now();
  if (want === 'webgpu') {
    try {
      const session = await ort.InferenceSession.create(bytes, { executionProviders: ['webgpu'] });
      return { session, provider: 'webgpu', createMs: performance.now() - t0 };
    } catch {
      // fall through to WASM
    }
  }
  const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  return { session, provider: 'wasm', createMs: performance.now() - t0 };
}

export { ort };
