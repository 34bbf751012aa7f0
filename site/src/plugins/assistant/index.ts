import type { LoadContext, Plugin } from '@docusaurus/types';
import type { AssistantService } from '../../config/assistant';
import { validateOptions, type AssistantOptions } from './options';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { AssistantOptions } from './options';

/** What the browser learns, through `usePluginData('assistant')`. */
export interface AssistantGlobalData {
  service: AssistantService | null;
}

/**
 * "Ask the docs": tells the panel which hosted service, if any, writes answers. The passages
 * come from the search plugin's index (the assistant retrieves through the search engine), so
 * this plugin writes no file of its own.
 */
export default function assistantPlugin(
  _context: LoadContext,
  options: AssistantOptions,
): Plugin<unknown> {
  return {
    name: 'assistant',
    async contentLoaded({ actions }) {
      const data: AssistantGlobalData = { service: options.service };
      actions.setGlobalData(data);
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
assistantPlugin.validateOptions = validateOptions;
