import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { manifestFileName, siteRecords, writeIndex } from '@docs/docs-search/records';
import { TRY_IT_LINK_CLASS } from '../../api-reference/try-it/link-class';
import { POLICY_LAB_LINK_CLASS } from '../../components/OpenInPolicyLab/link-class';
import { LEGACY_NOTE_CLASS } from '../api-facts';
import { type SearchIndexOptions, validateOptions } from './options';

export { DEFAULT_OPTIONS, validateOptions } from './options';
export type { SearchIndexOptions } from './options';

/** What the browser learns about search, through `usePluginData('search')`. */
export interface SearchIndexGlobalData {
  /** Which engine answers the search box and the search page. */
  engine: SearchIndexOptions['engine'];
  /**
   * Root-relative URL of the local index's manifest. Written with either engine: the assistant
   * always retrieves from it, and with `local` the search UI does too.
   */
  manifestUrl: string;
}

/**
 * Search as one feature: the records step, the index, and the theme's SearchBar and SearchPage
 * (in `theme/`, which shadow theme-search-algolia's). After the site is rendered, it extracts
 * the text records of every page and API operation once and writes them as the local index
 * under `<outDir>/<outputDir>/`: a manifest, postings shards and text fragments (see
 * `packages/docs-search/src/engine/index-format.ts`). The browser reads the manifest when
 * search or the assistant is first opened, then only the parts each query needs.
 */
export default function searchPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin<unknown> {
  return {
    name: 'search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      const data: SearchIndexGlobalData = {
        engine: options.engine,
        manifestUrl: `${context.baseUrl}${options.outputDir}/${manifestFileName}`,
      };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths, routesBuildMetadata, baseUrl }) {
      const records = await siteRecords(
        { outDir, baseUrl, routesPaths, routesBuildMetadata },
        {
          excludeRoutes: options.excludeRoutes,
          apiRoute: options.apiRoute,
          noIndexRoutesIndexed: options.noIndexRoutesIndexed,
          chromeClasses: [TRY_IT_LINK_CLASS, POLICY_LAB_LINK_CLASS, LEGACY_NOTE_CLASS],
        },
      );
      await writeIndex(records, path.join(outDir, options.outputDir), {
        shardBytes: options.maxShardBytes,
        fragmentBytes: options.maxFragmentBytes,
      });
    },
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
searchPlugin.validateOptions = validateOptions;
