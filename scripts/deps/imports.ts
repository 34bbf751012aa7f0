import { builtinModules } from 'node:module';
import ts from 'typescript';

/**
 * Specifiers the bundler resolves itself: Docusaurus's theme, site, generated and client
 * modules, and the aliases the site's own plugins add (`@api-reference/full-model`, set by the
 * api-reference plugin's configureWebpack).
 */
const PROVIDED =
  /^(@theme|@theme-original|@theme-init|@site|@generated|@api-reference)\/|^@docusaurus\/(Link|Head|BrowserOnly|ErrorBoundary|ExecutionEnvironment|Interpolate|Translate|Noop|isInternalUrl|router|constants|renderRoutes|ComponentCreator|use[A-Z]\w*)$/;

/**
 * The packages a source text imports by bare name (`react`, `@scope/pkg` for
 * `@scope/pkg/sub`); relative paths, Node's built-ins and modules Docusaurus provides are left
 * out.
 */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  // TypeScript's own scanner: static and dynamic imports, re-exports and require() calls, and
  // nothing that only looks like one inside a string.
  for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!specifier || /^(\.|\/|node:)/.test(specifier) || PROVIDED.test(specifier)) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    if (!builtinModules.includes(name)) names.add(name);
  }
  return [...names];
}

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The packages the manifests declare; `@types/x` declares the types-only package `x`. */
export const declared = (...manifests: Manifest[]): Set<string> =>
  new Set(
    manifests.flatMap((manifest) =>
      Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
        ...manifest.optionalDependencies,
      }).flatMap((name) => (name.startsWith('@types/') ? [name, name.slice(7)] : [name])),
    ),
  );
