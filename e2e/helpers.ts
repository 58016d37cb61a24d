import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

export const DATA = resolve(import.meta.dirname, '../../shared/data');
/** Tests reading ../shared/data skip without it, except in CI where it must be there. */
export function needsData(): void {
  test.skip(!existsSync(DATA) && !process.env.CI, `${DATA} not found`);
}

/** Call at the top of a spec: every test in it then fails on an uncaught page error, and on a console error unless `consoleErrors: false` (specs whose error cases log expected network or storage errors). */
export function failOnPageErrors({ consoleErrors = true }: { consoleErrors?: boolean } = {}): void {
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    if (consoleErrors) {
      page.on('console', (m) => {
        if (m.type() === 'error') pageErrors.push(m.text());
      });
    }
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
}

export const mitdb = (name: string) => resolve(DATA, 'mitdb', name);
export const ludb = (name: string) => resolve(DATA, 'ludb', 'data', name);

/** Opens MIT-BIH 100 (.hea + .dat + .atr) through the file input and waits until it is drawn as stacked leads. */
export async function openMitdb100(page: Page): Promise<void> {
  await page.getByTestId('file-input').setInputFiles([mitdb('100.hea'), mitdb('100.dat'), mitdb('100.atr')]);
  await expect(page.getByTestId('record-id')).toHaveText('100');
  await expect(page.locator('.trace-view')).toHaveAttribute('data-layout', 'stacked');
}

export const SHOTS = resolve(import.meta.dirname, 'screenshots');
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`) });
}

/** Fraction of canvas pixels that are dark ink (traces, labels), read back from the canvas. */
export async function inkFraction(page: Page): Promise<number> {
  return page.getByTestId('trace-canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx) return 0;
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 90 && data[i + 1] < 90 && data[i + 2] < 90) dark++;
    return dark / (data.length / 4);
  });
}
