// Asking a model from the workbench, against a local model server started by the test
// (e2e/fixtures/llm-server.mjs), and the print / share outputs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, shot } from './helpers';
// @ts-expect-error plain .mjs fixture without types
import { startLlmServer } from './fixtures/llm-server.mjs';

interface LlmServer {
  url: string;
  lastRequest: () => Record<string, unknown> | null;
  close: () => Promise<void>;
}

let server: LlmServer;
test.beforeAll(async () => {
  server = (await startLlmServer({ delayMs: 15 })) as LlmServer;
});
test.afterAll(async () => {
  await server?.close();
});

// Uncaught page errors fail a test (network errors of the error cases are expected console noise).
failOnPageErrors({ consoleErrors: false });

async function openNormalExample(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await page.getByTestId('example-cards').getByRole('button').first().click();
  await expect(page.getByTestId('record-id')).toHaveText('normal-sinus-rhythm');
  await expect(page.getByTestId('ask-panel')).toBeVisible();
  // Verdicts need the analysis of the record.
  await expect(page.getByTestId('measurements')).toBeVisible();
}

const answerCard = (page: Page, id: string) => page.locator(`[data-testid="answer"][data-answer="${id}"]`);
const addedId = async (page: Page) => (await newestRun(page).getByTestId('run-added').textContent())?.match(/“(.+)”/)?.[1] ?? '';

/** Edit the first saved endpoint. */
async function setEndpoint(page: Page, fields: { url?: string; model?: string; key?: string; protocol?: 'openai' | 'demo'; timeout?: number }): Promise<void> {
  const editor = page.getByTestId('endpoint-editor');
  if (!(await editor.isVisible())) await page.getByTestId('ask-panel').getByRole('button', { name: /^Edit / }).first().click();
  if (fields.protocol) await editor.getByLabel('Protocol').selectOption(fields.protocol);
  if (fields.url !== undefined) await editor.getByLabel(/Base URL|Stream URL/).fill(fields.url);
  if (fields.model !== undefined) await editor.getByLabel('Model', { exact: true }).fill(fields.model);
  if (fields.key !== undefined) {
    await editor.getByLabel('API key').fill(fields.key);
    await editor.getByLabel('Model', { exact: true }).focus();
  }
  if (fields.timeout !== undefined) await editor.getByLabel('Timeout (s)').fill(String(fields.timeout));
}

const newestRun = (page: Page) => page.getByTestId('ask-run').first();

