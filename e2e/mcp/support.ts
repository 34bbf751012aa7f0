import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { PageCatalog } from '@docs/docs-search/catalog';

/**
 * The MCP server as an editor runs it: the compiled bin (`npm run build` compiles it and builds
 * the site it serves), driven by the MCP SDK's own client over stdio or Streamable HTTP.
 */

export const repoRoot = path.resolve(__dirname, '../..');
export const bin = path.join(repoRoot, 'packages/mcp/bin/docs-mcp.js');
export const siteBuild = path.join(repoRoot, 'site/build');

export type TransportName = 'stdio' | 'http';
export const transports: TransportName[] = ['stdio', 'http'];

export interface Connected {
  client: Client;
  close(): Promise<void>;
  /** The HTTP endpoint (HTTP only). */
  url?: string;
}

/** Starts `docs-mcp --http --port 0` and resolves with its process and URL (from stderr). */
export function startHttpProcess(
  args: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [bin, '--http', '--port', '0', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /at (http:\/\/\S+\/mcp)/.exec(stderr)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`docs-mcp exited ${code}: ${stderr}`)));
  });
}

export async function connect(transport: TransportName): Promise<Connected> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  if (transport === 'stdio') {
    // Launched from another folder than the repository, as an editor does.
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin],
        cwd: '/',
        stderr: 'pipe',
      }),
    );
    return { client, close: () => client.close() };
  }
  const { child, url } = await startHttpProcess();
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {
    client,
    url,
    close: async () => {
      await client.close();
      child.kill();
    },
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export function builtCatalog(): PageCatalog {
  return JSON.parse(readFileSync(path.join(siteBuild, 'pages.json'), 'utf8')) as PageCatalog;
}
