import { expect, test, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { DATA, failOnPageErrors, inkFraction, needsData, shot } from './helpers';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import { writeIshne, writeIshneAnn, type IshneSpec } from '../tests/fixtures/ishne-writer';

// Hospital formats (issue 7) opened through the file input, as a user would.
failOnPageErrors();

const formats = (...p: string[]) => resolve(DATA, 'formats', ...p);
const TWELVE = 'I II III V1 V2 V3 V4 V5 V6 aVF aVL aVR';

async function openAndCheck(page: Page, file: string, id: string, format: string, shotName: string, beyond = true): Promise<void> {
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('record-info')).toContainText(format);
  await expect(page.getByTestId('record-id')).toHaveText(id);
  // Leads in the file's own order; all 12 standard leads present.
  const leads = (await page.getByTestId('record-leads').textContent())?.split(' ') ?? [];
  expect(leads.slice().sort().join(' ')).toBe(TWELVE);
  await expect(page.getByTestId('lead-labels').locator('li')).toHaveCount(12);
  expect(await inkFraction(page)).toBeGreaterThan(0.002);
  // Device table: filled in once the workbench's own analysis is done.
  const table = page.getByTestId('device-measurements');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('td').nth(1)).not.toHaveText('…');
  if (beyond) await expect(table.locator('tr[data-beyond="true"]').first()).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await shot(page, shotName);
}

/** Device value, workbench value and difference cells of one quantity. */
async function deviceRow(page: Page, quantity: string): Promise<string[]> {
  return page.getByTestId('device-measurements').locator(`tr[data-quantity="${quantity}"] td`).allTextContents();
}

test('HL7 aECG, DICOM and SCP-ECG versions of one ECG open with the device measurements beside the workbench', async ({ page }) => {
  needsData();
  await page.goto('/');
  await openAndCheck(page, formats('ecgtoolkit-example', 'Example.xml'), 'Example', 'hl7-aecg', 'formats-01-aecg');
  // Mortara annotation set: PR 148, QT 420 ms; the workbench measures QT 464 ms, beyond ±30 ms.
  expect((await deviceRow(page, 'PR'))[0]).toBe('148 ms');
  const qt = await deviceRow(page, 'QT');
  expect(qt[0]).toBe('420 ms');
  await expect(page.getByTestId('device-measurements').locator('tr[data-quantity="QT"]')).toHaveAttribute('data-beyond', 'true');
  await expect(page.getByTestId('device-statements')).toContainText('Sinus Rhythm');
  // The cart's representative beats (aECG derivedSeries), drawn like the workbench's median beats.
  const beats = page.getByTestId('device-median-beats');
  await beats.locator('summary').click();
  await expect(beats.locator('canvas')).toBeVisible();
  await beats.scrollIntoViewIfNeeded();
  await shot(page, 'formats-01b-aecg-device-beats');

  await openAndCheck(page, formats('ecgtoolkit-example', 'Example.dcm'), 'Example', 'dicom', 'formats-02-dicom');
  expect((await deviceRow(page, 'QRS'))[0]).toBe('120 ms');

  await openAndCheck(page, formats('ecgtoolkit-example', 'Example.scp'), 'Example', 'scp-ecg', 'formats-03-scp');
  expect((await deviceRow(page, 'QRS axis'))[0]).toBe('-61°');
});

test('GE MUSE and Philips XLI files open with their statements beside the workbench values', async ({ page }) => {
  needsData();
  await page.goto('/');
  await openAndCheck(page, formats('ge-muse-xml', 'muse-sinus.xml'), 'muse-sinus', 'ge-muse', 'formats-04-muse', false);
  // The GE 12SL PR (144 ms) and ours (152 ms since delineator 1.3.4; 232 before) agree within ±20 ms.
  const pr = page.getByTestId('device-measurements').locator('tr[data-quantity="PR"]');
  await expect(pr.locator('td').first()).toHaveText('144 ms');
  await expect(pr).toHaveAttribute('data-beyond', 'false');
  await expect(page.getByTestId('device-measurements').locator('tr[data-quantity="Heart rate"]')).toHaveAttribute('data-beyond', 'false');
  await expect(page.getByTestId('device-statements')).toContainText('Anterior infarct, age undetermined');
  await expect(page.getByTestId('device-median-beats')).toHaveCount(1);

  // XLI-compressed Philips 1.03 (device QRS 135 ms; the workbench measures ~105-112 ms, near the ±20 ms limit).
  await openAndCheck(page, formats('philips-sierra-xml', 'repbeats_example.xml'), 'repbeats_example', 'philips-sierra', 'formats-05-philips-xli', false);
  expect((await deviceRow(page, 'QRS'))[0]).toBe('135 ms');
  // The cart's calibration pulse at the end is no beat (it was two: 44 bpm against the device's 41).
  expect((await deviceRow(page, 'Heart rate')).slice(0, 2)).toEqual(['41 bpm', '41 bpm']);
  await expect(page.getByTestId('device-median-beats')).toHaveCount(1);
  await expect(page.getByTestId('device-statements')).toContainText('Sinus bradycardia');

  // UTF-16, XLI-compressed Philips 1.04: device and workbench agree within tolerance here.
  await openAndCheck(page, formats('philips-sierra-xml', '2020-5-18_15-48-11.xml'), '2020-5-18_15-48-11', 'philips-sierra', 'formats-06-philips-utf16', false);
  await expect(page.getByTestId('device-statements')).toContainText('OTHERWISE NORMAL ECG');
  expect((await deviceRow(page, 'Heart rate'))[0]).toBe('64 bpm');
});

