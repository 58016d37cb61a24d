import { useSyncExternalStore } from 'react';
import { setPyramidListener } from './draw/trace';

// A counter that ticks whenever a worker-built pyramid arrives, so views depending on it redraw.
let version = 0;
const listeners = new Set<() => void>();
setPyramidListener(() => {
  version++;
  for (const l of listeners) l();
});

export function usePyramidsReady(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}
