#!/usr/bin/env node
// Measures the sandbox (packages/sandbox) as a reader runs it: the CLI in its own process on
// port 0, driven over HTTP with every request stamped and verified: by default through a lean
// client (lib/lean-client.mjs: the same requests and stamps, the key imported once, node:http
// keep-alive), with --client published through @turnkey/http + @turnkey/api-key-stamper. For each backend (in-memory SQLite, SQLite in a data
// directory, PostgreSQL): start-up time (spawn of `npm run sandbox`'s compiled CLI to first
// answer), p50/p95 latency and requests
// per second of whoami, create_wallet and sign_raw_payload with 1 and 16 concurrent clients,
// and the server's memory after the runs. The client stamps in this process, on the same
// machine: its CPU time is taken from the sandbox's, which is why the default client is lean
// (Node's fetch and the published stamper cost more per request than the sandbox's whoami).
// Each row is measured after 1000 requests of warm-up, so the numbers are the sandbox's steady
// state rather than its first JIT compilations (after 300, whoami at 16 clients still ran at
// ~3,400 requests/s; after 1000, ~4,900). Prints a table, checks the issue's
// targets at 16 clients on SQLite, writes bench/results/sandbox.json. Fails only with --strict.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import {
  CONCURRENCY,
  USAGE,
  checkProcessTargets,
  checkTargets,
  memoryFromStatus,
  parseSandboxOptions,
  parseStartup,
  runConcurrent,
  summarize,
} from './lib/sandbox-bench.mjs';
import { bundleCli, bundleIsCurrent } from '@docs/sandbox/bundle';
import { leanClient } from './lib/lean-client.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The CLI as `npm run sandbox` runs it: the compiled bundle, rebuilt first when a source changed.
const START = path.join(root, 'packages/sandbox/scripts/start.mjs');
const WITH_POSTGRES = path.join(root, 'scripts/with-postgres.mjs');
const START_TIMEOUT_MS = 60_000;
const WARM_UP = 1000;
/** The local chain eth_send_transaction is measured on (chains start on first use). */
const BENCH_CHAIN = 'eip155:84532';

/** Whether PostgreSQL can be used, and if not why: DATABASE_URL or Debian's server binaries. */
function postgresAvailability() {
  if (process.env.DATABASE_URL) return { ok: true, how: 'DATABASE_URL' };
  const override = process.env.PG_BIN;
  const dirs = override
    ? [override]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
      : [];
  const found = dirs.some((dir) => existsSync(path.join(dir, 'initdb')));
  return found
    ? { ok: true, how: 'scripts/with-postgres.mjs (throwaway server)' }
    : {
        ok: false,
        reason: `no DATABASE_URL and no PostgreSQL server binaries in ${override ?? '/usr/lib/postgresql/<version>/bin'}`,
      };
}

