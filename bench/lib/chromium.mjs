// The one place the benchmarks learn which browser to drive and how to start it (the same
// flags as the browser tests' e2e/support/browser.ts: quiet, offline-friendly, headless).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright's `chromium.launch`. */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath, args: chromiumArgs });
