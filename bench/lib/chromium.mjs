// The one place the benchmarks learn which browser to drive and how to start it: the settings
// the build and the browser tests use (site/src/config/chromium-launch.json).
import { createRequire } from 'node:module';

const chromium = createRequire(import.meta.url)('@docs/site/config/chromium-launch.json');

export const chromiumPath = process.env[chromium.pathVariable] ?? chromium.defaultPath;

export const chromiumArgs = chromium.args;

/** Launch options for Playwright's `chromium.launch`. */
export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath, args: chromiumArgs });
