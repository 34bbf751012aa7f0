/**
 * The portable part of the sandbox: the core and the storage interface. Node-only pieces (the
 * HTTP server and the SQLite backend) are under `@docs/sandbox/node`.
 */
export * from './defaults';
export * from './core/index';
export type * from './storage/types';
export { sandboxOverrides, type ClientOverride } from './client-overrides';
export { CLIENT_CHECKS, type ClientCheck } from './core/client-checks';
