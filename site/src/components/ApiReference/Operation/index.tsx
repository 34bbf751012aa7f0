import { memo, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiOperation } from '@docs/platform-api/model';
import type { IndexOperation } from '../../../plugins/api-reference/page-data';
import Examples from '../Examples';
import InlineText from '../InlineText';
import { useApiModel } from '../context';
import SchemaTree from '../SchemaTree';
import { treeAnchor } from '../../../api-reference/anchors';
import { requestParametersSchema } from '../../../api-reference/tree';
import { serverOperation } from '../../../api-reference/server-model';
import StaticHtml from '../StaticHtml';
import TryIt from '../TryIt';
import styles from './styles.module.css';

export interface OperationProps {
  operation: IndexOperation;
  /** Origin the snippets use. */
  baseUrl: string;
  /** Base URL of the page's JSON files. */
  dataUrl: string;
  hidden: boolean;
}

/** Heading (its anchor is the name), summary, path and description: static HTML. */
function Head({ operation }: { operation: ApiOperation }): ReactNode {
  const { name, path, kind, summary, description } = operation;
  return (
    <>
      <Heading as="h3" id={name} className={styles.heading}>
        <code>{name}</code>
      </Heading>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.endpoint}>
        <span className={styles.method}>POST</span> <code className={styles.path}>{path}</code>{' '}
        <span className={styles.kind}>{kind === 'query' ? 'Query' : 'Submission'}</span>
      </p>
      {operation.legacy && <LegacyNote legacy={operation.legacy} />}
      <p>
        <InlineText text={description} />
      </p>
    </>
  );
}

/** The platform calls the operation legacy: say so before its description, with what to use. */
function LegacyNote({ legacy }: { legacy: NonNullable<ApiOperation['legacy']> }): ReactNode {
  return (
    <p className={styles.legacy}>
      <strong>Legacy.</strong> <InlineText text={legacy.note} /> Use instead:{' '}
      {legacy.use.map((name, index) => (
        <span key={name}>
          {index > 0 && (index === legacy.use.length - 1 ? ' and ' : ', ')}
          <a href={`#${name}`}>
            <code>{name}</code>
          </a>
        </span>
      ))}
      .
    </p>
  );
}

/** Request and response trees: static HTML. */
function Schemas({ operation }: { operation: ApiOperation }): ReactNode {
  const parameters = requestParametersSchema(operation.request, useApiModel());
  return (
    <>
      <h4>Request body</h4>
      <SchemaTree
        root={operation.request}
        operation={operation.name}
        openDepth={2}
        anchor={treeAnchor(operation.name, 'request')}
      />
      <h4>
        Response <code>200</code>
      </h4>
      <SchemaTree
        root={operation.response}
        operation={operation.name}
        openDepth={3}
        anchor={treeAnchor(operation.name, 'response')}
        {...(parameters ? { shownInRequest: [parameters] } : {})}
      />
      <p className={styles.errors}>
        Errors: any other status carries a <a href="#errors">status object</a>.
      </p>
    </>
  );
}

/**
 * One operation. The browser hydrates only the article (the filter hides it), the examples and
 * Try it; the rest is prerendered HTML it keeps.
 */
function Operation({ operation, baseUrl, dataUrl, hidden }: OperationProps): ReactNode {
  const full = serverOperation(operation.name);
  return (
    <article className={styles.operation} hidden={hidden} data-operation={operation.name}>
      <StaticHtml>{full && <Head operation={full} />}</StaticHtml>
      <div className={styles.columns}>
        <StaticHtml className={styles.schemas}>{full && <Schemas operation={full} />}</StaticHtml>
        <div className={styles.examples}>
          <h4>Examples</h4>
          <Examples name={operation.name} baseUrl={baseUrl} dataUrl={dataUrl} />
          <TryIt operation={operation} />
        </div>
      </div>
    </article>
  );
}

// Typing in the filter re-renders the page; an operation re-renders only when it is shown or hidden.
export default memo(Operation);
