import type { OptionValidationContext } from '@docusaurus/types';
import { Joi, normalizePluginOptions } from '@docusaurus/utils-validation';
import type { AssistantService } from '../../config/assistant';
import { mustBe, optionsSchema } from '../option-schema';

export interface AssistantOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** The hosted service from `src/config/assistant.ts`, or null to answer from the docs alone. */
  service: AssistantService | null;
}

export const DEFAULT_OPTIONS: AssistantOptions = {
  id: 'default',
  service: null,
};

const Schema = optionsSchema<AssistantOptions>('assistant', {
  service: Joi.object({
    url: Joi.string().required(),
    model: Joi.string().required(),
    apiKey: Joi.string().allow(null).required(),
    timeoutMs: Joi.number().integer().min(1).required(),
  })
    .allow(null)
    .default(DEFAULT_OPTIONS.service)
    .messages(mustBe('null or the result of assistantSettingsFrom()')),
});

/** Docusaurus's hook: checks the config's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AssistantOptions> | undefined, AssistantOptions>) {
  return validate(Schema, options);
}

/** The options as Docusaurus would pass them: for tests and code that runs the plugin's parts. */
export function resolveOptions(options: unknown): AssistantOptions {
  // The schema decides whether `options` fits; the cast only names what Docusaurus would pass.
  return validateOptions({
    validate: normalizePluginOptions,
    options: options as Partial<AssistantOptions>,
  });
}
