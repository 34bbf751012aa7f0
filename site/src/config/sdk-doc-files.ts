/**
 * How the SDK instance's files keep their paths and their `slug` (the public route, as for every
 * other doc): the front matter and Markdown link hooks of docusaurus.config.ts
 * (docs/decisions/0120). Node only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { instanceSlug, SDK_DOCS_DIR, SDK_VERSIONED_DOCS_DIR } from './sdk-docs';

const posix = (file: string) => file.split(path.sep).join('/');

/** Whether a file (absolute, or relative to the site) is a doc of the SDK instance, any version. */
export function isSdkDocFile(siteDir: string, file: string): boolean {
  const relative = posix(path.isAbsolute(file) ? path.relative(siteDir, file) : file);
  return (
    relative.startsWith(`${SDK_DOCS_DIR}/`) || relative.startsWith(`${SDK_VERSIONED_DOCS_DIR}/`)
  );
}

/** `…/sdks_versioned_docs/version-8.x/react.mdx` → `8.x`; a current file → undefined. */
export function frozenVersionOf(file: string): string | undefined {
  return new RegExp(`/${SDK_VERSIONED_DOCS_DIR}/version-([^/]+)/`).exec(`/${posix(file)}`)?.[1];
}

/**
 * The route of a doc another instance renders, for a Markdown link Docusaurus cannot resolve
 * (it resolves file links within one instance only): `../documentation/concepts/wallets.mdx`
 * from an SDK page, `../../sdks/web3/viem.mdx` from a concepts page. A frozen page's link
 * resolves as from its current copy, so a doc its version lacks (the 8.x introduction links the
 * server SDK's page) is the current one. The route is the target file's `slug`. Undefined when
 * the link is not a relative doc link or no such file exists under `docs/`.
 */
export function routeOfLinkedDoc(
  siteDir: string,
  fromFile: string,
  url: string,
): string | undefined {
  const absolute = path.isAbsolute(fromFile) ? fromFile : path.join(siteDir, fromFile);
  const [target = '', hash = ''] = url.split(/(?=#)/);
  if (!/\.mdx?$/.test(target) || target.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(target)) {
    return undefined;
  }
  const version = frozenVersionOf(absolute);
  const from = version
    ? path.join(
        siteDir,
        SDK_DOCS_DIR,
        path.relative(path.join(siteDir, SDK_VERSIONED_DOCS_DIR, `version-${version}`), absolute),
      )
    : absolute;
  const file = path.resolve(path.dirname(from), decodeURI(target));
  if (path.relative(path.join(siteDir, 'docs'), file).startsWith('..')) return undefined;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const slug = /^slug:\s*(\S+)\s*$/m.exec(source)?.[1];
  return slug ? `${slug}${hash}` : undefined;
}

type ParsedFrontMatter = { frontMatter: Record<string, unknown>; content: string };

/**
 * `markdown.parseFrontMatter`: Docusaurus's own parser, then an SDK doc's slug made relative to
 * the instance's route base (see `instanceSlug`).
 */
export function sdkFrontMatterParser(siteDir: string) {
  return async (params: {
    filePath: string;
    fileContent: string;
    defaultParseFrontMatter: (p: {
      filePath: string;
      fileContent: string;
    }) => Promise<ParsedFrontMatter>;
  }): Promise<ParsedFrontMatter> => {
    const parsed = await params.defaultParseFrontMatter(params);
    if (!isSdkDocFile(siteDir, params.filePath) || parsed.frontMatter.slug === undefined) {
      return parsed;
    }
    return {
      ...parsed,
      frontMatter: { ...parsed.frontMatter, slug: instanceSlug(parsed.frontMatter.slug) },
    };
  };
}

/**
 * `markdown.hooks.onBrokenMarkdownLinks`: a link to a doc of another instance (or, from a
 * frozen page, of the current version only) resolves to that doc's route; any other broken link
 * warns (spec §1: broken Markdown links only warn) and stays as written.
 */
export function linksAcrossInstances(siteDir: string, warn: (message: string) => void) {
  return (params: { sourceFilePath: string; url: string }): string | undefined => {
    // Docusaurus passes the path relative to the working directory.
    const from = path.resolve(params.sourceFilePath);
    const route = routeOfLinkedDoc(siteDir, from, params.url);
    if (route) return route;
    warn(
      `Markdown link with URL ${params.url} in source file ${params.sourceFilePath} couldn't be resolved. Make sure it references a local Markdown file that exists within the current plugin.`,
    );
    return undefined;
  };
}
