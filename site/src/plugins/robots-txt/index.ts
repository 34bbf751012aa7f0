import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { mustBe, optionsSchema } from '../option-schema';

export interface RobotsTxtOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Path of the sitemap inside the site (the classic preset writes `sitemap.xml`). */
  sitemapPath: string;
  /** Paths crawlers are asked to skip; empty allows everything. */
  disallow: string[];
}

export const DEFAULT_OPTIONS: RobotsTxtOptions = {
  id: 'default',
  sitemapPath: 'sitemap.xml',
  disallow: [],
};

const Schema = optionsSchema<RobotsTxtOptions>('robots-txt', {
  sitemapPath: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*\.xml$/)
    .default(DEFAULT_OPTIONS.sitemapPath)
    .messages(mustBe('a relative .xml path such as "sitemap.xml"')),
  disallow: Joi.array()
    .items(
      Joi.string()
        .pattern(/^\/\S*$/)
        .messages(mustBe('a path starting with "/"')),
    )
    .default(DEFAULT_OPTIONS.disallow)
    .messages(mustBe('a list of paths starting with "/"')),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<RobotsTxtOptions> | undefined, RobotsTxtOptions>) {
  return validate(Schema, options);
}

/** The file's text: every crawler allowed (less `disallow`), and where the sitemap is. */
export function robotsTxt(siteUrl: string, baseUrl: string, options: RobotsTxtOptions): string {
  const origin = new URL(siteUrl).origin;
  const rules = options.disallow.length
    ? options.disallow.map((entry) => `Disallow: ${baseUrl}${entry.slice(1)}`)
    : ['Allow: /'];
  return [
    'User-agent: *',
    ...rules,
    '',
    `Sitemap: ${origin}${baseUrl}${options.sitemapPath}`,
    '',
  ].join('\n');
}

/**
 * Writes `robots.txt` after the build from the site's own URL (`brand.siteUrl` via
 * `siteConfig.url`), so the sitemap's address is never written down twice.
 */
export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir, siteConfig }) {
      await writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, context.baseUrl, options),
      );
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
robotsTxtPlugin.validateOptions = validateOptions;
