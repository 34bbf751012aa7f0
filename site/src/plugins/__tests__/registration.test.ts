import type { OptionValidationContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import config from '../../../docusaurus.config';
import { validateAsDocusaurus } from '../option-schema';

type Options = { id?: string };
type Validate = (
  context: OptionValidationContext<Partial<Options> | undefined, Options>,
) => Options;

/**
 * The site lists its local plugins as functions. For such a plugin Docusaurus calls only the
 * `validateOptions` attached to the function itself (not one the module exports), so each
 * function must carry it, or its options would reach the plugin unchecked.
 */
const localPlugins = (config.plugins ?? []).flatMap((entry) =>
  Array.isArray(entry) && typeof entry[0] === 'function'
    ? [
        {
          name: entry[0].name,
          plugin: entry[0] as { validateOptions?: Validate },
          options: entry[1],
        },
      ]
    : [],
);

describe('local plugin registration', () => {
  it('lists all twelve local plugins as functions', () => {
    expect(localPlugins.map(({ name }) => name).sort()).toEqual([
      'announcementResetPlugin',
      'apiReferencePlugin',
      'assistantPlugin',
      'bundleTrimPlugin',
      'changelogFeedPlugin',
      'markdownPagesPlugin',
      'nestedDocsPlugin',
      'prerenderedDiagramsPlugin',
      'robotsTxtPlugin',
      'searchPlugin',
      'socialCardsPlugin',
      'staticCodePlugin',
    ]);
  });

  it.each(localPlugins)(
    '$name carries validateOptions, which accepts the site’s options',
    ({ plugin, options }) => {
      expect(plugin.validateOptions).toBeTypeOf('function');
      const validate = plugin.validateOptions as Validate;
      expect(() => validateAsDocusaurus(validate, options)).not.toThrow();
    },
  );

  it.each(localPlugins)('$name rejects an option it does not have', ({ plugin, options }) => {
    const validate = plugin.validateOptions as Validate;
    expect(() =>
      validateAsDocusaurus(validate, { ...(options as object), notAnOption: true }),
    ).toThrow(/"notAnOption"/);
  });
});
