import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { call, repoRoot, textOf } from './support';

/**
 * The package as it would be published: `npm pack` (its prepack compiles the server and copies
 * the built site's files in; `npm run build` first), installed from the tarball into an empty
 * folder and launched with `npx docs-mcp` there, away from the repository.
 */

test('the packed tarball installs into an empty folder and serves the docs', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-pack-'));
  try {
    execFileSync('npm', ['pack', '-w', '@docs/mcp', '--pack-destination', dir, '--silent'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 120_000,
    });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    const project = path.join(dir, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(dir, tarball as string)],
      { cwd: project, stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 },
    );

    const client = new Client({ name: 'e2e-package', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'npx',
        args: ['--no-install', 'docs-mcp'],
        cwd: project,
      }),
    );
    try {
      const search = await call(client, 'search_docs', { query: 'create wallet', limit: 3 });
      expect((search.structuredContent as { hits: unknown[] }).hits).toHaveLength(3);
      const page = await call(client, 'get_page', { path: '/concepts/wallets' });
      expect(textOf(page)).toMatch(/^# Wallets\n/);
      const operation = await call(client, 'get_api_operation', { name: 'createWallet' });
      expect(operation.structuredContent).toMatchObject({
        path: '/public/v1/submit/create_wallet',
      });
      const { contents } = await client.readResource({ uri: 'docs://llms.txt' });
      expect(contents[0]).toMatchObject({ text: expect.stringMatching(/^# /) });
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
