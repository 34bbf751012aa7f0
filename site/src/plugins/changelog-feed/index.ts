import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { copyrightLine } from '../../config/brand';
import { buildFeeds } from './feeds';
import { parseChangelog, type ChangelogEntry } from './parse';

export interface ChangelogFeedOptions {
  /** The changelog doc, relative to the site directory. */
  source: string;
  /** The changelog's route; the feeds are written beside it as rss.xml and atom.xml. */
  route: string;
}

export const DEFAULT_OPTIONS: ChangelogFeedOptions = {
  source: 'docs/documentation/changelog.mdx',
  route: '/changelog',
};

/** Emits RSS and Atom feeds of the changelog doc and advertises them in every page's head. */
export default function changelogFeedPlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const sourcePath = path.resolve(context.siteDir, options.source);
  const route = options.route.replace(/\/$/, '');
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [sourcePath],
    async loadContent() {
      return parseChangelog(await readFile(sourcePath, 'utf8'));
    },
    injectHtmlTags() {
      const link = (type: string, file: string, title: string) => ({
        tagName: 'link',
        attributes: {
          rel: 'alternate',
          type,
          href: `${context.baseUrl}${route.slice(1)}/${file}`,
          title,
        },
      });
      return {
        headTags: [
          link('application/rss+xml', 'rss.xml', 'Changelog (RSS)'),
          link('application/atom+xml', 'atom.xml', 'Changelog (Atom)'),
        ],
      };
    },
    async postBuild({ content, outDir, siteConfig }) {
      // Docusaurus types plugin modules as Plugin<unknown>; `content` is what loadContent returned.
      const entries = content as ChangelogEntry[];
      const { rss, atom } = buildFeeds(entries, {
        title: siteConfig.title,
        siteUrl: siteConfig.url,
        copyright: copyrightLine,
        route,
      });
      const dir = path.join(outDir, route);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'rss.xml'), rss);
      await writeFile(path.join(dir, 'atom.xml'), atom);
    },
  };
}

/** Merges the defaults and rejects options that would emit feeds in the wrong place. */
export function resolveOptions(options: unknown): ChangelogFeedOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new Error(`changelog-feed: options must be an object; received ${String(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<ChangelogFeedOptions>) };
  if (!merged.route.startsWith('/')) {
    throw new Error(`changelog-feed: "route" must start with "/"; received "${merged.route}".`);
  }
  if (!/\.mdx?$/.test(merged.source)) {
    throw new Error(
      `changelog-feed: "source" must be a .md or .mdx file; received "${merged.source}".`,
    );
  }
  return merged;
}
