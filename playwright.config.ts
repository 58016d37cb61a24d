import { defineConfig } from '@playwright/test';

// Debian's Chromium by default; set CHROMIUM_PATH to another binary, or CHROMIUM_PATH="" to use
// Playwright's own downloaded browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its outputDir at start: keep it apart from the Vitest report in test-results/.
  outputDir: 'test-results/playwright-output',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:4173/',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
