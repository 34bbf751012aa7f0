import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bin, repoRoot, startHttpProcess } from './support';

/**
 * What each transport promises beyond the tools (`npm run build` first): stdio writes the
 * protocol and nothing else to stdout; HTTP refuses a foreign Host or Origin (DNS rebinding)
 * and takes only POST; without a built site the server exits 1 saying how to build it.
 */

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'e2e', version: '1.0.0' },
  },
};

/** A raw POST to the endpoint with the given Host and Origin (fetch cannot set Host). */
function post(
  url: string,
  headers: Record<string, string>,
  method = 'POST',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? JSON.stringify(initialize) : undefined);
  });
}

test('stdio: stdout carries only JSON-RPC messages', async () => {
  const child = spawn('npm', ['run', '--silent', 'mcp'], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  const answered = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('"id":2')) resolve();
    });
  });
  child.stdin.write(`${JSON.stringify(initialize)}\n`);
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
  await answered;
  child.kill();
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(2);
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
});

test('without a built site it exits 1, naming the missing file and the build command', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'docs-mcp-e2e-'));
  try {
    const run = spawnSync(process.execPath, [bin, '--site-dir', empty], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${path.join(empty, 'pages.json')} is missing`);
    expect(run.stderr).toContain('npm run build');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test.describe('HTTP', () => {
  test('refuses a foreign Host or Origin, accepts its own', async () => {
    const { child, url } = await startHttpProcess();
    try {
      const port = new URL(url).port;
      const own = await post(url, { host: `127.0.0.1:${port}` });
      expect(own.status).toBe(200);
      expect(JSON.parse(own.body)).toMatchObject({ result: { serverInfo: { name: 'docs' } } });
      const withOrigin = await post(url, {
        host: `localhost:${port}`,
        origin: `http://localhost:${port}`,
      });
      expect(withOrigin.status).toBe(200);

      const rebound = await post(url, { host: `attacker.example:${port}` });
      expect(rebound.status).toBe(403);
      expect(JSON.parse(rebound.body).error.message).toContain('Host "attacker.example');
      const foreign = await post(url, {
        host: `127.0.0.1:${port}`,
        origin: 'https://attacker.example',
      });
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.body).error.message).toContain('Origin "https://attacker.example"');

      const get = await post(url, { host: `127.0.0.1:${port}` }, 'GET');
      expect(get.status).toBe(405);
    } finally {
      child.kill();
    }
  });

  test('--allowed-hosts and --allowed-origins replace the defaults', async () => {
    const { child, url } = await startHttpProcess([
      '--allowed-hosts',
      'docs.internal',
      '--allowed-origins',
      'https://editor.internal',
    ]);
    try {
      const port = new URL(url).port;
      expect((await post(url, { host: `docs.internal:${port}` })).status).toBe(200);
      expect((await post(url, { host: `127.0.0.1:${port}` })).status).toBe(403);
      const origin = { host: `docs.internal:${port}`, origin: 'https://editor.internal' };
      expect((await post(url, origin)).status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
