import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { POLICY_LAB_LINK_CLASS } from './link-class';
import styles from './styles.module.css';

/**
 * The link under a policy example: it opens the Policy Lab with the example's policy and a
 * request loaded (written at build time by remark-policy-lab-links). A plain link, no script.
 */
export default function OpenInPolicyLab({
  policyName,
  href,
}: {
  policyName: string;
  href: string;
}): ReactNode {
  return (
    <p className={`${styles.link} ${POLICY_LAB_LINK_CLASS}`}>
      <Link to={href} data-policy-lab-link={policyName}>
        Open in Policy Lab: try this policy on a request
      </Link>
    </p>
  );
}
