import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

/** Tags of the platform API in the spec's order (§1). */
const tags = [
  'Organizations',
  'Invitations',
  'Policies',
  'Wallets',
  'Signing',
  'Private keys',
  'Users',
  'Authenticators',
  'API keys',
  'Activities',
  'Consensus',
];

export default function ApiReferencePage() {
  return (
    <Layout
      title="API reference"
      description="Every query and submission of the platform API: paths, request and response shapes, and how requests are signed."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">API reference</Heading>
        <p>
          Every call to the platform is a <code>POST</code> with a JSON body. Queries read state at{' '}
          <code>/public/v1/query/&#123;name&#125;</code>; submissions change it at{' '}
          <code>/public/v1/submit/&#123;name&#125;</code> with the envelope <code>type</code>,{' '}
          <code>timestampMs</code>, <code>organizationId</code> and <code>parameters</code>, and
          answer with an activity. Each request carries a stamp: an <code>X-Stamp</code> header
          signed with an API key or an <code>X-Stamp-WebAuthn</code> header from a passkey.
        </p>
        <Heading as="h2">Operations by tag</Heading>
        <ul>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p>
          Start with the <Link to="/api-overview/introduction">API overview</Link>, then read how{' '}
          <Link to="/api-overview/stamps">stamps</Link> are built.
        </p>
      </main>
    </Layout>
  );
}
