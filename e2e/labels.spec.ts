import { expect, test, type Page } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DATA, failOnPageErrors, needsData, shot } from './helpers';

// Every test fails on an uncaught page error (storage errors must be caught and shown, not thrown).
failOnPageErrors({ consoleErrors: false });

async function openExample(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('example-cards').getByRole('button', { name: /Normal sinus rhythm/ }).click();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
}

/** Opens the labelling drawer with the keyboard and waits for the claims of the first answer. */
async function openLabels(page: Page): Promise<void> {
  await page.locator('body').press('Shift+L');
  await expect(page.getByTestId('label-panel')).toBeVisible();
  await expect(page.getByTestId('claim-labels')).toBeVisible();
}

const claimRows = (page: Page) => page.getByTestId('claim-labels').locator('[data-label-key]');

async function labelsOf(page: Page): Promise<string[]> {
  return claimRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-label') ?? ''));
}

test('claims labelled by keyboard survive a reload; undo and redo work', async ({ page }) => {
  await openExample(page);
  await openLabels(page);
  const rows = claimRows(page);
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  // Focus starts on the first unlabelled claim and moves on after each label.
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('c');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('s');
  await page.keyboard.press('a');
  await expect.poll(() => labelsOf(page)).toEqual(expect.arrayContaining(['contradicted', 'supported', 'accept']));
  const labelled = await labelsOf(page);
  expect(labelled.slice(0, 3)).toEqual(['contradicted', 'supported', 'accept']);
  // A step label and a rating, also by keyboard.
  await page.getByTestId('step-labels').locator('[data-label-key]').first().click();
  await page.keyboard.press('h');
  await page.keyboard.press('4');
  await expect(page.getByTestId('rating').getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('step-labels').locator('[data-label-key]').first()).toHaveAttribute('data-label', 'hallucination');
  // Undo the rating and the step label, redo the step label.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('rating').getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('step-labels').locator('[data-label-key]').first()).toHaveAttribute('data-label', '');
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByTestId('step-labels').locator('[data-label-key]').first()).toHaveAttribute('data-label', 'hallucination');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  // The help overlay lists the shortcuts.
  await page.keyboard.press('?');
  await expect(page.getByTestId('label-help')).toContainText('contradicted');
  await shot(page, 'l01-labels-keyboard');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('label-help')).toHaveCount(0);
  // A comment is saved while it is typed: reloading without leaving the field loses nothing.
  await page.keyboard.press('m');
  await expect(page.getByTestId('label-comment')).toBeFocused();
  await page.keyboard.type('no P waves in V1');
  await page.waitForTimeout(1000); // > the 400 ms after the last key when typing is saved

  await page.reload();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  await openLabels(page);
  await expect.poll(() => labelsOf(page)).toEqual(labelled);
  await expect(page.getByTestId('step-labels').locator('[data-label-key]').first()).toHaveAttribute('data-label', 'hallucination');
  await expect(page.getByTestId('label-comment')).toHaveValue('no P waves in V1');
  // The whole comment is one undo step.
  await page.getByTestId('label-comment').click();
  await page.keyboard.type(', none in II');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('label-comment')).toHaveValue('no P waves in V1, none in II');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('label-comment')).toHaveValue('no P waves in V1');
  // The queue shows progress over the answers of this record.
  await page.keyboard.press('Shift+Q');
  await expect(page.getByTestId('queue-progress')).toHaveAttribute('data-done', '1');
  await shot(page, 'l02-after-reload-queue');
});

