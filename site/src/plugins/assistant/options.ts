import type { OptionValidationContext } from '@docusaurus/types';
import type { AssistantService } from '../../config/assistant';
import { DEFAULT_OPTIONS as searchDefaults } from '../search-index/options';

export interface AssistantCorpusOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** Folder of the corpus inside the build output; the browser fetches `/<outputDir>/corpus.json`. */
  outputDir: string;
  /** A section's text is cut (at a sentence end) past this many characters. */
  maxChunkChars: number;
  /** The hosted service from `src/config/assistant.ts`, or null to answer from the docs alone. */
  service: AssistantService | null;
  /** Same meaning as the search-index plugin's options, so both read the same records. */
  openApiFile: string;
  apiRoute: string;
  excludeRoutes: string[];
}

export const DEFAULT_OPTIONS: AssistantCorpusOptions = {
  id: 'default',
  outputDir: 'assistant',
  maxChunkChars: 2_000,
  service: null,
  openApiFile: searchDefaults.openApiFile,
  apiRoute: searchDefaults.apiRoute,
  excludeRoutes: searchDefaults.excludeRoutes,
};

const fail = (message: string): never => {
  throw new Error(`assistant-corpus: ${message}`);
};

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

export function resolveOptions(options: unknown): AssistantCorpusOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    fail(`options must be an object; received ${describe(options)}.`);
  }
  const merged = { ...DEFAULT_OPTIONS, ...(options as Partial<AssistantCorpusOptions>) };
  if (typeof merged.outputDir !== 'string' || !/^[\w-]+(\/[\w-]+)*$/.test(merged.outputDir)) {
    fail(
      `"outputDir" must be a relative folder such as "assistant"; received ${describe(merged.outputDir)}.`,
    );
  }
  if (!Number.isInteger(merged.maxChunkChars) || merged.maxChunkChars < 200) {
    fail(
      `"maxChunkChars" must be an integer of at least 200; received ${describe(merged.maxChunkChars)}.`,
    );
  }
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
  if (typeof merged.openApiFile !== 'string' || !merged.openApiFile.endsWith('.json')) {
    fail(`"openApiFile" must be a .json file; received ${describe(merged.openApiFile)}.`);
  }
  if (typeof merged.apiRoute !== 'string' || !merged.apiRoute.startsWith('/')) {
    fail(`"apiRoute" must be a route starting with "/"; received ${describe(merged.apiRoute)}.`);
  }
  const excluded: unknown = merged.excludeRoutes;
  if (
    !Array.isArray(excluded) ||
    excluded.some((route) => typeof route !== 'string' || !route.startsWith('/'))
  ) {
    fail(
      `"excludeRoutes" must be a list of routes starting with "/"; received ${describe(excluded)}.`,
    );
  }
  return merged;
}

/** Docusaurus's hook: called with the user's options before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<AssistantCorpusOptions> | undefined, AssistantCorpusOptions>) {
  return resolveOptions(options);
}
