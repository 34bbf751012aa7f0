/**
 * The chains survive `kill -9`: the CLI (on `--data DIR`) is killed in the middle of a burst of
 * transfers sent to a chain's own JSON-RPC, then restarted on the same folder. Every transaction
 * whose hash was answered is on the chain again with its receipt, none is there twice (the
 * sender's nonce counts them), and the balances add up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, defineChain, http, parseGwei, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/sandbox.ts');
const BURST = 120;
const KILL_AFTER = 40;
const CAIP2 = 'eip155:84532';
const VALUE = 1000n;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-chains-crash-'));
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', BIN, '--port', '0', '--data', dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start-up output:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function clientOf(url: string) {
  const rpcUrl = `${url}/sandbox/v1/chains/${CAIP2}/rpc`;
  const chain = defineChain({
    id: 84532,
    name: CAIP2,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }) });
}

describe('local chains after kill -9', () => {
  it('keep every answered transaction, once, and the faucet grants', async () => {
    const first = await start();
    const sender = privateKeyToAccount(generatePrivateKey());
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const grant = await fetch(`${first.url}/sandbox/v1/faucet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ caip2: CAIP2, address: sender.address, amount: '10000000000000000' }),
    });
    expect(grant.status).toBe(200);
    const before = clientOf(first.url);
    const answered: Hash[] = [];
    for (let nonce = 0; nonce < BURST; nonce += 1) {
      if (answered.length === KILL_AFTER) first.child.kill('SIGKILL');
      const signed = await sender.signTransaction({
        chainId: 84532,
        type: 'eip1559',
        nonce,
        to: recipient,
        value: VALUE,
        gas: 21000n,
        maxFeePerGas: parseGwei('3'),
        maxPriorityFeePerGas: parseGwei('1'),
      });
      try {
        answered.push(await before.sendRawTransaction({ serializedTransaction: signed }));
      } catch {
        break;
      }
    }
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await start();
    const after = clientOf(second.url);
    for (const hash of answered) {
      expect((await after.getTransactionReceipt({ hash })).status).toBe('success');
    }
    // Each nonce is used at most once; one sent as the process died may have landed unanswered.
    const landed = BigInt(await after.getTransactionCount({ address: sender.address }));
    expect(landed - BigInt(answered.length)).toBeGreaterThanOrEqual(0n);
    expect(landed - BigInt(answered.length)).toBeLessThanOrEqual(1n);
    expect(await after.getBalance({ address: recipient })).toBe(landed * VALUE);
    second.child.kill('SIGKILL');
  }, 90_000);
});
