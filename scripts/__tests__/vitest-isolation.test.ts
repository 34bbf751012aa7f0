import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsIsolation, testFilesUnder } from '../vitest/isolation';

const root = mkdtempSync(join(tmpdir(), 'vitest-isolation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(root, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe('which test files run apart', () => {
  it('finds test files below the roots, skipping node_modules and dot folders', () => {
    const found = [
      file('a/one.test.ts', ''),
      file('a/deep/two.test.mjs', ''),
      file('a/helper.ts', ''),
      file('a/node_modules/x/three.test.ts', ''),
      file('a/.cache/four.test.ts', ''),
    ];
    expect(testFilesUnder([join(root, 'a')]).sort()).toEqual([found[1], found[0]].sort());
  });

  it('puts apart a file that swaps modules, globals or timers, or says it must run apart', () => {
    // Written in pieces, so this file does not read as one that needs isolation itself.
    for (const name of ['mock', 'resetModules', 'stubGlobal', 'useFakeTimers']) {
      const call = `vi.${name}(`;
      expect(needsIsolation(file('b/x.test.ts', `before();\n${call}'y');`)), call).toBe(true);
    }
    expect(
      needsIsolation(file('b/marked.test.ts', `// @vitest-${'isolate'}: it loads a copy`)),
    ).toBe(true);
  });

  it('leaves a file that only reads or restores what it touched', () => {
    expect(needsIsolation(file('c/plain.test.ts', 'vi.fn(); vi.useRealTimers();'))).toBe(false);
    expect(needsIsolation(file('c/named.test.ts', 'const vitestIsolated = 1;'))).toBe(false);
  });
});

describe('the PostgreSQL run, whose files share one module graph with no exception', () => {
  it('holds no file that needs a graph of its own', () => {
    const files = testFilesUnder([
      'packages/sandbox/src/__tests__/conformance',
      'packages/sandbox/src/storage/__tests__',
    ]);
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter(needsIsolation)).toEqual([]);
    expect(needsIsolation('packages/sandbox/src/__tests__/crash.test.ts')).toBe(false);
  });
});
