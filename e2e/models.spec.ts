import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { failOnPageErrors, needsData, shot, ludb } from './helpers';

// Issue 5 in the browser: the committed delineation network in the inference worker (WASM in headless
// Chromium), its disagreement marks, a user model with probabilities, its explanation, and clear errors.
failOnPageErrors();

const BENCH_OUT = resolve(import.meta.dirname, '../test-results/onnx-bench.json');
const FIXTURES = resolve(import.meta.dirname, '../src/inference/__fixtures__');
const fixture = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(resolve(FIXTURES, name)) });
// The card of training/make_test_models.py's tiny classifier (as in src/inference/user-model.test.ts).
const CARD = {
  name: 'tiny-classifier',
  input: { leads: ['II', 'V1'], fs: 250, length: 500, scaling: 'zscore', layout: 'leads-first' },
  output: { classes: ['rest', 'II window', 'V1 window'], activation: 'softmax' },
};
const card = { name: 'tiny-classifier.card.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(CARD)) };

async function openLudb1(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles([ludb('1.hea'), ludb('1.dat'), ludb('1.i'), ludb('1.ii')]);
  await expect(page.getByTestId('record-id')).toHaveText('1');
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
}

const msOf = async (page: Page, id: string) => Number((await page.getByTestId(id).textContent())?.replace(/[^\d.]/g, ''));

test('the committed delineation network runs in the worker (WASM), marks disagreements, and is timed', async ({ page }) => {
  needsData();
  test.setTimeout(120_000);
  const wasmFetched: string[] = [];
  page.context().on('request', (r) => { if (/\.wasm($|\?)/.test(r.url())) wasmFetched.push(r.url()); });
  await openLudb1(page);
  const panel = page.getByTestId('models-panel');
  // The automatic default starts the network with the record, beside the DSP analysis (no user action).
  await expect(page.getByTestId('model-provider')).toHaveText('WASM', { timeout: 60_000 });
  await panel.getByRole('radio', { name: 'Network', exact: true }).check();
  // Headless Chromium here has no GPU adapter (or only a fallback one): WASM.
  await expect(page.getByTestId('model-provider')).toHaveText('WASM', { timeout: 60_000 });
  await expect(page.getByTestId('network-run-ms')).toBeVisible({ timeout: 60_000 });
  // Without a GPU only ort's plain WASM build is fetched (from the app itself), never the 28-MB JSEP build.
  expect(wasmFetched.some((u) => /ort-wasm-simd-threaded(-[\w-]+)?\.wasm/.test(u))).toBe(true);
  expect(wasmFetched.filter((u) => u.includes('jsep') || !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  const count = Number(await page.getByTestId('disagreement-count').textContent());
  expect(count).toBeGreaterThan(0);
  const view = page.locator('.trace-view');
  await expect.poll(async () => Number(await view.getAttribute('data-disagreement-marks'))).toBeGreaterThan(0);
  await shot(page, '50-network-delineation');

  const sessionMs = await msOf(page, 'session-ms');
  const firstRunMs = await msOf(page, 'network-run-ms');
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Re-run network' }).click();
    await expect(page.getByTestId('model-progress')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('network-run-ms')).toBeVisible();
    warm.push(await msOf(page, 'network-run-ms'));
  }
  const sorted = [...warm].sort((a, b) => a - b);
  mkdirSync(resolve(BENCH_OUT, '..'), { recursive: true });
  writeFileSync(
    BENCH_OUT,
    JSON.stringify(
      {
        what: 'delineation network in the inference worker, Chromium headless through Playwright, LUDB 1 (12 leads x 10 s at 500 Hz)',
        provider: await page.getByTestId('model-provider').textContent(),
        crossOriginIsolated: await page.evaluate(() => globalThis.crossOriginIsolated),
        hardwareConcurrency: await page.evaluate(() => navigator.hardwareConcurrency),
        wasmFetched: wasmFetched.map((u) => new URL(u).pathname),
        sessionCreateMs: sessionMs,
        firstRunMs,
        warmRunsMs: warm,
        warmMedianMs: sorted[Math.floor(sorted.length / 2)],
        at: new Date().toISOString(),
      },
      null,
      2,
    ),
  );

  // Combined: the marks stay (same comparison); back to signal processing removes them.
  await panel.getByRole('radio', { name: /^Combined/ }).check();
  await expect.poll(async () => Number(await view.getAttribute('data-disagreement-marks'))).toBeGreaterThan(0);
  await panel.getByRole('radio', { name: 'Signal processing', exact: true }).check();
  await expect(view).toHaveAttribute('data-disagreement-marks', '0');
});

test('a user model shows class probabilities, Explain shows heat and faithfulness, broken models a clear error', async ({ page }) => {
  needsData();
  test.setTimeout(120_000);
  await openLudb1(page);
  const input = page.getByTestId('user-model-input');
  await input.setInputFiles([fixture('tiny-classifier.onnx'), card]);
  const probs = page.getByTestId('user-model-probs');
  await expect(probs).toBeVisible({ timeout: 60_000 });
  await expect(probs.locator('tr')).toHaveCount(3);
  await expect(probs).toContainText('II window');
  const values = (await probs.locator('td.num').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
  expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);

  await page.getByRole('button', { name: 'Explain' }).click();
  const faith = page.getByTestId('faithfulness');
  await expect(faith).toBeVisible({ timeout: 60_000 });
  const top = Number((await page.getByTestId('faith-top').textContent())?.replace(/[^\d.-]/g, ''));
  const random = Number((await page.getByTestId('faith-random').textContent())?.replace(/[^\d.-]/g, ''));
  expect(Number.isFinite(top) && Number.isFinite(random)).toBe(true);
  // The tiny classifier's explained class reads one 200-ms window: masking the top windows must matter more.
  expect(top).toBeGreaterThan(random);
  // Stacked: every lead from 0 s, so the model's 2-s window (and the V1 window it reads) is on screen.
  await page.getByRole('button', { name: 'Stacked', exact: true }).click();
  await expect(page.locator('.trace-view')).toHaveAttribute('data-layout', 'stacked');
  await expect.poll(async () => Number(await page.locator('.trace-view').getAttribute('data-heat-windows'))).toBeGreaterThan(0);
  await page.getByTestId('faithfulness').scrollIntoViewIfNeeded();
  await shot(page, '51-user-model-explain');

  await input.setInputFiles([fixture('wrong-rank.onnx'), card]);
  await expect(page.getByTestId('model-error')).toContainText('wrong-rank.onnx: wrong input rank', { timeout: 30_000 });
  await page.getByTestId('model-error').scrollIntoViewIfNeeded();
  await shot(page, '52-user-model-wrong-rank');
  await expect(probs).toHaveCount(0);
  await input.setInputFiles([fixture('unsupported-op.onnx'), card]);
  await expect(page.getByTestId('model-error')).toContainText('unsupported-op.onnx: unsupported operator', { timeout: 30_000 });
  await input.setInputFiles([fixture('tiny-classifier.onnx')]);
  await expect(page.getByTestId('model-error')).toContainText('the model (.onnx) and its card (.json)');
  await shot(page, '53-user-model-no-card');
});
