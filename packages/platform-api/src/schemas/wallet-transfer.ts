/**
 * Moving wallet secrets in and out of the platform: export of a wallet or one account, and the
 * two-step import (init, then import).
 */
import * as z from 'zod';
import {
  ETHEREUM_ADDRESS,
  SOLANA_ADDRESS,
  TARGET_PUBLIC_KEY,
  USER_ID,
  WALLET_ID,
  WALLET_NAME,
} from '../examples/ids';
import { MnemonicLanguageSchema } from './enums';
import { id, ids, text } from './fields';
import { WalletAccountParamsSchema } from './wallets';

const targetPublicKey = text(
  'P-256 public key (hex) you generated for this transfer; the bundle is encrypted to it, so only the holder of its private key can read the secret.',
  TARGET_PUBLIC_KEY,
);

const exportBundle = text(
  'The secret encrypted to targetPublicKey. Decrypt it client-side; never send it to your backend in the clear.',
);

export const ExportWalletIntentSchema = z
  .object({
    walletId: id('The wallet to export.', WALLET_ID),
    targetPublicKey,
    language: MnemonicLanguageSchema.optional(),
  })
  .meta({ id: 'ExportWalletIntent', description: 'Parameters of export_wallet.' });
export type ExportWalletIntent = z.infer<typeof ExportWalletIntentSchema>;

export const ExportWalletResultSchema = z
  .object({ walletId: id('The exported wallet.', WALLET_ID), exportBundle })
  .meta({
    id: 'ExportWalletResult',
    description: 'Result of export_wallet: the encrypted mnemonic.',
  });
export type ExportWalletResult = z.infer<typeof ExportWalletResultSchema>;

export const ExportWalletAccountIntentSchema = z
  .object({ address: text('Address of the account to export.', ETHEREUM_ADDRESS), targetPublicKey })
  .meta({ id: 'ExportWalletAccountIntent', description: 'Parameters of export_wallet_account.' });
export type ExportWalletAccountIntent = z.infer<typeof ExportWalletAccountIntentSchema>;

export const ExportWalletAccountResultSchema = z
  .object({ address: text('The exported account.', ETHEREUM_ADDRESS), exportBundle })
  .meta({
    id: 'ExportWalletAccountResult',
    description: "Result of export_wallet_account: the account's encrypted private key.",
  });
export type ExportWalletAccountResult = z.infer<typeof ExportWalletAccountResultSchema>;

export const InitImportWalletIntentSchema = z
  .object({ userId: id('The user who imports the wallet.', USER_ID) })
  .meta({ id: 'InitImportWalletIntent', description: 'Parameters of init_import_wallet.' });
export type InitImportWalletIntent = z.infer<typeof InitImportWalletIntentSchema>;

export const InitImportWalletResultSchema = z
  .object({
    importBundle: text(
      'The bundle your client encrypts the mnemonic against; send the ciphertext to import_wallet as encryptedBundle.',
    ),
  })
  .meta({ id: 'InitImportWalletResult', description: 'Result of init_import_wallet.' });
export type InitImportWalletResult = z.infer<typeof InitImportWalletResultSchema>;

export const ImportWalletIntentSchema = z
  .object({
    userId: id('The user who started the import with init_import_wallet.', USER_ID),
    walletName: text('Name for the imported wallet.', WALLET_NAME),
    encryptedBundle: text('The mnemonic encrypted to the key from the import bundle.'),
    accounts: z
      .array(WalletAccountParamsSchema)
      .meta({ description: 'Accounts to derive from the imported seed.' }),
  })
  .meta({ id: 'ImportWalletIntent', description: 'Parameters of import_wallet.' });
export type ImportWalletIntent = z.infer<typeof ImportWalletIntentSchema>;

export const ImportWalletResultSchema = z
  .object({
    walletId: id('The imported wallet.', WALLET_ID),
    addresses: ids('Addresses of the derived accounts.', [ETHEREUM_ADDRESS, SOLANA_ADDRESS]),
  })
  .meta({ id: 'ImportWalletResult', description: 'Result of import_wallet.' });
export type ImportWalletResult = z.infer<typeof ImportWalletResultSchema>;
