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

export interface SandboxOptions {
  storage: Storage;
  /** The host clock; the sandbox adds its own offset (`POST /sandbox/v1/clock`). */
  clock?: Clock;
  /** Random bytes; pass `seededRandom(seed)` for deterministic ids and keys. */
  random?: RandomBytes;
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
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = sandboxClock(options.clock ?? systemClock);
  const random = options.random ?? secureRandom;
  const env: Environment = {
    storage: options.storage,
    context: {
      storage: options.storage,
      random,
      now: () => clock.now(),
      timestamp: () => timestampOf(clock.now()),
      newId: () => uuidFrom(random),
      chains: options.chains?.(() => clock.now()),
    },
  };

  async function route(request: SandboxRequest): Promise<Response> {
    const { pathname } = new URL(request.url);
    const apiRoute = routes.get(pathname);
    if (apiRoute) return handleApi(env, apiRoute, request);
    if (pathname.startsWith(`${SANDBOX_PREFIX}/`)) return handleSandbox(env, clock, request);
    throw new SandboxError('NOT_FOUND', 'NOT_FOUND', `No operation or endpoint at ${pathname}`);
  }

  return {
    clock,
    handle: async (request) => {
      try {
        return await route(request);
      } catch (error) {
        return errorResponse(error);
      }
    },
    createOrganization: (input) => createOrganization(env, input),
  };
}

export { fidelityTable, routes, type FidelityRow, type Route } from './endpoints/routes';
export { MAX_BODY_BYTES } from './endpoints/api';
export { seededRandom, secureRandom, type RandomBytes } from './random';
export { SandboxError } from './errors';
export type { SandboxRequest } from './request';
export type { Clock } from './clock';
