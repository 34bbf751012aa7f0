import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { CatalogDocs } from '@docs/docs-search/catalog';
import { markdownUrlOf } from './urls';

/** What the plugin needs of a doc: the docs plugin's title, description and source file. */
export interface DocMeta {
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the MDX source. */
  file: string;
  /** The docs plugin instance and its version that render the doc. */
  docs: CatalogDocs;
  /**
   * A doc of a version older than its instance's latest (the SDK reference's 8.x pages): it
   * gets a Markdown copy but stays out of llms.txt and llms-full.txt (docs/decisions/0122).
   */
  frozen: boolean;
}

interface LoadedVersion {
  versionName: string;
  isLast: boolean;
  docs: LoadedDoc[];
}

interface LoadedDoc {
  title: string;
  description: string;
  permalink: string;
  /** `@site/docs/documentation/faq.mdx` */
  source: string;
}

/** The docs of every docs plugin instance and version, by permalink (`/faq`, `/sdks/8.x/react`). */
export function docsIndexOf(allContent: AllContent, siteDir: string): Map<string, DocMeta> {
  const instances = Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}) as [
    string,
    { loadedVersions?: LoadedVersion[] } | undefined,
  ][];
  if (!instances.some(([id, content]) => id === 'default' && content?.loadedVersions?.length)) {
    throw new Error('markdown-pages: the docs plugin ("default" instance) has no loaded versions.');
  }
  const docs = new Map<string, DocMeta>();
  for (const [id, content] of instances) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) {
        if (docs.has(doc.permalink)) {
          throw new Error(
            `markdown-pages: two docs have the permalink ${doc.permalink} (the second in the "${id}" instance).`,
          );
        }
        docs.set(doc.permalink, {
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
          docs: { plugin: id, version: version.versionName },
          frozen: !version.isLast,
        });
      }
    }
  }
  return docs;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Link URLs of a doc → URLs of the Markdown copies: a link to another doc's file
 * (`./wallets.mdx#x`) or to a route of the site (`/api`) → that route's `.md` from the root
 * (`/concepts/wallets.md#x`, `/api.md`); external links, fragments and static files are kept.
 */
export function makeUrlResolver(
  docs: ReadonlyMap<string, DocMeta>,
  routes: ReadonlySet<string>,
  baseUrlPrefix: string,
  /**
   * The route of a linked file the docs do not hold at that path: a frozen page's link to a
   * doc of the current version only (the site's `onBrokenMarkdownLinks` rule, in
   * src/config/sdk-doc-files.ts).
   */
  linkedRoute: (fromFile: string, url: string) => string | undefined = () => undefined,
): (fromFile: string) => (url: string) => string {
  const byFile = new Map([...docs.values()].map((doc) => [doc.file, doc.permalink]));
  return (fromFile) => (url) => {
    if (EXTERNAL.test(url) || url.startsWith('#') || url === '') return url;
    const [target = '', hash = ''] = url.split(/(?=#)/);
    if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      const file = path.resolve(path.dirname(fromFile), decodeURI(target));
      const permalink = byFile.get(file) ?? linkedRoute(fromFile, target);
      if (!permalink) {
        throw new Error(
          `markdown-pages: ${fromFile} links to ${url}, which is not a doc of the docs plugin.`,
        );
      }
      return `${baseUrlPrefix}${markdownUrlOf(permalink)}${hash}`;
    }
    if (target.startsWith('/')) {
      const route = target.slice(baseUrlPrefix.length) || '/';
      if (routes.has(route) || routes.has(`${route}/`) || docs.has(route)) {
        return `${baseUrlPrefix}${markdownUrlOf(route)}${hash}`;
      }
    }
    return url;
  };
}
