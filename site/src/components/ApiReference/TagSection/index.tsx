import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiTag } from '@docs/platform-api/model';
import type { IndexOperation } from '../../../plugins/api-reference/page-data';
import Operation from '../Operation';
import styles from './styles.module.css';

export interface TagSectionProps {
  tag: ApiTag;
  operations: readonly IndexOperation[];
  /** Names of the operations the filter lets through. */
  visible: ReadonlySet<string>;
  baseUrl: string;
  /** Base URL of the page's JSON files. */
  dataUrl: string;
}

/** A tag's heading and description, then its operations. */
export default function TagSection({
  tag,
  operations,
  visible,
  baseUrl,
  dataUrl,
}: TagSectionProps): ReactNode {
  const hidden = !operations.some((operation) => visible.has(operation.name));
  return (
    <section className={styles.tag} hidden={hidden} aria-labelledby={tag.anchor}>
      <Heading as="h2" id={tag.anchor}>
        {tag.name}
      </Heading>
      <p>{tag.description}</p>
      {operations.map((operation) => (
        <Operation
          key={operation.name}
          operation={operation}
          baseUrl={baseUrl}
          dataUrl={dataUrl}
          hidden={!visible.has(operation.name)}
        />
      ))}
    </section>
  );
}
