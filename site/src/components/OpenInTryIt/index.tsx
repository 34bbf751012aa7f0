import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { TRY_IT_LINK_CLASS } from '../../api-reference/try-it/link-class';
import styles from './styles.module.css';

/**
 * The link under an example that calls one API operation: it opens that operation's Try it on
 * `/api` with the example's request body loaded (written at build time by remark-try-it-links).
 */
export default function OpenInTryIt({
  operation,
  href,
}: {
  operation: string;
  href: string;
}): ReactNode {
  return (
    <p className={`${styles.link} ${TRY_IT_LINK_CLASS}`}>
      <Link to={href} data-try-it-link={operation}>
        Open in Try it: <code>{operation}</code> with this body
      </Link>
    </p>
  );
}
