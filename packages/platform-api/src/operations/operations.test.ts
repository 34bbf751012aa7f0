/**
 * The registry against the spec (§7) and the pinned client: every operation of the spec, exactly
 * the client's operations, the tag order, tag placement of the wire sheet's finer tags, and descriptions.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { shapeOf, wireOperations } from '../__tests__/support';
import { readInstalledClient } from '../client-types/read';
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

const sorted = (names: string[]) => [...names].sort();

describe('the operations registry', () => {
  it('holds the 22 queries and 52 submissions of the spec', () => {
    expect(SPEC_QUERIES).toHaveLength(22);
    expect(SPEC_SUBMISSIONS).toHaveLength(52);
    const kinds = new Map(operations.map((op) => [op.name, op.kind]));
    expect(SPEC_QUERIES.filter((name) => kinds.get(name) !== 'query')).toEqual([]);
    expect(SPEC_SUBMISSIONS.filter((name) => kinds.get(name) !== 'submission')).toEqual([]);
  });

  it('holds exactly the queries and submissions of the pinned client', () => {
    const byKind = (list: { name: string; kind: string }[], kind: string) =>
      sorted(list.filter((op) => op.kind === kind).map((op) => op.name));
    const client = readInstalledClient().operations;
    expect(byKind([...operations], 'query')).toEqual(byKind(client, 'query'));
    expect(byKind([...operations], 'submission')).toEqual(byKind(client, 'submission'));
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
  it('are the eleven reference tags, then those added from the client, in order', () => {
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
      // Tags added from the pinned client, in a fixed order
      'MFA',
      'IP allowlist',
      'Velocity controls',
      'Webhooks',
      'Secrets',
      'Transaction sending and gas',
      'Smart-contract interfaces',
      'Swaps',
      'Earn',
      'Fiat on-ramp',
      'Spark',
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

// Authentication and sessions, MFA: envelopes without generateAppProofs (decision 0075)
describe('request envelopes', () => {
  const envelopeKeys = (name: string) =>
    Object.keys(shapeOf(findOperation(name)?.request ?? z.never()) ?? {}).sort();

  it('leave out generateAppProofs where the client does, and keep it elsewhere', () => {
    const without = ['generateAppProofs', 'organizationId', 'parameters', 'timestampMs', 'type'];
    for (const name of [
      'create_session_profile',
      'create_mfa_policy',
      'update_mfa_policy',
      'delete_mfa_policy',
    ]) {
      expect(envelopeKeys(name), name).toEqual(
        without.filter((key) => key !== 'generateAppProofs'),
      );
    }
    expect(envelopeKeys('create_policy')).toEqual(without);
    expect(envelopeKeys('create_oauth2_credential')).toEqual(without);
  });
});
