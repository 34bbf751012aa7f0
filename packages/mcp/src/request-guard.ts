import type { IncomingHttpHeaders } from 'node:http';

/**
 * DNS-rebinding protection for the HTTP transport: a page on another site can make a browser
 * send requests to 127.0.0.1 under its own host name, so a request must name an allowed host,
 * and a browser's request must come from an allowed origin. Checked before the MCP transport
 * sees the request.
 */

export interface RequestGuard {
  /** Host names the `Host` header may carry, without port (`[::1]` for IPv6). */
  allowedHosts: string[];
  /** Full origins a browser's `Origin` header may carry (`http://localhost:3333`). */
  allowedOrigins: string[];
}

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The guard for a server listening on `listenHost:port`: the given hosts, else the loopback
 * names plus the listen address when it is a specific one; the given origins, else `http://`
 * each allowed host on that port.
 */
export function guardFor(
  listenHost: string,
  port: number,
  configured: Partial<RequestGuard> = {},
): RequestGuard {
  const named = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const listening = ['0.0.0.0', '[::]'].includes(named) ? [] : [named];
  const allowedHosts = configured.allowedHosts ?? [...new Set([...loopbackHosts, ...listening])];
  const allowedOrigins =
    configured.allowedOrigins ?? allowedHosts.map((host) => `http://${host}:${port}`);
  return { allowedHosts, allowedOrigins };
}

/** `localhost:3333` → `localhost`, `[::1]:3333` → `[::1]`. */
function hostName(header: string): string {
  const trimmed = header.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '');
}

/** Why the request is refused, or null when it may proceed. */
export function refusal(headers: IncomingHttpHeaders, guard: RequestGuard): string | null {
  const host = headers.host;
  if (!host) return 'Missing Host header.';
  const hosts = guard.allowedHosts.map((allowed) => allowed.toLowerCase());
  if (!hosts.includes(hostName(host))) {
    return `Host "${host}" is not allowed; allowed hosts: ${guard.allowedHosts.join(', ')} (--allowed-hosts).`;
  }
  const origin = headers.origin;
  if (origin !== undefined) {
    const origins = guard.allowedOrigins.map((allowed) =>
      allowed.toLowerCase().replace(/\/+$/, ''),
    );
    if (!origins.includes(origin.toLowerCase().replace(/\/+$/, ''))) {
      return `Origin "${origin}" is not allowed; allowed origins: ${guard.allowedOrigins.join(', ')} (--allowed-origins).`;
    }
  }
  return null;
}
