// Chromium launch settings shared by playwright.config.ts and specs that add flags.
// Debian's Chromium by default; set CHROMIUM_PATH to another binary, or CHROMIUM_PATH="" to use
// Playwright's own downloaded browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work headless as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
