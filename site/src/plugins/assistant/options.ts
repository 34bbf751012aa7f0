import type { OptionValidationContext } from '@docusaurus/types';
import type { AssistantService } from '../../config/assistant';

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

const fail = (message: string): never => {
  throw new Error(`assistant: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

export function resolveOptions(options: unknown): AssistantOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    fail(`options must be an object; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<AssistantOptions>) };
  const service: unknown = merged.service;
  if (
    service !== null &&
    (typeof service !== 'object' ||
      typeof (service as AssistantService).url !== 'string' ||
      typeof (service as AssistantService).model !== 'string')
  ) {
    fail(
      `"service" must be null or the result of assistantSettingsFrom(); received ${describe(service)}.`,
    );
  }
  return merged;
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<AssistantOptions> | undefined, AssistantOptions>) {
  return resolveOptions(options);
}
