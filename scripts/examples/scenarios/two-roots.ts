/** A sub-organization whose two root users must both approve (root quorum threshold 2). */
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import type { TurnkeyClient } from '@turnkey/http';
import { now, type ScenarioContext } from './support';

export interface TwoRoots {
  organizationId: string;
  first: TurnkeyClient;
  second: TurnkeyClient;
}

export async function twoRootOrganization(context: ScenarioContext): Promise<TwoRoots> {
  const parent = await context.newOrganization();
  const [first, second] = [newP256KeyPair(secureRandom), newP256KeyPair(secureRandom)];
  const rootUser = (name: string, publicKey: string) => ({
    userName: name,
    apiKeys: [{ apiKeyName: `${name}-key`, publicKey, curveType: 'API_KEY_CURVE_P256' as const }],
    authenticators: [],
    oauthProviders: [],
  });
  const { activity } = await parent.client.createSubOrganization({
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
    timestampMs: now(),
    organizationId: parent.organizationId,
    parameters: {
      subOrganizationName: `Two of two ${now()}`,
      rootUsers: [rootUser('first', first.publicKey), rootUser('second', second.publicKey)],
      rootQuorumThreshold: 2,
    },
  });
  const organizationId = activity.result.createSubOrganizationResultV8?.subOrganizationId;
  if (!organizationId) throw new Error('create_sub_organization returned no sub-organization');
  return { organizationId, first: context.clientFor(first), second: context.clientFor(second) };
}
