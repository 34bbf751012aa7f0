/**
 * `npm run sandbox` runs the compiled CLI and recompiles it only when a source changed
 * (decision 0178): the freshness check must notice a changed source and a missing list, and the
 * compiled file must start.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the package's scripts, without type declarations
import { bundleCli, bundleIsCurrent } from '../../scripts/bundle.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-bundle-'));
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../defaults.ts');
// Outside the workspace, the bundle finds its native addon the way the packed package does.
const NODE_PATH = path.resolve(here, '../../../../node_modules');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the compiled CLI', () => {
  it('is current after a build, stale once a source is newer, and runs', async () => {
    expect(bundleIsCurrent(dir)).toBe(false);
    await bundleCli(dir);
    expect(bundleIsCurrent(dir)).toBe(true);

    const help = execFileSync(process.execPath, [path.join(dir, 'sandbox.cjs'), '--help'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH },
      timeout: 30_000,
    });
    expect(help).toContain('Usage: npm run sandbox');

    // A source touched after the build (its own modified time is left as it was afterwards).
    const later = new Date(Date.now() + 60_000);
    const { mtime } = statSync(source);
    utimesSync(source, later, later);
    try {
      expect(bundleIsCurrent(dir)).toBe(false);
    } finally {
      utimesSync(source, mtime, mtime);
    }
    expect(bundleIsCurrent(dir)).toBe(true);

    writeFileSync(path.join(dir, 'inputs.json'), 'not json');
    expect(bundleIsCurrent(dir)).toBe(false);
  }, 60_000);
});
