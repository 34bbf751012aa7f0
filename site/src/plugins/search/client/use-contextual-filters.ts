import {
  useActivePluginAndVersion,
  useAllDocsData,
  useDocsPreferredVersionByPluginId,
} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { FacetFilters } from '@docs/docs-search/engine';
import { contextualFacetFilters, type DocsInstanceVersions } from './contextual-filters';

/** The inputs of `contextualFacetFilters` for the page being read. */
export function useContextualFacetFilters(): FacetFilters {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  const active = useActivePluginAndVersion();
  const preferred = useDocsPreferredVersionByPluginId();
  const instances = Object.entries(allDocsData).map(([pluginId, data]): DocsInstanceVersions => ({
    pluginId,
    active: active?.activePlugin.pluginId === pluginId ? active.activeVersion?.name : undefined,
    preferred: preferred[pluginId]?.name,
    latest:
      (data.versions.find((version) => version.isLast) ?? data.versions[0])?.name ?? 'current',
  }));
  return contextualFacetFilters(currentLocale, instances);
}
