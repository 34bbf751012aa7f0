// npm run bench:mcp: the MCP server (packages/mcp) as an editor runs it, the compiled bin over
// stdio driven by the MCP SDK's client, against the production build (`npm run build` first).
// Prints start-up time (spawn to the first tools/list answer, median of --starts runs), p50/p95
// per tool (search_docs over the judged queries, get_page over every route, get_api_operation
// over every operation, list_pages), memory of the server process, and issue 19's targets;
// writes bench/results/mcp.json. Fails only with --strict.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { tsImport } from 'tsx/esm/api';
import { memoryFromStatus, summarize } from './lib/sandbox-bench.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'packages/mcp/bin/docs-mcp.js');
const build = path.join(root, 'site/build');

const USAGE = `Usage: npm run bench:mcp -- [--runs N] [--starts N] [--strict]
  --runs N    timed passes over each tool's inputs after one warm-up pass (default 5)
  --starts N  start-ups measured (default 5)
  --strict    exit 1 when a target fails`;

const TARGETS = [
  { label: 'start-up < 1.5 s', metric: 'startupMs', limit: 1500 },
  { label: 'search_docs p95 < 20 ms', tool: 'search_docs', metric: 'p95Ms', limit: 20 },
];

function parse(argv) {
  const options = { runs: 5, starts: 5, strict: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--strict') options.strict = true;
    else if (arg === '--runs' || arg === '--starts') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} takes a whole number ≥ 1`);
      options[arg.slice(2)] = value;
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

async function start() {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin],
    stderr: 'inherit',
  });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  await client.listTools();
  return { client, transport, ms: performance.now() - started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 100) / 100;

let options;
try {
  options = parse(process.argv.slice(2));
} catch (error) {
  console.error(`bench:mcp: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (
  !existsSync(path.join(build, 'pages.json')) ||
  !existsSync(path.join(root, 'packages/mcp/dist/main.js'))
) {
  console.error('bench:mcp: needs the built site and server: run `npm run build` first.');
  process.exit(1);
}

const startups = [];
for (let i = 0; i < options.starts; i++) {
  const { client, ms } = await start();
  startups.push(ms);
  await client.close();
}

const judged = ['e2e/search/judged-queries.json', 'e2e/search/reader-queries.json'].flatMap(
  (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')).map(({ query }) => query),
);
const catalog = JSON.parse(readFileSync(path.join(build, 'pages.json'), 'utf8'));
const model = JSON.parse(readFileSync(path.join(build, 'api/model.json'), 'utf8'));
const inputs = {
  search_docs: judged.map((query) => ({ query, limit: 10 })),
  get_page: catalog.pages.map(({ route }) => ({ path: route })),
  list_pages: [{}, { section: catalog.pages[0].section }],
  get_api_operation: model.operations.map(({ name }) => ({ name })),
};

const { client, transport } = await start();
const rows = [];
for (const [tool, list] of Object.entries(inputs)) {
  const latencies = [];
  for (let run = 0; run <= options.runs; run++) {
    for (const args of list) {
      const started = performance.now();
      const result = await client.callTool({ name: tool, arguments: args });
      if (result.isError)
        throw new Error(`${tool} ${JSON.stringify(args)}: ${result.content[0]?.text}`);
      // The first pass reads the index parts and pages from disk: a warm-up, not timed.
      if (run > 0) latencies.push(performance.now() - started);
    }
  }
  const { requests, p50Ms, p95Ms } = summarize({ latencies, wallMs: 1 });
  rows.push({ tool, inputs: list.length, requests, p50Ms: round(p50Ms), p95Ms: round(p95Ms) });
}
const memory = memoryFromStatus(readFileSync(`/proc/${transport.pid}/status`, 'utf8'));
await client.close();

/**
 * The site's engine alone, in this process, over the same queries and filters: what search_docs
 * adds on top of it (protocol, stdio, hit shaping) is the difference, whatever the machine's load.
 */
async function engineAlone() {
  const { LocalSearchEngine, indexSource } = await tsImport(
    '@docs/docs-search/engine',
    import.meta.url,
  );
  const dir = path.join(build, 'search');
  const read = async (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const engine = new LocalSearchEngine(await indexSource('manifest.json', read), catalog.siteUrl);
  const facetFilters = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];
  const latencies = [];
  for (let run = 0; run <= options.runs; run++) {
    for (const query of judged) {
      const started = performance.now();
      await engine.search({ query, hitsPerPage: 10, facetFilters });
      if (run > 0) latencies.push(performance.now() - started);
    }
  }
  const { requests, p50Ms, p95Ms } = summarize({ latencies, wallMs: 1 });
  return {
    tool: 'engine alone (in-process)',
    inputs: judged.length,
    requests,
    p50Ms: round(p50Ms),
    p95Ms: round(p95Ms),
  };
}
rows.push(await engineAlone());

const startupMs = round(median(startups));
const targets = TARGETS.map((target) => {
  const measured = target.tool
    ? rows.find((row) => row.tool === target.tool)?.[target.metric]
    : startupMs;
  return { target: target.label, measured, pass: measured < target.limit };
});

console.log(
  `load average at the end (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
console.log(`start-up (spawn to first tools/list, median of ${options.starts}): ${startupMs} ms`);
console.log(
  `server memory after the runs: RSS ${memory.rssMb?.toFixed(1)} MB, peak ${memory.peakRssMb?.toFixed(1)} MB\n`,
);
console.log(
  formatTable(
    ['tool', 'inputs', 'calls timed', 'p50 ms', 'p95 ms'],
    rows.map((row) => [row.tool, row.inputs, row.requests, row.p50Ms, row.p95Ms]),
  ),
);
console.log(
  `\n${formatTable(
    ['target', 'measured', 'result'],
    targets.map((t) => [t.target, t.measured, t.pass ? 'PASS' : 'FAIL']),
  )}`,
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/mcp.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), runs: options.runs, startups: startups.map(round), startupMs, memory, tools: rows, targets }, null, 2)}\n`,
);
console.log('\nWrote bench/results/mcp.json');
if (options.strict && targets.some((target) => !target.pass)) process.exitCode = 1;
