/**
 * What the worker does with each call, apart from the message plumbing (worker.ts): the sandbox
 * core over the IndexedDB backend, the reader's identity kept in the same database, snapshots
 * and reset. Every call gets exactly one answer; nothing here rejects.
 */
import { createSandbox, type Sandbox } from '@docs/sandbox';
import { createBrowserChains } from '@docs/sandbox/chains/browser';
import {
  openIndexedDbStorage,
  StorageFullError,
  type IndexedDbStorage,
} from '@docs/sandbox/indexeddb';
import { generateApiKey } from '../keys';
import { failureResponse } from './failure';
import type { FromWorker, ToWorker, WorkerFailure, WorkerResults } from './messages';
import { reasonPhrase } from './reason-phrase';
import type { SandboxIdentity, SandboxRequest, SandboxResponse, SandboxSnapshot } from './protocol';

/** One database per origin holds the in-page sandbox: its records and the reader's identity. */
export const DATABASE_NAME = 'docs-in-page-sandbox';
const IDENTITY_KEY = 'identity';

/**
 * The origin requests are built against. The core routes on the path alone, and `.invalid`
 * can never resolve, so nothing could be sent there even by mistake.
 */
const REQUEST_ORIGIN = 'https://in-page-sandbox.invalid';

export interface HostOptions {
  /** The IndexedDB to use: the worker's own by default; tests pass fake-indexeddb's. */
  indexedDB?: IDBFactory;
  databaseName?: string;
}

interface Opened {
  storage: IndexedDbStorage;
  sandbox: Sandbox;
}

function isIdentity(value: unknown): value is SandboxIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['organizationId', 'userId', 'apiKeyId', 'apiPublicKey', 'apiPrivateKey'];
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
}

/** Why `request` cannot be answered, or undefined when it is well formed. */
export function requestProblem(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return 'The request is not an object.';
  const { path, method, headers, body } = request as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    return `The request path must start with a single "/" (received ${JSON.stringify(path)}).`;
  }
  if (method !== 'GET' && method !== 'POST') {
    return `The method must be GET or POST (received ${JSON.stringify(method)}).`;
  }
  if (
    typeof headers !== 'object' ||
    headers === null ||
    Object.values(headers).some((value) => typeof value !== 'string')
  ) {
    return 'The headers must be an object of strings.';
  }
  if (typeof body !== 'string') return 'The body must be a string (empty for GET).';
  return undefined;
}

async function toSandboxResponse(response: Response): Promise<SandboxResponse> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return {
    status: response.status,
    statusText: response.statusText || reasonPhrase(response.status),
    headers,
    body: await response.text(),
  };
}

