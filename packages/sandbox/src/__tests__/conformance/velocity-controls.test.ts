/**
 * Velocity controls through `@turnkey/http`'s `TurnkeyClient` (the pinned `@turnkey/sdk-server`
 * has no methods for them): created, read, listed a page at a time and deleted; each malformed
 * part refused with 400 naming it; identifiers unique per organization; other organizations see
 * nothing. The sandbox does not total them, and says so by refusing policies that read them.
 */
import type { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import { failure, serverClientOf } from './policy-support';
import { newOrganization, now, post, useSandbox } from './support';

const harness = useSandbox();

type Parameters_ = Parameters<TurnkeyClient['createVelocityControl']>[0]['parameters'];

const usdcDaily = (identifier: string): Parameters_ => ({
  name: 'USDC out per wallet per day',
  identifier,
  dataSource: {
    chainAssetTransfer: {
      definition: [
        { caip19: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', decimals: '6' },
      ],
      filter: { activity: [{ activityType: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' }] },
      phase: { signature: {} },
    },
  },
  aggregation: {
    method: 'VELOCITY_CONTROL_AGGREGATION_METHOD_SUM',
    operator: 'VELOCITY_CONTROL_AGGREGATION_OPERATOR_LESS_THAN_OR_EQUAL',
    threshold: '50000.5',
    window: { rolling: { duration: '86400' } },
    groupBy: { wallet: {} },
  },
});

function create(client: TurnkeyClient, organizationId: string, parameters: Parameters_) {
  return client.createVelocityControl({
    type: 'ACTIVITY_TYPE_CREATE_VELOCITY_CONTROL',
    timestampMs: now(),
    organizationId,
    parameters,
  });
}

describe('velocity controls', () => {
  it('creates, reads, pages through and deletes controls', async () => {
    const account = await newOrganization(harness);
    for (const identifier of ['usdc_daily', 'usdc_weekly', 'signs_total']) {
      await create(account.client, account.organizationId, usdcDaily(identifier));
    }
    // The activity carries no result for this type in the API model; the list shows the ids.
    const all = await account.client.listVelocityControls({
      organizationId: account.organizationId,
    });
    expect(all.velocityControls.map((control) => control.identifier)).toEqual([
      'usdc_daily',
      'usdc_weekly',
      'signs_total',
    ]);
    const ids = all.velocityControls.map((control) => control.velocityControlId);
    const { velocityControl } = await account.client.getVelocityControl({
      organizationId: account.organizationId,
      velocityControlId: ids[0] ?? '',
    });
    expect(velocityControl).toMatchObject({
      organizationId: account.organizationId,
      identifier: 'usdc_daily',
      aggregation: { threshold: '50000.5', groupBy: { wallet: {} } },
    });

    const first = await account.client.listVelocityControls({
      organizationId: account.organizationId,
      paginationOptions: { limit: '2' },
    });
    expect(first.velocityControls.map((control) => control.velocityControlId)).toEqual(
      ids.slice(0, 2),
    );
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      endCursor: ids[1],
    });
    const second = await account.client.listVelocityControls({
      organizationId: account.organizationId,
      paginationOptions: { limit: '2', after: first.pageInfo.endCursor ?? '' },
    });
    expect(second.velocityControls.map((control) => control.velocityControlId)).toEqual([ids[2]]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    await account.client.deleteVelocityControl({
      type: 'ACTIVITY_TYPE_DELETE_VELOCITY_CONTROL',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { velocityControlId: ids[0] ?? '' },
    });
    await expect(
      account.client.getVelocityControl({
        organizationId: account.organizationId,
        velocityControlId: ids[0] ?? '',
      }),
    ).rejects.toThrow(/No velocity control/);
    // The identifier is free again once its control is gone.
    await create(account.client, account.organizationId, usdcDaily('usdc_daily'));
  });

  it('refuses each malformed part with 400 naming it', async () => {
    const account = await newOrganization(harness);
    const base = usdcDaily('limit');
    const transfer = base.dataSource.chainAssetTransfer;
    const cases: [Parameters_, RegExp][] = [
      [{ ...base, identifier: '1st' }, /identifier: "1st" is not a name a policy can read/],
      [{ ...base, name: ' ' }, /name: must not be empty/],
      [
        { ...base, dataSource: { ...base.dataSource, activityExecution: {} } },
        /dataSource: set exactly one of chainAssetTransfer, activityExecution; received 2/,
      ],
      [
        {
          ...base,
          dataSource: { chainAssetTransfer: { ...transfer, definition: [] } },
        } as Parameters_,
        /dataSource\.chainAssetTransfer\.definition: give at least one asset/,
      ],
      [
        {
          ...base,
          dataSource: { chainAssetTransfer: { definition: [{ caip19: 'usdc', decimals: '6' }] } },
        },
        /definition\[0\]\.caip19: "usdc" is not a CAIP-19 asset id/,
      ],
      [
        {
          ...base,
          dataSource: {
            chainAssetTransfer: {
              definition: [{ caip19: 'eip155:1/slip44:60', decimals: '256' }],
            },
          },
        },
        /definition\[0\]\.decimals: must be from 0 to 255/,
      ],
      [
        {
          ...base,
          dataSource: { activityExecution: { filter: { activity: [{ activityType: 'SIGN' }] } } },
        },
        /dataSource\.activityExecution\.filter\.activity\[0\]\.activityType: "SIGN" is not an activity type/,
      ],
      [
        { ...base, aggregation: { ...base.aggregation, threshold: '1.0000000000000000001' } },
        /aggregation\.threshold/,
      ],
      [
        { ...base, aggregation: { ...base.aggregation, threshold: '-5' } },
        /aggregation\.threshold/,
      ],
      [
        { ...base, aggregation: { ...base.aggregation, window: {} } },
        /aggregation\.window: set exactly one of rolling, infinite; received 0/,
      ],
      [
        { ...base, aggregation: { ...base.aggregation, window: { rolling: { duration: '0' } } } },
        /aggregation\.window\.rolling\.duration/,
      ],
      [
        { ...base, aggregation: { ...base.aggregation, groupBy: { user: {}, wallet: {} } } },
        /aggregation\.groupBy: set exactly one of organization, user, wallet; received 2/,
      ],
    ];
    for (const [parameters, reason] of cases) {
      const answer = await post(
        harness,
        '/public/v1/submit/create_velocity_control',
        JSON.stringify({
          type: 'ACTIVITY_TYPE_CREATE_VELOCITY_CONTROL',
          timestampMs: now(),
          organizationId: account.organizationId,
          parameters,
        }),
        { stamper: account.stamper },
      );
      expect(answer.status, String(reason)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(reason);
    }
  });

  it('keeps identifiers unique and controls to their organization', async () => {
    const owner = await newOrganization(harness);
    const stranger = await newOrganization(harness);
    await create(owner.client, owner.organizationId, usdcDaily('daily'));
    const listed = await owner.client.listVelocityControls({
      organizationId: owner.organizationId,
    });
    const velocityControlId = listed.velocityControls[0]?.velocityControlId ?? '';
    const taken = await failure(create(owner.client, owner.organizationId, usdcDaily('daily')));
    expect(taken.message).toMatch(/identifier: velocity control .* already uses daily/);
    // Another organization may use the same identifier, and cannot see the first control.
    await create(stranger.client, stranger.organizationId, usdcDaily('daily'));
    await expect(
      stranger.client.getVelocityControl({
        organizationId: stranger.organizationId,
        velocityControlId,
      }),
    ).rejects.toThrow(/No velocity control/);
    const theirs = await stranger.client.listVelocityControls({
      organizationId: stranger.organizationId,
    });
    expect(theirs.velocityControls.map((control) => control.velocityControlId)).not.toContain(
      velocityControlId,
    );
  });

  it('refuses a policy that reads controls.<identifier>, which the sandbox does not total', async () => {
    const account = await newOrganization(harness);
    await create(account.client, account.organizationId, usdcDaily('daily'));
    const refused = await failure(
      serverClientOf(harness, account).createPolicy({
        policyName: 'Daily limit',
        effect: 'EFFECT_ALLOW',
        condition: 'controls.daily',
        notes: '',
      }),
    );
    expect(refused.code).toBe(12);
    expect(refused.message).toMatch(/does not evaluate the keyword controls/);
  });
});
