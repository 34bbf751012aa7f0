import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { AssistantService } from '../../config/assistant';
import { buildCorpus } from '../../assistant/corpus';
import { siteRecords } from '../search-index/siteRecords';
import { resolveOptions } from './options';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { AssistantCorpusOptions } from './options';

/** File name of the corpus inside the output folder. */
export const corpusFileName = 'corpus.json';

/** What the browser learns, through `usePluginData('assistant-corpus')`. */
export interface AssistantGlobalData {
  /** Root-relative URL of the corpus file. */
  corpusUrl: string;
  service: AssistantService | null;
}

/**
 * Writes the assistant's corpus after the site is rendered: the heading-level sections of every
 * page and the API operations, from the same extraction pass as the search index (always, also
 * when Algolia answers search: the assistant does not depend on it).
 */
export default function assistantCorpusPlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const openApiPath = path.resolve(context.siteDir, options.openApiFile);
  return {
    name: 'assistant-corpus',
    async contentLoaded({ actions }) {
      const data: AssistantGlobalData = {
        corpusUrl: `${context.baseUrl}${options.outputDir}/${corpusFileName}`,
        service: options.service,
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths, routesBuildMetadata, baseUrl }) {
      const records = await siteRecords(
        { outDir, baseUrl, routesPaths, routesBuildMetadata },
        { excludeRoutes: options.excludeRoutes, openApiPath, apiRoute: options.apiRoute },
      );
      const corpus = buildCorpus(records, { maxChunkChars: options.maxChunkChars });
      const dir = path.join(outDir, options.outputDir);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, corpusFileName), JSON.stringify(corpus));
    },
  };
}
