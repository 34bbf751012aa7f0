import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main, parseCliArgs } from '../cli';

describe('parseCliArgs', () => {
  it('defaults to stdio, and to 127.0.0.1:3333 for HTTP', () => {
    expect(parseCliArgs([])).toEqual({ http: false, host: '127.0.0.1', port: 3333, help: false });
  });

  it('reads the HTTP options and comma-separated lists', () => {
    expect(
      parseCliArgs([
        '--http',
        '--port',
        '0',
        '--allowed-hosts',
        'a.internal, b.internal',
        '--allowed-origins',
        'https://a.internal',
        '--site-dir',
        '/srv/site',
      ]),
    ).toEqual({
      http: true,
      host: '127.0.0.1',
      port: 0,
      help: false,
      allowedHosts: ['a.internal', 'b.internal'],
      allowedOrigins: ['https://a.internal'],
      siteDir: '/srv/site',
    });
  });

  it('names a bad port or an unknown option', () => {
    expect(() => parseCliArgs(['--port', 'eighty'])).toThrow(
      '--port must be a whole number from 0 to 65535; received "eighty".',
    );
    expect(() => parseCliArgs(['--verbose'])).toThrow(/--verbose/);
  });
});

describe('main', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('exits 1 with the missing file and the build command when the site is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
    dirs.push(empty);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(await main(['--site-dir', empty])).toBe(1);
    expect(String(stderr.mock.calls[0]?.[0])).toBe(
      `docs-mcp: The docs site is not built: ${path.join(empty, 'pages.json')} is missing. Build it with \`npm run build\` at the repository root, or pass --site-dir <folder of a built site>.\n`,
    );
    expect(stdout).not.toHaveBeenCalled();
  });

  it('exits 2 with the usage on a bad option, writing nothing to stdout', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(await main(['--port', '-1'])).toBe(2);
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^docs-mcp: .*\n\nUsage: docs-mcp/s);
    expect(stdout).not.toHaveBeenCalled();
  });
});
