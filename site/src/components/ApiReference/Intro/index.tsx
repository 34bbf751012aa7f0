import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { OPENAPI_FILES } from '@docs/platform-api/documents';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type { ApiModel } from '@docs/platform-api/model';
import Prose from '../Prose';
import SchemaTree from '../SchemaTree';
import styles from './styles.module.css';

/** The page's opening: what the API is, queries, submissions, stamps and errors. */
export default function Intro({ model }: { model: ApiModel }): ReactNode {
  const json = useBaseUrl(`/${OPENAPI_FILES.json}`);
  const yaml = useBaseUrl(`/${OPENAPI_FILES.yaml}`);
  const queries = model.operations.filter((op) => op.kind === 'query').length;
  const submissions = model.operations.length - queries;
  return (
    <div className={styles.intro}>
      <Heading as="h1">API reference</Heading>
      <p className={styles.lead}>
        Every query and submission of the {model.title}, version {model.version}: what each one
        does, its request and response fields, examples in curl and TypeScript, and a panel that
        sends a stamped request from your browser. The same definition is available as{' '}
        <a href={json}>OpenAPI 3.1 JSON</a> and <a href={yaml}>YAML</a>.
      </p>
      <Heading as="h2" id="overview">
        Overview
      </Heading>
      <p>
        Every call is a <code>POST</code> of a JSON body to <code>{model.serverUrl}</code>, followed
        by the operation&apos;s path, and carries a stamp header. The {queries} queries read state;
        the {submissions} submissions change it or sign. Read the{' '}
        <Link to="/api-overview/introduction">API overview</Link> for the concepts behind them.
      </p>
      <Heading as="h2" id="queries">
        Queries
      </Heading>
      <p>
        A query is a <code>POST</code> to <code>/public/v1/query/&#123;name&#125;</code> with a flat
        body, usually the <code>organizationId</code> and the ID of the item you want. Its answer
        holds the data directly and creates no activity. Lists take <code>paginationOptions</code>{' '}
        where the reference says so.
      </p>
      <Heading as="h2" id="submissions">
        Submissions
      </Heading>
      <p>
        A submission is a <code>POST</code> to <code>/public/v1/submit/&#123;name&#125;</code> with
        the envelope <code>type</code> (the activity type, fixed per operation),{' '}
        <code>timestampMs</code> (the current time in milliseconds, as a string),{' '}
        <code>organizationId</code> and <code>parameters</code>. It answers with the activity it
        created. Until the activity&apos;s status is final, poll{' '}
        <a href="#get_activity">get_activity</a>; then read its result under{' '}
        <code>activity.result</code>. An activity that needs more approvals waits in{' '}
        <code>ACTIVITY_STATUS_CONSENSUS_NEEDED</code> until other users call{' '}
        <a href="#approve_activity">approve_activity</a> or{' '}
        <a href="#reject_activity">reject_activity</a> with its fingerprint.
      </p>
      <Heading as="h2" id="stamps">
        Stamps
      </Heading>
      <p>
        A stamp signs the exact bytes of the body you send, so serialize the body once and sign and
        send that same string. Either header authenticates a request.
      </p>
      {model.stamps.map((stamp) => (
        <div key={stamp.name}>
          <h3 className={styles.stampHeading}>
            <code>{stamp.header}</code>
          </h3>
          <Prose text={stamp.description} />
        </div>
      ))}
      <Heading as="h2" id="errors">
        Errors
      </Heading>
      <p>
        A call the platform rejects answers with a non-2xx status and this status object as its
        body; a failed activity carries the same object in <code>activity.failure</code>.
      </p>
      <SchemaTree root={{ type: 'ref', ref: 'Status' }} openDepth={1} />
    </div>
  );
}
