// The in-page sandbox's budget (issue 18, deliverable 6): what opening Try it in sandbox mode
// loads, from the click on "Try it" to the first response (the panel's chunks, the worker and
// everything they load on the way), and how long that takes. Pure functions, so the check is
// unit-tested; bench/try-it.mjs measures.
import { median } from './pairs.mjs';

const KB = 1024;

export const TRY_IT_BUDGET = {
  /** Bytes (gzipped, as the server sends them) loaded from the click to the first response. */
  loadedGzip: 250 * KB,
  /** Milliseconds from the click on "Try it" to the first response shown, on this machine. */
  firstResponseMs: 500,
};

export const USAGE = `Usage: node bench/try-it.mjs [--runs N] [--build DIR] [--strict]
  --runs N     fresh browser contexts to measure (median reported; default 5, at least 1)
  --build DIR  the production build to serve (default site/build)
  --strict     exit 1 when a budget is exceeded`;

/** Parses the command line; throws with a message naming the option on bad input. */
export function parseTryItOptions(argv) {
  const options = { runs: 5, build: 'site/build', strict: false, help: false };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => {
      const given = inline ?? argv[++index];
      if (given === undefined || given === '') throw new Error(`${flag} needs a value`);
      return given;
    };
    if (flag === '--runs') {
      const text = value();
      const runs = Number(text);
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error(`--runs takes a whole number of at least 1; got "${text}"`);
      }
      options.runs = runs;
    } else if (flag === '--build') options.build = value();
    else if (flag === '--strict') options.strict = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`Unknown option "${flag}"\n${USAGE}`);
  }
  return options;
}

/**
 * The bytes one run loaded: each distinct same-origin path requested after the click, at its
 * gzipped size (`gzipSizeOf`, null for a path the server does not have). Requests to another
 * origin are returned apart: in sandbox mode there must be none.
 */
export function loadedBytes(requests, origin, gzipSizeOf) {
  const paths = new Set();
  const foreign = [];
  for (const url of requests) {
    const parsed = new URL(url);
    if (parsed.origin !== origin) foreign.push(url);
    else paths.add(parsed.pathname);
  }
  const files = [...paths].map((file) => ({ path: file, gzip: gzipSizeOf(file) ?? 0 }));
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files, foreign };
}

/** The medians of the runs (`{ gzip, ms, foreign }` each) and each budget's verdict. */
export function checkTryItBudget(runs, budget = TRY_IT_BUDGET) {
  if (runs.length === 0) throw new Error('No runs to check');
  const gzip = median(runs.map((run) => run.gzip));
  const ms = median(runs.map((run) => run.ms));
  const foreign = [...new Set(runs.flatMap((run) => run.foreign))];
  const checks = [
    {
      name: 'loaded from "Try it" to the first response (gzip)',
      value: `${(gzip / KB).toFixed(1)} KB`,
      limit: `${(budget.loadedGzip / KB).toFixed(0)} KB`,
      ok: gzip <= budget.loadedGzip,
    },
    {
      name: 'time from "Try it" to the first response',
      value: `${Math.round(ms)} ms`,
      limit: `${budget.firstResponseMs} ms`,
      ok: ms <= budget.firstResponseMs,
    },
    {
      name: 'requests to another origin',
      value: String(foreign.length),
      limit: '0',
      ok: foreign.length === 0,
    },
  ];
  return { gzip, ms, foreign, checks, ok: checks.every((check) => check.ok) };
}
