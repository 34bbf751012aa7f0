/**
 * The portable sandbox core: `createSandbox({ storage, clock, random })` returns a fetch-style
 * `handle(request)`. It uses Web APIs only (Request, Response, WebCrypto, TextDecoder) and pure
 * JavaScript libraries, so the same code runs in Node and in a browser worker; a test bundles it
 * for the browser and fails on any Node built-in.
 */
import { SANDBOX_PREFIX } from '../defaults';
import type { Chains } from '../chains/types';
import type { Storage } from '../storage/types';
import { handleApi, type Environment } from './endpoints/api';
import { sandboxClock, systemClock, timestampOf, type Clock, type SandboxClock } from './clock';
import { errorResponse, SandboxError } from './errors';
import { secureRandom, uuidFrom, type RandomBytes } from './random';
import type { SandboxRequest } from './request';
import { routes } from './endpoints/routes';
import { createOrganization, handleSandbox } from './endpoints/sandbox';
import { JWKS_PATH, jwksResponse } from './endpoints/webhooks';
import { WebhookDispatcher, type WebhookOptions } from './webhooks/deliveries';
import { observeCommits } from './webhooks/observe';
import { balanceEvents } from './webhooks/balance-events';
import { transactionStatusEvents } from './webhooks/transaction-events';

export interface SandboxOptions {
  storage: Storage;
  /** The host clock; the sandbox adds its own offset (`POST /sandbox/v1/clock`). */
  clock?: Clock;
  /** Random bytes; pass `seededRandom(seed)` for deterministic ids and keys. */
  random?: RandomBytes;
  /** How webhook deliveries are sent; without a transport they are signed and logged only. */
  webhooks?: WebhookOptions;
  /** Starts the local chains (e.g. `createChains` of `chains/`), given the sandbox clock. */
  chains?: (now: () => number) => Chains;
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<Response>;
  /** The sandbox clock, with its offset. */
  clock: SandboxClock;
  /** Same as `POST /sandbox/v1/organizations`, for bootstrapping from code. */
  createOrganization(input: {
    publicKey: string;
    curveType?: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
    organizationName?: string;
    userName?: string;
  }): Promise<{ organizationId: string; userId: string; apiKeyId: string | undefined }>;
  /** Webhook deliveries: wait for the ones in flight (tests), or stop scheduled retries. */
  webhooks: Pick<WebhookDispatcher, 'idle' | 'close'>;
  /** The local chains, when the sandbox runs them (the Node server's Solana WebSocket uses them). */
  chains?: Chains;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const host = options.clock ?? systemClock;
  const clock = sandboxClock(host);
  const random = options.random ?? secureRandom;
  const context = {
    storage: options.storage,
    random,
    now: () => clock.now(),
    timestamp: () => timestampOf(clock.now()),
    newId: () => uuidFrom(random),
    chains: options.chains?.(() => clock.now()),
  };
  const webhooks = new WebhookDispatcher(context, () => host.now(), options.webhooks);
  // Every committed activity write becomes an ACTIVITY_UPDATES event for its subscribers, and
  // every broadcast send its SEND_TRANSACTION_STATUS_UPDATES events, then the balance events of
  // the wallet addresses it moved coin between, in order.
  const storage = observeCommits(options.storage, ({ activities, sends }) => {
    for (const activity of activities) {
      webhooks.notify({
        eventType: 'ACTIVITY_UPDATES',
        organizationId: activity.organizationId,
        body: JSON.stringify(activity),
      });
    }
    for (const send of sends) {
      webhooks.notifyEach(async () => [
        ...(await transactionStatusEvents(options.storage, send, activities, host.now())),
        ...(context.chains ? await balanceEvents(options.storage, context.chains, send) : []),
      ]);
    }
  });
  const env: Environment = { storage, context: { ...context, storage } };

  async function route(request: SandboxRequest): Promise<Response> {
    const { pathname } = new URL(request.url);
    const apiRoute = routes.get(pathname);
    if (apiRoute) return handleApi(env, apiRoute, request);
    if (pathname === JWKS_PATH && request.method === 'GET') return jwksResponse(env);
    if (pathname.startsWith(`${SANDBOX_PREFIX}/`)) {
      return handleSandbox(env, clock, request, webhooks);
    }
    throw new SandboxError('NOT_FOUND', 'NOT_FOUND', `No operation or endpoint at ${pathname}`);
  }

  return {
    clock,
    handle: async (request) => {
      webhooks.resume();
      try {
        return await route(request);
      } catch (error) {
        return errorResponse(error);
      }
    },
    createOrganization: (input) => createOrganization(env, input),
    webhooks,
    chains: context.chains,
  };
}

export { fidelityTable, routes, type FidelityRow, type Route } from './endpoints/routes';
export { MAX_BODY_BYTES } from './endpoints/api';
export { seededRandom, secureRandom, type RandomBytes } from './random';
export { SandboxError } from './errors';
export type { SandboxRequest } from './request';
export type { Clock } from './clock';
export type { WebhookOptions, WebhookTransport } from './webhooks/deliveries';
