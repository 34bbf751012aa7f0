import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { manifestFileName } from '../../search/records';
import { writeIndex } from './files';
import { resolveOptions, type SearchIndexOptions } from './options';
import { siteRecords } from './siteRecords';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { SearchIndexOptions } from './options';

/** What the browser learns about the index, through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  engine: SearchIndexOptions['engine'];
  /** Root-relative URL of the index manifest (local engine only). */
  manifestUrl: string | null;
}

/**
 * Builds the local search index after the site is rendered: the records of every page and
 * of every API operation, written under `<outDir>/<outputDir>/` as a manifest, postings shards
 * and text fragments (see `src/search/indexFormat.ts`). The browser reads the manifest when
 * search is first opened, then only the parts each query needs.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  userOptions: unknown,
): Plugin<unknown> {
  const options = resolveOptions(userOptions);
  const openApiPath = path.resolve(context.siteDir, options.openApiFile);
  return {
    name: 'search-index',
    async contentLoaded({ actions }) {
      const data: SearchIndexGlobalData = {
        engine: options.engine,
        manifestUrl:
          options.engine === 'local'
            ? `${context.baseUrl}${options.outputDir}/${manifestFileName}`
            : null,
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths, routesBuildMetadata, baseUrl }) {
      if (options.engine !== 'local') return;
      const records = await siteRecords(
        { outDir, baseUrl, routesPaths, routesBuildMetadata },
        { excludeRoutes: options.excludeRoutes, openApiPath, apiRoute: options.apiRoute },
      );
      await writeIndex(records, path.join(outDir, options.outputDir), {
        shardBytes: options.maxShardBytes,
        fragmentBytes: options.maxFragmentBytes,
      });
    },
  };
}
