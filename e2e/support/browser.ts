import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@docs/site/config/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No browser at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium-based browser.`,
    );
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}
