/** A parameter out of range is refused before any activity exists. */
import { ETHEREUM_ACCOUNT, now, type Scenario } from './support';

export const invalidArgument: Scenario = {
  name: 'invalid-argument',
  does: 'create_wallet with mnemonicLength 13, and list_activities with a limit of 0',
  rows: [
    { doc: 'documentation/api-overview/errors.mdx', row: '**Validation failure**' },
    {
      doc: 'documentation/getting-started/embedded-wallet-quickstart.mdx',
      row: 'with `Turnkey error 3: …`',
    },
    {
      doc: 'documentation/getting-started/signing-automation-quickstart.mdx',
      row: 'with `Turnkey error 3: …` in the message',
    },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: "A body that fails the operation's schema",
    },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    await observed.throws('mnemonicLength 13', () =>
      org.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: org.organizationId,
        parameters: { walletName: 'Odd', accounts: [ETHEREUM_ACCOUNT], mnemonicLength: 13 },
      }),
    );
    await observed.throws('limit 0', () =>
      org.client.getActivities({
        organizationId: org.organizationId,
        paginationOptions: { limit: '0' },
      }),
    );
  },
};
