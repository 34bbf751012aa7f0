/**
 * The auth flows a parent organization runs for the users of its sub-organizations: its key may
 * submit these to a sub-organization (other submissions need the sub-organization's own key), and
 * the parent's policies decide them.
 */
export const PARENT_MAY_SUBMIT: ReadonlySet<string> = new Set([
  'init_otp',
  'verify_otp',
  'otp_login',
  'oauth_login',
  'init_otp_auth',
  'otp_auth',
  'email_auth',
  'oauth',
  'init_user_email_recovery',
]);
