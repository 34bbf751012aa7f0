/**
 * Issue 28, through the published clients: the expressions that stalled or crashed the sandbox
 * are refused with 400 naming the field by create_policy, create_policies and update_policy; a
 * copy stored before the limits (written here straight into storage) makes a non-root user's
 * create_wallet fail fast with the policy's reason, not 500, while whoami keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../core/index';
import { HOSTILE_EXPRESSIONS } from '../../core/policy/__tests__/hostile-expressions';
import { listen, type RunningServer } from '../../node/server';
import { openTestStorage } from '../../storage/__tests__/backend';
import type { Storage } from '../../storage/types';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import { newOrganization, now, type Harness } from './support';

const harness = {} as Harness;
let storage: Storage;
let running: RunningServer | undefined;
beforeAll(async () => {
  storage = await openTestStorage();
  harness.sandbox = createSandbox({ storage });
  running = await listen(harness.sandbox, { port: 0 });
  harness.url = running.url;
});
afterAll(async () => {
  await running?.close();
  await storage.close();
});

describe.each(Object.entries(HOSTILE_EXPRESSIONS))('a policy of %s', (_, text) => {
  it('is refused by create_policy, create_policies and update_policy with 400 naming the field', async () => {
    const root = await newOrganization(harness);
    const server = serverClientOf(harness, root);
    const created = await failure(
      server.createPolicy({
        policyName: 'Hostile',
        effect: 'EFFECT_ALLOW',
        condition: text,
        notes: '',
      }),
    );
    expect(created.code).toBe(3);
    expect(created.message).toMatch(/condition: too large: /);
    const many = await failure(
      server.createPolicies({
        policies: [
          { policyName: 'Fine', effect: 'EFFECT_ALLOW', condition: 'true', notes: '' },
          { policyName: 'Hostile', effect: 'EFFECT_ALLOW', consensus: text, notes: '' },
        ],
      }),
    );
    expect(many.code).toBe(3);
    expect(many.message).toMatch(/policies\[1\]\.consensus: too large: /);
    const { policyId } = await server.createPolicy({
      policyName: 'Fine',
      effect: 'EFFECT_ALLOW',
      condition: 'true',
      notes: '',
    });
    const updated = await failure(server.updatePolicy({ policyId, policyCondition: text }));
    expect(updated.code).toBe(3);
    expect(updated.message).toMatch(/policyCondition|condition: too large: /);
    const { policies } = await server.getPolicies({});
    expect(policies.map((policy) => policy.condition)).toEqual(['true']);
  });

  it('stored before the limits, fails a create_wallet fast with its reason', async () => {
    const root = await newOrganization(harness);
    const operator = await nonRootUserOf(harness, root, 'operator');
    const at = { seconds: '0', nanos: '0' };
    const policyId = `stored-${root.organizationId}`;
    await storage.transaction((tx) =>
      tx.insert('policy', {
        id: policyId,
        organizationId: root.organizationId,
        data: {
          policyId,
          organizationId: root.organizationId,
          policyName: 'Written before the limits',
          effect: 'EFFECT_ALLOW',
          condition: text,
          notes: '',
          createdAt: at,
          updatedAt: at,
        },
      }),
    );
    const started = performance.now();
    const [refused, whoami] = await Promise.all([
      failure(
        operator.client.createWallet({
          type: 'ACTIVITY_TYPE_CREATE_WALLET',
          timestampMs: now(),
          organizationId: root.organizationId,
          parameters: { walletName: 'w', accounts: [] },
        }),
      ),
      root.client.getWhoami({ organizationId: root.organizationId }),
    ]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.code).toBe(3);
    expect(refused.message).toMatch(
      / \(Written before the limits\): its condition could not be evaluated/,
    );
    expect(whoami.userId).toBe(root.userId);
  });
});