function failureOf(error: unknown): WorkerFailure {
  if (error instanceof StorageFullError) return { kind: 'storage-full', message: error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The core with the EVM devnets, whose engine loads on the first chain operation. */
function sandboxOver(storage: IndexedDbStorage): Sandbox {
  return createSandbox({ storage, chains: (now) => createBrowserChains({ storage, now }) });
}

export function createWorkerHost(options: HostOptions = {}) {
  let opening: Promise<Opened> | undefined;
  let identifying: Promise<SandboxIdentity> | undefined;

  function open(): Promise<Opened> {
    opening ??= (async () => {
      const factory = options.indexedDB ?? globalThis.indexedDB;
      if (!factory) throw new Error('This browser offers no IndexedDB to the worker');
      const storage = await openIndexedDbStorage({
        name: options.databaseName ?? DATABASE_NAME,
        indexedDB: factory,
      });
      return { storage, sandbox: sandboxOver(storage) };
    })();
    // A failed open is tried again on the next call.
    opening.catch(() => (opening = undefined));
    return opening;
  }

  /** The stored identity if its organization still exists (a `/sandbox/v1/reset` removes it). */
  async function storedIdentity({ storage }: Opened): Promise<SandboxIdentity | undefined> {
    const stored = await storage.readHostValue(IDENTITY_KEY);
    if (!isIdentity(stored)) return undefined;
    const organization = await storage.read((tx) => tx.get('organization', stored.organizationId));
    return organization ? stored : undefined;
  }

  async function createIdentity({ storage, sandbox }: Opened): Promise<SandboxIdentity> {
    const key = await generateApiKey();
    const created = await sandbox.createOrganization({
      publicKey: key.publicKey,
      curveType: 'API_KEY_CURVE_P256',
      organizationName: 'In-page sandbox',
      userName: 'Reader',
    });
    if (!created.apiKeyId)
      throw new Error('The sandbox created the organization without an API key');
    const identity: SandboxIdentity = {
      organizationId: created.organizationId,
      userId: created.userId,
      apiKeyId: created.apiKeyId,
      apiPublicKey: key.publicKey,
      apiPrivateKey: key.privateKey,
    };
    await storage.writeHostValue(IDENTITY_KEY, identity);
    return identity;
  }

  function identity(): Promise<SandboxIdentity> {
    // One creation at a time: two panels asking at once get the same organization.
    identifying ??= (async () => {
      const opened = await open();
      return (await storedIdentity(opened)) ?? createIdentity(opened);
    })().finally(() => (identifying = undefined));
    return identifying;
  }

  async function send(request: SandboxRequest): Promise<SandboxResponse> {
    const problem = requestProblem(request);
    if (problem) return failureResponse('INVALID_ARGUMENT', 'INVALID_REQUEST', problem);
    try {
      const { sandbox } = await open();
      const response = await sandbox.handle(
        new Request(new URL(request.path, REQUEST_ORIGIN), {
          method: request.method,
          headers: request.headers,
          body: request.method === 'GET' ? undefined : request.body,
        }),
      );
      return await toSandboxResponse(response);
    } catch (error) {
      const { message } = failureOf(error);
      return failureResponse(
        'INTERNAL',
        'SANDBOX_WORKER_FAILED',
        `The in-page sandbox failed: ${message}`,
      );
    }
  }

  async function snapshot(): Promise<SandboxSnapshot> {
    const { organizationId } = await identity();
    const { storage } = await open();
    return storage.read(async (tx) => {
      const where = { organizationId };
      const wallets = await tx.list('wallet', where);
      const accounts = await Promise.all(
        wallets.map((wallet) => tx.list('walletAccount', { parentId: wallet.walletId })),
      );
      return {
        organizationId,
        wallets: wallets.map((wallet, index) => ({
          walletId: wallet.walletId,
          walletName: wallet.walletName,
          accounts: (accounts[index] ?? []).map(({ address, addressFormat, curve, path }) => ({
            address,
            addressFormat,
            curve,
            path,
          })),
        })),
        privateKeys: (await tx.list('privateKey', where)).map(
          ({ privateKeyId, privateKeyName }) => ({ privateKeyId, privateKeyName }),
        ),
        users: (await tx.list('user', where)).map(({ userId, userName }) => ({ userId, userName })),
      };
    });
  }

  async function reset(): Promise<null> {
    await identifying?.catch(() => undefined);
    const { storage } = await open();
    await storage.resetAll();
    // A fresh core too, so the clock offset a reader set goes with everything else.
    opening = Promise.resolve({ storage, sandbox: sandboxOver(storage) });
    return null;
  }

  async function run(call: ToWorker): Promise<WorkerResults[ToWorker['op']]> {
    switch (call.op) {
      case 'open':
        await open();
        return null;
      case 'identity':
        return identity();
      case 'send':
        return send(call.request);
      case 'snapshot':
        return snapshot();
      case 'reset':
        return reset();
      default:
        throw new Error(`Unknown operation ${JSON.stringify((call as { op: unknown }).op)}`);
    }
  }

  return {
    /** The answer to one call: its value, or why it failed. */
    async answer(call: ToWorker): Promise<FromWorker> {
      try {
        return { id: call.id, ok: true, value: await run(call) };
      } catch (error) {
        return { id: call.id, ok: false, failure: failureOf(error) };
      }
    },
  };
}
