import { DEFAULT_SHARING, type SharingRules } from '@docs/platform-api/model';
import { Joi } from '@docusaurus/utils-validation';
import { validateAsDocusaurus } from '../option-schema';
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
  /**
   * Scratch builds only: render `/api` with this many operations, the real ones repeated under
   * new names (see synthetic.ts), to measure the page at a size the definition has not reached.
   * 0 (the default) renders the definition as it is; `/api.md` and search never change.
   * @example 192
   */
  syntheticOperations: number;
}

export const DEFAULT_OPTIONS: ApiReferenceOptions = {
  id: 'default',
  sharing: DEFAULT_SHARING,
  syntheticOperations: 0,
};

const count = (rule: keyof SharingRules) =>
  Joi.number().integer().min(0).default(DEFAULT_OPTIONS.sharing[rule]);

const Schema = Joi.object<ApiReferenceOptions>({
  sharing: Joi.object<SharingRules>({
    maxInlineEnumValues: count('maxInlineEnumValues'),
    maxInlineNodes: count('maxInlineNodes'),
    minSharedOperations: count('minSharedOperations'),
    minSharedNodes: count('minSharedNodes'),
  }).default(),
  syntheticOperations: Joi.number().integer().min(0).default(DEFAULT_OPTIONS.syntheticOperations),
}).messages({
  'object.base': 'api-reference: {#label} must be an object; received {#value}.',
  'object.unknown': `api-reference: {#label} is not an option (received {:#value}); expected one of syntheticOperations, sharing.${Object.keys(DEFAULT_SHARING).join(', sharing.')}.`,
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

/** The options as Docusaurus hands them to the plugin, for tests and callers outside a build. */
export function resolveOptions(options: unknown): ApiReferenceOptions {
  return validateAsDocusaurus(validateOptions, options);
}
