// Where bin/build-cli.mjs puts the command's bundle, and whether it still matches the sources.
import { readFileSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
export const BUNDLE_ENTRY = new URL('build/cli/ecg-workbench.mjs', root);

/** The bundle exists and every source file it was built from still has the modification time it had then. */
export function bundleIsCurrent() {
  if (process.env.ECG_WORKBENCH_SOURCES === '1') return false;
  try {
    const { inputs } = JSON.parse(readFileSync(new URL('build/cli/inputs.json', root), 'utf8'));
    return inputs.length > 0 && inputs.every(([path, mtimeMs]) => statSync(new URL(path, root)).mtimeMs === mtimeMs);
  } catch {
    return false;
  }
}
