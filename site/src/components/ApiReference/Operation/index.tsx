import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiOperation } from '@docs/platform-api/model';
import Examples from '../Examples';
import InlineText from '../InlineText';
import SchemaTree from '../SchemaTree';
import TryIt from '../TryIt';
import styles from './styles.module.css';

export interface OperationProps {
  operation: ApiOperation;
  /** Origin the snippets use. */
  baseUrl: string;
  hidden: boolean;
}

/** One operation: heading (its anchor is the name), path, description, schemas, examples, Try it. */
export default function Operation({ operation, baseUrl, hidden }: OperationProps): ReactNode {
  const { name, path, kind, summary, description } = operation;
  return (
    <article className={styles.operation} hidden={hidden} data-operation={name}>
      <Heading as="h3" id={name} className={styles.heading}>
        <code>{name}</code>
      </Heading>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.endpoint}>
        <span className={styles.method}>POST</span> <code className={styles.path}>{path}</code>{' '}
        <span className={styles.kind}>{kind === 'query' ? 'Query' : 'Submission'}</span>
      </p>
      <p>
        <InlineText text={description} />
      </p>
      <div className={styles.columns}>
        <div className={styles.schemas}>
          <h4>Request body</h4>
          <SchemaTree root={operation.request} operation={name} openDepth={2} />
          <h4>
            Response <code>200</code>
          </h4>
          <SchemaTree root={operation.response} operation={name} openDepth={3} />
          <p className={styles.errors}>
            Errors: any other status carries a <a href="#errors">status object</a>.
          </p>
        </div>
        <div className={styles.examples}>
          <h4>Examples</h4>
          <Examples operation={operation} baseUrl={baseUrl} />
          <TryIt operation={operation} />
        </div>
      </div>
    </article>
  );
}
