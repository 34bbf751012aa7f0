import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { mustBe, optionsSchema } from '../option-schema';

export interface BundleTrimOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /**
   * Replace `prism-react-renderer` (its Prism with ~30 grammars and all its themes, on every
   * page) with the site's Prism: base grammars everywhere, others on the pages that use them.
   */
  prism: boolean;
  /** Import `@docusaurus/utils-common`'s modules directly, without the whole of `tslib`. */
  utilsCommon: boolean;
  /**
   * Put the API definitions (`@docs/platform-api`) that lazily loaded code needs in chunks of
   * their own, so the Try it panel and the in-page sandbox's worker share one download.
   */
  sharedApiChunk: boolean;
  /**
   * Empty the descriptions in the browser's copy of the API definitions (strip-descriptions.cjs):
   * the panel and the in-page sandbox validate with them, only the reference pages, built in
   * Node, show descriptions.
   */
  stripApiDescriptions: boolean;
}

export const DEFAULT_OPTIONS: BundleTrimOptions = {
  id: 'default',
  prism: true,
  utilsCommon: true,
  sharedApiChunk: true,
  stripApiDescriptions: true,
};

const Schema = optionsSchema<BundleTrimOptions>('bundle-trim', {
  prism: Joi.boolean().default(DEFAULT_OPTIONS.prism).messages(mustBe('true or false')),
  utilsCommon: Joi.boolean().default(DEFAULT_OPTIONS.utilsCommon).messages(mustBe('true or false')),
  sharedApiChunk: Joi.boolean()
    .default(DEFAULT_OPTIONS.sharedApiChunk)
    .messages(mustBe('true or false')),
  stripApiDescriptions: Joi.boolean()
    .default(DEFAULT_OPTIONS.stripApiDescriptions)
    .messages(mustBe('true or false')),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<BundleTrimOptions> | undefined, BundleTrimOptions>) {
  return validate(Schema, options);
}
