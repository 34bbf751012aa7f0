/** A key past its `expirationSeconds` is refused before any activity exists. */
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import { now, type Scenario } from './support';

export const expiredKey: Scenario = {
  name: 'expired-key',
  does: 'create_api_keys with expirationSeconds 1, then whoami with that key two seconds later',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Expired API key**' },
    { doc: 'documentation/api-overview/errors.mdx', row: '`expired api key`' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const keys = newP256KeyPair(secureRandom);
    await org.client.createApiKeys({
      type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
      timestampMs: now(),
      organizationId: org.organizationId,
      parameters: {
        userId: org.userId,
        apiKeys: [
          {
            apiKeyName: 'short-lived',
            publicKey: keys.publicKey,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '1',
          },
        ],
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await observed.throws('expired key', () =>
      context.clientFor(keys).getWhoami({ organizationId: org.organizationId }),
    );
  },
};
