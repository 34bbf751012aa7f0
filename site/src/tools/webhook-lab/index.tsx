import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

// The Lab, the verifier and the sandbox client load only when this page renders in the browser;
// the doc page ships only this shell.
const Lab = lazy(() => import('./Lab'));

const loading = <p>Loading the Webhook Lab…</p>;

export default function WebhookLab(): ReactNode {
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <Suspense fallback={loading}>
          <Lab />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
