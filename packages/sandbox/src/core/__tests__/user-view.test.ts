/**
 * A user, wherever the sandbox shows one (get_user, list_users, get_organization and each vote
 * of an activity), carries every field the pinned client's `v1User` marks required, its MFA
 * policies among them, so code typed against `@turnkey/http` can read `user.mfaPolicies`.
 */
import { describe, expect, it } from 'vitest';
import { readInstalledClient, type Shape } from '@docs/platform-api/client-types';
import { newServerClient, useSandbox } from '../../__tests__/conformance/support';

const harness = useSandbox();
const { definitions } = readInstalledClient();

/** The paths of required fields the client's definition `name` has and `value` lacks. */
function missingRequired(shape: Shape | undefined, value: unknown, path: string): string[] {
  if (shape === undefined || value === undefined || value === null) return [];
  if (shape.kind === 'ref') return missingRequired(definitions[shape.name], value, path);
  if (shape.kind === 'array' && Array.isArray(value)) {
    return value.flatMap((item, index) => missingRequired(shape.items, item, `${path}[${index}]`));
  }
  if (shape.kind !== 'object' || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return shape.fields.flatMap((field) =>
    record[field.name] === undefined
      ? field.required
        ? [`${path}.${field.name}`]
        : []
      : missingRequired(field.shape, record[field.name], `${path}.${field.name}`),
  );
}

const userShape: Shape = { kind: 'ref', name: 'v1User' };

describe('users as the pinned client types them', () => {
  it('lists the MFA policies of each user, and every other required field', async () => {
    const { account, client } = await newServerClient(harness);
    const { userId } = account;
    const fresh = await client.getUser({ userId });
    expect(missingRequired(userShape, fresh.user, 'user')).toEqual([]);
    expect(fresh.user.mfaPolicies).toEqual([]);

    const later = await client.createMfaPolicy({
      userId,
      mfaPolicyName: 'Second step for exports',
      condition: "activity.type == 'ACTIVITY_TYPE_EXPORT_WALLET'",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }] }],
      order: 2,
    });
    const first = await client.createMfaPolicy({
      userId,
      mfaPolicyName: 'Second step for signing',
      condition: "activity.action == 'SIGN'",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }] }],
      order: 1,
    });

    const { user } = await client.getUser({ userId });
    expect(missingRequired(userShape, user, 'user')).toEqual([]);
    expect(user.mfaPolicies.map((policy) => policy.mfaPolicyId)).toEqual([
      first.mfaPolicyId,
      later.mfaPolicyId,
    ]);
    expect(user.mfaPolicies[0]).toMatchObject({
      mfaPolicyName: 'Second step for signing',
      condition: "activity.action == 'SIGN'",
      order: 1,
    });
    // The same list get_mfa_policies answers.
    expect(user.mfaPolicies).toEqual((await client.getMfaPolicies({ userId })).mfaPolicies);

    const { users } = await client.getUsers({});
    expect(missingRequired({ kind: 'array', items: userShape }, users, 'users')).toEqual([]);
    // sdk-server 8.2.1 has no get_organization method; @turnkey/http does.
    const organization = await account.client.getOrganization({
      organizationId: account.organizationId,
    });
    expect(organization.organizationData.users?.[0]?.mfaPolicies).toHaveLength(2);
    expect(
      missingRequired(
        { kind: 'ref', name: 'v1OrganizationData' },
        organization.organizationData,
        'organizationData',
      ),
    ).toEqual([]);

    const { activity } = await client.createWallet({ walletName: 'Voted', accounts: [] });
    expect(activity.votes[0]?.user.mfaPolicies).toHaveLength(2);
    expect(missingRequired({ kind: 'ref', name: 'v1Activity' }, activity, 'activity')).toEqual([]);
  });
});
