/** A non-root user without a policy that allows the action is denied before any activity exists. */
import { Turnkey } from '@turnkey/sdk-server';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair } from '@docs/sandbox/node';
import { ETHEREUM_ACCOUNT, now, type Scenario } from './support';

export const policyDenied: Scenario = {
  name: 'policy-denied',
  does: 'a non-root user with no allowing policy creates a wallet, through @turnkey/http and through @turnkey/sdk-server',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Policy denial**' },
    {
      doc: 'documentation/getting-started/embedded-wallet-quickstart.mdx',
      row: 'whose `details` carry `REQUEST_NOT_AUTHORIZED`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'whose `details` carry `REQUEST_NOT_AUTHORIZED`',
    },
    { doc: 'sdks/advanced/turnkey-client.mdx', row: 'The API answers with a non-2xx status' },
    { doc: 'sdks/javascript-server.mdx', row: 'The API returns a non-2xx status' },
  ],
  async run(context, observed) {
    const root = await context.newOrganization();
    const keys = newP256KeyPair(secureRandom);
    const server = (publicKey: string, privateKey: string) =>
      new Turnkey({
        apiBaseUrl: context.url,
        apiPublicKey: publicKey,
        apiPrivateKey: privateKey,
        defaultOrganizationId: root.organizationId,
      }).apiClient();
    await server(root.keys.publicKey, root.keys.privateKey).createUsers({
      users: [
        {
          userName: 'operator',
          apiKeys: [
            {
              apiKeyName: 'operator-key',
              publicKey: keys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    const operator = context.clientFor(keys);
    await observed.throws('@turnkey/http create_wallet', () =>
      operator.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: { walletName: 'Denied', accounts: [ETHEREUM_ACCOUNT] },
      }),
    );
    await observed.throws('@turnkey/sdk-server create_wallet', () =>
      server(keys.publicKey, keys.privateKey).createWallet({
        walletName: 'Denied too',
        accounts: [ETHEREUM_ACCOUNT],
      }),
    );
  },
};
