import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser tests run against `docusaurus serve` of a fresh production build (`npm run build`
 * first) in Debian's Chromium; see e2e/support/browser.ts for how to point at another one.
 */
export default defineConfig({
  testDir: './e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'narrow-800',
      use: { ...devices['Desktop Chrome'], viewport: { width: 800, height: 900 } },
    },
  ],
  webServer: {
    command: `npm run serve:test -w site -- --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
