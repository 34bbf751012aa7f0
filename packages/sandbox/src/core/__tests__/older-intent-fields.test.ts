/**
 * An older intent version is read with the current version's parameters. A field only the older
 * version has would be dropped, and the activity would do something else than asked: a
 * CREATE_POLICY_V2 with `selectors` became an allow policy with no condition at all. Such a field
 * answers 400 naming it; older bodies without one still run.
 */
import { describe, expect, it } from 'vitest';
import { newOrganization, now, useSandbox } from '../../__tests__/conformance/support';

const harness = useSandbox();

describe('fields of older intent versions that the current one lacks', () => {
  it('refuses the selectors of ACTIVITY_TYPE_CREATE_POLICY_V2 and stores no policy', async () => {
    const { client, organizationId } = await newOrganization(harness);
    const error = await client
      .createPolicy({
        // @turnkey/http 6.6.0 types the request with the current version's literal.
        type: 'ACTIVITY_TYPE_CREATE_POLICY_V2' as 'ACTIVITY_TYPE_CREATE_POLICY_V3',
        timestampMs: now(),
        organizationId,
        parameters: {
          policyName: 'Only transaction signing',
          effect: 'EFFECT_ALLOW',
          notes: '',
          ...{
            selectors: [
              {
                subject: 'activity.type',
                operator: 'OPERATOR_EQUAL',
                target: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
              },
            ],
          },
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 3,
      message: expect.stringMatching(
        /parameters\.selectors: the sandbox reads ACTIVITY_TYPE_CREATE_POLICY_V2 with the parameters of ACTIVITY_TYPE_CREATE_POLICY_V3/,
      ) as unknown,
    });
    expect((await client.getPolicies({ organizationId })).policies).toEqual([]);
  });

  it('runs an older version whose fields the current one has', async () => {
    const { client, organizationId } = await newOrganization(harness);
    const { activity } = await client.createPolicy({
      type: 'ACTIVITY_TYPE_CREATE_POLICY' as 'ACTIVITY_TYPE_CREATE_POLICY_V3',
      timestampMs: now(),
      organizationId,
      parameters: {
        policyName: 'Deny exports',
        effect: 'EFFECT_DENY',
        condition: "activity.type == 'ACTIVITY_TYPE_EXPORT_WALLET'",
        notes: '',
      },
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_POLICY');
    expect((await client.getPolicies({ organizationId })).policies).toHaveLength(1);
  });
});

describe('results of older intent versions', () => {
  it('answers ACTIVITY_TYPE_CREATE_PRIVATE_KEYS with the ids v1CreatePrivateKeysResult holds', async () => {
    const { client, organizationId } = await newOrganization(harness);
    const { activity } = await client.createPrivateKeys({
      type: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS' as 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2',
      timestampMs: now(),
      organizationId,
      parameters: {
        privateKeys: [
          {
            privateKeyName: 'Treasury',
            curve: 'CURVE_SECP256K1',
            addressFormats: ['ADDRESS_FORMAT_ETHEREUM'],
            privateKeyTags: [],
          },
        ],
      },
    });
    const { privateKeys } = await client.getPrivateKeys({ organizationId });
    expect(activity.result).toEqual({
      createPrivateKeysResult: { privateKeyIds: privateKeys.map((key) => key.privateKeyId) },
    });
    expect(privateKeys).toHaveLength(1);
    // The same activity read back.
    const { activity: stored } = await client.getActivity({
      organizationId,
      activityId: activity.id,
    });
    expect(stored.result).toEqual(activity.result);
  });
});
