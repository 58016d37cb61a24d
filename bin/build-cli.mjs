#!/usr/bin/env node
// Bundles the command line (src/cli) into build/cli/ with esbuild: the ecg-workbench command then starts in about
// 0.3 instead of 0.5 s (no TypeScript loader), which is most of a one-record run. bin/ecg-workbench.mjs uses the
// bundle only while every source file it was built from is unchanged, and runs the sources through tsx otherwise.
// Runs on `npm install` (the `prepare` script); `node bin/build-cli.mjs` rebuilds by hand.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, 'build/cli');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
// Modification times are taken before bundling, so a file saved during the build reads as changed afterwards.
const mtimeOf = (p) => statSync(resolve(root, p)).mtimeMs;
const before = new Map();
const srcFiles = (dir) => readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? srcFiles(join(dir, e.name)) : [join(dir, e.name)]));
for (const p of srcFiles('src')) before.set(p, mtimeOf(p));
let build;
try {
  ({ build } = await import('esbuild'));
} catch (e) {
  // Without esbuild (an unsupported platform) the command runs from the sources: slower to start, same output.
  console.warn(`ecg-workbench: command not bundled (${e.message}); it will run from the TypeScript sources`);
  process.exit(0);
}
const result = await build({
  absWorkingDir: root,
  // Worker modules sit beside the entry (src/cli/pool.ts workerModule finds them there).
  entryPoints: { 'ecg-workbench': 'src/cli/main.ts', 'analyze-worker': 'src/cli/analyze-worker.ts', 'score-worker': 'src/cli/score-worker.ts', 'network-worker': 'src/cli/network-worker.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // ort loads its WebAssembly from its own folder; the bundle keeps `import.meta.url`, so the model is found at
  // ../../public/models from build/cli as from src/inference.
  external: ['onnxruntime-web', 'onnxruntime-web/*', 'tsx', 'tsx/*', 'esbuild'],
  metafile: true,
  logLevel: 'warning',
});
// The bundled sources, and the files that decide how they are bundled and what they import.
const inputs = [...Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules')), 'bin/build-cli.mjs', 'package.json', 'package-lock.json']
  .map((p) => relative(root, resolve(root, p)))
  .map((p) => [p, before.get(p) ?? mtimeOf(p)]);
writeFileSync(resolve(outdir, 'inputs.json'), JSON.stringify({ inputs }));
