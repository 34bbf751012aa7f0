import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { copyrightLine } from '../../config/brand';
import { apiCounts, defaultModel, fillApiCounts } from '../api-facts';
import { mustBe, optionsSchema } from '../option-schema';
import { buildFeeds } from './feeds';
import { parseChangelog, type ChangelogEntry } from './parse';

export interface ChangelogFeedOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** The changelog doc, relative to the site directory. */
  source: string;
  /** The changelog's route; the feeds are written beside it as rss.xml and atom.xml. */
  route: string;
}

export const DEFAULT_OPTIONS: ChangelogFeedOptions = {
  id: 'default',
  source: 'docs/documentation/changelog.mdx',
  route: '/changelog',
};

const Schema = optionsSchema<ChangelogFeedOptions>('changelog-feed', {
  source: Joi.string()
    .pattern(/\.mdx?$/)
    .default(DEFAULT_OPTIONS.source)
    .messages(mustBe('a .md or .mdx file relative to the site folder')),
  route: Joi.string()
    .pattern(/^\//)
    .default(DEFAULT_OPTIONS.route)
    .messages(mustBe('a route starting with "/", such as "/changelog"')),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ChangelogFeedOptions> | undefined, ChangelogFeedOptions>) {
  return validate(Schema, options);
}

/**
 * Emits RSS and Atom feeds of the changelog doc and advertises them in every page's head. API
 * counts in the doc (`<ApiCount of="…" />`) come from the model, as on the page.
 */
export default function changelogFeedPlugin(
  context: LoadContext,
  options: ChangelogFeedOptions,
): Plugin<unknown> {
  const sourcePath = path.resolve(context.siteDir, options.source);
  const route = options.route.replace(/\/$/, '');
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [sourcePath],
    async loadContent() {
      // Entries may state counts with <ApiCount of="…" />, as the page does (api-facts).
      const source = await readFile(sourcePath, 'utf8');
      return parseChangelog(fillApiCounts(source, apiCounts(defaultModel()), options.source));
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

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
changelogFeedPlugin.validateOptions = validateOptions;
