import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { z } from 'zod';
import { copyPage } from '@docs/site/config/copy-page';
import { call, bin, repoRoot, siteBuild } from './support';

/**
 * The editor configurations on the MCP page, as a reader copies them (the page's Markdown copy;
 * `npm run build` first): each is valid in its client's format, the HTTP ones name the server's
 * default address, and the stdio ones, launched exactly as printed from another folder (with
 * the clone's path filled in), serve the docs.
 */

const route = '/getting-started/mcp-server';
const placeholder = '/path/to/docs';
const markdown = readFileSync(path.join(siteBuild, `${route}.md`), 'utf8');

/** The page's JSON code blocks by their title. */
const blocks = new Map(
  [...markdown.matchAll(/```json title="([^"]+)"\n([\s\S]*?)\n```/g)].map(
    ([, title, body]) => [title as string, JSON.parse(body as string) as unknown] as const,
  ),
);

const stdio = z.object({ command: z.string().min(1), args: z.array(z.string()) }).strict();
const url = z.url();
/** Each client's file format, as its documentation describes it. */
const formats = {
  // Claude Code: `mcpServers`; stdio by default (`type: "stdio"` allowed), `type: "http"` + url.
  claude: z
    .object({
      mcpServers: z.record(
        z.string(),
        z.union([
          stdio.extend({ type: z.literal('stdio').optional() }).strict(),
          z.object({ type: z.literal('http'), url }).strict(),
        ]),
      ),
    })
    .strict(),
  // Cursor: `mcpServers`; command + args for stdio, url for a remote server.
  cursor: z
    .object({
      mcpServers: z.record(z.string(), z.union([stdio, z.object({ url }).strict()])),
    })
    .strict(),
  // VS Code: `servers`; every server names its type.
  vscode: z
    .object({
      servers: z.record(
        z.string(),
        z.union([
          stdio.extend({ type: z.literal('stdio') }).strict(),
          z.object({ type: z.literal('http'), url }).strict(),
        ]),
      ),
    })
    .strict(),
};

const expected: [string, keyof typeof formats, 'stdio' | 'http'][] = [
  ['.mcp.json', 'claude', 'stdio'],
  ['.cursor/mcp.json', 'cursor', 'stdio'],
  ['.vscode/mcp.json', 'vscode', 'stdio'],
  ['.mcp.json (Claude Code, HTTP)', 'claude', 'http'],
  ['.cursor/mcp.json (Cursor, HTTP)', 'cursor', 'http'],
  ['.vscode/mcp.json (VS Code, HTTP)', 'vscode', 'http'],
];

/** The HTTP address the server listens on by default, as its own --help states it. */
function defaultHttpUrl(): string {
  const help = spawnSync(process.execPath, [bin, '--help'], {
    encoding: 'utf8',
    timeout: 30_000,
  }).stderr;
  const port = /--port <number>.*\(default (\d+)/.exec(help)?.[1];
  const host = /--host <address>.*\(default (\S+)\)/.exec(help)?.[1];
  const endpoint = /at http:\/\/<host>:<port>(\/\S+)/.exec(help)?.[1];
  expect([host, port, endpoint]).not.toContain(undefined);
  return `http://${host}:${port}${endpoint}`;
}

/** The one server entry of a configuration. */
function serverOf(config: unknown): Record<string, unknown> {
  const servers =
    (config as { mcpServers?: object; servers?: object }).mcpServers ??
    (config as { servers?: object }).servers ??
    {};
  const entries = Object.values(servers) as Record<string, unknown>[];
  expect(entries).toHaveLength(1);
  return entries[0] as Record<string, unknown>;
}

test('the page prints a configuration for each client and transport, each in its format', () => {
  expect([...blocks.keys()].sort()).toEqual(expected.map(([title]) => title).sort());
  const httpUrl = defaultHttpUrl();
  for (const [title, client, transport] of expected) {
    const config = blocks.get(title);
    expect(() => formats[client].parse(config), title).not.toThrow();
    const server = serverOf(config);
    if (transport === 'http') {
      expect(server.url, title).toBe(httpUrl);
    } else {
      expect(server.command, title).toBe('node');
    }
  }
});

test('the Copy page menu leads to this page', () => {
  expect(copyPage.mcpGuide?.route).toBe(route);
});

for (const [title, , transport] of expected.filter(([, , kind]) => kind === 'stdio')) {
  test(`the stdio configuration in ${title} starts the server from another folder`, async () => {
    const server = serverOf(blocks.get(title)) as { command: string; args: string[] };
    const args = server.args.map((arg) => arg.replace(placeholder, repoRoot));
    expect(args.join(' ')).not.toBe(server.args.join(' '));
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'docs-mcp-editor-'));
    const client = new Client({ name: `e2e-${transport}`, version: '1.0.0' });
    try {
      await client.connect(
        new StdioClientTransport({ command: server.command, args, cwd: elsewhere }),
      );
      const result = await call(client, 'get_api_operation', { name: 'create_wallet' });
      expect(result.structuredContent).toMatchObject({
        activityType: 'ACTIVITY_TYPE_CREATE_WALLET',
        sdk: { http: 'createWallet' },
      });
    } finally {
      await client.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
}
