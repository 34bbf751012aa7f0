import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchIndexGlobalData } from '..';

/** Which engine answers searches and where the local index is, as the search plugin published it. */
export function useSearchEngine(): SearchIndexGlobalData {
  return usePluginData('search') as SearchIndexGlobalData;
}
