/** Where the sandbox listens unless told otherwise: loopback only, so nothing on the network reaches it. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;

/** Every sandbox response carries this header, so a client can tell it is not the platform. */
export const SANDBOX_HEADER = { name: 'X-Sandbox', value: 'true' } as const;

/** Sandbox-only endpoints (bootstrap, state, reset, clock, outbox, info) live under this prefix. */
export const SANDBOX_PREFIX = '/sandbox/v1';

/**
 * The published docs site's origin, whose "Try it → Local sandbox" calls a reader's local sandbox
 * (the request guard allows it). The sandbox cannot import the site's brand setting, so this is a
 * copy; a test in the site's config compares the two.
 */
export const DOCS_SITE_ORIGINS: readonly string[] = ['https://docs.turnkey.com'];
