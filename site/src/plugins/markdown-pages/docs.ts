import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { CatalogDocs } from './catalog';
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
}

interface LoadedDoc {
  title: string;
  description: string;
  permalink: string;
  /** `@site/docs/documentation/faq.mdx` */
  source: string;
}

/** The docs plugin's docs by permalink (`/faq`, `/sdks/swift/`). */
export function docsIndexOf(allContent: AllContent, siteDir: string): Map<string, DocMeta> {
  const content = allContent['docusaurus-plugin-content-docs']?.default as
    { loadedVersions?: { versionName: string; docs: LoadedDoc[] }[] } | undefined;
  const versions = content?.loadedVersions ?? [];
  if (versions.length === 0) {
    throw new Error('markdown-pages: the docs plugin ("default" instance) has no loaded versions.');
  }
  const docs = new Map<string, DocMeta>();
  for (const { versionName, docs: versionDocs } of versions) {
    for (const doc of versionDocs) {
      docs.set(doc.permalink, {
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
        docs: { plugin: 'default', version: versionName },
      });
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
): (fromFile: string) => (url: string) => string {
  const byFile = new Map([...docs.values()].map((doc) => [doc.file, doc.permalink]));
  return (fromFile) => (url) => {
    if (EXTERNAL.test(url) || url.startsWith('#') || url === '') return url;
    const [target = '', hash = ''] = url.split(/(?=#)/);
    if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      const file = path.resolve(path.dirname(fromFile), decodeURI(target));
      const permalink = byFile.get(file);
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
