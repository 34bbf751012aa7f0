/**
 * `npm run check:examples`: runs every ts/tsx block of the docs that calls the platform API
 * against a fresh in-memory sandbox, one new organization per block, with the environment
 * variables its page documents (scripts/examples/fixtures.ts). The production API origin in a
 * block is rewritten to the sandbox's URL before it runs. Opt-outs and the budget:
 * scripts/content/examples.ts and decision record 0115.
 *
 * Then it runs the troubleshooting scenarios (scripts/examples/scenarios/, decision record 0175)
 * and fails when a row of an errors / troubleshooting table names an outcome its scenarios did
 * not observe.
 *
 * Options: --only <text> runs the blocks whose doc path contains <text> (and the scenarios that
 * back a row of such a page, or whose name contains <text>); --timeout <ms>.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { operations, API_SERVER_URL } from '@docs/platform-api';
import { buildApiModel } from '@docs/platform-api/model';
import { createSandbox, routes } from '@docs/sandbox';
import { createChains } from '@docs/sandbox/chains';
import { listen, openSqliteStorage } from '@docs/sandbox/node';
import { docFiles, docsDir, repoRoot } from './content/docs-files';
import { decideRun, envNames, isBrowserOnly, optOutBudget, startsServer } from './content/examples';
import { codeBlocks } from './content/mdx-source';
import { CHECKED_LANGS } from './content/snippets';
import { environmentFor, FixtureContext, newOrganization } from './examples/fixtures';
import { RequestCounter } from './examples/request-counter';
import { startCosmosRpc } from './examples/cosmos-rpc';
import { startEvmRpc } from './examples/evm-rpc';
import { startSolanaRpc } from './examples/solana-rpc';
import { freePort, listening } from './examples/ports';
import { runModule } from './examples/run-block';
import { findExampleCall, methodIndex } from '@docs/site/plugins/try-it-links/find-call';
import { bindRows, unobserved } from './content/error-row-backing';
import { errorRowPages } from './content/error-row-pages';
import { SCENARIOS } from './examples/scenarios/index';
import { BACKLOG } from './examples/scenarios/backlog';
import { runScenarios } from './examples/scenarios/run';

interface Job {
  where: string;
  file: string;
  env: string[];
  code: string;
}

/**
 * One esbuild run bundles every block (shared chunks), so a worker loads a few files instead of
 * resolving thousands of modules: this is what keeps the check fast (decision record 0115).
 */
