import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe } from 'vitest';

/** ../shared/data relative to the repository root (read-only, never copied into the repo). */
export const SHARED_DATA = resolve(import.meta.dirname, '../../shared/data');
export const HAS_DATA = existsSync(SHARED_DATA);

export function dataPath(...parts: string[]): string {
  return resolve(SHARED_DATA, ...parts);
}

/**
 * describe() for tests that need ../shared/data: skipped with a message when the data is absent,
 * except in CI, where a missing data folder is a failure.
 */
export const describeData: typeof describe =
  HAS_DATA || process.env.CI ? describe : (describe.skip as typeof describe);
if (!HAS_DATA && !process.env.CI) {
  console.warn(`[tests] ${SHARED_DATA} not found: data-driven tests are skipped`);
}
