/**
 * The registry against the spec (§7): exactly its queries (plus get_wallet_account) and its
 * submissions, the tag order, tag placement of the wire sheet's finer tags, and descriptions.
 */
import { describe, expect, it } from 'vitest';
import { wireOperations } from '../__tests__/support';
import { findOperation, operations, TAG_NAMES } from '.';

/** Spec §7, queries, as listed there; get_wallet_account comes from the wire sheet. */
const SPEC_QUERIES = [
  'get_activity',
  'get_api_key',
  'get_api_keys',
  'get_authenticator',
  'get_authenticators',
  'get_oauth_providers',
  'get_organization_configs',
  'get_policy',
  'get_private_key',
  'get_user',
  'get_wallet',
  'list_activities',
  'list_policies',
  'list_private_key_tags',
  'list_private_keys',
  'list_suborgs',
  'list_user_tags',
  'list_users',
  'list_verified_suborgs',
  'list_wallet_accounts',
  'list_wallets',
  'whoami',
];

/** Spec §7, submissions, as listed there. */
const SPEC_SUBMISSIONS = [
  'approve_activity',
  'create_api_keys',
  'create_authenticators',
  'create_invitations',
  'create_oauth_providers',
  'create_policies',
  'create_policy',
  'create_private_key_tag',
  'create_private_keys',
  'create_read_only_session',
  'create_read_write_session',
  'create_sub_organization',
  'create_user_tag',
  'create_users',
  'create_wallet',
  'create_wallet_accounts',
  'delete_api_keys',
  'delete_authenticators',
  'delete_invitation',
  'delete_oauth_providers',
  'delete_policy',
  'delete_private_key_tags',
  'delete_private_keys',
  'delete_sub_organization',
  'delete_user_tags',
  'delete_users',
  'delete_wallets',
  'email_auth',
  'export_private_key',
  'export_wallet',
  'export_wallet_account',
  'import_private_key',
  'import_wallet',
  'init_import_private_key',
  'init_import_wallet',
  'init_otp_auth',
  'init_user_email_recovery',
  'oauth',
  'otp_auth',
  'recover_user',
  'reject_activity',
  'remove_organization_feature',
  'set_organization_feature',
  'sign_raw_payload',
  'sign_raw_payloads',
  'sign_transaction',
  'update_policy',
  'update_private_key_tag',
  'update_root_quorum',
  'update_user',
  'update_user_tag',
  'update_wallet',
];

/**
 * Submissions the spec does not list, added from the pinned client (issue 15); the drift test
 * holds each to the client.
 */
const CLIENT_SUBMISSIONS = [
  'delete_policies',
  'delete_wallet_accounts',
  'init_otp',
  'oauth_login',
  'otp_login',
  'stamp_login',
  'update_organization_name',
  'update_user_email',
  'update_user_name',
  'update_user_phone_number',
  'verify_otp',
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
  'remove_ip_allowlist',
  'set_ip_allowlist',
  'delete_secrets',
  'export_secrets',
  'import_secrets',
  'init_import_secrets',
  'create_api_only_users',
  'create_tvc_app',
  'create_tvc_deployment',
  'create_tvc_manifest_approvals',
  'create_tvc_operator',
  'create_tvc_quorum_key',
  'delete_tvc_app_and_deployments',
  'delete_tvc_deployment',
  'post_tvc_quorum_key_share',
  're_encrypt_tvc_quorum_key_share',
  'restore_tvc_deployment',
  'set_tvc_app_live_deployment',
];

/** Queries the spec does not list, added from the pinned client (issue 15). */
const CLIENT_QUERIES = [
  // IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud
  'get_ip_allowlist',
  'list_secrets',
  'get_app_status',
  'get_boot_proof',
  'get_latest_boot_proof',
  'get_tvc_app',
  'get_tvc_deployment',
  'get_tvc_deployment_debug_logs',
  'get_tvc_deployment_provisioning_details',
  'get_tvc_qos_versions',
  'list_app_proofs',
  'list_tvc_app_deployments',
  'list_tvc_apps',
  'list_tvc_operators',
  'list_tvc_quorum_keys',
  'validate_tvc_image',
];

const sorted = (names: string[]) => [...names].sort();

