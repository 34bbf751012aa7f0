/** The class of the "Open in Policy Lab" link under a policy example; search skips it as chrome. */
export const POLICY_LAB_LINK_CLASS = 'policy-lab-link';
