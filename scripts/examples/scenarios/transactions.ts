/**
 * The errors table of the Balances and history page: an `address` that is not a wallet account
 * of the organization (another organization's account, a standalone private key's address, an
 * address nobody holds) answers 404 naming it; a page limit out of range answers 400 naming
 * the field.
 */
import { refuses, type Refusal } from './refusal';
import { now, walletIn, type Scenario } from './support';

const BALANCES = 'documentation/transactions/balances-and-history.mdx';
const BASE = 'eip155:8453';

const notFound = (address: string): Refusal => ({
  http: 404,
  code: 'NOT_FOUND',
  category: 'REQUEST_INVALID',
  names: address,
});
const invalid = (names: string): Refusal => ({
  http: 400,
  code: 'INVALID_ARGUMENT',
  category: 'REQUEST_INVALID',
  names,
});

export const transactions: Scenario = {
  name: 'transactions',
  does: "get_wallet_address_balances and list_eth_transaction_history for another organization's account, a standalone private key's address and an unknown address; a history page limit of 0 and 101",
  rows: [
    {
      doc: BALANCES,
      row: "`address` is not a wallet account of the organization (including a standalone private key's address)",
    },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const { organizationId, client } = org;
    const {
      addresses: [own = ''],
    } = await walletIn(org);
    const stranger = await context.newOrganization();
    const {
      addresses: [theirs = ''],
    } = await walletIn(stranger);
    const { activity } = await client.createPrivateKeys({
      type: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2',
      timestampMs: now(),
      organizationId,
      parameters: {
        privateKeys: [
          {
            privateKeyName: `Standalone ${now()}`,
            curve: 'CURVE_SECP256K1',
            addressFormats: ['ADDRESS_FORMAT_ETHEREUM'],
            privateKeyTags: [],
          },
        ],
      },
    });
    const standalone =
      activity.result.createPrivateKeysResultV2?.privateKeys[0]?.addresses?.[0]?.address ?? '';
    if (!standalone) throw new Error(`create_private_keys ended ${activity.status}`);

    for (const [what, address] of [
      ["another organization's account", theirs],
      ["a standalone private key's address", standalone],
      ['an address nobody holds', '0x00000000000000000000000000000000000000b0'],
    ] as const) {
      await refuses(
        context,
        observed,
        `balances of ${what}`,
        () => client.getWalletAddressBalances({ organizationId, address, caip2: BASE }),
        notFound(address),
      );
      await refuses(
        context,
        observed,
        `history of ${what}`,
        () => client.listEthTransactionHistory({ organizationId, address, caip2: BASE }),
        notFound(address),
      );
    }
    for (const limit of ['0', '101']) {
      await refuses(
        context,
        observed,
        `a page limit of ${limit}`,
        () =>
          client.listEthTransactionHistory({
            organizationId,
            address: own,
            caip2: BASE,
            paginationOptions: { limit },
          }),
        invalid('limit'),
      );
    }
  },
};
