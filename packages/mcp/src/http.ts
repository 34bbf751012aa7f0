import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { guardFor, refusal, type RequestGuard } from './request-guard';
import { createDocsServer } from './server';
import type { DocsSite } from './site';

/**
 * Streamable HTTP, stateless: every POST to `/mcp` gets a fresh MCP server and transport over
 * the shared site, so any number of processes can answer behind a load balancer. No sessions,
 * so no server-sent stream to open (GET) or session to end (DELETE).
 */

export const mcpPath = '/mcp';

export interface HttpOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Replace the default allowed hosts and origins (see `guardFor`). */
  allowed?: Partial<RequestGuard>;
}

function sendError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function handle(
  site: DocsSite,
  guard: RequestGuard,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const refused = refusal(req.headers, guard);
  if (refused) return sendError(res, 403, refused);
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path !== mcpPath) return sendError(res, 404, `Not found: the MCP endpoint is ${mcpPath}.`);
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return sendError(res, 405, 'Method not allowed: this stateless server takes POST only.');
  }
  const server = createDocsServer(site);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

/** Listens on `host:port`; resolves with the server, its URL and the guard in force. */
export function startHttpServer(
  site: DocsSite,
  options: HttpOptions,
): Promise<{ server: Server; url: string; guard: RequestGuard }> {
  let guard = guardFor(options.host, options.port, options.allowed);
  const server = createServer((req, res) => {
    handle(site, guard, req, res).catch((error: unknown) => {
      process.stderr.write(`docs-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (!res.headersSent) sendError(res, 500, 'Internal error.');
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      guard = guardFor(options.host, port, options.allowed);
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      resolve({ server, url: `http://${host}:${port}${mcpPath}`, guard });
    });
  });
}
