import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingTypesOnlyInstalls, TYPES_ONLY_DIR, typesOnlyPaths } from '../types-only';

describe('typesOnlyPaths', () => {
  it('maps each package and its subpaths into its types-only folder', () => {
    const paths = typesOnlyPaths();
    const kit = path.join(
      TYPES_ONLY_DIR,
      'react-native-wallet-kit/node_modules/@turnkey/react-native-wallet-kit',
    );
    expect(paths['@turnkey/react-native-wallet-kit']).toEqual([kit]);
    expect(paths['@turnkey/react-native-wallet-kit/*']).toEqual([`${kit}/*`]);
    expect(paths['react-native']?.[0]).toMatch(
      /react-native-wallet-kit[/\\]node_modules[/\\]react-native$/,
    );
  });
});

describe('missingTypesOnlyInstalls', () => {
  it('names the folder and the command when its install is missing', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'types-only-'));
    expect(missingTypesOnlyInstalls(empty)).toEqual([
      'types-only/react-native-wallet-kit is not installed (the examples that import its packages cannot be checked): run `npm run install:types-only`',
    ]);
  });

  it('is empty once every package of the folder is installed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'types-only-'));
    for (const name of ['@turnkey/react-native-wallet-kit', 'react-native']) {
      const dir = path.join(root, 'react-native-wallet-kit/node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{}');
    }
    expect(missingTypesOnlyInstalls(root)).toEqual([]);
  });
});
