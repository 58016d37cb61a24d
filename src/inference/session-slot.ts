// One lazily created onnxruntime session per committed network (delineate.ts, beat-qrs.ts), reused until reset.
import { createSession, type LoadedSession, type Provider } from './runtime';
import type { ModelSource } from './model-source';

export interface SessionSlot {
  /** The session, created on first use from the slot's current source. */
  get(provider?: Provider): Promise<LoadedSession>;
  /** Drop the session (after a provider or source change); the next `get` creates a new one. */
  reset(): Promise<void>;
  /**
   * Runs `fn` with the model of `source` (a cross-validation fold, a damaged file), then makes the committed model
   * the slot's model again: bench and tests.
   */
  withModel<T>(source: ModelSource, fn: () => Promise<T>): Promise<T>;
}

/**
 * `load` reads the model bytes; `setSource`/`defaultSource` switch what it reads. Sessions skip ort's WASM graph
 * optimiser: these exported networks have their batch norms folded and nothing else to fuse (docs/onnx.md).
 */
export function sessionSlot(load: () => Promise<Uint8Array>, setSource: (s: ModelSource) => void, defaultSource: ModelSource): SessionSlot {
  let promise: Promise<LoadedSession> | null = null;
  const slot: SessionSlot = {
    get(provider) {
      if (!promise) {
        const p = load().then((b) => createSession(b, provider, false));
        promise = p;
        p.catch(() => { if (promise === p) promise = null; });
      }
      return promise;
    },
    async reset() {
      const old = promise;
      promise = null;
      await old?.then((s) => s.session.release()).catch(() => {});
    },
    async withModel(source, fn) {
      setSource(source);
      await slot.reset();
      try {
        return await fn();
      } finally {
        setSource(defaultSource);
        await slot.reset();
      }
    },
  };
  return slot;
}
