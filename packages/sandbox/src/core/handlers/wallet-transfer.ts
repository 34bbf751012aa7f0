/** Wallet secrets in and out: export of a wallet or one account, and the two-step import. */
import {
  ExportWalletAccountIntentSchema,
  ExportWalletIntentSchema,
  ImportWalletIntentSchema,
  InitImportWalletIntentSchema,
} from '@docs/platform-api';

import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { deriveKey, mnemonicLanguage, mnemonicToSeed, type Curve } from '../../crypto';
import type { WalletRecord } from '../../storage/types';
import { invalid, notFound, SandboxError } from '../errors';
import { faithful, simplified, submission } from '../contract';
import { ownRecord } from '../records/owned';
import { deriveAccounts, insertWallet } from '../records/wallets';
import { exportSecret, openImport, startImport } from './transfer';
import { accountsAt } from '../records/account-lookup';

export const exportWallet = submission(
  ExportWalletIntentSchema,
  simplified(
    '`language` must be the language the phrase was created or imported in; converting a phrase to another word list answers 501.',
  ),
  async (context, parameters) => {
    const wallet = await context.storage.read((tx) =>
      ownRecord(tx, 'wallet', parameters.walletId, context.organizationId, 'wallet'),
    );
    const language = await mnemonicLanguage(wallet.mnemonic);
    if (parameters.language !== undefined && parameters.language !== language) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'MNEMONIC_LANGUAGE_UNSUPPORTED',
        `language: wallet ${wallet.walletId} has a ${language ?? 'unknown'} phrase; exporting it as ${parameters.language} is not implemented in the sandbox`,
      );
    }
    const secret = new TextEncoder().encode(wallet.mnemonic);
    const exportBundle = await exportSecret(context, secret, parameters);
    return {
      result: { walletId: wallet.walletId, exportBundle },
      write: async (tx) => {
        const current = await ownRecord(
          tx,
          'wallet',
          wallet.walletId,
          context.organizationId,
          'wallet',
        );
        await tx.update('wallet', wallet.walletId, {
          ...current,
          exported: true,
          updatedAt: context.timestamp(),
        });
      },
    };
  },
);

export const exportWalletAccount = submission(
  ExportWalletAccountIntentSchema,
  simplified('Exporting one account does not mark its wallet or the account exported.'),
  async (context, parameters) => {
    const found = await context.storage.read(async (tx) => {
      const accounts = await accountsAt(tx, parameters.address);
      const account = accounts.find((item) => item.organizationId === context.organizationId);
      const wallet = account && (await tx.get('wallet', account.walletId));
      return account && wallet ? { account, wallet } : undefined;
    });
    if (!found) {
      throw notFound(
        `address: no wallet account ${parameters.address} in organization ${context.organizationId}`,
        'WALLET_ACCOUNT_NOT_FOUND',
      );
    }
    const { account, wallet } = found;
    const { privateKey } = deriveKey(hexToBytes(wallet.seed), account.curve as Curve, account.path);
    return {
      result: {
        address: account.address,
        exportBundle: await exportSecret(context, privateKey, parameters),
      },
    };
  },
);

export const initImportWallet = submission(
  InitImportWalletIntentSchema,
  simplified(
    'The import target stays valid until the next init_import_wallet for the same user replaces it; any user of the organization may start an import for another.',
  ),
  (context, parameters) => startImport(context, parameters.userId, 'wallet'),
);

export const importWallet = submission(
  ImportWalletIntentSchema,
  faithful,
  async (context, parameters) => {
    const secret = await openImport(
      context,
      parameters.userId,
      'wallet',
      parameters.encryptedBundle,
    );
    let mnemonic: string;
    try {
      mnemonic = new TextDecoder('utf-8', { fatal: true }).decode(secret);
    } catch {
      throw invalid('encryptedBundle: the decrypted mnemonic is not UTF-8 text');
    }
    if ((await mnemonicLanguage(mnemonic)) === undefined) {
      throw invalid(
        'encryptedBundle: the decrypted text is not a BIP-39 mnemonic (words or checksum) in any supported language',
        'MNEMONIC_INVALID',
      );
    }
    const now = context.timestamp();
    const wallet: WalletRecord = {
      walletId: context.newId(),
      organizationId: context.organizationId,
      walletName: parameters.walletName,
      mnemonic,
      seed: bytesToHex(await mnemonicToSeed(mnemonic)),
      exported: false,
      imported: true,
      createdAt: now,
      updatedAt: now,
    };
    const accounts = await deriveAccounts(context, wallet, parameters.accounts);
    return {
      result: {
        walletId: wallet.walletId,
        addresses: accounts.map((account) => account.address),
      },
      write: (tx) => insertWallet(tx, { wallet, accounts }),
    };
  },
);
