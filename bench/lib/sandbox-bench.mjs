// The pure parts of bench/sandbox.mjs: options, the concurrent runner, summaries, targets and
// the parsing of the sandbox's start-up output and /proc status. Kept apart so they are tested.
import { forEachOption } from './options.mjs';
import { percentile } from './site-without.mjs';

export const BACKENDS = ['sqlite-memory', 'sqlite-data', 'postgres'];
export const OPERATIONS = ['whoami', 'create_wallet', 'sign_raw_payload', 'eth_send_transaction'];
export const CONCURRENCY = [1, 16];

/**
 * The issues' targets on each SQLite backend, at 16 clients unless a target names its own count.
 * eth_send_transaction is measured from the submission to its status read as INCLUDED.
 */
export const TARGETS = [
  { operation: 'whoami', metric: 'p95Ms', limit: 10, label: 'whoami p95 < 10 ms' },
  { operation: 'sign_raw_payload', metric: 'rps', limit: 300, label: 'sign_raw_payload ≥ 300/s' },
  {
    operation: 'eth_send_transaction',
    metric: 'p95Ms',
    limit: 100,
    clients: 1,
    label: 'eth_send_transaction to INCLUDED p95 < 100 ms at 1 client',
  },
  {
    operation: 'eth_send_transaction',
    metric: 'rps',
    limit: 100,
    label: 'eth_send_transaction to INCLUDED ≥ 100/s',
  },
];
export const TARGET_CLIENTS = 16;

export const USAGE = `Usage: npm run bench:sandbox -- [options]
  --requests N         requests per operation and client count, after 1000 not measured
                       (default 1000, 16 to 100000)
  --backends LIST      comma-separated: sqlite (both below), sqlite-memory, sqlite-data,
                       postgres (default sqlite,postgres)
  --operations LIST    comma-separated, from ${OPERATIONS.join(', ')} (default all)
  --client KIND        lean (default): the same requests and stamps, the key imported once,
                       keep-alive; published: @turnkey/http with @turnkey/api-key-stamper,
                       which imports the key again for every request
  --cpu-prof DIR       write a V8 CPU profile of each sandbox process into DIR (to see where
                       its time goes; the profiler slows it, so do not compare those numbers)
  --strict             exit with code 1 when a target fails
  --help               this text`;

/**
 * A comma-separated option's names, each from `allowed` (after `expand`), in `allowed`'s order;
 * throws naming the option and the first name it does not know.
 */
function listOption(option, text, allowed, expand = (name) => [name], alsoAccepted = '') {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap(expand);
  const bad = names.find((name) => !allowed.includes(name));
  if (bad !== undefined || names.length === 0)
    throw new Error(
      `${option} takes ${alsoAccepted}${allowed.join(', ')} (comma-separated), got "${bad ?? ''}"`,
    );
  return allowed.filter((name) => names.includes(name));
}

/** Parses `argv` (without node and the script); throws an Error with a clear message. */
export function parseSandboxOptions(argv) {
  const options = {
    requests: 1000,
    backends: [...BACKENDS],
    operations: [...OPERATIONS],
    client: 'lean',
    strict: false,
    help: false,
  };
  forEachOption(argv, (name, value, given) => {
    if (name === '--strict') options.strict = true;
    else if (name === '--help') options.help = true;
    else if (name === '--cpu-prof') options.cpuProf = value();
    else if (name === '--requests') {
      const raw = value();
      const requests = Number(raw);
      if (!Number.isInteger(requests) || requests < 16 || requests > 100_000)
        throw new Error(`--requests takes a whole number from 16 to 100000, got "${raw}"`);
      options.requests = requests;
    } else if (name === '--backends') {
      const expand = (backend) =>
        backend === 'sqlite' ? ['sqlite-memory', 'sqlite-data'] : [backend];
      options.backends = listOption('--backends', value(), BACKENDS, expand, 'sqlite, ');
    } else if (name === '--client') {
      const kind = value();
      if (kind !== 'lean' && kind !== 'published')
        throw new Error(`--client takes lean or published, got "${kind}"`);
      options.client = kind;
    } else if (name === '--operations') {
      options.operations = listOption('--operations', value(), OPERATIONS);
    } else throw new Error(`Unknown option "${given}"`);
  });
  return options;
}

