import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { PageMetadata } from '@docusaurus/theme-common';
import { cardPath } from '@site/src/plugins/social-cards/sections';
import { DATA_DIR, type ApiIndex } from '../../plugins/api-reference/page-data';
import ApiNav from './ApiNav';
import { ApiModelContext } from './context';
import { filterOperations } from '../../api-reference/filter';
import Intro from './Intro';
import { serverModel } from '../../api-reference/server-model';
import SharedSchemas from './SharedSchemas';
import StaticHtml from './StaticHtml';
import TagSection from './TagSection';
import { useFieldLinks } from './use-field-links';
import { useLinkedFields } from './use-linked-fields';
import { usePinnedHashTarget } from './use-pinned-hash-target';
import { usePrerenderedHtml } from './use-prerendered-html';
import styles from './styles.module.css';

export interface ApiReferenceProps {
  /** Route data from the api-reference plugin: names, tags and summaries, not the bodies. */
  index: ApiIndex;
}

/**
 * The `/api` page. The server renders every operation from the model; the browser hydrates
 * only the navigation, the filter, each operation's wrapper (to hide it), its examples and Try
 * it, and keeps the rest of the prerendered HTML as it is (StaticHtml).
 */
export default function ApiReference({ index }: ApiReferenceProps): ReactNode {
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState('');
  const main = useRef<HTMLElement>(null);
  const dataUrl = useBaseUrl(`/${DATA_DIR}/`);
  usePinnedHashTarget();
  usePrerenderedHtml();
  useLinkedFields(main, dataUrl);
  // A guide's "Open in Try it" link: the code that reads it loads only when the URL has one.
  useEffect(() => {
    if (!/[?&]try=/.test(window.location.search)) return;
    const known = new Set(index.operations.map((operation) => operation.name));
    void import('../../api-reference/try-it/open-link').then(({ openTryItLink }) =>
      openTryItLink(window.location.search, known),
    );
  }, [index.operations]);
  useFieldLinks(main, setCopied);
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(
    () => filterOperations(index.operations, deferredQuery),
    [index.operations, deferredQuery],
  );
  const page = (
    <div className={styles.page}>
      <aside className={styles.sidebar}>
        <ApiNav index={index} query={query} onQueryChange={setQuery} visible={visible} />
      </aside>
      <main ref={main} className={styles.main}>
        <StaticHtml>{serverModel && <Intro model={serverModel} />}</StaticHtml>
        {visible.size === 0 && (
          <p className={styles.empty} role="status">
            No operation matches “{deferredQuery.trim()}”.{' '}
            <button type="button" className="button button--link" onClick={() => setQuery('')}>
              Clear the filter
            </button>
          </p>
        )}
        {index.tags.map((tag) => (
          <TagSection
            key={tag.anchor}
            tag={tag}
            operations={index.operations.filter((op) => op.tag === tag.name)}
            visible={visible}
            baseUrl={index.serverUrl}
            dataUrl={dataUrl}
          />
        ))}
        <StaticHtml>{serverModel && <SharedSchemas model={serverModel} />}</StaticHtml>
        <p role="status" className={styles.visuallyHidden}>
          {copied}
        </p>
      </main>
    </div>
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
      {serverModel ? <ApiModelContext value={serverModel}>{page}</ApiModelContext> : page}
    </Layout>
  );
}
