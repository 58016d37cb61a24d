// Issue 2 gaps: a CSV that does not state its units / sampling rate asks for them; touch zoom,
// pan and caliper taps; bad WFDB input of every kind; keyboard and overview navigation; the shared cursor.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, inkFraction, mitdb, needsData, openMitdb100, shot, ludb } from './helpers';

failOnPageErrors();

const CLI = resolve(import.meta.dirname, '../bin/ecg-workbench.mjs');
const num = async (page: Page, attr: string) => Number(await page.locator('.trace-view').getAttribute(attr));

/** LUDB record 1 written by `ecg-workbench convert --to csv`: lead names, values in mV, no units, no fs. */
function ludbAsCsv(): { name: string; text: string } {
  const out = join(mkdtempSync(join(tmpdir(), 'ecg-e2e-')), '1.csv');
  execFileSync(process.execPath, [CLI, 'convert', ludb('1.hea'), '--to', 'csv', '--out', out]);
  return { name: '1.csv', text: readFileSync(out, 'utf8') };
}

test('a CSV without units or sampling rate asks for both, then opens with the answer', async ({ page }) => {
  needsData();
  const csv = ludbAsCsv();
  expect(csv.text.split('\n', 1)[0]).toBe('I,II,III,aVR,aVL,aVF,V1,V2,V3,V4,V5,V6');
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles({ name: csv.name, mimeType: 'text/csv', buffer: Buffer.from(csv.text) });

  const dialog = page.getByRole('dialog', { name: 'How to read 1.csv' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByLabel('mV', { exact: true })).toBeChecked();
  await expect(page.getByTestId('error')).toHaveCount(0);
  await dialog.getByLabel('Sampling rate (Hz)').fill('0');
  await expect(dialog.getByRole('button', { name: 'Open' })).toBeDisabled();
  await dialog.getByLabel('Sampling rate (Hz)').fill('500');
  await shot(page, 'i2-01-csv-options');
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByTestId('record-id')).toHaveText('1');
  await expect(page.getByTestId('record-leads')).toHaveText('I II III aVR aVL aVF V1 V2 V3 V4 V5 V6');
  await expect(page.getByTestId('record-duration')).toHaveText('10.0 s');
  await expect(page.locator('.trace-view')).toHaveAttribute('data-layout', 'paper');
  expect(await inkFraction(page)).toBeGreaterThan(0.002);

  // Values are read as mV: a caliper on lead I reads the file's own difference (raw signal).
  await page.getByLabel('Raw').check();
  const leadI = csv.text
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => Math.fround(Number(row.split(',')[0])));
  const a = 625; // 'c' with no cursor marks the middle of the first cell (lead I, 0–2.5 s at 500 Hz)
  let steps = 1;
  for (let k = 1; k <= 40; k++) if (Math.abs(leadI[a + 10 * k] - leadI[a]) > Math.abs(leadI[a + 10 * steps] - leadI[a])) steps = k;
  const expected = leadI[a + 10 * steps] - leadI[a];
  expect(Math.abs(expected)).toBeGreaterThan(0.1);
  await page.mouse.move(5, 5);
  await page.locator('.trace-view').focus();
  await page.keyboard.press('c');
  await page.keyboard.press('c');
  for (let i = 0; i < steps; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('caliper-ms')).toHaveText(String(steps * 20));
  await expect(page.getByTestId('caliper-mv')).toHaveText(expected.toFixed(2));
  await shot(page, 'i2-02-csv-opened');

  // The answered CSV is kept like any record: a reload shows it again without asking.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('record-id')).toHaveText('1');
  await expect(page.getByTestId('record-duration')).toHaveText('10.0 s');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a CSV that states its units asks only for the rate; Cancel keeps the record and names the file', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('example-cards').getByRole('button').first().click();
  const id = await page.getByTestId('record-id').textContent();

  const rows = ['II (uV),V1 (uV)'];
  for (let i = 0; i < 1000; i++) rows.push(`${Math.round(1000 * Math.sin(i / 10))},${Math.round(-500 * Math.sin(i / 10))}`);
  const file = { name: 'strip.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n') + '\n') };

  await page.getByTestId('file-input').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'How to read strip.csv' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('error')).toContainText('strip.csv');
  await expect(page.getByTestId('error')).toContainText('sampling rate');
  await expect(page.getByTestId('record-id')).toHaveText(id!);

  // Escape gives up too.
  await page.getByRole('button', { name: 'Dismiss error' }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('error')).toContainText('strip.csv');
  await expect(page.getByTestId('record-id')).toHaveText(id!);

  await page.getByTestId('file-input').setInputFiles(file);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Sampling rate (Hz)').fill('250');
  await dialog.getByLabel('Sampling rate (Hz)').press('Enter');
  await expect(page.getByTestId('record-id')).toHaveText('strip');
  await expect(page.getByTestId('record-leads')).toHaveText('II V1');
  await expect(page.getByTestId('record-duration')).toHaveText('4.0 s');
  await expect(page.getByTestId('error')).toHaveCount(0);
  await shot(page, 'i2-03-csv-rate-only');
});

