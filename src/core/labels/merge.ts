// Merging labels by stable key (annotator + record + answer); the later updatedAt wins, a tie keeps
// what is there, so importing the same file twice changes nothing.
import { labelKey, type AnswerLabel, type LabelMap } from './types';

export interface MergeResult {
  labels: LabelMap;
  added: number;
  updated: number;
  /** Incoming labels that were not newer than the stored ones. */
  unchanged: number;
  /** Keys that were added or updated. */
  changedKeys: string[];
}

export function isNewer(incoming: AnswerLabel, stored: AnswerLabel): boolean {
  return Date.parse(incoming.updatedAt) > Date.parse(stored.updatedAt);
}

/** Returns a new map; `existing` is not modified. */
export function mergeLabels(existing: LabelMap, incoming: readonly AnswerLabel[]): MergeResult {
  const labels: LabelMap = { ...existing };
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const changed = new Set<string>();
  for (const l of incoming) {
    const key = labelKey(l);
    const stored = labels[key];
    if (!stored) added++;
    else if (isNewer(l, stored)) updated++;
    else {
      unchanged++;
      continue;
    }
    labels[key] = l;
    changed.add(key);
  }
  return { labels, added, updated, unchanged, changedKeys: [...changed] };
}
