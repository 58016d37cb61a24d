#!/usr/bin/env node
// The ecg-workbench command (docs: CONTRACT.md). Runs the TypeScript core directly under tsx.
import { register } from 'tsx/esm/api';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