test('an ECG image is shown beside its answers, which are marked as not checkable against a signal', async ({ page }) => {
  needsData();
  await page.goto('/');
  // A real rendered ECG: the trace canvas of Example.xml, saved as PNG and as JPEG.
  await page.getByTestId('file-input').setInputFiles(formats('ecgtoolkit-example', 'Example.xml'));
  await expect(page.getByTestId('record-id')).toHaveText('Example');
  const png = await page.getByTestId('trace-canvas').screenshot({ type: 'png' });
  const jpeg = await page.getByTestId('trace-canvas').screenshot({ type: 'jpeg', quality: 85 });

  await page.getByTestId('file-input').setInputFiles({ name: 'printed-ecg.png', mimeType: 'image/png', buffer: png });
  const img = page.getByTestId('ecg-image');
  await expect(img).toBeVisible();
  await expect(page.getByTestId('record-id')).toHaveCount(0);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(300);
  await expect(page.getByTestId('image-note')).toContainText('cannot be checked against a signal');

  await page.getByTestId('image-answer-text').fill('<think>Rate about 70 bpm, QRS 90 ms, PR 160 ms.</think><answer>sinus rhythm</answer>');
  await page.getByRole('button', { name: 'Add answer' }).click();
  const card = page.getByTestId('ecg-image-view').getByTestId('answer');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('claims cannot be checked');
  expect(await card.locator('.claim.v-unverifiable').count()).toBeGreaterThan(0);
  await expect(card.locator('.claim.v-supported, .claim.v-contradicted')).toHaveCount(0);
  await shot(page, 'formats-07-image-png');

  await page.getByTestId('file-input').setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('ecg-image')).toHaveAttribute('alt', 'ECG image scan.jpg');
  await expect.poll(() => page.getByTestId('ecg-image').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(300);
  await shot(page, 'formats-08-image-jpeg');

  // Not an image: a clear error, nothing shown in its place.
  await page.getByTestId('file-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await expect(page.getByTestId('error')).toContainText('fake.png: not a PNG or JPEG image');
  await expect(page.getByTestId('ecg-image')).toHaveAttribute('alt', 'ECG image scan.jpg');

  // Opening a record replaces the image.
  await page.getByTestId('file-input').setInputFiles(formats('ge-muse-xml', 'muse-sinus.xml'));
  await expect(page.getByTestId('record-id')).toHaveText('muse-sinus');
  await expect(page.getByTestId('ecg-image')).toHaveCount(0);
});

test('a FLAC-compressed WFDB record (three signal files, 4/2/1 samples per frame) opens and is analysed', async ({ page }) => {
  needsData();
  await page.goto('/');
  const samples = (n: string) => resolve(DATA, 'wfdb-samples', n);
  await page.getByTestId('file-input').setInputFiles(['mixedsignals.hea', 'mixedsignals_e.dat', 'mixedsignals_p.dat', 'mixedsignals_r.dat'].map(samples));
  await expect(page.getByTestId('record-id')).toHaveText('mixedsignals');
  await expect(page.getByTestId('record-leads')).toHaveText('II III V');
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 30_000 });
  expect(await inkFraction(page)).toBeGreaterThan(0.002);
  await shot(page, 'formats-09-wfdb-flac');
});

test('an ISHNE Holter file opens with its .ann beat labels, and the workbench finds the same beats', async ({ page }) => {
  needsData();
  // Five minutes of MIT-BIH 100 written as ISHNE (two leads, 5 µV per unit) with its .atr beats as the .ann labels.
  const src = await loadRecord(new DirFileSet(resolve(DATA, 'mitdb')), '100.hea');
  const n = 300 * src.fs;
  const spec: IshneSpec = { leads: src.leads.map((l) => Int16Array.from(l.samples.subarray(0, n), (x) => Math.round(x * 200))), codes: [6, 15], nvPerUnit: [5000, 5000], fs: src.fs };
  const beats = src.annotations.filter((a) => a.source === 'atr' && a.sample < n && /^[NAV]$/.test(a.symbol)).map((a) => ({ sample: a.sample, label: a.symbol === 'A' ? 'S' : a.symbol }));
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles([
    { name: 'holter100.ecg', mimeType: 'application/octet-stream', buffer: Buffer.from(writeIshne(spec)) },
    { name: 'holter100.ann', mimeType: 'application/octet-stream', buffer: Buffer.from(writeIshneAnn(spec, beats)) },
  ]);
  await expect(page.getByTestId('record-id')).toHaveText('holter100');
  await expect(page.getByTestId('record-leads')).toHaveText('II V5');
  await expect(page.getByTestId('record-info')).toContainText('ishne');
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('measurements')).toContainText(String(beats.length));
  expect(await inkFraction(page)).toBeGreaterThan(0.002);
  await shot(page, 'formats-10-ishne');
});
