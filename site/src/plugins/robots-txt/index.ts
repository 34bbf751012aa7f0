import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

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

const fail = (message: string): never => {
  throw new Error(`robots-txt: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Merges the defaults and rejects paths that would write a malformed file. */
export function resolveOptions(options: unknown): RobotsTxtOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    fail(`options must be an object; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<RobotsTxtOptions>) };
  if (
    typeof merged.sitemapPath !== 'string' ||
    !/^[\w-]+(\/[\w-]+)*\.xml$/.test(merged.sitemapPath)
  ) {
    fail(
      `"sitemapPath" must be a relative .xml path such as "sitemap.xml"; received ${describe(merged.sitemapPath)}.`,
    );
  }
  const disallow: unknown = merged.disallow;
  if (
    !Array.isArray(disallow) ||
    disallow.some((entry) => typeof entry !== 'string' || !/^\/\S*$/.test(entry))
  ) {
    fail(`"disallow" must be a list of paths starting with "/"; received ${describe(disallow)}.`);
  }
  return merged;
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<RobotsTxtOptions> | undefined, RobotsTxtOptions>) {
  return resolveOptions(options);
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
export default function robotsTxtPlugin(context: LoadContext, userOptions: unknown): Plugin {
  const options = resolveOptions(userOptions);
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
