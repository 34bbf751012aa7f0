/** The reader on the pinned packages: the counts and facts issue 15 states. */
import { describe, expect, it } from 'vitest';
import { PINNED_CLIENTS } from '../../model/clients';
import { installedVersion, olderVersions, readInstalledClient } from '../read';

const client = readInstalledClient();
const find = (name: string) => client.operations.find((operation) => operation.name === name);

describe('the pinned client (@turnkey/http 6.6.0, @turnkey/sdk-server 8.2.1)', () => {
  it('sends 192 operations: 74 queries and 118 submissions', () => {
    expect(client.operations).toHaveLength(192);
    expect(client.operations.filter((operation) => operation.kind === 'query')).toHaveLength(74);
    expect(client.operations.filter((operation) => operation.kind === 'submission')).toHaveLength(
      118,
    );
  });

  it('lists 169 activity types and reads every definition', () => {
    expect(client.activityTypes).toHaveLength(169);
    expect(new Set(client.activityTypes).size).toBe(169);
    expect(Object.keys(client.definitions).length).toBeGreaterThan(700);
  });

  it.each([
    [
      'create_sub_organization',
      'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      'createSubOrganizationResultV8',
    ],
    ['email_auth', 'ACTIVITY_TYPE_EMAIL_AUTH_V3', 'emailAuthResult'],
    ['init_otp_auth', 'ACTIVITY_TYPE_INIT_OTP_AUTH_V3', 'initOtpAuthResultV2'],
    ['create_users', 'ACTIVITY_TYPE_CREATE_USERS_V4', 'createUsersResult'],
    ['update_policy', 'ACTIVITY_TYPE_UPDATE_POLICY_V2', 'updatePolicyResultV2'],
    [
      'create_oauth_providers',
      'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
      'createOauthProvidersResultV2',
    ],
    [
      'init_user_email_recovery',
      'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
      'initUserEmailRecoveryResult',
    ],
  ])('%s sends %s and reads %s', (name, type, resultKey) => {
    expect(find(name)).toMatchObject({ kind: 'submission', activityType: type, resultKey });
  });

  it('keeps the older versions of an activity type, oldest first', () => {
    expect(olderVersions('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8', client.activityTypes)).toEqual(
      [
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V2',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V3',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V4',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V5',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V6',
        'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      ],
    );
    expect(olderVersions('ACTIVITY_TYPE_UPDATE_POLICY_V2', client.activityTypes)).toEqual([
      'ACTIVITY_TYPE_UPDATE_POLICY',
    ]);
    expect(olderVersions('ACTIVITY_TYPE_CREATE_WALLET', client.activityTypes)).toEqual([]);
  });

  it('records the submissions whose result key the SDK does not read', () => {
    const none = client.operations.filter(
      (operation) => operation.kind === 'submission' && operation.resultKey === null,
    );
    expect(none.map((operation) => operation.name)).toContain('approve_activity');
    expect(none.map((operation) => operation.name)).toContain('reject_activity');
    expect(find('approve_activity')?.methods?.sdkServer).toBe('approveActivity');
    // Submissions the SDK has no method for at all also read no result key.
    const withoutMethod = none.filter((operation) => !operation.methods?.sdkServer);
    expect(withoutMethod.map((operation) => operation.name)).toContain('eth_send_raw_transaction');
    expect(none).toHaveLength(13);
  });

  it('finds the TurnkeyClient method of every operation, and where sdk-server has one', () => {
    expect(client.operations.filter((operation) => !operation.methods?.http)).toEqual([]);
    expect(find('list_policies')?.methods).toEqual({
      http: 'getPolicies',
      sdkServer: 'getPolicies',
    });
    expect(find('create_wallet')?.methods).toEqual({
      http: 'createWallet',
      sdkServer: 'createWallet',
    });
    // Queries too: sdk-server 8.2.1 has no method for these two.
    expect(find('get_organization')?.methods).toEqual({ http: 'getOrganization', sdkServer: null });
    expect(find('list_tvc_operators')?.methods).toEqual({
      http: 'getTvcOperators',
      sdkServer: null,
    });
  });

  it('is the version PINNED_CLIENTS names, which the snippets print', () => {
    for (const { name, version } of Object.values(PINNED_CLIENTS)) {
      expect(installedVersion(name), name).toBe(version);
    }
  });

  it('gives every submission a request type from the enum and a parameters definition', () => {
    for (const operation of client.operations.filter((op) => op.kind === 'submission')) {
      expect(client.activityTypes, operation.name).toContain(operation.activityType);
      expect(client.definitions[operation.parameters ?? ''], operation.name).toBeDefined();
    }
  });
});
