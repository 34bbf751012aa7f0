import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchIndexGlobalData } from '../plugins/search-index';

/**
 * Which engine answers searches, as the search-index plugin published it. Without the plugin
 * the theme's own behaviour applies: Algolia, with the `themeConfig.algolia` credentials.
 */
export function useSearchEngine(): SearchIndexGlobalData {
  const data = usePluginData('search-index') as SearchIndexGlobalData | undefined;
  return data ?? { engine: 'hosted', manifestUrl: null };
}
