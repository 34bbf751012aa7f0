/** Wallets tag, part 1: reading, creating, deriving, renaming and deleting wallets. */
import {
  ethereumAccount,
  solanaAccount,
  treasuryWallet,
  walletAccountParams,
} from '../examples/entities';
import * as ids from '../examples/ids';
import {
  GetWalletAccountRequestSchema,
  GetWalletAccountResponseSchema,
  GetWalletAccountsRequestSchema,
  GetWalletAccountsResponseSchema,
  GetWalletRequestSchema,
  GetWalletResponseSchema,
  GetWalletsRequestSchema,
  GetWalletsResponseSchema,
} from '../schemas/wallets';
import { defineQuery, defineSubmission, type Operation } from './define';

export const walletOperations: Operation[] = [
  defineQuery({
    name: 'get_wallet',
    sdkMethod: 'getWallet',
    tag: 'Wallets',
    summary: 'Get wallet',
    description:
      'Returns one wallet: its name and whether it was imported or has been exported. Check `exported` before deleting a wallet, since deletion requires a prior export unless you opt out. The wallet is in `wallet`; list its addresses with list_wallet_accounts.',
    request: GetWalletRequestSchema,
    response: GetWalletResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID, walletId: ids.WALLET_ID },
      response: { wallet: treasuryWallet },
    },
  }),
  defineQuery({
    name: 'get_wallet_account',
    sdkMethod: 'getWalletAccount',
    tag: 'Wallets',
    summary: 'Get wallet account',
    description:
      'Returns one account of a wallet, selected by `address` or by derivation `path`. Use it to confirm which curve, path and address format produced an address before you sign with it. The account is in `account`.',
    request: GetWalletAccountRequestSchema,
    response: GetWalletAccountResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        walletId: ids.WALLET_ID,
        address: ids.ETHEREUM_ADDRESS,
      },
      response: { account: ethereumAccount },
    },
  }),
  defineQuery({
    name: 'list_wallet_accounts',
    sdkMethod: 'getWalletAccounts',
    tag: 'Wallets',
    summary: 'List wallet accounts',
    description:
      'Returns the accounts (derived addresses) of one wallet, a page at a time. `paginationOptions.limit` is 1 to 100 and defaults to 10; pass the id of the last account you received as `after` to get the next page. The accounts are in `accounts`.',
    request: GetWalletAccountsRequestSchema,
    response: GetWalletAccountsResponseSchema,
    example: {
      request: {
        organizationId: ids.ORGANIZATION_ID,
        walletId: ids.WALLET_ID,
        paginationOptions: { limit: '25' },
      },
      response: { accounts: [ethereumAccount, solanaAccount] },
    },
  }),
  defineQuery({
    name: 'list_wallets',
    sdkMethod: 'getWallets',
    tag: 'Wallets',
    summary: 'List wallets',
    description:
      'Returns every wallet of the organization. Use it to find a wallet id by name, then read its addresses with list_wallet_accounts. The wallets are in `wallets`.',
    request: GetWalletsRequestSchema,
    response: GetWalletsResponseSchema,
    example: {
      request: { organizationId: ids.ORGANIZATION_ID },
      response: { wallets: [treasuryWallet] },
    },
  }),
  defineSubmission({
    name: 'create_wallet',
    sdkMethod: 'createWallet',
    tag: 'Wallets',
    summary: 'Create wallet',
    description:
      'Generates a new HD wallet and derives the accounts you list. `mnemonicLength` is 12, 15, 18, 21 or 24 words and defaults to 12; each account names its curve, a BIP32 `path` and an address format. The new wallet id and the account addresses, in request order, are in `activity.result.createWalletResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_WALLET',
    intentKey: 'createWalletIntent',
    result: { key: 'createWalletResult', source: 'wire' },
    example: {
      parameters: {
        walletName: ids.WALLET_NAME,
        accounts: walletAccountParams,
        mnemonicLength: 24,
      },
      result: { walletId: ids.WALLET_ID, addresses: [ids.ETHEREUM_ADDRESS, ids.SOLANA_ADDRESS] },
    },
  }),
  defineSubmission({
    name: 'create_wallet_accounts',
    sdkMethod: 'createWalletAccounts',
    tag: 'Wallets',
    summary: 'Create wallet accounts',
    description:
      'Derives more accounts from an existing wallet, for example the next address index for a new deposit address. Each account names its curve, a BIP32 `path` and an address format. The new addresses, in request order, are in `activity.result.createWalletAccountsResult.addresses`.',
    activityType: 'ACTIVITY_TYPE_CREATE_WALLET_ACCOUNTS',
    intentKey: 'createWalletAccountsIntent',
    result: { key: 'createWalletAccountsResult', source: 'wire' },
    example: {
      parameters: {
        walletId: ids.WALLET_ID,
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: ids.SOLANA_SECOND_PATH,
            addressFormat: 'ADDRESS_FORMAT_SOLANA',
          },
        ],
      },
      result: { addresses: [ids.SOLANA_SECOND_ADDRESS] },
    },
  }),
  defineSubmission({
    name: 'update_wallet',
    sdkMethod: 'updateWallet',
    tag: 'Wallets',
    summary: 'Update wallet',
    description:
      'Renames a wallet. The wallet id is echoed in `activity.result.updateWalletResult.walletId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_WALLET',
    intentKey: 'updateWalletIntent',
    result: { key: 'updateWalletResult', source: 'wire' },
    example: {
      parameters: { walletId: ids.WALLET_ID, walletName: 'Treasury (cold)' },
      result: { walletId: ids.WALLET_ID },
    },
  }),
  defineSubmission({
    name: 'delete_wallets',
    sdkMethod: 'deleteWallets',
    tag: 'Wallets',
    summary: 'Delete wallets',
    description:
      'Deletes wallets and all their accounts. Every wallet must have been exported first; set `deleteWithoutExport: true` to delete wallets that never were, which destroys their keys for good. The flag has no effect on wallets already exported. The deleted ids are in `activity.result.deleteWalletsResult.walletIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_WALLETS',
    intentKey: 'deleteWalletsIntent',
    result: { key: 'deleteWalletsResult', source: 'wire' },
    example: {
      parameters: { walletIds: [ids.WALLET_ID] },
      result: { walletIds: [ids.WALLET_ID] },
    },
  }),
  defineSubmission({
    name: 'delete_wallet_accounts',
    sdkMethod: 'deleteWalletAccounts',
    tag: 'Wallets',
    summary: 'Delete wallet accounts',
    description:
      'Removes accounts from their wallets; the wallets and their other accounts stay. Each account must have been exported first unless you set `deleteWithoutExport`, which has no effect on accounts already exported. The deleted ids are in `activity.result.deleteWalletAccountsResult.walletAccountIds`.',
    activityType: 'ACTIVITY_TYPE_DELETE_WALLET_ACCOUNTS',
    intentKey: 'deleteWalletAccountsIntent',
    result: { key: 'deleteWalletAccountsResult', source: 'derived' },
    example: {
      parameters: { walletAccountIds: [ids.SOLANA_SECOND_ACCOUNT_ID], deleteWithoutExport: true },
      result: { walletAccountIds: [ids.SOLANA_SECOND_ACCOUNT_ID] },
    },
  }),
];
