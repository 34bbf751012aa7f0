import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_FILES } from '@docs/platform-api/documents';
import type { ApiModel } from '@docs/platform-api/model';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { API_ROUTE, navigation, type SidebarGroup } from '../../config/routes';
import { navbarItems } from '../../config/navbar';
import { apiToMarkdown } from './api';
import { buildPageCatalog, PAGE_CATALOG_FILE } from '@docs/docs-search/catalog';
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
import { validateOptions, type MarkdownPagesOptions } from './options';
import { absoluteUrl, markdownUrlOf } from './urls';
import { routeOfLinkedDoc } from '../../config/sdk-doc-files';

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
 * The API model the api-reference plugin loaded and renders at `/api`: `/api.md` is made from
 * that very object, so the two cannot differ.
 */
export function apiModelOf(allContent: AllContent): ApiModel {
  const model = allContent['api-reference']?.default as Partial<ApiModel> | undefined;
  if (!model || !Array.isArray(model.operations) || !Array.isArray(model.tags)) {
    throw new Error(
      `markdown-pages: ${API_ROUTE}.md is made from the api-reference plugin's model, but that plugin (id "default") has loaded none. Add it to the site's plugins.`,
    );
  }
  return model as ApiModel;
}

/**
 * Writes a Markdown copy of every route of `src/config/routes.ts` next to its HTML
 * (`/concepts/wallets` → `/concepts/wallets.md`, `/sdks/swift/` → `/sdks/swift.md`), the API
 * reference as `/api.md` (from the api-reference plugin's model), and `/llms.txt` and
 * `/llms-full.txt` at the site root, and the same list as JSON (`pages.json`, see catalog.ts).
 * Docs are converted from their MDX source (see mdx.ts and docs/architecture.md).
 */
export default function markdownPagesPlugin(
  context: LoadContext,
  options: MarkdownPagesOptions,
): Plugin<unknown> {
  const { siteDir, siteConfig } = context;
  let docs: Map<string, DocMeta> | undefined;
  let model: ApiModel | undefined;
  return {
    name: 'markdown-pages',
    allContentLoaded({ allContent }) {
      docs = docsIndexOf(allContent, siteDir);
      model = apiModelOf(allContent);
    },
    async postBuild({ outDir }) {
      if (!docs || !model) {
        throw new Error('markdown-pages: the docs and api-reference plugins have not loaded.');
      }
      const docsByRoute = docs;
      const apiModel = model;
      const url = (route: string) =>
        absoluteUrl(siteConfig.url, siteConfig.baseUrl, markdownUrlOf(route));
      const routes = (Object.keys(navigation) as SidebarGroup[]).flatMap((group) =>
        flattenNavigation(navigation[group]),
      );
      const knownRoutes = new Set(routes.map((route) => route.path));
      const baseUrlPrefix = siteConfig.baseUrl.replace(/\/$/, '');
      const resolveFrom = makeUrlResolver(docsByRoute, knownRoutes, baseUrlPrefix, (from, link) =>
        routeOfLinkedDoc(siteDir, from, link),
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
            route.path === API_ROUTE ? options.apiDescription : (route.description ?? '');
          titles.set(route.path, { title: route.label ?? route.path, description });
        }
      }
      const about = (route: string) => titles.get(route) ?? { title: route, description: '' };
      const entryOf = (route: NavRoute): PageEntry => ({
        ...about(route.path),
        url: url(route.path),
      });
      const openApiUrls = {
        json: `${siteConfig.baseUrl}${OPENAPI_FILES.json}`,
        yaml: `${siteConfig.baseUrl}${OPENAPI_FILES.yaml}`,
      };

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
        } else if (route.path === API_ROUTE) {
          markdown = apiToMarkdown(apiModel, { title, openApiUrls });
        } else if (route.kind === 'category') {
          const list = (route.children ?? []).map((child) =>
            entryLine({ ...about(child), url: `${baseUrlPrefix}${markdownUrlOf(child)}` }),
          );
          markdown = pageMarkdown(title, description, list.join('\n'));
        } else {
          throw new Error(
            `markdown-pages: no Markdown source for the page ${route.path}; only docs, category indexes and the API reference (${API_ROUTE}) have one.`,
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
        if (route.path !== API_ROUTE || options.includeApiInFullText) {
          pages.push({
            markdown,
            url: absoluteUrl(siteConfig.url, siteConfig.baseUrl, route.path),
          });
        }
      }

      // Older versions' pages (noindex): a copy each, for "Copy page" and readers of that
      // version, but not in llms.txt or llms-full.txt, which describe the current docs.
      const frozen = [...docsByRoute.values()]
        .filter((doc) => doc.frozen)
        .sort((a, b) => a.permalink.localeCompare(b.permalink));
      for (const doc of frozen) {
        const body = mdxToMarkdown(await readFile(doc.file, 'utf8'), {
          file: path.relative(siteDir, doc.file),
          resolveUrl: resolveFrom(doc.file),
        });
        const file = markdownUrlOf(doc.permalink);
        if (written.has(file)) {
          throw new Error(
            `markdown-pages: ${doc.permalink} and ${written.get(file)} would both be written to ${file}.`,
          );
        }
        written.set(file, doc.permalink);
        await writeOut(outDir, file, pageMarkdown(doc.title, doc.description, body));
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
            url: `${siteConfig.url.replace(/\/+$/, '')}${openApiUrls.json}`,
          },
        ],
      });
      await writeOut(outDir, `/${options.llmsTxt}`, llms);
      const catalog = buildPageCatalog(
        { siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl },
        sectionsOf(navigation, groupLabels(), (route) => route.path).map(
          ({ heading, entries }) => ({ heading, routes: entries }),
        ),
        (route) => ({
          ...about(route),
          markdown: markdownUrlOf(route),
          docs: docsByRoute.get(route)?.docs,
        }),
      );
      // Older versions' pages join the catalog (not llms.txt), each under the section of the
      // page it is the older copy of, so the MCP server can answer for that version.
      const sectionOf = new Map(catalog.pages.map((page) => [page.route, page.section]));
      for (const doc of frozen) {
        const counterpart = doc.permalink.replace(`/${doc.docs.version}/`, '/');
        catalog.pages.push({
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          section: sectionOf.get(counterpart) ?? `Older versions (${doc.docs.version})`,
          markdown: markdownUrlOf(doc.permalink),
          docs: doc.docs,
        });
      }
      await writeOut(outDir, `/${PAGE_CATALOG_FILE}`, `${JSON.stringify(catalog)}\n`);
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

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
markdownPagesPlugin.validateOptions = validateOptions;