test('a rubric written in the editor scores the current answer live', async ({ page }) => {
  await openExample(page);
  await openLabels(page);
  await page.getByRole('tab', { name: 'Rubric' }).click();
  const editor = page.getByTestId('rubric-editor');
  await editor.getByRole('button', { name: 'New' }).click();
  const score = page.getByTestId('rubric-score');
  // One manual criterion nobody ticked yet: 0 of 1.
  await expect(score).toHaveAttribute('data-score', '0');
  await editor.getByLabel('Criterion 1 text').fill('Answer in the expected format');
  await editor.getByLabel('Criterion 1 tags').fill('format');
  await editor.getByLabel('Criterion 1 automatic check').selectOption('format_ok');
  await expect(score).toHaveAttribute('data-score', '1');
  // A penalty for the hallucinated QRS duration (180 ms claimed, narrow QRS measured): 1 − 5 clips to 0.
  await editor.getByTestId('add-criterion').click();
  await editor.getByLabel('Criterion 2 text').fill('States a QRS duration the signal contradicts');
  await editor.getByLabel('Criterion 2 points').fill('-5');
  await editor.getByLabel('Criterion 2 tags').fill('intervals');
  await editor.getByLabel('Criterion 2 automatic check').selectOption('makes_contradicted_claim');
  await editor.getByLabel('Criterion 2 quantity').fill('qrs_ms');
  await expect(page.getByTestId('rubric-preview').locator('[data-criterion="criterion-2"]')).toHaveAttribute('data-status', 'met');
  await expect(score).toHaveAttribute('data-score', '0');
  await expect(page.getByTestId('tag-scores').locator('[data-tag="format"]')).toContainText('100 %');
  // Out-of-range points are refused with the path of the problem; the preview waits for a fix.
  await editor.getByLabel('Criterion 2 points').fill('20');
  await expect(page.getByTestId('rubric-errors')).toContainText('criteria[1].points');
  await shot(page, 'l03-rubric-editor');
  await editor.getByLabel('Criterion 2 points').fill('-1');
  await expect(score).toHaveAttribute('data-score', '0');
  // Moving it up keeps the score; a manual criterion ticked as met raises it: (1 − 1 + 2) / 3.
  await editor.getByRole('button', { name: 'Move criterion 2 up' }).click();
  await expect(editor.getByLabel('Criterion 1 points')).toHaveValue('-1');
  await editor.getByTestId('add-criterion').click();
  await editor.getByLabel('Criterion 3 points').fill('2');
  await page.getByTestId('rubric-preview').locator('[data-criterion="criterion-3"] input[type=checkbox]').check();
  await expect(score).toHaveAttribute('data-score', String(2 / 3));
  await shot(page, 'l04-rubric-score');
  // Importing a rubric file: an invalid one is refused with the path of each problem; a valid one loads.
  const dir = mkdtempSync(join(tmpdir(), 'rubric-'));
  const bad = { id: 'imp', version: 1, title: 'Imported', scope: 'general', criteria: [{ id: 'x', text: 'x', points: 11, tags: ['Bad Tag'] }] };
  writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
  await page.getByTestId('import-rubric').setInputFiles(join(dir, 'bad.json'));
  await expect(editor.getByRole('alert')).toContainText('criteria[0].points');
  await expect(editor.getByRole('alert')).toContainText('criteria[0].tags[0]');
  writeFileSync(join(dir, 'good.json'), JSON.stringify({ ...bad, criteria: [{ id: 'x', text: 'Answer in the expected format', points: 4, tags: ['format'], check: { kind: 'format_ok' } }] }));
  await page.getByTestId('import-rubric').setInputFiles(join(dir, 'good.json'));
  await expect(editor.getByLabel('Rubric')).toHaveValue('imp');
  await expect(score).toHaveAttribute('data-score', '1');
  // Both rubrics were saved at once and come back after a reload.
  await page.reload();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  await openLabels(page);
  await page.keyboard.press('Shift+E');
  await expect(editor.getByLabel('Rubric').locator('option[value="imp"]')).toHaveCount(1);
  await editor.getByLabel('Rubric').selectOption('my-rubric-1');
  await expect(editor.getByLabel('Criterion 1 points')).toHaveValue('-1');
  await expect(score).toHaveAttribute('data-score', String(2 / 3));
});

