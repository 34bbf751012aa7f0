// Command-line options of bench/lighthouse.mjs (and of bench/index.mjs, which passes them on).
export const DEFAULT_PAGES = [
  '/',
  '/concepts/wallets',
  '/embedded-wallets/code-examples/export',
  '/sdks/introduction',
  '/api',
];
export const PRESETS = ['mobile', 'desktop'];

export const USAGE = `Usage: npm run bench -- [options]   (or node bench/lighthouse.mjs [options])
  --pages /,/api       pages to measure (default: ${DEFAULT_PAGES.join(',')})
  --pairs N            interleaved baseline/site pairs per page and preset: the baseline, then
                       the site, N times; budgets use the median over pairs (default 5)
  --presets mobile     mobile, desktop or both (default mobile,desktop)
  --skip-build         reuse site/build and the baseline's build when they exist
  --skip-site-build    reuse site/build only
  --no-baseline        no baseline site (budgets against it are skipped)
  --skip-search        (npm run bench) skip the search benchmark
  --strict             exit with code 1 when a budget fails
  --help               this text`;

/**
 * Calls `handle(name, value, given)` for each `--name`, `--name value` or `--name=value` in
 * `argv`; `value()` takes the option's value (the next argument unless inline) or throws.
 */
export function forEachOption(argv, handle) {
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value`);
      return next;
    };
    handle(name, value, argv[i]);
  }
}

/** Parses `argv` (without node and the script); throws an Error with a clear message. */
export function parseOptions(argv) {
  const options = {
    pages: DEFAULT_PAGES,
    pairs: 5,
    presets: PRESETS,
    skipBuild: false,
    skipSiteBuild: false,
    baseline: true,
    skipSearch: false,
    strict: false,
    help: false,
  };
  const flags = {
    '--skip-build': 'skipBuild',
    '--skip-site-build': 'skipSiteBuild',
    '--skip-search': 'skipSearch',
    '--strict': 'strict',
    '--help': 'help',
  };
  forEachOption(argv, (name, value, given) => {
    if (name in flags) options[flags[name]] = true;
    else if (name === '--no-baseline') options.baseline = false;
    else if (name === '--pages') {
      const pages = value()
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean);
      const bad = pages.find((page) => !page.startsWith('/'));
      if (bad !== undefined || pages.length === 0)
        throw new Error(`--pages takes site paths starting with "/", got "${bad ?? ''}"`);
      options.pages = [...new Set(pages)];
    } else if (name === '--pairs') {
      const raw = value();
      const pairs = Number(raw);
      if (!Number.isInteger(pairs) || pairs < 1 || pairs > 20)
        throw new Error(`--pairs takes a whole number from 1 to 20, got "${raw}"`);
      options.pairs = pairs;
    } else if (name === '--runs') {
      throw new Error(
        '--runs was replaced by --pairs N (baseline and site runs interleaved, N of each)',
      );
    } else if (name === '--presets') {
      const presets = value()
        .split(',')
        .map((preset) => preset.trim());
      const bad = presets.find((preset) => !PRESETS.includes(preset));
      if (bad !== undefined)
        throw new Error(`--presets takes ${PRESETS.join(' and/or ')}, got "${bad}"`);
      options.presets = [...new Set(presets)];
    } else throw new Error(`Unknown option "${given}"`);
  });
  return options;
}
