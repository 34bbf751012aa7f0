/**
 * Wallets (HD seeds) and wallet accounts (derived addresses): stored shapes, creation, update,
 * deletion and the queries. Export and import live in `wallet-transfer.ts`.
 */
import * as z from 'zod';
import {
  ETHEREUM_ACCOUNT_ID,
  ETHEREUM_ADDRESS,
  ETHEREUM_PATH,
  ORGANIZATION_ID,
  SOLANA_ADDRESS,
  SOLANA_SECOND_ACCOUNT_ID,
  WALLET_ID,
  WALLET_NAME,
} from '../examples/ids';
import { PaginationSchema, TimestampSchema } from './common';
import { AddressFormatSchema, CurveSchema, PathFormatSchema } from './enums';
import { bip32Path, bool, id, ids, organizationIdField, text } from './fields';

/** The mnemonic lengths the platform accepts, in words. */
export const MNEMONIC_LENGTHS = [12, 15, 18, 21, 24] as const;
export const DEFAULT_MNEMONIC_LENGTH = 12;

export const MnemonicLengthSchema = z
  .literal(MNEMONIC_LENGTHS)
  .default(DEFAULT_MNEMONIC_LENGTH)
  .meta({
    type: 'integer',
    format: 'int32',
    description: 'Number of words of the new mnemonic: 12, 15, 18, 21 or 24. Defaults to 12.',
    examples: [24],
  });

export const WalletSchema = z
  .object({
    walletId: id('Unique identifier of the wallet.', WALLET_ID),
    walletName: text('Name given to the wallet.', WALLET_NAME),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    exported: bool('True once the wallet has been exported at least once.'),
    imported: bool('True when the wallet was imported rather than generated.'),
  })
  .meta({
    id: 'Wallet',
    description: 'An HD wallet: one seed from which any number of accounts are derived.',
  });
export type Wallet = z.infer<typeof WalletSchema>;

const accountFields = {
  curve: CurveSchema,
  pathFormat: PathFormatSchema,
  path: bip32Path('Derivation path of the account.', ETHEREUM_PATH),
  addressFormat: AddressFormatSchema,
};

export const WalletAccountSchema = z
  .object({
    walletAccountId: id('Unique identifier of the account.', ETHEREUM_ACCOUNT_ID),
    organizationId: id('The organization that holds the wallet.', ORGANIZATION_ID),
    walletId: id('The wallet the account is derived from.', WALLET_ID),
    ...accountFields,
    address: text('The derived address.', ETHEREUM_ADDRESS),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    publicKey: text('Public key of the key pair behind the account, hex.').optional(),
    walletDetails: WalletSchema.optional().meta({
      description: 'The wallet the account belongs to, when the query asked for wallet details.',
    }),
    name: text('The account label, unique within the organization.', 'Main account').optional(),
    caip2Prefix: text(
      'The CAIP-2 namespace of the chains the account serves, such as `eip155` or `solana`.',
      'eip155',
    ).optional(),
  })
  .meta({ id: 'WalletAccount', description: 'One address derived from a wallet.' });
export type WalletAccount = z.infer<typeof WalletAccountSchema>;

export const WalletAccountParamsSchema = z
  .object({
    ...accountFields,
    name: text('A label for the account, shown with its address.', 'Main account').optional(),
  })
  .meta({ id: 'WalletAccountParams', description: 'An account to derive: curve, path, format.' });
export type WalletAccountParams = z.infer<typeof WalletAccountParamsSchema>;

const walletParamsFields = {
  walletName: text('Name for the new wallet.', WALLET_NAME),
  accounts: z.array(WalletAccountParamsSchema).meta({ description: 'Accounts to derive.' }),
  mnemonicLength: MnemonicLengthSchema,
};

export const WalletParamsSchema = z
  .object(walletParamsFields)
  .meta({ id: 'WalletParams', description: 'A wallet to create along with a sub-organization.' });
export type WalletParams = z.infer<typeof WalletParamsSchema>;

const walletResultFields = {
  walletId: id('The new wallet.', WALLET_ID),
  addresses: ids('Addresses of the derived accounts, in request order.', [
    ETHEREUM_ADDRESS,
    SOLANA_ADDRESS,
  ]),
};

export const WalletResultSchema = z
  .object(walletResultFields)
  .meta({ id: 'WalletResult', description: 'The wallet created with a sub-organization.' });
export type WalletResult = z.infer<typeof WalletResultSchema>;

export const CreateWalletIntentSchema = z
  .object(walletParamsFields)
  .meta({ id: 'CreateWalletIntent', description: 'Parameters of create_wallet.' });
export type CreateWalletIntent = z.infer<typeof CreateWalletIntentSchema>;

export const CreateWalletResultSchema = z
  .object(walletResultFields)
  .meta({ id: 'CreateWalletResult', description: 'Result of create_wallet.' });
export type CreateWalletResult = z.infer<typeof CreateWalletResultSchema>;

export const CreateWalletAccountsIntentSchema = z
  .object({
    walletId: id('The wallet to derive from.', WALLET_ID),
    accounts: z.array(WalletAccountParamsSchema).meta({ description: 'Accounts to derive.' }),
    persist: bool(
      'Whether to store the derived accounts in the wallet. Set it to false to only compute addresses.',
    ).optional(),
  })
  .meta({ id: 'CreateWalletAccountsIntent', description: 'Parameters of create_wallet_accounts.' });
export type CreateWalletAccountsIntent = z.infer<typeof CreateWalletAccountsIntentSchema>;