test('rubric criteria by keyboard: tick, override an automatic check, undo rubric edits; the drawer leaves the analysis visible', async ({ page }) => {
  await openExample(page);
  await openLabels(page);
  // The open drawer docks: the analysis panel stays fully visible to its left.
  const drawer = await page.getByTestId('label-panel').boundingBox();
  const side = await page.locator('.side-panels').boundingBox();
  expect(side && drawer && side.x + side.width <= drawer.x + 1).toBe(true);
  await expect(page.getByTestId('measurements')).toBeInViewport();

  await page.keyboard.press('Shift+E');
  const editor = page.getByTestId('rubric-editor');
  await editor.getByRole('button', { name: 'New' }).click();
  await editor.getByTestId('add-criterion').click();
  await editor.getByLabel('Criterion 2 automatic check').selectOption('format_ok');
  const score = page.getByTestId('rubric-score');
  const crit = (id: string) => page.getByTestId('rubric-preview').locator(`[data-criterion="${id}"]`);
  // criterion (manual, pending) + criterion-2 (format OK, met): 1 of 2.
  await expect(score).toHaveAttribute('data-score', '0.5');
  await score.click();
  await page.keyboard.press('t');
  await expect(crit('criterion')).toBeFocused();
  await page.keyboard.press('t');
  await expect(crit('criterion')).toHaveAttribute('data-status', 'met');
  await expect(score).toHaveAttribute('data-score', '1');
  // The annotator overrides the automatic check, then returns to it.
  await page.keyboard.press('j');
  await expect(crit('criterion-2')).toBeFocused();
  await page.keyboard.press('t');
  await expect(crit('criterion-2')).toHaveAttribute('data-status', 'unmet');
  await expect(crit('criterion-2')).toHaveAttribute('data-source', 'manual');
  await expect(page.getByTestId('override-criterion-2')).toHaveValue('unmet');
  await expect(score).toHaveAttribute('data-score', '0.5');
  await shot(page, 'l09-rubric-override');
  await page.keyboard.press('x');
  await expect(crit('criterion-2')).toHaveAttribute('data-source', 'auto');
  await expect(score).toHaveAttribute('data-score', '1');
  await page.keyboard.press('t');
  await expect(score).toHaveAttribute('data-score', '0.5');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  // One undo covers labels and rubric edits, newest first.
  await editor.getByLabel('Criterion 2 points').fill('3');
  await expect(score).toHaveAttribute('data-score', '0.25');
  await score.click();
  await page.keyboard.press('Control+z');
  await expect(editor.getByLabel('Criterion 2 points')).toHaveValue('1');
  await expect(score).toHaveAttribute('data-score', '0.5');
  await page.keyboard.press('Control+z');
  await expect(crit('criterion-2')).toHaveAttribute('data-source', 'auto');
  await expect(score).toHaveAttribute('data-score', '1');
  await page.keyboard.press('Control+Shift+Z');
  await expect(crit('criterion-2')).toHaveAttribute('data-status', 'unmet');
  await page.keyboard.press('Control+Shift+Z');
  await expect(editor.getByLabel('Criterion 2 points')).toHaveValue('3');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  // Export gives the rubric as JSON that the published schema accepts (checked on import in the editor test).
  const [dl] = await Promise.all([page.waitForEvent('download'), editor.getByRole('button', { name: 'Export' }).click()]);
  expect(dl.suggestedFilename()).toBe('my-rubric-1.rubric.json');
  const exported = JSON.parse(readFileSync(await dl.path(), 'utf8'));
  expect(exported).toMatchObject({ id: 'my-rubric-1', version: 1, scope: 'general' });
  expect(exported.criteria.map((c: { id: string; points: number }) => [c.id, c.points])).toEqual([['criterion', 1], ['criterion-2', 3]]);
  expect(exported.criteria[1].check).toEqual({ kind: 'format_ok' });
  // The override is kept after a reload.
  await page.reload();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  await openLabels(page);
  await page.keyboard.press('Shift+E');
  await editor.getByLabel('Rubric').selectOption('my-rubric-1');
  await expect(editor.getByLabel('Criterion 2 points')).toHaveValue('3');
  await expect(crit('criterion-2')).toHaveAttribute('data-status', 'unmet');
  await expect(score).toHaveAttribute('data-score', '0.25');
});

