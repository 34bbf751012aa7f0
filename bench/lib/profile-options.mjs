// Command-line options of bench/profile.mjs.
import { forEachOption } from './options.mjs';

/** Issue 20's docs pages, the home page among them. */
export const PROFILE_PAGES = [
  '/',
  '/concepts/wallets',
  '/embedded-wallets/code-examples/export',
  '/sdks/introduction',
];

export const PROFILE_USAGE = `Usage: npm run bench:profile -- [options]   (or node bench/profile.mjs [options])
  --pages /,/api       pages to profile (default: ${PROFILE_PAGES.join(',')})
  --pairs N            interleaved baseline/site pairs per page (default 5, at most 20)
  --throttle N         CPU slow-down factor, as DevTools' "4× slowdown" (default 4; 1 = none)
  --site-build DIR     the build to profile (default site/build; e.g. another worktree's)
  --rebuild-baseline   build the bare baseline again even if .cache/bench/baseline-site has one
  --no-baseline        profile the site alone (no ratios)
  --json FILE          where to write the results (default bench/results/profile.json)
  --help               this text`;

const wholeNumber = (name, raw, min, max) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} takes a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
};

/** Parses `argv` (without node and the script); throws an Error with a clear message. */
export function parseProfileOptions(argv) {
  const options = {
    pages: PROFILE_PAGES,
    pairs: 5,
    throttle: 4,
    siteBuild: null,
    rebuildBaseline: false,
    baseline: true,
    json: null,
    help: false,
  };
  forEachOption(argv, (name, value, given) => {
    if (name === '--help') options.help = true;
    else if (name === '--rebuild-baseline') options.rebuildBaseline = true;
    else if (name === '--no-baseline') options.baseline = false;
    else if (name === '--pairs') options.pairs = wholeNumber(name, value(), 1, 20);
    else if (name === '--throttle') options.throttle = wholeNumber(name, value(), 1, 20);
    else if (name === '--site-build') options.siteBuild = value();
    else if (name === '--json') options.json = value();
    else if (name === '--pages') {
      const pages = value()
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean);
      const bad = pages.find((page) => !page.startsWith('/'));
      if (bad !== undefined || pages.length === 0)
        throw new Error(`--pages takes site paths starting with "/", got "${bad ?? ''}"`);
      options.pages = [...new Set(pages)];
    } else throw new Error(`Unknown option "${given}"`);
  });
  return options;
}