export const CreateWalletAccountsResultSchema = z
  .object({ addresses: ids('The new addresses, in request order.', [SOLANA_ADDRESS]) })
  .meta({ id: 'CreateWalletAccountsResult', description: 'Result of create_wallet_accounts.' });
export type CreateWalletAccountsResult = z.infer<typeof CreateWalletAccountsResultSchema>;

export const UpdateWalletIntentSchema = z
  .object({
    walletId: id('The wallet to rename.', WALLET_ID),
    walletName: text('New name.', 'Treasury (cold)').optional(),
  })
  .meta({ id: 'UpdateWalletIntent', description: 'Parameters of update_wallet.' });
export type UpdateWalletIntent = z.infer<typeof UpdateWalletIntentSchema>;

export const UpdateWalletResultSchema = z
  .object({ walletId: id('The updated wallet.', WALLET_ID) })
  .meta({ id: 'UpdateWalletResult', description: 'Result of update_wallet.' });
export type UpdateWalletResult = z.infer<typeof UpdateWalletResultSchema>;

export const DeleteWalletsIntentSchema = z
  .object({
    walletIds: ids('Wallets to delete.', [WALLET_ID]),
    deleteWithoutExport: bool(
      'Delete wallets that were never exported. Without it, every wallet must have been exported first; the flag has no effect on wallets already exported.',
    ).optional(),
  })
  .meta({ id: 'DeleteWalletsIntent', description: 'Parameters of delete_wallets.' });
export type DeleteWalletsIntent = z.infer<typeof DeleteWalletsIntentSchema>;

export const DeleteWalletsResultSchema = z
  .object({ walletIds: ids('Wallets deleted.', [WALLET_ID]) })
  .meta({ id: 'DeleteWalletsResult', description: 'Result of delete_wallets.' });
export type DeleteWalletsResult = z.infer<typeof DeleteWalletsResultSchema>;

const organizationOnly = { organizationId: organizationIdField(ORGANIZATION_ID) };

export const GetWalletRequestSchema = z
  .object({ ...organizationOnly, walletId: id('The wallet to read.', WALLET_ID) })
  .meta({ id: 'GetWalletRequest', description: 'Request body of get_wallet.' });
export type GetWalletRequest = z.infer<typeof GetWalletRequestSchema>;
export const GetWalletResponseSchema = z
  .object({ wallet: WalletSchema })
  .meta({ id: 'GetWalletResponse', description: 'Response of get_wallet.' });
export type GetWalletResponse = z.infer<typeof GetWalletResponseSchema>;

export const GetWalletAccountRequestSchema = z
  .object({
    ...organizationOnly,
    walletId: id('The wallet the account belongs to.', WALLET_ID),
    address: text('Select the account by address.', ETHEREUM_ADDRESS).optional(),
    path: bip32Path('Select the account by derivation path.', ETHEREUM_PATH).optional(),
  })
  .meta({ id: 'GetWalletAccountRequest', description: 'Request body of get_wallet_account.' });
export type GetWalletAccountRequest = z.infer<typeof GetWalletAccountRequestSchema>;
export const GetWalletAccountResponseSchema = z
  .object({ account: WalletAccountSchema })
  .meta({ id: 'GetWalletAccountResponse', description: 'Response of get_wallet_account.' });
export type GetWalletAccountResponse = z.infer<typeof GetWalletAccountResponseSchema>;

export const GetWalletAccountsRequestSchema = z
  .object({
    ...organizationOnly,
    walletId: id(
      'The wallet whose accounts to list; leave it out to list the accounts of every wallet.',
      WALLET_ID,
    ).optional(),
    includeWalletDetails: bool('Also return the wallet each account belongs to.').optional(),
    paginationOptions: PaginationSchema.optional(),
  })
  .meta({ id: 'GetWalletAccountsRequest', description: 'Request body of list_wallet_accounts.' });
export type GetWalletAccountsRequest = z.infer<typeof GetWalletAccountsRequestSchema>;
export const GetWalletAccountsResponseSchema = z
  .object({ accounts: z.array(WalletAccountSchema) })
  .meta({ id: 'GetWalletAccountsResponse', description: 'Response of list_wallet_accounts.' });
export type GetWalletAccountsResponse = z.infer<typeof GetWalletAccountsResponseSchema>;

export const GetWalletsRequestSchema = z
  .object(organizationOnly)
  .meta({ id: 'GetWalletsRequest', description: 'Request body of list_wallets.' });
export type GetWalletsRequest = z.infer<typeof GetWalletsRequestSchema>;
export const GetWalletsResponseSchema = z
  .object({ wallets: z.array(WalletSchema) })
  .meta({ id: 'GetWalletsResponse', description: 'Response of list_wallets.' });
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>;

export const DeleteWalletAccountsIntentSchema = z
  .object({
    walletAccountIds: ids('The wallet accounts to delete.', [SOLANA_SECOND_ACCOUNT_ID]),
    deleteWithoutExport: bool(
      'Delete accounts that were never exported. Without it, every account must have been exported first; the flag has no effect on accounts already exported.',
    ).optional(),
  })
  .meta({ id: 'DeleteWalletAccountsIntent', description: 'Parameters of delete_wallet_accounts.' });
export type DeleteWalletAccountsIntent = z.infer<typeof DeleteWalletAccountsIntentSchema>;

export const DeleteWalletAccountsResultSchema = z
  .object({ walletAccountIds: ids('The wallet accounts deleted.', [SOLANA_SECOND_ACCOUNT_ID]) })
  .meta({ id: 'DeleteWalletAccountsResult', description: 'Result of delete_wallet_accounts.' });
export type DeleteWalletAccountsResult = z.infer<typeof DeleteWalletAccountsResultSchema>;
