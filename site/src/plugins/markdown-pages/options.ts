import type { OptionValidationContext } from '@docusaurus/types';

export interface MarkdownPagesOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /**
   * The blockquote under the site's name in llms.txt and llms-full.txt; empty uses the site's
   * tagline.
   */
  summary: string;
  /** File name of the index, at the site root. */
  llmsTxt: string;
  /** File name of every page's Markdown in one file, at the site root. */
  llmsFullTxt: string;
  /** Route of the API reference page; its Markdown is `<apiRoute>.md`. */
  apiRoute: string;
  /** The OpenAPI document the API Markdown is generated from, relative to the site directory. */
  openApiFile: string;
  /** The one-line description of the API reference in llms.txt. */
  apiDescription: string;
  /** Whether llms-full.txt includes the API reference (the largest page by far). */
  includeApiInFullText: boolean;
}

export const DEFAULT_OPTIONS: MarkdownPagesOptions = {
  id: 'default',
  summary: '',
  llmsTxt: 'llms.txt',
  llmsFullTxt: 'llms-full.txt',
  apiRoute: '/api',
  openApiFile: 'static/api/openapi.json',
  apiDescription:
    'Every query and submission of the API: method and path, request and response fields with types, and an example of each.',
  includeApiInFullText: true,
};

const fail = (message: string): never => {
  throw new Error(`markdown-pages: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Merges the defaults and rejects options that would write files in the wrong place. */
export function resolveOptions(options: unknown): MarkdownPagesOptions {
  if (
    options !== undefined &&
    (typeof options !== 'object' || options === null || Array.isArray(options))
  ) {
    fail(`options must be an object; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<MarkdownPagesOptions>) };
  const known = new Set(Object.keys(DEFAULT_OPTIONS));
  const unknown = Object.keys(merged).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    fail(
      `unknown option ${unknown.map((key) => `"${key}"`).join(', ')}; expected one of ${[...known].join(', ')}.`,
    );
  }
  for (const key of ['summary', 'apiDescription'] as const) {
    if (typeof merged[key] !== 'string' || /\n/.test(merged[key])) {
      fail(`"${key}" must be one line of text; received ${describe(merged[key])}.`);
    }
  }
  for (const key of ['llmsTxt', 'llmsFullTxt'] as const) {
    if (typeof merged[key] !== 'string' || !/^[\w.-]+\.txt$/.test(merged[key])) {
      fail(
        `"${key}" must be a file name ending in .txt, such as "llms.txt"; received ${describe(merged[key])}.`,
      );
    }
  }
  if (merged.llmsTxt === merged.llmsFullTxt) {
    fail(`"llmsTxt" and "llmsFullTxt" must differ; both are ${describe(merged.llmsTxt)}.`);
  }
  if (typeof merged.apiRoute !== 'string' || !/^\/[^\s?#]*[^/\s?#]$/.test(merged.apiRoute)) {
    fail(
      `"apiRoute" must be a route such as "/api" (starting with "/", no trailing slash); received ${describe(merged.apiRoute)}.`,
    );
  }
  if (typeof merged.openApiFile !== 'string' || !merged.openApiFile.endsWith('.json')) {
    fail(`"openApiFile" must be a .json file; received ${describe(merged.openApiFile)}.`);
  }
  if (typeof merged.includeApiInFullText !== 'boolean') {
    fail(
      `"includeApiInFullText" must be true or false; received ${describe(merged.includeApiInFullText)}.`,
    );
  }
  return merged;
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<MarkdownPagesOptions> | undefined, MarkdownPagesOptions>) {
  return resolveOptions(options);
}
