import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { doctorLinkFor } from '../../../../tools/stamp-doctor/request-handoff';
import type { SentRequest } from '../../dispatch';

/**
 * "Diagnose" under a 401: opens the Stamp Doctor with the body and stamp Try it sent. They wait
 * in this browser's storage; the link carries only an id.
 */
export default function DiagnoseLink({ sent }: { sent: SentRequest }): ReactNode {
  // Rendered only after a send, in the browser; the parent keys it by the stamp sent.
  const [href] = useState(() =>
    doctorLinkFor({ body: sent.body, headers: { [sent.stampHeader]: sent.stamp } }),
  );
  return (
    <p>
      <Link to={href} data-testid="try-it-diagnose">
        Diagnose this stamp
      </Link>{' '}
      in the Stamp Doctor: it says which part of the stamp the server could not verify.
    </p>
  );
}