async function bundle(
  outDir: string,
  jobs: readonly Job[],
  origins: ReadonlyMap<string, string>,
  problems: string[],
): Promise<boolean> {
  if (jobs.length === 0) return true;
  const srcDir = path.join(outDir, 'src');
  return build({
    entryPoints: [...origins.keys()].map((file) => path.join(srcDir, file)),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    write: true,
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    // Bundled CommonJS packages call require() for Node built-ins and read __dirname.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
      ].join(' '),
    },
  }).then(
    () => true,
    (error: unknown) => {
      const errors = (
        error as { errors?: { text: string; location?: { file: string; line: number } }[] }
      ).errors;
      for (const item of errors ?? [{ text: String(error) }]) {
        const file = item.location ? path.basename(item.location.file) : '';
        const where = origins.get(file) ?? item.location?.file ?? 'bundle';
        problems.push(`${where}: does not build: ${item.text}`);
      }
      return false;
    },
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      timeout: { type: 'string', default: '15000' },
      concurrency: { type: 'string', default: '2' },
    },
  });
  const timeoutMs = Number(values.timeout);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`--timeout must be a positive whole number of ms, received ${values.timeout}`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`--concurrency must be a whole number from 1, received ${values.concurrency}`);
  }

  const started = performance.now();
  const outDir = path.join(repoRoot, '.cache/examples');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'src'), { recursive: true });
  const origins = new Map<string, string>();

  const defined = new Set(operations.map((operation) => operation.name));
  const implemented = new Set([...routes.values()].filter((r) => r.handler).map((r) => r.name));
  const sandboxOperations = {
    defined: (name: string) => defined.has(name),
    implemented: (name: string) => implemented.has(name),
  };

  const storage = openSqliteStorage({ location: ':memory:' });
  // The sandbox's own local chains (started on first use), so sending examples land on a chain
  // the sandbox answers for; the stand-ins below serve blocks that bring their own RPC client.
  const sandbox = createSandbox({ storage, chains: (now) => createChains({ storage, now }) });
  const requests = new RequestCounter();
  const tryItMethods = methodIndex(buildApiModel());
  const evm = await startEvmRpc();
  const solana = await startSolanaRpc();
  const cosmos = await startCosmosRpc();
  // Every status the sandbox answers with, for the scenarios (run alone, after the blocks).
  const statuses: number[] = [];
  const server = await listen(
    {
      ...sandbox,
      handle: async (request) => {
        requests.record(request);
        const response = await sandbox.handle(request);
        statuses.push(response.status);
        return response;
      },
    },
    { port: 0 },
  );

  const problems: string[] = [];
  const jobs: Job[] = [];
  const optOuts = new Map<string, number>();
  let apiCalling = 0;
  let runnable = 0;
  let runnableOptedOut = 0;

  for (const file of docFiles()) {
    const doc = path.relative(repoRoot, file);
    if (values.only && !doc.includes(values.only)) continue;
    const stem = path
      .relative(docsDir, file)
      .replace(/\.mdx?$/, '')
      .replace(/[/\\]/g, '--');
    for (const [index, block] of codeBlocks(readFileSync(file, 'utf8')).entries()) {
      if (!CHECKED_LANGS.has(block.lang)) continue;
      const where = `${doc}:${block.line}`;
      const decision = decideRun(block, sandboxOperations);
      if (decision.apiCall) apiCalling += 1;
      const inNode = decision.apiCall && !isBrowserOnly(block.code);
      if (inNode) runnable += 1;
      if ('error' in decision) {
        problems.push(`${where}: ${decision.error}`);
        continue;
      }
      if ('kind' in decision) {
        optOuts.set(decision.kind, (optOuts.get(decision.kind) ?? 0) + 1);
        if (inNode) runnableOptedOut += 1;
        continue;
      }
      if (!decision.run) continue;
      // The block names the production origin; the sandbox stands in for it.
      const source = path.join(
        outDir,
        'src',
        `${stem}--${index + 1}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`,
      );
      writeFileSync(source, block.code.replaceAll(API_SERVER_URL, server.url));
      const name = path.join(outDir, `${stem}--${index + 1}.mjs`);
      origins.set(path.basename(source), where);
      jobs.push({ where, file: name, env: envNames(block.code), code: block.code });
    }
  }

  if (!(await bundle(outDir, jobs, origins, problems))) jobs.length = 0;

  let passed = 0;
  let linksChecked = 0;
  const loadedOnly: string[] = [];
  const failures: string[] = [];

  async function runJob(job: Job): Promise<void> {
    const org = await newOrganization(server.url);
    const context = new FixtureContext(server.url, org, evm.url, solana.url, cosmos.url);
    const { env, missing } = await environmentFor(job.env, context, job.code);
    if (missing.length > 0) {
      failures.push(
        `${job.where}: reads ${missing.join(', ')}, which the runner does not provide (scripts/examples/fixtures.ts)`,
      );
      return;
    }
    const keys = [org.keys.publicKey, ...(await context.publicKeys())];
    const sent = requests.watch(keys);
    // A server runs until it listens on the PORT it was given, then stops.
    const serves = startsServer(job.code);
    if (serves && !env.PORT) env.PORT = String(await freePort());
    const outcome = await runModule(
      job.file,
      env,
      timeoutMs,
      serves ? (signal) => listening(Number(env.PORT), signal) : undefined,
    );
    requests.unwatch(keys);
    if (!outcome.ok) failures.push(`${job.where}: ${outcome.error ?? 'failed'}`);
    else if (sent.count > 0) {
      passed += 1;
      // The page's "Open in Try it" link must name an operation the example really sent.
      const call = findExampleCall(job.code, tryItMethods);
      const path = call && operations.find((operation) => operation.name === call.operation)?.path;
      if (path) linksChecked += 1;
      if (path && !sent.paths.has(path)) {
        failures.push(
          `${job.where}: its "Open in Try it" link names ${call.operation}, but the example sent ${[...sent.paths].join(', ')}`,
        );
      }
    } else loadedOnly.push(job.where);
    if (process.env.CHECK_EXAMPLES_VERBOSE) {
      const label = !outcome.ok ? 'FAIL' : sent.count > 0 ? 'pass' : 'loaded';
      console.log(`${label} ${job.where} (${Math.round(outcome.ms)} ms)`);
    }
  }

  try {
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await runJob(job);
      }),
    );
    const scenarioRun = await checkScenarios(server.url, statuses, values.only, failures);
    console.log(
      `check:examples: ${scenarioRun.scenarios} troubleshooting scenarios ran; ${scenarioRun.rows} errors / troubleshooting rows checked against what they observed.`,
    );
  } finally {
    await server.close();
    await evm.close();
    await solana.close();
    await cosmos.close();
    await storage.close();
  }

  const budget = optOutBudget({ runnable, optedOut: runnableOptedOut });
  if (budget.error) problems.push(budget.error);
  const reasons = [...optOuts].map(([kind, count]) => `${count} ${kind}`).join(', ') || 'none';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `check:examples: ${apiCalling} blocks call the API; ${jobs.length} ran, ${passed} passed, ${loadedOnly.length} loaded only (they ran without error but sent no request: they build a client, export a handler or start a server for other code to call), ${failures.length} failed; ${linksChecked} "Open in Try it" links checked against what their example sent; opted out: ${reasons}; ${(budget.share * 100).toFixed(1)} % of the ${runnable} blocks that could run in Node opted out; ${seconds} s.`,
  );
  for (const where of loadedOnly) console.log(`loaded only: ${where}`);
  for (const problem of [...problems, ...failures]) console.error(problem);
  if (problems.length > 0 || failures.length > 0) process.exitCode = 1;
}

