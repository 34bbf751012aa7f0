/**
 * Nothing lost: the CLI server is killed with SIGKILL in the middle of a burst of 200
 * create_wallet calls, then restarted on the same state. Every activity that was answered
 * COMPLETED is there with its wallet and account, and every stored wallet has its activity:
 * nothing is half-written. On SQLite the state is a data directory; in the PostgreSQL half
 * (`npm run test:sandbox-pg`) it is a schema of its own in `DATABASE_URL`'s database, which the
 * CLI reaches through the URL's `options=-c search_path=…`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND, databaseUrl, dropSchema, newSchemaName } from '../storage/__tests__/backend';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/sandbox.ts');
const BURST = 200;
const KILL_AFTER = 60;
const CONCURRENCY = 8;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-crash-'));
const schema = BACKEND === 'postgres' ? newSchemaName() : undefined;

/** Where both runs of the CLI keep their state: arguments and environment. */
function stateOptions(): { args: string[]; env: NodeJS.ProcessEnv } {
  if (!schema) return { args: ['--data', dataDir], env: { ...process.env, DATABASE_URL: '' } };
  const base = databaseUrl();
  const options = encodeURIComponent(`-c search_path=${schema}`);
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${options}`;
  return { args: [], env: { ...process.env, DATABASE_URL: url } };
}

beforeAll(async () => {
  if (!schema) return;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (schema) await dropSchema(schema);
});

/** Starts the CLI and resolves with everything it printed once the wanted lines are there. */
function start(args: string[], wanted: RegExp): Promise<{ child: ChildProcess; output: string }> {
  const state = stateOptions();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', BIN, '--port', '0', ...state.args, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: state.env },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start-up output:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (wanted.test(output)) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

const field = (output: string, name: string) =>
  new RegExp(`${name}=(\\S+)`).exec(output)?.[1] ?? '';
const urlOf = (output: string) => /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? '';

describe('crash safety', () => {
  it('keeps every answered activity and no half-written wallet after SIGKILL', async () => {
    const first = await start(['--bootstrap'], /ORGANIZATION_ID=\S+\n/);
    expect(first.output).toContain(BACKEND === 'postgres' ? 'state: PostgreSQL' : 'state: SQLite');
    const organizationId = field(first.output, 'ORGANIZATION_ID');
    const stamper = new ApiKeyStamper({
      apiPublicKey: field(first.output, 'API_PUBLIC_KEY'),
      apiPrivateKey: field(first.output, 'API_PRIVATE_KEY'),
    });
    const before = new TurnkeyClient({ baseUrl: urlOf(first.output) }, stamper);

    const answered = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < BURST) {
        const index = next;
        next += 1;
        if (answered.size >= KILL_AFTER && first.child.exitCode === null)
          first.child.kill('SIGKILL');
        try {
          const { activity } = await before.createWallet({
            type: 'ACTIVITY_TYPE_CREATE_WALLET',
            timestampMs: String(Date.now()),
            organizationId,
            parameters: {
              walletName: `burst-${index}`,
              accounts: [
                {
                  curve: 'CURVE_SECP256K1',
                  pathFormat: 'PATH_FORMAT_BIP32',
                  path: "m/44'/60'/0'/0/0",
                  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
                },
              ],
            },
          });
          if (activity.status === 'ACTIVITY_STATUS_COMPLETED') {
            answered.set(activity.id, activity.result.createWalletResult?.walletId ?? '');
          }
        } catch {
          // The server is gone: this call was never answered.
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size).toBeLessThan(BURST);

    const second = await start([], /listening on http:\/\/\S+/);
    const after = new TurnkeyClient({ baseUrl: urlOf(second.output) }, stamper);
    const { wallets } = await after.getWallets({ organizationId });
    const stored: { id: string; walletId: string }[] = [];
    let cursor: string | undefined;
    for (;;) {
      const { activities } = await after.getActivities({
        organizationId,
        paginationOptions: { limit: '100', ...(cursor ? { after: cursor } : {}) },
      });
      for (const activity of activities) {
        stored.push({
          id: activity.id,
          walletId: activity.result.createWalletResult?.walletId ?? '',
        });
      }
      if (activities.length < 100) break;
      cursor = activities.at(-1)?.id;
    }
    const storedById = new Map(stored.map((activity) => [activity.id, activity.walletId]));
    for (const [activityId, walletId] of answered)
      expect(storedById.get(activityId)).toBe(walletId);
    expect(wallets.map((wallet) => wallet.walletId).sort()).toEqual(
      stored.map((activity) => activity.walletId).sort(),
    );
    const { accounts } = await after.getWalletAccounts({
      organizationId,
      paginationOptions: { limit: '100' },
    });
    expect(new Set(accounts.map((account) => account.walletId))).toEqual(
      new Set(wallets.slice(0, 100).map((wallet) => wallet.walletId)),
    );
    second.child.kill('SIGTERM');
  }, 120_000);
});
