/**
 * Packages the docs' examples and option tables are checked against that are installed outside
 * the workspaces, in `types-only/<folder>`, for their type definitions only (decision 0125):
 * `@turnkey/react-native-wallet-kit` and React Native, whose peers must not enter the site's
 * dependency tree. check:snippets and check:sdk-names map these module names to that folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './docs-files';

export const TYPES_ONLY_DIR = path.join(repoRoot, 'types-only');

/** Module name → the types-only folder that installs it. */
export const TYPES_ONLY_PACKAGES: Readonly<Record<string, string>> = {
  '@turnkey/react-native-wallet-kit': 'react-native-wallet-kit',
  'react-native': 'react-native-wallet-kit',
};

function packageDir(name: string, folder: string, root = TYPES_ONLY_DIR): string {
  return path.join(root, folder, 'node_modules', name);
}

/**
 * `compilerOptions.paths` that resolve each types-only package (and its subpaths) from its
 * folder. Paths are absolute, so any tsconfig or program can use them.
 */
export function typesOnlyPaths(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(TYPES_ONLY_PACKAGES).flatMap(([name, folder]) => [
      [name, [packageDir(name, folder)]],
      [`${name}/*`, [`${packageDir(name, folder)}/*`]],
    ]),
  );
}

/** Folders whose install is missing, with the command that fixes it; empty when all is there. */
export function missingTypesOnlyInstalls(root = TYPES_ONLY_DIR): string[] {
  const missing = new Set<string>();
  for (const [name, folder] of Object.entries(TYPES_ONLY_PACKAGES)) {
    if (!existsSync(path.join(packageDir(name, folder, root), 'package.json'))) missing.add(folder);
  }
  return [...missing].map(
    (folder) =>
      `types-only/${folder} is not installed (the examples that import its packages cannot be checked): run \`npm run install:types-only\``,
  );
}