/** The pid of the sandbox's own process: `pid` or its descendant running BIN (not with-postgres). */
function sandboxPid(pid) {
  const cmdline = (p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    const args = cmdline(current).split('\0');
    if (args.includes(START) && !args.includes(WITH_POSTGRES)) return current;
    try {
      const children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8');
      queue.push(...children.split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // The process is gone or /proc is not there.
    }
  }
  return undefined;
}

/** Starts the sandbox for `backend`; resolves once it has answered its first request. */
async function startSandbox(backend, cpuProf) {
  const profile = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProf)] : [];
  const sandboxArgs = [...profile, START, '--port', '0', '--bootstrap'];
  let dataDir;
  if (backend === 'sqlite-memory') sandboxArgs.push('--memory');
  if (backend === 'sqlite-data') {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
    sandboxArgs.push('--data', dataDir);
  }
  const env = { ...process.env };
  if (backend !== 'postgres') delete env.DATABASE_URL;
  const [command, args] =
    backend === 'postgres'
      ? [process.execPath, [WITH_POSTGRES, process.execPath, ...sandboxArgs]]
      : [process.execPath, sandboxArgs];
  // Under with-postgres, start-up counts from the moment it starts the sandbox (after initdb).
  let startedAt = performance.now();
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${backend}: no start-up output in 60 s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk) => {
      const before = output;
      output += chunk.toString();
      if (!/with-postgres: PostgreSQL/.test(before) && /with-postgres: PostgreSQL/.test(output))
        startedAt = performance.now();
      const parsed = parseStartup(output);
      if (parsed) {
        clearTimeout(timer);
        resolve(parsed);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${backend}: the sandbox exited with ${code}:\n${output}`));
    });
  });
  const info = await fetch(`${started.url}/sandbox/v1/info`);
  if (!info.ok) throw new Error(`${backend}: GET /sandbox/v1/info answered ${info.status}`);
  await info.arrayBuffer();
  const startupMs = performance.now() - startedAt;
  if (backend === 'postgres' && !/postgres/i.test(started.state))
    throw new Error(`${backend}: the sandbox did not use PostgreSQL (state: ${started.state})`);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }).finally(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));
  return { ...started, startupMs, pid: sandboxPid(child.pid), stop };
}

let wallets = 0; // wallet names must be unique in an organization

/** One call of each measured operation, as a reader's code makes it. */
function operations(client, organizationId, signWith) {
  const account = {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  };
  return {
    whoami: () => client.getWhoami({ organizationId }),
    create_wallet: async () => {
      wallets += 1;
      const { activity } = await client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: String(Date.now()),
        organizationId,
        parameters: { walletName: `bench-${wallets}`, accounts: [account] },
      });
      if (activity.status !== 'ACTIVITY_STATUS_COMPLETED')
        throw new Error(`create_wallet ended ${activity.status}`);
      return activity.result.createWalletResult?.addresses[0];
    },
    sign_raw_payload: async (index) => {
      const { activity } = await client.signRawPayload({
        type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
        timestampMs: String(Date.now()),
        organizationId,
        parameters: {
          signWith,
          payload: `0x${index.toString(16).padStart(64, '0')}`,
          encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
          hashFunction: 'HASH_FUNCTION_NO_OP',
        },
      });
      if (!activity.result.signRawPayloadResult?.r) throw new Error('sign_raw_payload: no r');
    },
    eth_send_transaction: async () => {
      const { activity } = await client.ethSendTransaction({
        type: 'ACTIVITY_TYPE_ETH_SEND_TRANSACTION_V2',
        timestampMs: String(Date.now()),
        organizationId,
        parameters: {
          from: signWith,
          caip2: BENCH_CHAIN,
          calls: [{ to: '0x000000000000000000000000000000000000bEEF', value: '1' }],
        },
      });
      const sendTransactionStatusId =
        activity.result.ethSendTransactionResultV2?.sendTransactionStatusId;
      const status = await client.getSendTransactionStatus({
        organizationId,
        sendTransactionStatusId,
      });
      if (status.txStatus !== 'INCLUDED')
        throw new Error(`eth_send_transaction: ${status.txStatus}`);
    },
  };
}

/** Gives the bench wallet enough on the bench chain for every send of the run. */
async function fund(sandbox, address) {
  const response = await fetch(`${sandbox.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2: BENCH_CHAIN, address, amount: String(10n ** 24n) }),
  });
  if (!response.ok) throw new Error(`faucet: ${response.status} ${await response.text()}`);
}

/** The three calls through the published client, or through the lean one with the same bodies. */
function clientFor(kind, sandbox) {
  if (kind === 'published') {
    return new TurnkeyClient(
      { baseUrl: sandbox.url },
      new ApiKeyStamper({ apiPublicKey: sandbox.publicKey, apiPrivateKey: sandbox.privateKey }),
    );
  }
  const post = leanClient(sandbox.url, sandbox.publicKey, sandbox.privateKey);
  return {
    getWhoami: (body) => post('/public/v1/query/whoami', body),
    createWallet: (body) => post('/public/v1/submit/create_wallet', body),
    signRawPayload: (body) => post('/public/v1/submit/sign_raw_payload', body),
    ethSendTransaction: (body) => post('/public/v1/submit/eth_send_transaction', body),
    getSendTransactionStatus: (body) => post('/public/v1/query/get_send_transaction_status', body),
  };
}

