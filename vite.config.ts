/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Cross-origin isolation (needed for multi-threaded WASM / SharedArrayBuffer).
// Any static host serving dist/ must send these two headers too (see README).
const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [react()],
  base: './',
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders, port: 4173, strictPort: true },
  worker: { format: 'es' },
  // ort's builds locate their .wasm relative to their own module: keep them out of the dep pre-bundle.
  optimizeDeps: { exclude: ['onnxruntime-web', 'onnxruntime-web/wasm'] },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000 },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