test('labels travel in a review file: export the review, clear storage, open it, labels are back', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'review-labels-'));
  await openExample(page);
  await openLabels(page);
  await page.keyboard.press('c');
  await page.keyboard.press('u');
  await page.keyboard.press('2');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  const before = await labelsOf(page);
  expect(before.slice(0, 2)).toEqual(['contradicted', 'unverifiable']);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-review').click()]);
  const file = join(dir, dl.suggestedFilename());
  await dl.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  expect(doc.labels).toHaveLength(1);
  expect(doc.labels[0]).toMatchObject({ record: 'normal-sinus-rhythm', annotator: 'annotator', rating: 2 });

  await page.evaluate(() => new Promise((res) => { const r = indexedDB.deleteDatabase('ecg-workbench-labels'); r.onsuccess = r.onerror = r.onblocked = () => res(null); }));
  await page.goto('/');
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('record-id')).toHaveText('normal-sinus-rhythm');
  await openLabels(page);
  await expect.poll(() => labelsOf(page)).toEqual(before);
  await expect(page.getByTestId('rating').getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('import-report')).toContainText('1 added');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  await shot(page, 'l10-review-labels');
});

async function download(page: Page, dir: string, name: string): Promise<string> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-labels').click()]);
  const path = join(dir, name);
  await dl.saveAs(path);
  return readFileSync(path, 'utf8');
}

test('export, clear storage, import gives the same state; import twice does not duplicate', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  await openExample(page);
  await openLabels(page);
  await page.keyboard.press('c');
  await page.keyboard.press('u');
  await page.keyboard.press('r');
  await page.keyboard.type('rate not in the text');
  await page.keyboard.press('Enter');
  await page.keyboard.press('3');
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  const before = await labelsOf(page);
  const exported = await download(page, dir, 'a.jsonl');
  expect(exported.trim().split('\n')).toHaveLength(1);
  const line = JSON.parse(exported);
  expect(line).toMatchObject({ format: 'ecg-workbench/labels@1', annotator: 'annotator', rating: 3 });
  expect(line.claims.map((c: { verdict: string }) => c.verdict)).toEqual(['contradicted', 'unverifiable']);
  expect(line.claims[1].reason).toBe('rate not in the text');

  // Clear the browser's storage: nothing is left.
  await page.evaluate(() => new Promise((res) => { const r = indexedDB.deleteDatabase('ecg-workbench-labels'); r.onsuccess = r.onerror = r.onblocked = () => res(null); }));
  await page.reload();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  await openLabels(page);
  expect((await labelsOf(page)).every((v) => v === '')).toBe(true);

  await page.getByTestId('import-labels').setInputFiles(join(dir, 'a.jsonl'));
  await expect(page.getByTestId('import-report')).toContainText('1 added');
  await expect.poll(() => labelsOf(page)).toEqual(before);
  expect(await download(page, dir, 'b.jsonl')).toBe(exported);
  await page.getByTestId('import-labels').setInputFiles(join(dir, 'a.jsonl'));
  await expect(page.getByTestId('import-report')).toContainText('0 added, 0 updated, 1 already here');

  // Another annotator's export with a malformed line: the line is reported, the rest imported,
  // and the disagreement is shown side by side with kappa.
  const other = { ...line, annotator: 'bob', claims: line.claims.map((c: object) => ({ ...c, verdict: 'supported' })) };
  writeFileSync(join(dir, 'bob.jsonl'), `${JSON.stringify(other)}\n{"format": broken\n`);
  await page.getByTestId('import-labels').setInputFiles(join(dir, 'bob.jsonl'));
  await expect(page.getByTestId('import-report')).toContainText('bob.jsonl: line 2: not valid JSON');
  await expect(page.getByTestId('import-report')).toContainText('1 added');
  await page.getByRole('tab', { name: 'Agreement' }).click();
  await expect(page.getByTestId('kappa-table')).toContainText('annotator / bob');
  await expect(page.getByTestId('answer-disagreements')).toContainText('contradicted');
  await expect(page.getByTestId('answer-disagreements')).toContainText('supported');
  await shot(page, 'l05-agreement');
});

