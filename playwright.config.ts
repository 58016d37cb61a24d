import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium';

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
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
