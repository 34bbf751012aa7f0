// The browser that build steps (pre-drawn diagrams) and the browser tests drive, and how they
// start it: Debian's Chromium unless CHROMIUM_PATH names another Chromium-based browser.
// The benchmarks, plain .mjs run by Node, keep a copy in bench/lib/chromium.mjs.

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
