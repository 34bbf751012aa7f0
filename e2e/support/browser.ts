import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium unless `CHROMIUM_PATH` points at another Chromium-based browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a sandboxed, offline machine's Chromium quiet and headless-friendly. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No browser at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium-based browser.`,
    );
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}