test('an answer streams in, verdict colours appear before it ends, and it joins the answers', async ({ page }) => {
  await openNormalExample(page);
  await setEndpoint(page, { url: `${server.url}/ok/v1`, model: 'ecg-r1', key: 'sk-test-secret-123456' });
  // The key is kept masked.
  await expect(page.getByTestId('endpoint-editor').getByLabel('API key')).toHaveAttribute('placeholder', 'saved: ••••••••3456');
  await expect(page.getByTestId('endpoint-problems')).toHaveCount(0);
  await page.getByTestId('ask-button').click();

  // While the run is still streaming, a contradicted claim (QRS 180 ms on a 90-ms QRS) is flagged.
  await page.waitForFunction(() => {
    const run = document.querySelector<HTMLElement>('[data-testid="ask-run"]');
    const live = run?.querySelector<HTMLElement>('[data-testid="live-verdicts"]');
    // The colour itself: the contradicted span is in the CSS highlight the stylesheet paints red.
    const painted = (CSS as unknown as { highlights?: Map<string, Set<Range>> }).highlights?.get('claim-contradicted');
    const red = [...(painted ?? [])].some((r) => run?.contains(r.startContainer) && r.toString().includes('180 ms'));
    return run?.dataset.status === 'streaming' && Number(live?.dataset.contradicted ?? 0) >= 1 && red;
  });
  const partial = (await newestRun(page).locator('.answer-text').textContent()) ?? '';
  expect(partial).toContain('180 ms');
  expect(partial).not.toContain('</answer>');
  await newestRun(page).scrollIntoViewIfNeeded();
  await shot(page, 'ask-01-streaming');

  await expect(newestRun(page)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const id = await addedId(page);
  expect(id).toContain('Local vLLM');
  const card = answerCard(page, id);
  await expect(card).toContainText('QRS duration is 180 ms');
  await expect(card.locator('header')).toContainText('ecg-r1');
  await expect(page.getByTestId('ask-warning')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'ask-02-answer-added');

  const req = server.lastRequest();
  expect(req).toMatchObject({ path: '/ok/v1/chat/completions', model: 'ecg-r1', stream: true, auth: 'bearer', imagePrefix: 'data:image/png;base64,' });
  expect(req?.imageBase64Chars as number).toBeGreaterThan(20_000);
  expect(req?.text).toContain('Interpret the provided ECG');
  // The key never reaches storage other than this browser's, and never a review export.
  const stored = await page.evaluate(() => localStorage.getItem('ecg-workbench.endpoints@1') ?? '');
  expect(stored).toContain('sk-test-secret-123456');
});

test('cancel stops the request; no answer is added', async ({ page }) => {
  await openNormalExample(page);
  await setEndpoint(page, { url: `${server.url}/ok/v1`, model: 'ecg-r1' });
  const before = await page.getByTestId('answer').count();
  await page.getByTestId('ask-button').click();
  await expect(newestRun(page)).toHaveAttribute('data-status', 'streaming');
  await newestRun(page).getByTestId('cancel-run').click();
  await expect(newestRun(page)).toHaveAttribute('data-status', 'cancelled');
  const text = await newestRun(page).locator('.answer-text').textContent();
  await page.waitForTimeout(600);
  expect(await newestRun(page).locator('.answer-text').textContent()).toBe(text);
  expect(text).not.toContain('</answer>');
  expect(await page.getByTestId('answer').count()).toBe(before);
});

test('two samples from the demo server (WFDB files, reasoning channel) become two answers', async ({ page }) => {
  await openNormalExample(page);
  await setEndpoint(page, { protocol: 'demo', url: `${server.url}/demo/stream`, model: '' });
  const editor = page.getByTestId('endpoint-editor');
  await editor.getByLabel('Paper image (PNG)').uncheck();
  await editor.getByLabel('WFDB .hea + .dat').check();
  await page.getByLabel('Samples per endpoint').fill('2');
  await page.getByTestId('ask-button').click();
  await expect(page.getByTestId('ask-run')).toHaveCount(2);
  await expect(page.locator('[data-testid="ask-run"][data-status="done"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.locator('[data-testid="answer"][data-answer*="· sample "]').filter({ hasText: 'QRS duration is 180 ms' })).toHaveCount(2);
  const req = server.lastRequest();
  expect(req?.fields).toEqual(expect.arrayContaining(['prompt', 'system_prompt', 'hea:normal-sinus-rhythm.hea', 'dat:normal-sinus-rhythm.dat']));
  expect(String(req?.hea).split('\n')[0]).toMatch(/^normal-sinus-rhythm 12 \d+ \d+$/);
  await shot(page, 'ask-03-demo-two-samples');
});

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

test('each error case is explained in plain words', async ({ page }) => {
  test.setTimeout(90_000);
  await openNormalExample(page);
  const closed = await freePort();
  const cases: [string, string, RegExp, number?][] = [
    [`${server.url}/401/v1`, 'auth', /API key missing or wrong \(401\).*Invalid API key provided/s],
    [`${server.url}/429/v1`, 'rate-limit', /Rate limited \(429\)/],
    [`${server.url}/500/v1`, 'server', /Server error \(500\)/],
    [`${server.url}/nocors/v1`, 'cors', /refused this page \(CORS\)/],
    [`http://127.0.0.1:${closed}/v1`, 'network', /Cannot reach the server/],
    [`${server.url}/slow/v1`, 'timeout', /No answer in time.*sent nothing for 2 s/s, 2],
    [`${server.url}/malformed/v1`, 'stream-format', /not an OpenAI chat-completions stream/],
  ];
  for (const [url, kind, message, timeout] of cases) {
    await setEndpoint(page, { url, model: 'ecg-r1', timeout: timeout ?? 30 });
    await page.getByTestId('ask-button').click();
    const error = newestRun(page).getByTestId('ask-error');
    await expect(error, `${kind} at ${url}`).toHaveAttribute('data-kind', kind, { timeout: 20_000 });
    await expect(error).toContainText(message);
    await expect(error).toContainText('What to do:');
    if (kind === 'cors') {
      await newestRun(page).scrollIntoViewIfNeeded();
      await shot(page, 'ask-04-cors-error');
    }
  }
  // A model that ignores the answer format: the answer is kept, with a warning.
  await setEndpoint(page, { url: `${server.url}/plain/v1`, timeout: 30 });
  await page.getByTestId('ask-button').click();
  await expect(newestRun(page)).toHaveAttribute('data-status', 'done');
  await expect(newestRun(page).getByTestId('ask-warning')).toHaveAttribute('data-kind', 'answer-format');
  await expect(newestRun(page).getByTestId('ask-warning')).toContainText('ignored the answer format');
  // A bad URL is refused before anything is sent.
  await setEndpoint(page, { url: 'localhost:8000' });
  await expect(page.getByTestId('endpoint-problems')).toContainText('must start with http:// or https://');
  await expect(page.getByTestId('ask-button')).toBeDisabled();
  await shot(page, 'ask-05-errors');
});

test('paper PNG: 1 mm grid and a 10 mm × 5 mm calibration pulse measured on the pixels; bench', async ({ page }) => {
  await openNormalExample(page, '?testhooks');
  const P = 10;
  const m = await page.evaluate(async (P) => {
    const hooks = window.__ecgPrint;
    if (!hooks) throw new Error('test hooks missing');
    const times: number[] = [];
    let blob: Blob | null = null;
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      blob = await hooks.renderPaperPng({ pxPerMm: 8 });
      times.push(performance.now() - t0);
    }
    const png = await hooks.renderPaperPng({ pxPerMm: P });
    const bmp = await createImageBitmap(png);
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, bmp.width, bmp.height);
    const px = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const isGrid = (x: number, y: number) => {
      const [r, g, b] = px(x, y);
      return r > 200 && r - g > 25 && r - b > 25;
    };
    const isInk = (x: number, y: number) => {
      const [r, g, b] = px(x, y);
      // Trace ink, anti-aliased: well darker than paper and grid (grid lines keep red > 200).
      return r < 170 && g < 170 && b < 170;
    };
    const runs = (hits: boolean[]) => {
      const at: number[] = [];
      hits.forEach((h, i) => h && !hits[i - 1] && at.push(i));
      return at;
    };
    // Vertical grid lines crossed by a row in the top margin, between two horizontal lines.
    const yScan = Math.round(2.5 * P);
    const xs = runs(Array.from({ length: width }, (_, x) => isGrid(x, yScan)));
    // Horizontal lines crossed by a column in the left margin, left of the calibration pulses.
    const xScan = Math.round(1.5 * P);
    const ys = runs(Array.from({ length: height }, (_, y) => isGrid(xScan, y)));
    // Calibration pulse of the first row: 0 mV at y = (4 + 0.6 × 37.5) mm, from x = 3 mm.
    const yMid = Math.round((4 + 0.6 * 37.5) * P);
    const x0 = Math.round(3 * P);
    let baseline = -1;
    for (let y = yMid - 5; y <= yMid + 5; y++) if (isInk(x0 + 2, y)) baseline = y;
    const xTop = x0 + 6 + Math.round(2.5 * P);
    let top = -1;
    for (let y = yMid - 15 * P; y < yMid; y++)
      if (isInk(xTop, y)) {
        top = y;
        break;
      }
    const yHalf = yMid - 5 * P;
    const edges = runs(Array.from({ length: 12 * P }, (_, i) => isInk(i, yHalf)));
    return { width, height, xs, ys, baseline, top, edges, times, bytes: blob?.size ?? 0 };
  }, P);

  expect(m.width).toBe(266 * P);
  expect(m.height).toBe(158 * P);
  const gaps = (a: number[]) => a.slice(1).map((v, i) => v - a[i]);
  const gx = gaps(m.xs);
  const gy = gaps(m.ys);
  expect(gx.length).toBeGreaterThan(200);
  expect(gy.length).toBeGreaterThan(100);
  // Every gap between neighbouring lines is 1 mm (± 1 px of rounding), on average exactly P px.
  for (const g of [...gx, ...gy]) expect(Math.abs(g - P)).toBeLessThanOrEqual(1);
  expect((m.xs[m.xs.length - 1] - m.xs[0]) / gx.length).toBeCloseTo(P, 1);
  expect((m.ys[m.ys.length - 1] - m.ys[0]) / gy.length).toBeCloseTo(P, 1);
  // 1 mV = 10 mm high (± 2 px for the 1.25-px stroke), 0.2 s at 25 mm/s = 5 mm wide.
  expect(m.baseline).toBeGreaterThan(0);
  expect(m.top).toBeGreaterThan(0);
  expect(Math.abs(m.baseline - m.top - 10 * P)).toBeLessThanOrEqual(2);
  expect(m.edges).toHaveLength(2);
  expect(Math.abs(m.edges[1] - m.edges[0] - 5 * P)).toBeLessThanOrEqual(2);

  const sorted = [...m.times].sort((a, b) => a - b);
  const bench = {
    date: new Date().toISOString(),
    browser: `chromium ${page.context().browser()?.version()}`,
    paperPng: { pxPerMm: 8, width: 266 * 8, height: 158 * 8, runs: m.times.map((t) => Math.round(t * 10) / 10), medianMs: Math.round(sorted[3] * 10) / 10, targetMs: 300, bytes: m.bytes },
    measured: { gridPx: P, gridGapsX: gx.length, gridGapsY: gy.length, pulseHeightPx: m.baseline - m.top, pulseWidthPx: m.edges[1] - m.edges[0] },
  };
  // bench/out survives Playwright's clean-up of test-results; bench/ask-speed.ts reports it.
  const out = resolve(import.meta.dirname, '../bench/out/ask-bench.json');
  mkdirSync(resolve(out, '..'), { recursive: true });
  writeFileSync(out, JSON.stringify(bench, null, 2));
  console.log('paper PNG bench', JSON.stringify(bench.paperPng));
});

test('print view with an answer and its verdicts; review export opens again', async ({ page }) => {
  await openNormalExample(page);
  await setEndpoint(page, { url: `${server.url}/ok/v1`, model: 'ecg-r1' });
  await page.getByTestId('ask-button').click();
  await expect(newestRun(page)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const asked = await addedId(page);
  expect(asked).toContain('Local vLLM');

  await page.getByTestId('print-button').click();
  await page.getByTestId('print-answer').selectOption(asked);
  await expect(page.getByTestId('print-answer-text')).toContainText('✗ contradicted: “QRS duration is 180 ms”');
  const img = page.getByTestId('print-paper');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(266 * 12);
  await expect(page.getByTestId('print-measurements')).toContainText('QRS');
  await shot(page, 'ask-06-print-preview');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app')).toBeHidden();
  // CSS millimetres: the paper image is printed 266 mm wide (96 px per inch).
  expect(await img.evaluate((i) => i.getBoundingClientRect().width)).toBeCloseTo((266 * 96) / 25.4, 0);
  await shot(page, 'ask-07-print-media');
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('print-view').getByRole('button', { name: 'Close' }).click();

  // PNG of the current view: the trace canvas as drawn.
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('png-button').click()]);
  expect(png.suggestedFilename()).toBe('normal-sinus-rhythm-view.png');
  const { readFileSync } = await import('node:fs');
  const pngBytes = readFileSync(await png.path());
  expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const canvasWidth = await page.getByTestId('trace-canvas').evaluate((c: HTMLCanvasElement) => c.width);
  expect(pngBytes.readUInt32BE(16)).toBe(canvasWidth);

  const answers = await page.getByTestId('answer').count();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-review').click()]);
  expect(download.suggestedFilename()).toBe('normal-sinus-rhythm.review.json');
  const dir = resolve(import.meta.dirname, '../test-results/ask');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, download.suggestedFilename());
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('{"format": "ecg-workbench/review@1"')).toBe(true);
  expect(text).not.toContain('sk-');
  const doc = JSON.parse(text);
  expect(doc.answers.length).toBe(answers);
  const mine = doc.answers.find((a: { id: string }) => a.id === asked);
  expect(mine.source).toMatchObject({ endpoint: 'Local vLLM', model: 'ecg-r1' });
  expect(mine.verification.claims.some((c: { text: string; verdict: string }) => c.text.includes('180 ms') && c.verdict === 'contradicted')).toBe(true);

  // Open it in a fresh page: same record, same answers.
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('record-id')).toHaveText('normal-sinus-rhythm');
  await expect(page.getByTestId('answer')).toHaveCount(answers);
  await expect(answerCard(page, asked)).toContainText('QRS duration is 180 ms');
  await shot(page, 'ask-08-review-reopened');
});
