#!/usr/bin/env node
// The ecg-workbench command (docs: CONTRACT.md). Runs the TypeScript core directly under tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
