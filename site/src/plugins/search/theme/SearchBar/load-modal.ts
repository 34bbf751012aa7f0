import type { ComponentType } from 'react';
import type { SearchIndexGlobalData } from '../..';
import { loadLocalClient } from '../../client/search-client';
import type { LocalSearchClient } from '@docs/docs-search/engine/local-client';
import type { SearchModalProps } from './SearchModal';

export interface LoadedSearchModal {
  Modal: ComponentType<SearchModalProps>;
  /** The client answering from the local index; null when Algolia answers. */
  localClient: LocalSearchClient | null;
}

let loading: Promise<LoadedSearchModal> | null = null;

/**
 * Downloads the modal (DocSearch's UI and styles) and, for the local engine, the search
 * engine, in parallel. Nothing of it is part of a page's first load.
 */
export function loadSearchModal(engine: SearchIndexGlobalData): Promise<LoadedSearchModal> {
  loading ??= Promise.all([import('./SearchModal'), loadLocalClient(engine)]).then(
    ([{ default: Modal }, localClient]) => ({ Modal, localClient }),
  );
  // A failed download (e.g. offline) is forgotten, so the next attempt tries again.
  loading.catch(() => (loading = null));
  return loading;
}
