/**
 * Keeps web pages from driving a developer's local sandbox, checked by the Node adapter before
 * the core sees a request (the in-page sandbox has no network surface to guard).
 *
 * - `/sandbox/v1/*` takes no stamp, so it is guarded like the MCP server: the `Host` header must
 *   name an allowed host (a page that rebinds its own name to 127.0.0.1 sends its own name), a
 *   browser's `Origin` must be an allowed origin, and a state-changing request must carry a JSON
 *   `Content-Type` or the `X-Sandbox-Request` header, which a page can only send after a CORS
 *   preflight the sandbox answers for allowed origins only (a cross-site `text/plain` form post
 *   carries neither).
 * - `/public/v1/*` is the platform's API: a request is only as good as its stamp, so, as for a
 *   browser calling the platform, any origin may call it (preflight included).
 *
 * Allowed origins: any `http(s)://` origin on a loopback name (local dev servers of the docs and
 * of the reader's own app), the docs site's published origin, and `--allowed-origins`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SandboxError } from '../core/errors';
import { DOCS_SITE_ORIGINS, SANDBOX_PREFIX } from '../defaults';

/** The header that marks a request to `/sandbox/v1/*` as sent by a program, not a form. */
export const SANDBOX_REQUEST_HEADER = 'X-Sandbox-Request';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

const STAMP_HEADERS = ['X-Stamp', 'X-Stamp-WebAuthn', 'X-Stamp-Attested'];

export interface SandboxGuard {
  /** Host names `Host` may carry for `/sandbox/v1/*`, without port (`[::1]` for IPv6). */
  allowedHosts: string[];
  /** Origins allowed besides loopback ones, e.g. `https://docs.example.com`. */
  allowedOrigins: string[];
}

/** The guard for a server on `listenHost`: loopback names and a specific listen address. */
export function sandboxGuard(
  listenHost: string,
  configured: Partial<SandboxGuard> = {},
): SandboxGuard {
  const named = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const listening = ['0.0.0.0', '[::]'].includes(named) ? [] : [named];
  return {
    allowedHosts: [
      ...new Set([...LOOPBACK_HOSTS, ...listening, ...(configured.allowedHosts ?? [])]),
    ],
    allowedOrigins: [...new Set([...DOCS_SITE_ORIGINS, ...(configured.allowedOrigins ?? [])])],
  };
}

/** `localhost:3333` → `localhost`, `[::1]:3333` → `[::1]`. */
function hostName(header: string): string {
  const trimmed = header.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '');
}

function originAllowed(origin: string, guard: SandboxGuard): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return false;
  if (LOOPBACK_HOSTS.includes(url.hostname.toLowerCase())) return true;
  return guard.allowedOrigins.some(
    (allowed) => allowed.toLowerCase().replace(/\/+$/, '') === url.origin.toLowerCase(),
  );
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export type GuardAnswer =
  /** Refuse with this error (CORS headers included so a page can read why). */
  | { kind: 'refuse'; error: SandboxError; cors: Record<string, string> }
  /** Answer a CORS preflight with 204 and these headers. */
  | { kind: 'preflight'; cors: Record<string, string> }
  /** Pass the request on; add these headers to the answer. */
  | { kind: 'pass'; cors: Record<string, string> };

const refuse = (message: string, httpStatus?: number): SandboxError =>
  httpStatus === 415
    ? new SandboxError('INVALID_ARGUMENT', 'UNSUPPORTED_CONTENT_TYPE', message, 415)
    : new SandboxError('PERMISSION_DENIED', 'REQUEST_NOT_AUTHORIZED', message);

/** What to do with a request of `method` to `path` with `headers`. */
export function guardRequest(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  guard: SandboxGuard,
): GuardAnswer {
  const origin = header(headers, 'origin');
  const sandboxOnly = path === SANDBOX_PREFIX || path.startsWith(`${SANDBOX_PREFIX}/`);
  const allowedOrigin = origin !== undefined && (!sandboxOnly || originAllowed(origin, guard));
  const cors: Record<string, string> =
    origin !== undefined && allowedOrigin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Expose-Headers': 'X-Sandbox',
          Vary: 'Origin',
        }
      : { Vary: 'Origin' };

  if (sandboxOnly) {
    const host = header(headers, 'host');
    if (!host || !guard.allowedHosts.includes(hostName(host))) {
      const error = refuse(
        `Host "${host ?? ''}" is not allowed for ${SANDBOX_PREFIX}; allowed hosts: ${guard.allowedHosts.join(', ')} (--allowed-hosts)`,
      );
      return { kind: 'refuse', error, cors };
    }
    if (origin !== undefined && !allowedOrigin) {
      const error = refuse(
        `Origin "${origin}" may not call ${SANDBOX_PREFIX}; allowed: loopback origins, ${guard.allowedOrigins.join(', ')} (--allowed-origins)`,
      );
      return { kind: 'refuse', error, cors };
    }
  }

  if (method === 'OPTIONS') {
    if (origin === undefined || !allowedOrigin) {
      return {
        kind: 'refuse',
        error: refuse(`No CORS preflight for origin ${origin ?? '(none)'} at ${path}`),
        cors,
      };
    }
    return {
      kind: 'preflight',
      cors: {
        ...cors,
        'Access-Control-Allow-Methods': sandboxOnly ? 'GET, POST' : 'POST',
        'Access-Control-Allow-Headers': sandboxOnly
          ? `Content-Type, ${SANDBOX_REQUEST_HEADER}`
          : ['Content-Type', ...STAMP_HEADERS].join(', '),
        'Access-Control-Max-Age': '600',
        // Chrome asks a loopback server before a public page may reach it.
        ...(header(headers, 'access-control-request-private-network') === 'true'
          ? { 'Access-Control-Allow-Private-Network': 'true' }
          : {}),
      },
    };
  }

  if (sandboxOnly && method !== 'GET' && method !== 'HEAD') {
    const type = header(headers, 'content-type') ?? '';
    const json = /^application\/json\s*(;|$)/i.test(type.trim());
    if (!json && header(headers, SANDBOX_REQUEST_HEADER) === undefined) {
      const error = refuse(
        `${method} ${path} changes the sandbox: send Content-Type: application/json (or the ${SANDBOX_REQUEST_HEADER} header), received ${type === '' ? 'no Content-Type' : type}`,
        415,
      );
      return { kind: 'refuse', error, cors };
    }
  }
  return { kind: 'pass', cors };
}
