import { Joi } from '@docusaurus/utils-validation';
import { validateAsDocusaurus } from '../option-schema';
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
  apiDescription:
    'Every query and submission of the API: method and path, request and response fields with types, and an example of each.',
  includeApiInFullText: true,
};

const oneLine = (key: 'summary' | 'apiDescription') =>
  Joi.string()
    .allow('')
    .pattern(/^[^\n]*$/)
    .default(DEFAULT_OPTIONS[key])
    .messages({
      'string.pattern.base':
        'markdown-pages: {#label} must be one line of text; received {:#value}.',
    });

const txtFile = (key: 'llmsTxt' | 'llmsFullTxt') =>
  Joi.string()
    .pattern(/^[\w.-]+\.txt$/)
    .default(DEFAULT_OPTIONS[key])
    .messages({
      'string.pattern.base':
        'markdown-pages: {#label} must be a file name ending in .txt, such as "llms.txt"; received {:#value}.',
    });

const Schema = Joi.object<MarkdownPagesOptions>({
  summary: oneLine('summary'),
  llmsTxt: txtFile('llmsTxt'),
  llmsFullTxt: txtFile('llmsFullTxt').invalid(Joi.ref('llmsTxt')).messages({
    'any.invalid': 'markdown-pages: "llmsTxt" and {#label} must differ; both are {:#value}.',
  }),
  apiDescription: oneLine('apiDescription'),
  includeApiInFullText: Joi.boolean().default(DEFAULT_OPTIONS.includeApiInFullText),
})
  .label('options')
  .messages({
    'object.base': 'markdown-pages: {#label} must be an object; received {:#value}.',
    'object.unknown': `markdown-pages: {#label} is not an option (received {:#value}); expected one of ${Object.keys(
      DEFAULT_OPTIONS,
    )
      .filter((key) => key !== 'id')
      .join(', ')}.`,
    'string.base': 'markdown-pages: {#label} must be a string; received {:#value}.',
    'boolean.base': 'markdown-pages: {#label} must be true or false; received {:#value}.',
  });

/** Docusaurus's hook: checks the user's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<MarkdownPagesOptions> | undefined, MarkdownPagesOptions>) {
  return validate(Schema, options);
}

/** The options as Docusaurus hands them to the plugin, for tests and callers outside a build. */
export function resolveOptions(options: unknown): MarkdownPagesOptions {
  return validateAsDocusaurus(validateOptions, options);
}