test('a storage failure is shown with an export offer, and a retry saves', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __failWrites: boolean };
    w.__failWrites = false;
    for (const name of ['put', 'add', 'delete'] as const) {
      const orig = IDBObjectStore.prototype[name] as (...a: unknown[]) => IDBRequest;
      (IDBObjectStore.prototype as unknown as Record<string, unknown>)[name] = function (this: IDBObjectStore, ...args: unknown[]) {
        if (w.__failWrites && this.name === 'labels') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return orig.apply(this, args);
      };
    }
  });
  await openExample(page);
  await openLabels(page);
  await page.evaluate(() => ((window as unknown as { __failWrites: boolean }).__failWrites = true));
  await page.keyboard.press('s');
  const error = page.getByTestId('label-save-error');
  await expect(error).toContainText('quota');
  await expect(error.getByRole('button', { name: 'Export now' })).toBeVisible();
  await expect(page.getByTestId('label-toggle')).toContainText('⚠');
  await shot(page, 'l06-storage-error');
  // The export still has the label that could not be stored.
  const [dl] = await Promise.all([page.waitForEvent('download'), error.getByRole('button', { name: 'Export now' }).click()]);
  const path = join(mkdtempSync(join(tmpdir(), 'labels-')), 'x.jsonl');
  await dl.saveAs(path);
  expect(JSON.parse(readFileSync(path, 'utf8')).claims[0].verdict).toBe('supported');
  await page.evaluate(() => ((window as unknown as { __failWrites: boolean }).__failWrites = false));
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('label-save')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('measurements')).toBeVisible({ timeout: 60_000 });
  await openLabels(page);
  await expect.poll(() => labelsOf(page)).toContain('supported');
});

test('a queue of 10,000 answers opens, filters and scrolls with only the visible rows drawn', async ({ page }) => {
  await page.goto('/?testhooks');
  await page.waitForFunction(() => !!window.__ecgLabels);
  await page.evaluate(() => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      line: { id: `a${i}`, model: `model-${i % 3}`, text: `<answer>sinus rhythm</answer>`, record: `rec-${Math.floor(i / 2)}`, line: i + 1 },
      entry: null,
      status: 'missing' as const,
      counts: { supported: 1, contradicted: i % 7 === 0 ? 1 : 0, unverifiable: 0 },
    }));
    window.__ecgLabels!.setDataset('big.jsonl', items);
  });
  await page.getByTestId('label-toggle').click();
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift+Q');
  await expect(page.getByTestId('queue-progress')).toHaveAttribute('data-total', '10000');
  await expect(page.getByTestId('queue-progress')).toContainText('0 of 10000 labelled');
  const rows = page.getByRole('list', { name: 'Answers to label' }).getByRole('listitem');
  expect(await rows.count()).toBeLessThan(60);
  // f cycles the filter: all → unlabelled → disagreements → contradicted.
  for (let i = 0; i < 3; i++) await page.keyboard.press('f');
  await expect(page.getByLabel('Queue filter')).toHaveValue('contradicted');
  await expect(page.getByTestId('label-queue')).toContainText(`${Math.ceil(10_000 / 7)} shown`);
  const t1 = await page.evaluate(() => performance.now());
  console.log(`queue of 10,000: open + filter ${(t1 - t0).toFixed(0)} ms (incl. Playwright round trips)`);
  // Scrolled to the end, the last contradicted answer (a9996) is drawn and still few rows exist.
  await page.getByRole('list', { name: 'Answers to label' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(rows.filter({ hasText: 'rec-4998 · model-0' })).toHaveCount(1);
  expect(await rows.count()).toBeLessThan(60);
  // Next / previous move through the filtered view.
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page.getByTestId('label-panel').locator('.queue-row[aria-current="true"]')).toContainText('rec-0 · model-0');
  await page.keyboard.press(']');
  await expect(page.getByTestId('label-panel').locator('.queue-row[aria-current="true"]')).toContainText('rec-3 · model-1');
  await shot(page, 'l07-queue-10000');
});