async function measureBackend(backend, requests, measured, clientKind, cpuProf) {
  const sandbox = await startSandbox(backend, cpuProf);
  try {
    const client = clientFor(clientKind, sandbox);
    const first = operations(client, sandbox.organizationId, '');
    const address = await first.create_wallet();
    if (measured.includes('eth_send_transaction')) await fund(sandbox, address);
    const calls = operations(client, sandbox.organizationId, address);
    const rows = [];
    for (const operation of measured) {
      for (const clients of CONCURRENCY) {
        await runConcurrent(WARM_UP, clients, calls[operation]);
        const run = await runConcurrent(requests, clients, calls[operation]);
        rows.push({ backend, operation, clients, ...summarize(run) });
      }
    }
    const status = sandbox.pid ? readFileSync(`/proc/${sandbox.pid}/status`, 'utf8') : '';
    return {
      backend,
      state: sandbox.state,
      startupMs: sandbox.startupMs,
      rows,
      ...memoryFromStatus(status),
    };
  } finally {
    await sandbox.stop();
  }
}

const fixed = (value, digits = 1) => (value === undefined ? 'n/a' : value.toFixed(digits));

async function main() {
  let options;
  try {
    options = parseSandboxOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:sandbox: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) return console.log(USAGE);

  // Start-up is measured on a current bundle; compiling it is a separate, reported cost.
  if (!bundleIsCurrent()) {
    const began = performance.now();
    await bundleCli();
    console.log(`Compiled the sandbox CLI in ${fixed(performance.now() - began, 0)} ms first.`);
  }
  const results = [];
  const skipped = [];
  for (const backend of options.backends) {
    if (backend === 'postgres') {
      const availability = postgresAvailability();
      if (!availability.ok) {
        console.log(`PostgreSQL skipped: ${availability.reason}`);
        skipped.push({ backend, reason: availability.reason });
        continue;
      }
    }
    console.log(`Measuring ${backend} (${options.requests} requests per row)…`);
    results.push(
      await measureBackend(
        backend,
        options.requests,
        options.operations,
        options.client,
        options.cpuProf,
      ),
    );
  }

  const rows = results.flatMap((result) => result.rows);
  console.log(
    `\n${formatTable(
      ['backend', 'operation', 'clients', 'p50 ms', 'p95 ms', 'req/s'],
      rows.map((r) => [
        r.backend,
        r.operation,
        r.clients,
        fixed(r.p50Ms, 2),
        fixed(r.p95Ms, 2),
        fixed(r.rps, 0),
      ]),
    )}`,
  );
  console.log(
    `\n${formatTable(
      ['backend', 'start-up ms', 'RSS MB after', 'peak RSS MB', 'state'],
      results.map((r) => [
        r.backend,
        fixed(r.startupMs, 0),
        fixed(r.rssMb),
        fixed(r.peakRssMb),
        r.state,
      ]),
    )}`,
  );
  const targets = [...checkTargets(rows), ...checkProcessTargets(results)];
  console.log(
    `\nTargets (requests at 16 clients unless named, on SQLite; the process on every backend):\n${formatTable(
      ['backend', 'target', 'measured', 'result'],
      targets.map((t) => [
        t.backend,
        t.target,
        t.measured === undefined
          ? 'not run'
          : `${fixed(t.measured)}${t.unit === 'rps' ? '/s' : ` ${t.unit === 'MB' ? 'MB' : 'ms'}`}`,
        t.pass === undefined ? 'n/a' : t.pass ? 'PASS' : 'FAIL',
      ]),
    )}`,
  );

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/sandbox.json'),
    `${JSON.stringify({ requests: options.requests, results, skipped, targets }, null, 2)}\n`,
  );
  console.log('\nWrote bench/results/sandbox.json');
  if (options.strict && targets.some((t) => t.pass === false)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench:sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
