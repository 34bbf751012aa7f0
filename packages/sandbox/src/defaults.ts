/** Where the sandbox listens unless told otherwise: loopback only, so nothing on the network reaches it. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;

/** Every sandbox response carries this header, so a client can tell it is not the platform. */
export const SANDBOX_HEADER = { name: 'X-Sandbox', value: 'true' } as const;

/** Sandbox-only endpoints (bootstrap, state, reset, clock, outbox, info) live under this prefix. */
export const SANDBOX_PREFIX = '/sandbox/v1';
