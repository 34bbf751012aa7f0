import { DEFAULT_SHARING, type SharingRules } from '@docs/platform-api/model';
import { Joi, normalizePluginOptions } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export interface ApiReferenceOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /**
   * When a named schema is shown once and linked instead of repeated (see the model's
   * shared.ts). `/api` and `/api.md` both follow these rules: `/api.md` is made from this
   * plugin's model.
   */
  sharing: SharingRules;
}

export const DEFAULT_OPTIONS: ApiReferenceOptions = { id: 'default', sharing: DEFAULT_SHARING };

const count = (rule: keyof SharingRules) =>
  Joi.number().integer().min(0).default(DEFAULT_OPTIONS.sharing[rule]);

const Schema = Joi.object<ApiReferenceOptions>({
  sharing: Joi.object<SharingRules>({
    maxInlineEnumValues: count('maxInlineEnumValues'),
    maxInlineNodes: count('maxInlineNodes'),
    minSharedOperations: count('minSharedOperations'),
    minSharedNodes: count('minSharedNodes'),
  }).default(),
}).messages({
  'object.base': 'api-reference: {#label} must be an object; received {#value}.',
  'object.unknown': `api-reference: {#label} is not an option (received {:#value}); expected one of sharing.${Object.keys(DEFAULT_SHARING).join(', sharing.')}.`,
  'number.base': 'api-reference: {#label} must be a non-negative integer; received {:#value}.',
  'number.integer': 'api-reference: {#label} must be a non-negative integer; received {#value}.',
  'number.min': 'api-reference: {#label} must be a non-negative integer; received {#value}.',
});

/** Docusaurus's hook: checks the user's options and fills in the defaults. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ApiReferenceOptions> | undefined, ApiReferenceOptions>) {
  return validate(Schema, options);
}

/**
 * The plugin's options, checked by `validateOptions` with Docusaurus's own validator. The site
 * lists its local plugins as functions, and Docusaurus only calls a `validateOptions` it finds
 * on a module it loads by path, so the plugin calls it itself (see
 * docs/decisions/0042-plugin-options-by-joi.md).
 */
export function resolveOptions(options: unknown): ApiReferenceOptions {
  // The schema checks every value; the cast only names what Docusaurus would pass.
  return validateOptions({
    validate: normalizePluginOptions,
    options: options as Partial<ApiReferenceOptions>,
  });
}
