import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

// The doctor and the diagnosis code load only when this page renders in the browser; the doc
// page ships only this shell.
const Doctor = lazy(() => import('./Doctor'));

const loading = <p>Loading the Stamp Doctor…</p>;

export default function StampDoctor(): ReactNode {
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <Suspense fallback={loading}>
          <Doctor />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
