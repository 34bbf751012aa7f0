import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { ApiModel } from '@docs/platform-api/model';
import ApiNav from './ApiNav';
import { ApiModelContext } from './context';
import { filterOperations } from './filter';
import Intro from './Intro';
import SharedSchemas from './SharedSchemas';
import TagSection from './TagSection';
import { usePinnedHashTarget } from './use-pinned-hash-target';
import { PageMetadata } from '@docusaurus/theme-common';
import { cardPath } from '@site/src/plugins/social-cards/sections';
import styles from './styles.module.css';

export interface ApiReferenceProps {
  /** Route data from the api-reference plugin. */
  model: ApiModel;
}

/** The `/api` page: one route, server-rendered from the model, hydrated for filter and Try it. */
export default function ApiReference({ model }: ApiReferenceProps): ReactNode {
  const [query, setQuery] = useState('');
  usePinnedHashTarget();
  // Filtering re-renders every operation; deferring keeps typing responsive.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(
    () => filterOperations(model.operations, deferredQuery),
    [model.operations, deferredQuery],
  );
  return (
    <Layout
      title="API reference"
      description="Every query and submission of the platform API: request and response fields, examples in curl and TypeScript, and a signed Try it panel."
    >
      <PageMetadata image={cardPath('API reference')} />
      {/* Without JavaScript nothing corrects a jump's position: lay out every section. */}
      <noscript>
        <style>{'article[data-operation],[data-schema]{content-visibility:visible}'}</style>
      </noscript>
      <ApiModelContext value={model}>
        <div className={styles.page}>
          <aside className={styles.sidebar}>
            <ApiNav model={model} query={query} onQueryChange={setQuery} visible={visible} />
          </aside>
          <main className={styles.main}>
            <Intro model={model} />
            {visible.size === 0 && (
              <p className={styles.empty} role="status">
                No operation matches “{deferredQuery.trim()}”.{' '}
                <button type="button" className="button button--link" onClick={() => setQuery('')}>
                  Clear the filter
                </button>
              </p>
            )}
            {model.tags.map((tag) => (
              <TagSection
                key={tag.anchor}
                tag={tag}
                operations={model.operations.filter((op) => op.tag === tag.name)}
                visible={visible}
                baseUrl={model.serverUrl}
              />
            ))}
            <SharedSchemas model={model} />
          </main>
        </div>
      </ApiModelContext>
    </Layout>
  );
}