test('a data set queue on LUDB records: filter contradicted, label by keyboard, prefer one answer', async ({ page }) => {
  needsData();
  const root = join(mkdtempSync(join(tmpdir(), 'labels-ds-')), 'set');
  mkdirSync(join(root, 'records'), { recursive: true });
  for (const n of ['1', '101']) for (const ext of ['hea', 'dat']) copyFileSync(resolve(DATA, 'ludb', 'data', `${n}.${ext}`), join(root, 'records', `${n}.${ext}`));
  const r1 = '<think>\n**Step 1: Rhythm.** Regular sinus bradycardia at about 55 bpm.\n**Step 2: Axis.** Left axis deviation.\n</think>\n<answer>sinus bradycardia; left axis deviation</answer>';
  const lines = [
    JSON.stringify({ id: 'a1', record: '1', model: 'model-A', response: r1 }),
    JSON.stringify({ id: 'b1', record: '1', model: 'model-B', response: 'Atrial fibrillation at 130 bpm with a QRS of 160 ms.' }),
    JSON.stringify({ id: 'a2', record: '101', model: 'model-A', response: 'Sinus rhythm. QRS 90 ms.' }),
  ];
  writeFileSync(join(root, 'answers.jsonl'), lines.join('\n'));
  await page.goto('/?testhooks');
  await page.getByTestId('dataset-input').setInputFiles(root);
  await expect(page.getByTestId('dataset-progress')).toHaveAttribute('data-done', '3', { timeout: 60_000 });
  await page.getByTestId('label-toggle').click();
  await page.getByRole('tab', { name: 'Queue' }).click();
  await expect(page.getByTestId('queue-progress')).toContainText('0 of 3 labelled');
  // LUDB record 1 is sinus bradycardia: model-B's atrial fibrillation is contradicted by the signal.
  await page.getByLabel('Queue filter').selectOption('contradicted');
  const rows = page.getByRole('list', { name: 'Answers to label' }).getByRole('listitem');
  const b1 = rows.filter({ hasText: '1 · model-B' });
  await expect(b1).toHaveCount(1);
  await expect(b1.locator('.q-flag.contradicted')).toHaveCount(1);
  await b1.getByRole('button').click();
  await expect(page.getByTestId('record-id')).toHaveText('1');
  await page.getByRole('tab', { name: 'Label' }).click();
  const af = page.getByTestId('claim-labels').locator('[data-label-key]', { hasText: /atrial fibrillation/i });
  await expect(af.locator('.wb')).toHaveAttribute('title', 'workbench: contradicted', { timeout: 60_000 });
  await af.click();
  await page.keyboard.press('a');
  await page.keyboard.press(',');
  await expect(page.getByTestId('preference').getByRole('button', { name: /This is better/ })).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => Object.values(window.__ecgLabels!.getLabels().history.labels));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ record: '1', answer: 'b1', model: 'model-B', preferences: [{ a: 'b1', b: 'a1', winner: 'a' }] });
  expect(stored[0].claims[0]).toMatchObject({ verdict: 'accept', workbench: 'contradicted' });
  await page.getByRole('tab', { name: 'Queue' }).click();
  await expect(page.getByTestId('queue-progress')).toContainText('1 of 3 labelled');
  await shot(page, 'l08-dataset-queue');
});