test('bad WFDB input names the file and the problem, and the shown record stays', async ({ page }) => {
  needsData();
  await page.goto('/');
  await openMitdb100(page);
  const hea = readFileSync(mitdb('100.hea'), 'utf8');
  const dat = readFileSync(mitdb('100.dat'));
  const cases: { files: { name: string; buffer: Buffer }[]; says: RegExp }[] = [
    { files: [{ name: 'x.hea', buffer: Buffer.from(hea.replaceAll('100', 'x')) }, { name: 'x.dat', buffer: dat.subarray(0, 10_000) }], says: /^x\.dat: truncated/ },
    { files: [{ name: 'y.hea', buffer: Buffer.from(hea.replaceAll('100', 'y')) }], says: /^y\.dat: signal file not found/ },
    { files: [{ name: 'z.hea', buffer: Buffer.from(hea.replaceAll('100', 'z').replaceAll(' 212 ', ' 999 ')) }, { name: 'z.dat', buffer: dat }], says: /^z\.hea: .*format 999/ },
    {
      files: [{ name: 'w.hea', buffer: Buffer.from(hea.replaceAll('100', 'w').replace('650000', '900000')) }, { name: 'w.dat', buffer: dat }],
      says: /^w\.dat: truncated: the header needs 900000 frames/,
    },
    { files: [{ name: 'junk.edf', buffer: Buffer.from('garbage '.repeat(40)) }], says: /^junk\.edf: / },
  ];
  for (const c of cases) {
    await page.getByTestId('file-input').setInputFiles(c.files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })));
    await expect(page.getByTestId('error')).toHaveText(c.says);
    await expect(page.getByTestId('record-id')).toHaveText('100');
    await expect(page.getByTestId('record-duration')).toHaveText('30:05');
    await page.getByRole('button', { name: 'Dismiss error' }).click();
  }
  await page.getByTestId('file-input').setInputFiles(cases[0].files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })));
  await shot(page, 'i2-04-truncated-dat');
});