/**
 * Runs `call(index)` `total` times with `clients` concurrent callers; each caller starts its
 * next call when its previous one answers. Resolves with every call's latency (ms) and the
 * wall time of the whole run. `now` is injectable for tests.
 */
export async function runConcurrent(total, clients, call, now = () => performance.now()) {
  if (!Number.isInteger(total) || total < 1) throw new Error(`total must be ≥ 1, got ${total}`);
  if (!Number.isInteger(clients) || clients < 1)
    throw new Error(`clients must be ≥ 1, got ${clients}`);
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const start = now();
      await call(index);
      latencies.push(now() - start);
    }
  };
  const start = now();
  await Promise.all(Array.from({ length: Math.min(clients, total) }, worker));
  return { latencies, wallMs: now() - start };
}

/** p50, p95 (nearest rank, as the other benchmarks) and requests per second of one run. */
export function summarize({ latencies, wallMs }) {
  if (latencies.length === 0) throw new Error('no latencies to summarize');
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    rps: wallMs > 0 ? (latencies.length * 1000) / wallMs : Infinity,
  };
}

/**
 * PASS/FAIL of every target on every SQLite backend measured. `rows` holds
 * `{ backend, operation, clients, p95Ms, rps }`; a target with no row is reported as not run.
 */
export function checkTargets(rows) {
  const sqlite = [...new Set(rows.map((row) => row.backend))].filter((b) => b.startsWith('sqlite'));
  return sqlite.flatMap((backend) =>
    TARGETS.map((target) => {
      const row = rows.find(
        (r) =>
          r.backend === backend &&
          r.operation === target.operation &&
          r.clients === (target.clients ?? TARGET_CLIENTS),
      );
      if (!row) return { backend, target: target.label, measured: undefined, pass: undefined };
      const measured = row[target.metric];
      const pass = target.metric === 'rps' ? measured >= target.limit : measured < target.limit;
      return { backend, target: target.label, measured, unit: target.metric, pass };
    }),
  );
}

/** Issue 28's targets on the sandbox process itself, on every backend measured. */
export const PROCESS_TARGETS = [
  { metric: 'startupMs', limit: 1000, unit: 'ms', label: 'start-up ≤ 1 s (chains not started)' },
  { metric: 'rssMb', limit: 400, unit: 'MB', label: 'RSS ≤ 400 MB after the run' },
];

/**
 * PASS/FAIL of the process targets for each backend's result `{ backend, startupMs, rssMb }`;
 * a value that could not be read (no /proc) is reported as not run.
 */
export function checkProcessTargets(results) {
  return results.flatMap((result) =>
    PROCESS_TARGETS.map((target) => {
      const measured = result[target.metric];
      if (measured === undefined)
        return { backend: result.backend, target: target.label, measured, pass: undefined };
      const pass = measured <= target.limit;
      return { backend: result.backend, target: target.label, measured, unit: target.unit, pass };
    }),
  );
}

/**
 * What `sandbox --bootstrap` printed: its URL, state description and the key and organization
 * it created. Returns undefined until all of them are there.
 */
export function parseStartup(output) {
  const listening = /listening on (http:\/\/\S+) \(state: ([^)]*)\)/.exec(output);
  const field = (name) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(output)?.[1];
  const publicKey = field('API_PUBLIC_KEY');
  const privateKey = field('API_PRIVATE_KEY');
  const organizationId = field('ORGANIZATION_ID');
  if (!listening || !publicKey || !privateKey || !organizationId) return undefined;
  return { url: listening[1], state: listening[2], publicKey, privateKey, organizationId };
}

/** Resident and peak resident memory in MB from the text of /proc/<pid>/status. */
export function memoryFromStatus(text) {
  const kbOf = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
    return match ? Number(match[1]) / 1024 : undefined;
  };
  return { rssMb: kbOf('VmRSS'), peakRssMb: kbOf('VmHWM') };
}
