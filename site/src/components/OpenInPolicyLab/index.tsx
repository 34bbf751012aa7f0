import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { POLICY_LAB_LINK_CLASS } from './link-class';
// The same small link under a block as Open in Try it: one stylesheet for both.
import styles from '../OpenInTryIt/styles.module.css';

/**
 * The link under a policy example: it opens the Policy Lab with the example's policy and a
 * request loaded (written at build time by remark-policy-lab-links). A plain link, no script.
 * Its hash is the Lab's state, not an anchor, so only the Lab's path goes to the broken-link
 * check.
 */
export default function OpenInPolicyLab({
  policyName,
  href,
}: {
  policyName: string;
  href: string;
}): ReactNode {
  useBrokenLinks().collectLink(href.split('#')[0]);
  return (
    <p className={`${styles.link} ${POLICY_LAB_LINK_CLASS}`}>
      <Link to={href} data-noBrokenLinkCheck data-policy-lab-link={policyName}>
        Open in Policy Lab: {policyName}
      </Link>
    </p>
  );
}
