#!/usr/bin/env node
// The ecg-workbench command (docs: CONTRACT.md). Runs the bundle of bin/build-cli.mjs (build/cli/, made on
// `npm install`) while the sources it was built from are unchanged, else the TypeScript sources under tsx
// (ECG_WORKBENCH_SOURCES=1 forces the sources).
import { setFlagsFromString } from 'node:v8';
import { BUNDLE_ENTRY, bundleIsCurrent } from './cli-bundle.mjs';

// A command runs the analysis code on its records once: V8's compilers and garbage collector, working beside it,
// took about a third of a LUDB batch's CPU time. Without inlining the optimising compiler compiles less, and the
// analysis ran no slower (docs/onnx.md, "v3 and the command line's default"). Set before any analysis code is
// compiled; the flag is process-wide (worker threads too).
setFlagsFromString('--no-turbo-inlining');

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

let main;
if (bundleIsCurrent()) {
  try {
    ({ main } = await import(BUNDLE_ENTRY.href));
  } catch {
    // A damaged bundle (an interrupted build): the sources still work.
  }
}
if (!main) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
