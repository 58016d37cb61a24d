// Hooks for e2e/labels.spec.ts (only with ?testhooks in the URL): fill the review store with a large
// data set without scoring it, and read the labels. Not used by the app itself.
import { getLabels } from './labels-store';
import { setReview } from './review-store';
import type { DatasetItem } from './review-store';

declare global {
  interface Window {
    __ecgLabels?: {
      setDataset: (name: string, items: DatasetItem[]) => void;
      getLabels: typeof getLabels;
    };
  }
}

export function installLabelTestHooks(): void {
  if (!new URLSearchParams(location.search).has('testhooks')) return;
  window.__ecgLabels = {
    setDataset: (name, items) => setReview({ dataset: { name, entries: [], items, done: items.length, running: false }, activeItem: null }),
    getLabels,
  };
}
