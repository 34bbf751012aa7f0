import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertSiteBuilt, resolveSiteDir } from '../site-files';

describe('resolveSiteDir', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A repository with packages/mcp, and optionally a built site and a packed copy. */
  function layout({ built, packed }: { built: boolean; packed: boolean }) {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-mcp-dirs-'));
    roots.push(root);
    const packageDir = path.join(root, 'packages/mcp');
    mkdirSync(packageDir, { recursive: true });
    for (const [dir, wanted] of [
      [path.join(root, 'site/build'), built],
      [path.join(packageDir, 'site'), packed],
    ] as const) {
      if (!wanted) continue;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'pages.json'), '{}');
    }
    return { root, packageDir };
  }

  it('takes --site-dir first', () => {
    const { packageDir } = layout({ built: true, packed: true });
    expect(resolveSiteDir(packageDir, 'elsewhere')).toBe(path.resolve('elsewhere'));
  });

  it('prefers the repository build, then the packed copy', () => {
    const both = layout({ built: true, packed: true });
    expect(resolveSiteDir(both.packageDir)).toBe(path.join(both.root, 'site/build'));
    const packedOnly = layout({ built: false, packed: true });
    expect(resolveSiteDir(packedOnly.packageDir)).toBe(path.join(packedOnly.packageDir, 'site'));
  });

  it('falls back to the repository path, which the not-built error then names', () => {
    const { root, packageDir } = layout({ built: false, packed: false });
    const dir = resolveSiteDir(packageDir);
    expect(dir).toBe(path.join(root, 'site/build'));
    expect(() => assertSiteBuilt(dir)).toThrow(`${path.join(dir, 'pages.json')} is missing`);
  });
});