describe('the operations registry', () => {
  it('holds the 22 queries of the spec plus get_wallet_account, get_organization and those added from the client', () => {
    expect(SPEC_QUERIES).toHaveLength(22);
    const queries = operations.filter((op) => op.kind === 'query').map((op) => op.name);
    expect(sorted(queries)).toEqual(
      sorted([...SPEC_QUERIES, 'get_wallet_account', 'get_organization', ...CLIENT_QUERIES]),
    );
  });

  it('holds the 52 submissions of the spec plus those added from the client', () => {
    expect(SPEC_SUBMISSIONS).toHaveLength(52);
    const submissions = operations.filter((op) => op.kind === 'submission').map((op) => op.name);
    expect(sorted(submissions)).toEqual(sorted([...SPEC_SUBMISSIONS, ...CLIENT_SUBMISSIONS]));
  });

  it('derives each path from kind and name', () => {
    for (const op of operations) {
      const prefix = op.kind === 'query' ? '/public/v1/query/' : '/public/v1/submit/';
      expect(op.path).toBe(`${prefix}${op.name}`);
    }
  });

  it('has unique names and summaries', () => {
    expect(new Set(operations.map((op) => op.name)).size).toBe(operations.length);
    expect(new Set(operations.map((op) => op.summary)).size).toBe(operations.length);
  });
});

describe('tags', () => {
  it('are the eleven reference tags, then the tags of areas added from the client, in order', () => {
    expect(TAG_NAMES).toEqual([
      'Organizations',
      'Invitations',
      'Policies',
      'Wallets',
      'Signing',
      'Private Keys',
      'Users',
      'Authenticators',
      'API Keys',
      'Activities',
      'Consensus',
      // IP allowlist, Secrets, Verifiable cloud
      'IP allowlist',
      'Secrets',
      'Verifiable cloud',
    ]);
  });

  it('order the registry, and each has operations', () => {
    const positions = operations.map((op) => TAG_NAMES.indexOf(op.tag));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const tag of TAG_NAMES) expect(operations.some((op) => op.tag === tag)).toBe(true);
  });

  /** Where the sheet's finer tags go (README, "Tag placement"). */
  const PLACEMENT: Record<string, (name: string) => string> = {
    'API keys': () => 'API Keys',
    'Private Key Tags': () => 'Private Keys',
    'User Tags': () => 'Users',
    Sessions: () => 'Users',
    'User Recovery': () => 'Users',
    Features: () => 'Organizations',
    'User Auth': (name) => (name.includes('oauth_providers') ? 'Authenticators' : 'Users'),
  };

  it.each(wireOperations)('$name sits under the tag its sheet tag maps to', (wire) => {
    const expected = PLACEMENT[wire.tag]?.(wire.name) ?? wire.tag;
    expect(findOperation(wire.name)?.tag).toBe(expected);
  });
});

/** Sentences end with . ! or ? followed by a space or the end; code spans are skipped. */
function sentences(text: string): string[] {
  return text
    .replace(/`[^`]*`/g, 'code')
    .split(/(?<=[.!?])\s+/)
    .filter((part) => part.trim().length > 0);
}

describe('descriptions', () => {
  it.each(operations.map((op) => [op.name, op] as const))('%s has 2 to 5 sentences', (_, op) => {
    const count = sentences(op.description).length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(5);
  });

  it('of submissions say where the output is', () => {
    for (const op of operations) {
      if (op.kind !== 'submission') continue;
      if (op.resultKey) expect(op.description, op.name).toContain(op.resultKey);
      else expect(op.description, op.name).toMatch(/no result of its own/);
    }
  });

  /** Each rule, the operations whose description must state it, and words that state it. */
  const RULE_STATEMENTS: [string, string[], RegExp][] = [
    ['root quorum threshold', ['create_sub_organization'], /at most the number of `rootUsers`/],
    ['root quorum threshold', ['update_root_quorum'], /at most the number of `userIds`/],
    [
      'delete requires export',
      ['delete_wallets', 'delete_private_keys', 'delete_sub_organization'],
      /exported first.*deleteWithoutExport.*no effect/s,
    ],
    [
      'consensus by fingerprint',
      ['approve_activity', 'reject_activity', 'get_activity'],
      /ACTIVITY_STATUS_CONSENSUS_NEEDED.*fingerprint/s,
    ],
    [
      'root quorum approval',
      ['update_root_quorum', 'set_organization_feature', 'remove_organization_feature'],
      /current root quorum/,
    ],
    ['mnemonic length', ['create_wallet', 'create_sub_organization'], /12, 15, 18, 21 or 24/],
    [
      'pagination',
      ['list_activities', 'list_suborgs', 'list_wallet_accounts'],
      /1 to 100.*defaults? to 10/s,
    ],
    ['OTP code', ['init_otp_auth', 'otp_auth'], /6-digit/],
    ['E.164', ['update_user', 'init_otp_auth'], /E\.164/],
    [
      'default expirations',
      ['email_auth', 'otp_auth', 'oauth', 'init_user_email_recovery', 'create_read_write_session'],
      /900 seconds/,
    ],
    ['read-only session', ['create_read_only_session'], /one hour/],
    ['BIP32', ['create_wallet', 'create_wallet_accounts', 'import_wallet'], /BIP32/],
  ];

  it.each(RULE_STATEMENTS)('state the %s rule where it applies', (_, names, pattern) => {
    for (const name of names) expect(findOperation(name)?.description, name).toMatch(pattern);
  });
});
