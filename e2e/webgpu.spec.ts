import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { failOnPageErrors, needsData, shot, ludb } from './helpers';

// Issue 5, the WebGPU path: with --enable-unsafe-webgpu headless Chromium offers a software (SwiftShader)
// adapter. Auto must not use it (it is far slower than WASM); forced, the delineation network must run on
// ort's WebGPU execution provider and find the same waves as on WASM. No hardware GPU is involved here, so
// this checks the code path and the results, not the speed of a real GPU.
failOnPageErrors();
test.use({ launchOptions: { executablePath: chromiumPath || undefined, args: [...CHROMIUM_ARGS, '--enable-unsafe-webgpu'] } });

const BENCH_OUT = resolve(import.meta.dirname, '../test-results/onnx-webgpu-bench.json');

async function networkResult(page: Page, provider: string): Promise<{ text: string; boundarySum: number; runMs: number; sessionMs: number }> {
  await expect(page.getByTestId('model-provider')).toHaveText(provider, { timeout: 120_000 });
  await expect(page.getByTestId('network-run-ms')).toBeVisible({ timeout: 120_000 });
  const waves = page.getByTestId('network-waves');
  const num = async (id: string) => Number((await page.getByTestId(id).textContent())?.replace(/[^\d.]/g, ''));
  return {
    text: (await waves.textContent()) ?? '',
    boundarySum: Number(await waves.getAttribute('data-boundary-sum')),
    runMs: await num('network-run-ms'),
    sessionMs: await num('session-ms'),
  };
}

test('a software WebGPU adapter is left alone by default; forced, the network runs on WebGPU and agrees with WASM', async ({ page }) => {
  needsData();
  test.setTimeout(240_000);
  const wasmFetched: string[] = [];
  page.context().on('request', (r) => { if (/\.wasm($|\?)/.test(r.url())) wasmFetched.push(new URL(r.url()).pathname); });
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles([ludb('1.hea'), ludb('1.dat')]);
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  const panel = page.getByTestId('models-panel');
  await panel.getByRole('radio', { name: 'Network', exact: true }).check();
  const wasm = await networkResult(page, 'WASM');
  expect(wasm.text).toMatch(/^Network waves: P \d+ · QRS \d+ · T \d+$/);
  expect(wasmFetched.some((u) => u.includes('jsep'))).toBe(false);

  await page.getByTestId('provider-preference').selectOption('webgpu');
  await expect(page.getByTestId('gpu-adapter')).toContainText('software WebGPU adapter');
  const gpu = await networkResult(page, 'WebGPU');
  // Only now is ort's JSEP build (the one with the WebGPU provider) fetched.
  expect(wasmFetched.some((u) => u.includes('jsep'))).toBe(true);
  expect(gpu.text).toBe(wasm.text);
  // Float differences between the backends may move a boundary by a sample here and there, no more.
  const waves = [...wasm.text.matchAll(/\d+/g)].reduce((s, m) => s + Number(m[0]), 0);
  expect(Math.abs(gpu.boundarySum - wasm.boundarySum) / (2 * waves)).toBeLessThan(1);
  await shot(page, '54-network-on-webgpu');

  await page.getByTestId('provider-preference').selectOption('auto');
  const back = await networkResult(page, 'WASM');
  expect(back.boundarySum).toBe(wasm.boundarySum);

  mkdirSync(resolve(BENCH_OUT, '..'), { recursive: true });
  writeFileSync(BENCH_OUT, JSON.stringify({
    what: 'delineation network, LUDB 1 (12 leads x 10 s at 500 Hz), Chromium headless with --enable-unsafe-webgpu (SwiftShader software adapter)',
    wasm: { sessionMs: wasm.sessionMs, runMs: wasm.runMs },
    webgpuSoftware: { sessionMs: gpu.sessionMs, runMs: gpu.runMs },
    waves: wasm.text,
    boundarySumDifference: gpu.boundarySum - wasm.boundarySum,
    at: new Date().toISOString(),
  }, null, 2));
});
