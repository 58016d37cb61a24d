// Hooks for the Playwright specs (enabled with ?testhooks in the URL): inject a record without
// files, move the viewport, read state. Not used by the app itself.
import type { EcgRecord } from '../core/types';
import { setViewport, showRecord, updateView } from './actions';
import { getState } from './store';

declare global {
  interface Window {
    __ecgWorkbench?: {
      showRecord: (record: EcgRecord, options?: { analyze?: boolean }) => void;
      setViewport: typeof setViewport;
      updateView: typeof updateView;
      getState: typeof getState;
    };
  }
}

export function installTestHooks(): void {
  if (!new URLSearchParams(location.search).has('testhooks')) return;
  window.__ecgWorkbench = {
    showRecord: (record, options) => showRecord(record, null, false, options?.analyze ?? true),
    setViewport,
    updateView,
    getState,
  };
}
