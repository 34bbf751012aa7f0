import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { navigation, type SidebarGroup } from '../../config/routes';
import { navbarItems } from '../../config/navbar';
import { readOpenApiDocument } from '../api-reference';
import { buildApiModel } from '../api-reference/build-model';
import { DEFAULT_OPTIONS as API_REFERENCE_DEFAULTS } from '../api-reference/options';
import { apiToMarkdown } from './api';
import { docsIndexOf, makeUrlResolver, type DocMeta } from './docs';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  entryLine,
  flattenNavigation,
  pageMarkdown,
  sectionsOf,
  type NavRoute,
  type PageEntry,
} from './llms';
import { mdxToMarkdown } from './mdx';
import { resolveOptions } from './options';
import { absoluteUrl, markdownUrlOf } from './urls';

export { DEFAULT_OPTIONS, validateOptions, type MarkdownPagesOptions } from './options';

/** Each sidebar's name as the navbar shows it ("SDK Reference"), the sections of llms.txt. */
function groupLabels(): Record<SidebarGroup, string> {
  const labels = {} as Record<SidebarGroup, string>;
  for (const group of Object.keys(navigation) as SidebarGroup[]) {
    const item = navbarItems.find((entry) => 'sidebarId' in entry && entry.sidebarId === group);
    labels[group] = item?.label ?? group;
  }
  return labels;
}

/**
 * Writes a Markdown copy of every route of `src/config/routes.ts` next to its HTML
 * (`/concepts/wallets` → `/concepts/wallets.md`, `/sdks/swift/` → `/sdks/swift.md`), the API
 * reference as `/api.md` (from the OpenAPI model), and `/llms.txt` and `/llms-full.txt` at the
 * site root. Docs are converted from their MDX source (see mdx.ts and docs/architecture.md).
 */
export default function markdownPagesPlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const { siteDir, siteConfig } = context;
  let docs: Map<string, DocMeta> | undefined;
  return {
    name: 'markdown-pages',
    allContentLoaded({ allContent }) {
      docs = docsIndexOf(allContent, siteDir);
    },
    async postBuild({ outDir }) {
      if (!docs) throw new Error('markdown-pages: the docs plugin has not loaded any docs.');
      const docsByRoute = docs;
      const url = (route: string) =>
        absoluteUrl(siteConfig.url, siteConfig.baseUrl, markdownUrlOf(route));
      const routes = (Object.keys(navigation) as SidebarGroup[]).flatMap((group) =>
        flattenNavigation(navigation[group]),
      );
      const knownRoutes = new Set(routes.map((route) => route.path));
      const baseUrlPrefix = siteConfig.baseUrl.replace(/\/$/, '');
      const resolveFrom = makeUrlResolver(docsByRoute, knownRoutes, baseUrlPrefix);
      const model = buildApiModel(
        await readOpenApiDocument(path.resolve(siteDir, options.openApiFile)),
        API_REFERENCE_DEFAULTS.sharing,
      );

      const titles = new Map<string, { title: string; description: string }>();
      for (const route of routes) {
        if (route.kind === 'doc') {
          const doc = docsByRoute.get(route.path);
          if (!doc) {
            throw new Error(
              `markdown-pages: ${route.path} is a doc in src/config/routes.ts but the docs plugin has no doc with that permalink.`,
            );
          }
          titles.set(route.path, { title: doc.title, description: doc.description });
        } else {
          const description =
            route.path === options.apiRoute ? options.apiDescription : (route.description ?? '');
          titles.set(route.path, { title: route.label ?? route.path, description });
        }
      }
      const about = (route: string) => titles.get(route) ?? { title: route, description: '' };
      const entryOf = (route: NavRoute): PageEntry => ({
        ...about(route.path),
        url: url(route.path),
      });
      const openApiPath = `${siteConfig.baseUrl}${options.openApiFile.replace(/^static\//, '')}`;

      const written = new Map<string, string>();
      const pages: { markdown: string; url: string }[] = [];
      for (const route of routes) {
        const { title, description } = about(route.path);
        let markdown: string;
        const doc = route.kind === 'doc' ? docsByRoute.get(route.path) : undefined;
        if (doc) {
          const body = mdxToMarkdown(await readFile(doc.file, 'utf8'), {
            file: path.relative(siteDir, doc.file),
            resolveUrl: resolveFrom(doc.file),
          });
          markdown = pageMarkdown(title, description, body);
        } else if (route.path === options.apiRoute) {
          markdown = apiToMarkdown(model, {
            title,
            openApiUrls: { json: openApiPath, yaml: openApiPath.replace(/\.json$/, '.yaml') },
          });
        } else if (route.kind === 'category') {
          const list = (route.children ?? []).map((child) =>
            entryLine({ ...about(child), url: `${baseUrlPrefix}${markdownUrlOf(child)}` }),
          );
          markdown = pageMarkdown(title, description, list.join('\n'));
        } else {
          throw new Error(
            `markdown-pages: no Markdown source for the page ${route.path}; only docs, category indexes and the API reference (${options.apiRoute}) have one.`,
          );
        }
        const file = markdownUrlOf(route.path);
        if (written.has(file)) {
          throw new Error(
            `markdown-pages: ${route.path} and ${written.get(file)} would both be written to ${file}.`,
          );
        }
        written.set(file, route.path);
        await writeOut(outDir, file, markdown);
        if (route.path !== options.apiRoute || options.includeApiInFullText) {
          pages.push({
            markdown,
            url: absoluteUrl(siteConfig.url, siteConfig.baseUrl, route.path),
          });
        }
      }

      const summary = options.summary || siteConfig.tagline;
      const siteRoot = absoluteUrl(siteConfig.url, siteConfig.baseUrl, '/');
      const llms = buildLlmsTxt({
        siteTitle: siteConfig.title,
        summary,
        details: `Each link below is the Markdown copy of a page of ${siteRoot}: a page's URL plus \`.md\` (the site root is \`/index.md\`, and a route ending in \`/\` drops the slash, so \`/sdks/swift/\` is \`/sdks/swift.md\`). Every page in one file: ${absoluteUrl(siteConfig.url, siteConfig.baseUrl, `/${options.llmsFullTxt}`)}.`,
        sections: sectionsOf(navigation, groupLabels(), entryOf),
        optional: [
          {
            title: 'OpenAPI document',
            description: 'The API as OpenAPI 3.1 JSON, the source of the API reference.',
            url: `${siteConfig.url.replace(/\/+$/, '')}${openApiPath}`,
          },
        ],
      });
      await writeOut(outDir, `/${options.llmsTxt}`, llms);
      await writeOut(
        outDir,
        `/${options.llmsFullTxt}`,
        buildLlmsFullTxt({ siteTitle: siteConfig.title, summary }, pages),
      );
    },
  };
}

async function writeOut(outDir: string, file: string, text: string): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
}
