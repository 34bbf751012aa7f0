import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { AssistantService } from '../../config/assistant';
import { mustBe, optionsSchema, validateAsDocusaurus } from '../option-schema';

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

/** The options as Docusaurus hands them to the plugin, for tests and callers outside a build. */
export function resolveOptions(options: unknown): AssistantOptions {
  return validateAsDocusaurus(validateOptions, options);
}
