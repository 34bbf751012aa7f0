// The browser that build steps (diagrams drawn at build time) and the browser tests drive, and
// how they start it: Debian's Chromium unless CHROMIUM_PATH (read by env.ts) names another
// Chromium-based browser. The flags are JSON so the benchmarks (plain .mjs) read the same file.
import chromium from './chromium-launch.json';
import { readEnv } from './env';

export const chromiumPath: string = readEnv().CHROMIUM_PATH;

/** Flags that keep a sandboxed, offline machine's Chromium quiet and headless-friendly. */
export const chromiumArgs: string[] = chromium.args;
