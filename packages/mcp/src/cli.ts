import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { startHttpServer } from './http';
import { createDocsServer } from './server';
import { loadSite } from './site';
import { resolveSiteDir, SiteNotBuiltError } from './site-files';

/**
 * `docs-mcp`: the MCP server over the built docs. stdio by default (stdout carries the protocol
 * and nothing else; messages go to stderr); `--http` for Streamable HTTP.
 */

export const defaultPort = 3333;

const usage = `Usage: docs-mcp [options]

Serves the built documentation site to MCP clients.

  --http                   Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --host <address>         HTTP: address to listen on (default 127.0.0.1)
  --port <number>          HTTP: port (default ${defaultPort}; 0 picks a free one)
  --allowed-hosts <list>   HTTP: comma-separated Host names to accept
                           (default 127.0.0.1, localhost, [::1] and the --host address)
  --allowed-origins <list> HTTP: comma-separated browser origins to accept
                           (default http://<each allowed host>:<port>)
  --site-dir <folder>      the built site to serve (default: the copy packed with the
                           package, else the repository's site/build)
  --help                   this text
`;

class UsageError extends Error {}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

export interface CliOptions {
  http: boolean;
  host: string;
  port: number;
  allowedHosts?: string[];
  allowedOrigins?: string[];
  siteDir?: string;
  help: boolean;
}

export function parseCliArgs(args: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        http: { type: 'boolean', default: false },
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: String(defaultPort) },
        'allowed-hosts': { type: 'string' },
        'allowed-origins': { type: 'string' },
        'site-dir': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new UsageError(
      `--port must be a whole number from 0 to 65535; received "${values.port}".`,
    );
  }
  const options: CliOptions = { http: values.http, host: values.host, port, help: values.help };
  const allowedHosts = list(values['allowed-hosts']);
  const allowedOrigins = list(values['allowed-origins']);
  if (allowedHosts) options.allowedHosts = allowedHosts;
  if (allowedOrigins) options.allowedOrigins = allowedOrigins;
  if (values['site-dir']) options.siteDir = values['site-dir'];
  return options;
}

/** Runs the server; resolves with the exit code when start-up fails, else keeps running. */
export async function main(args: string[]): Promise<number | undefined> {
  let options: CliOptions;
  try {
    options = parseCliArgs(args);
  } catch (error) {
    process.stderr.write(`docs-mcp: ${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    process.stderr.write(usage);
    return 0;
  }
  // dist/cli.js or src/cli.ts: the package folder is one level up.
  const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  let site;
  try {
    site = await loadSite(resolveSiteDir(packageDir, options.siteDir));
  } catch (error) {
    if (error instanceof SiteNotBuiltError) {
      process.stderr.write(`docs-mcp: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (options.http) {
    const allowed: { allowedHosts?: string[]; allowedOrigins?: string[] } = {};
    if (options.allowedHosts) allowed.allowedHosts = options.allowedHosts;
    if (options.allowedOrigins) allowed.allowedOrigins = options.allowedOrigins;
    const { url } = await startHttpServer(site, {
      host: options.host,
      port: options.port,
      allowed,
    });
    process.stderr.write(`docs-mcp: serving ${site.dir} at ${url}\n`);
    return undefined;
  }
  await createDocsServer(site).connect(new StdioServerTransport());
  return undefined;
}