/**
 * Runs the scenarios (those `only` selects) and adds a failure for each row that names an
 * outcome its scenarios did not observe, and for each scenario that broke.
 */
async function checkScenarios(
  url: string,
  statuses: number[],
  only: string | undefined,
  failures: string[],
): Promise<{ scenarios: number; rows: number }> {
  const { bindings, problems } = bindRows(errorRowPages(), SCENARIOS, BACKLOG);
  for (const problem of problems) failures.push(`${problem.where}: ${problem.message}`);
  const selected = SCENARIOS.filter(
    (scenario) =>
      !only ||
      scenario.name.includes(only) ||
      scenario.rows.some((ref) => `site/docs/${ref.doc}`.includes(only)),
  );
  const run = await runScenarios(url, selected, statuses);
  failures.push(...run.failures);
  let rows = 0;
  for (const binding of bindings) {
    if (!binding.scenarios.every((name) => run.observed.has(name))) continue;
    rows += 1;
    const missing = unobserved(binding, run.observed);
    if (missing.length > 0) {
      const seen = [...new Set(binding.scenarios.flatMap((n) => [...(run.observed.get(n) ?? [])]))];
      failures.push(
        `site/docs/${binding.doc}:${binding.row.line}: the row names ${missing.join(', ')}, which scenario ${binding.scenarios.join(', ')} did not observe (it saw ${seen.sort().join(', ') || 'nothing'})`,
      );
    }
  }
  return { scenarios: selected.length, rows };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