test('keyboard pans and jumps, the overview strip navigates, the cursor is shared by every lead', async ({ page }) => {
  needsData();
  await page.goto('/');
  await openMitdb100(page);
  const view = page.locator('.trace-view');
  await view.focus();
  const win = await num(page, 'data-window-sec');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => num(page, 'data-start-sec')).toBeCloseTo(win * 0.1, 3);
  await page.keyboard.press('End');
  await expect.poll(() => num(page, 'data-start-sec')).toBeCloseTo(650000 / 360 - win, 1);
  await page.keyboard.press('Home');
  await expect.poll(() => num(page, 'data-start-sec')).toBe(0);

  const overview = page.locator('.overview');
  const ob = (await overview.boundingBox())!;
  await page.mouse.click(ob.x + ob.width / 2, ob.y + ob.height / 2);
  // The window is centred on (or starts at) the clicked time: 15 min into the 30-min record.
  await expect.poll(() => num(page, 'data-start-sec')).toBeGreaterThan(900 - win - 30);
  expect(await num(page, 'data-start-sec')).toBeLessThan(900 + 30);
  await expect(overview).toHaveAttribute('aria-valuenow', String(Math.round(await num(page, 'data-start-sec'))));
  await shot(page, 'i2-05-overview-seek');

  // Paper view of a 12-lead record: hovering lead I draws the cursor through the other leads of that time too.
  await page.getByTestId('file-input').setInputFiles([ludb('1.hea'), ludb('1.dat')]);
  await expect(page.getByTestId('record-id')).toHaveText('1');
  await expect(view).toHaveAttribute('data-layout', 'paper');
  // LUDB's leads are each scaled to 1 mV peak to peak: the table says the axis uses recovered limb-lead gains.
  await expect(page.getByTestId('limb-gain-note')).toBeVisible({ timeout: 30_000 });
  const box = (await view.boundingBox())!;
  const x = Math.round(box.x + box.width * 0.12);
  const column = () =>
    page.locator('.trace-overlay').evaluate((c: HTMLCanvasElement, cx: number) => {
      const d = c.getContext('2d')!.getImageData(Math.round(cx * devicePixelRatio), 0, 1, c.height).data;
      let inked = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) inked++;
      return inked / c.height;
    }, x - box.x);
  expect(await column()).toBe(0);
  await page.mouse.move(x, box.y + 40);
  await expect(view).not.toHaveAttribute('data-cursor-sample', '');
  // Three rows of leads and the rhythm strip share the column: most of the height is crossed.
  await expect.poll(column).toBeGreaterThan(0.6);
  await shot(page, 'i2-06-shared-cursor');
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('pinch zooms, one finger pans, two taps one second apart read 1000 ms', async ({ page }) => {
    needsData();
    await page.goto('/');
    await openMitdb100(page);
    const view = page.locator('.trace-view');
    const box = (await view.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height * 0.3;

    // Pinch out (fingers 100 px → 400 px apart): 4× zoom in about the midpoint.
    const win = await num(page, 'data-window-sec');
    await touch('touchStart', [[cx - 50, cy], [cx + 50, cy]]);
    for (let d = 75; d <= 200; d += 25) await touch('touchMove', [[cx - d, cy], [cx + d, cy]]);
    await touch('touchEnd', []);
    await expect.poll(() => num(page, 'data-window-sec')).toBeCloseTo(win / 4, 1);
    await shot(page, 'i2-07-pinch-zoomed');
    // Pinch in again: back out.
    const zoomed = await num(page, 'data-window-sec');
    await touch('touchStart', [[cx - 200, cy], [cx + 200, cy]]);
    for (let d = 150; d >= 100; d -= 50) await touch('touchMove', [[cx - d, cy], [cx + d, cy]]);
    await touch('touchEnd', []);
    await expect.poll(() => num(page, 'data-window-sec')).toBeCloseTo(zoomed * 2, 1);

    // One finger dragged 300 px to the left moves 300 px worth of time forward.
    const start = await num(page, 'data-start-sec');
    const pxPerSec = await num(page, 'data-px-per-sec');
    await touch('touchStart', [[cx + 150, cy]]);
    for (let dx = 50; dx <= 300; dx += 50) await touch('touchMove', [[cx + 150 - dx, cy]]);
    await touch('touchEnd', []);
    await expect.poll(() => num(page, 'data-start-sec')).toBeCloseTo(start + 300 / pxPerSec, 2);
    await shot(page, 'i2-08-touch-panned');

    // Two taps one second apart place the calipers.
    const x = box.x + 120;
    for (const tx of [x, x + pxPerSec]) {
      await touch('touchStart', [[tx, cy]]);
      await touch('touchEnd', []);
    }
    const ms = Number(await page.getByTestId('caliper-ms').textContent());
    expect(Math.abs(ms - 1000)).toBeLessThanOrEqual(1000 / 360 + 0.5);
    await shot(page, 'i2-09-touch-calipers');
  });
});
