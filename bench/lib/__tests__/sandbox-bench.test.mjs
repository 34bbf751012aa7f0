import { describe, expect, it } from 'vitest';
import {
  checkProcessTargets,
  checkTargets,
  memoryFromStatus,
  parseSandboxOptions,
  parseStartup,
  runConcurrent,
  summarize,
} from '../sandbox-bench.mjs';

describe('parseSandboxOptions', () => {
  it('defaults to 1000 requests on every backend, not strict', () => {
    expect(parseSandboxOptions([])).toEqual({
      requests: 1000,
      backends: ['sqlite-memory', 'sqlite-data', 'postgres'],
      operations: ['whoami', 'create_wallet', 'sign_raw_payload', 'eth_send_transaction'],
      client: 'lean',
      strict: false,
      help: false,
    });
  });

  it('expands sqlite to both SQLite backends and keeps a fixed order', () => {
    const options = parseSandboxOptions(['--backends', 'postgres,sqlite', '--requests=50']);
    expect(options.backends).toEqual(['sqlite-memory', 'sqlite-data', 'postgres']);
    expect(options.requests).toBe(50);
    expect(parseSandboxOptions(['--backends=sqlite-data']).backends).toEqual(['sqlite-data']);
  });

  it('measures the operations named, in a fixed order', () => {
    expect(parseSandboxOptions(['--operations', 'sign_raw_payload, whoami']).operations).toEqual([
      'whoami',
      'sign_raw_payload',
    ]);
    expect(() => parseSandboxOptions(['--operations', 'whoami,export'])).toThrow(/got "export"/);
    expect(() => parseSandboxOptions(['--operations', ' '])).toThrow(/--operations takes/);
  });

  it('drives the sandbox with the lean client or the published one', () => {
    expect(parseSandboxOptions(['--client', 'published']).client).toBe('published');
    expect(() => parseSandboxOptions(['--client', 'curl'])).toThrow(
      /lean or published, got "curl"/,
    );
  });

  it('refuses bad values with a message naming the option', () => {
    expect(() => parseSandboxOptions(['--requests', '3'])).toThrow(/--requests takes/);
    expect(() => parseSandboxOptions(['--requests', 'many'])).toThrow(/"many"/);
    expect(() => parseSandboxOptions(['--backends', 'mysql'])).toThrow(/got "mysql"/);
    expect(() => parseSandboxOptions(['--backends', ','])).toThrow(/--backends takes/);
    expect(() => parseSandboxOptions(['--requests'])).toThrow(/--requests needs a value/);
    expect(() => parseSandboxOptions(['--fast'])).toThrow(/Unknown option "--fast"/);
  });
});

describe('runConcurrent', () => {
  it('makes every call once, with at most `clients` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const seen = [];
    const { latencies } = await runConcurrent(20, 4, async (index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      seen.push(index);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
    });
    expect(latencies).toHaveLength(20);
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect(most).toBe(4);
  });

  it('times each call and the whole run with the clock it is given', async () => {
    let clock = 0;
    const now = () => clock;
    const run = await runConcurrent(
      3,
      1,
      async () => {
        clock += 5;
      },
      now,
    );
    expect(run).toEqual({ latencies: [5, 5, 5], wallMs: 15 });
  });

  it('refuses a run with no calls or no clients', async () => {
    await expect(runConcurrent(0, 1, async () => {})).rejects.toThrow(/total/);
    await expect(runConcurrent(1, 0, async () => {})).rejects.toThrow(/clients/);
  });
});

describe('summarize', () => {
  it('gives nearest-rank p50 and p95 and requests per second over the wall time', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(summarize({ latencies, wallMs: 500 })).toEqual({
      requests: 100,
      p50Ms: 51,
      p95Ms: 96,
      rps: 200,
    });
  });

  it('refuses an empty run', () => {
    expect(() => summarize({ latencies: [], wallMs: 1 })).toThrow(/no latencies/);
  });
});

describe('checkProcessTargets', () => {
  it('judges start-up and memory on every backend, at or under the limit', () => {
    const results = checkProcessTargets([
      { backend: 'sqlite-data', startupMs: 1000, rssMb: 400.1 },
      { backend: 'postgres', startupMs: 1000.5, rssMb: undefined },
    ]);
    expect(results.map((r) => [r.backend, r.target, r.pass])).toEqual([
      ['sqlite-data', 'start-up ≤ 1 s (chains not started)', true],
      ['sqlite-data', 'RSS ≤ 400 MB after the run', false],
      ['postgres', 'start-up ≤ 1 s (chains not started)', false],
      ['postgres', 'RSS ≤ 400 MB after the run', undefined],
    ]);
  });
});

describe('checkTargets', () => {
  const row = (backend, operation, clients, p95Ms, rps) => ({
    backend,
    operation,
    clients,
    p95Ms,
    rps,
  });

  it('judges each target at its client count on each SQLite backend', () => {
    const results = checkTargets([
      row('sqlite-memory', 'whoami', 1, 50, 10), // 1 client: not judged
      row('sqlite-memory', 'whoami', 16, 9.9, 10),
      row('sqlite-memory', 'sign_raw_payload', 16, 99, 300),
      row('sqlite-memory', 'eth_send_transaction', 1, 99, 20),
      row('sqlite-memory', 'eth_send_transaction', 16, 400, 99),
      row('sqlite-data', 'whoami', 16, 10, 900),
      row('postgres', 'whoami', 16, 1, 1),
    ]);
    expect(results.map((r) => [r.backend, r.target, r.pass])).toEqual([
      ['sqlite-memory', 'whoami p95 < 10 ms', true],
      ['sqlite-memory', 'sign_raw_payload ≥ 300/s', true],
      ['sqlite-memory', 'eth_send_transaction to INCLUDED p95 < 100 ms at 1 client', true],
      ['sqlite-memory', 'eth_send_transaction to INCLUDED ≥ 100/s', false],
      ['sqlite-data', 'whoami p95 < 10 ms', false],
      ['sqlite-data', 'sign_raw_payload ≥ 300/s', undefined],
      ['sqlite-data', 'eth_send_transaction to INCLUDED p95 < 100 ms at 1 client', undefined],
      ['sqlite-data', 'eth_send_transaction to INCLUDED ≥ 100/s', undefined],
    ]);
  });
});

describe('parseStartup', () => {
  const printed = `Sandbox listening on http://127.0.0.1:40123 (state: PostgreSQL /tmp/x/sandbox)
Every response carries X-Sandbox: true.
API_PUBLIC_KEY=02ab
API_PRIVATE_KEY=cd
ORGANIZATION_ID=org-1
`;

  it('reads the URL, state, key pair and organization', () => {
    expect(parseStartup(printed)).toEqual({
      url: 'http://127.0.0.1:40123',
      state: 'PostgreSQL /tmp/x/sandbox',
      publicKey: '02ab',
      privateKey: 'cd',
      organizationId: 'org-1',
    });
  });

  it('waits until the bootstrap lines are all there', () => {
    expect(parseStartup(printed.split('ORGANIZATION_ID')[0])).toBeUndefined();
    expect(parseStartup('')).toBeUndefined();
  });
});

describe('memoryFromStatus', () => {
  it('reads VmRSS and VmHWM in MB', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
    expect(memoryFromStatus(status)).toEqual({ rssMb: 100, peakRssMb: 200 });
  });

  it('says nothing rather than guessing when the lines are missing', () => {
    expect(memoryFromStatus('')).toEqual({ rssMb: undefined, peakRssMb: undefined });
  });
});
