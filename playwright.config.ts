import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { WIDE } from './e2e/support/viewports';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser tests run against `docusaurus serve` of a fresh production build (`npm run build`
 * first) in Debian's Chromium; see e2e/support/browser.ts for how to point at another one.
 */
export default defineConfig({
  testDir: './e2e',
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a retry is a bug in the test or the page: CI sees it fail.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    // A failed test keeps its trace (actions, console, network, screenshots) without DOM snapshots:
    // snapshotting /api's tens of thousands of nodes before and after every action made its tests
    // several times slower (decision 0188). `--trace on` records them again when debugging.
    trace: { mode: 'retain-on-failure', snapshots: false },
  },
  // One project at desktop width; narrow-layout tests set their own viewport (support/viewports.ts).
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: WIDE } }],
  webServer: {
    command: `npm run serve:test -w site -- --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
