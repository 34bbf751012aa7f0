/**
 * Shared set-up of the conformance suite: a real Node server on port 0 over the run's storage
 * backend (in-memory SQLite, or a schema of its own in PostgreSQL: see
 * `storage/__tests__/backend.ts`), and organizations bootstrapped with fresh P-256 API keys, the
 * way a reader starts.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { Turnkey } from '@turnkey/sdk-server';
import { afterAll, beforeAll } from 'vitest';
import { createChains } from '../../chains/index';
import { createSandbox, secureRandom, type Sandbox, type SandboxOptions } from '../../core/index';
import { newP256KeyPair, type ApiKeyPair } from '../../node/keys';
import { listen, type RunningServer } from '../../node/server';
import { openTestStorage } from '../../storage/__tests__/backend';
import type { Storage } from '../../storage/types';

export interface Harness {
  url: string;
  sandbox: Sandbox;
}

/** Starts one sandbox server for the file's tests and stops it afterwards. */
export function useSandbox(options: Omit<SandboxOptions, 'storage'> = {}): Harness {
  const harness = {} as Harness;
  let running: RunningServer | undefined;
  let storage: Storage | undefined;
  beforeAll(async () => {
    storage = await openTestStorage();
    const kept = storage;
    harness.sandbox = createSandbox({
      chains: (now) => createChains({ storage: kept, now }),
      ...options,
      storage,
    });
    running = await listen(harness.sandbox, { port: 0 });
    harness.url = running.url;
  });
  afterAll(async () => {
    await harness.sandbox.webhooks.close();
    await running?.close();
    await storage?.close();
  });
  return harness;
}

export interface Account {
  organizationId: string;
  userId: string;
  keys: ApiKeyPair;
  stamper: ApiKeyStamper;
  client: TurnkeyClient;
}

/** A fresh sandbox organization whose root user holds a new P-256 API key. */
export async function newOrganization(harness: Harness): Promise<Account> {
  const keys = newP256KeyPair(secureRandom);
  const response = await fetch(`${harness.url}/sandbox/v1/organizations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ publicKey: keys.publicKey }),
  });
  if (!response.ok)
    throw new Error(`bootstrap failed: ${response.status} ${await response.text()}`);
  const { organizationId, userId } = (await response.json()) as {
    organizationId: string;
    userId: string;
  };
  return { organizationId, userId, keys, ...clientFor(harness, keys) };
}

/** A new organization and `@turnkey/sdk-server`'s `apiClient()` for its root key. */
export async function newServerClient(harness: Harness) {
  const account = await newOrganization(harness);
  const client = new Turnkey({
    apiBaseUrl: harness.url,
    apiPublicKey: account.keys.publicKey,
    apiPrivateKey: account.keys.privateKey,
    defaultOrganizationId: account.organizationId,
  }).apiClient();
  return { account, client };
}

/** A `TurnkeyClient` stamping with `keys`, and its stamper. */
export function clientFor(harness: Harness, keys: ApiKeyPair) {
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  return { stamper, client: new TurnkeyClient({ baseUrl: harness.url }, stamper) };
}

/** Sends `body` exactly as given, stamped by `stamper` unless told otherwise. */
export async function post(
  harness: Harness,
  path: string,
  body: string,
  options: { stamper?: ApiKeyStamper; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.stamper) {
    const stamp = await options.stamper.stamp(body);
    headers[stamp.stampHeaderName] = stamp.stampHeaderValue;
  }
  const response = await fetch(`${harness.url}${path}`, {
    method: 'POST',
    headers: { ...headers, ...options.headers },
    body,
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Kept as text: the test will show it.
  }
  return { status: response.status, headers: response.headers, json };
}

export const ETHEREUM_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
} as const;

export const SOLANA_ACCOUNT = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
} as const;

export const now = () => String(Date.now());

/** A wallet in the account's organization, created with `TurnkeyClient`; its activity too. */
export async function createWalletIn(
  account: Account,
  walletName: string,
  accounts: Parameters<TurnkeyClient['createWallet']>[0]['parameters']['accounts'],
) {
  const { activity } = await account.client.createWallet({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId: account.organizationId,
    parameters: { walletName, accounts },
  });
  const result = activity.result.createWalletResult;
  return { activity, walletId: result?.walletId ?? '', address: result?.addresses[0] ?? '' };
}

/** The chains `GET /sandbox/v1/info` lists, with their JSON-RPC URLs. */
export async function chainsOf(harness: Harness) {
  const response = await fetch(`${harness.url}/sandbox/v1/info`);
  const { chains } = (await response.json()) as {
    chains: { caip2: string; rpcUrl: string; externalRpcUrl?: string }[];
  };
  return chains;
}

/** The JSON-RPC URL the sandbox lists for `caip2`, as a client is pointed at it. */
export async function rpcUrlOf(harness: Harness, caip2: string): Promise<string> {
  const chain = (await chainsOf(harness)).find((candidate) => candidate.caip2 === caip2);
  if (!chain) throw new Error(`no chain ${caip2} in /sandbox/v1/info`);
  return chain.rpcUrl;
}

export { closedPortUrl } from '../../chains/__tests__/loopback';
