/** Wallets tag, part 2: export and the two-step import. */
import { walletAccountParams } from '../examples/entities';
import * as ids from '../examples/ids';
import { defineSubmission, type Operation } from './define';

export const walletTransferOperations: Operation[] = [
  defineSubmission({
    name: 'export_wallet',
    sdkMethod: 'exportWallet',
    tag: 'Wallets',
    summary: 'Export wallet',
    description:
      "Exports a wallet's mnemonic, encrypted to a P-256 `targetPublicKey` that you generated, so that only the holder of the matching private key (typically the user's browser) can read it. Choose the word list with `language`. Export marks the wallet `exported`, which later allows deleting it without `deleteWithoutExport`. The encrypted mnemonic is in `activity.result.exportWalletResult.exportBundle`.",
    activityType: 'ACTIVITY_TYPE_EXPORT_WALLET',
    intentKey: 'exportWalletIntent',
    result: { key: 'exportWalletResult', source: 'wire' },
    example: {
      parameters: {
        walletId: ids.WALLET_ID,
        targetPublicKey: ids.TARGET_PUBLIC_KEY,
        language: 'MNEMONIC_LANGUAGE_ENGLISH',
      },
      result: { walletId: ids.WALLET_ID, exportBundle: ids.EXPORT_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'export_wallet_account',
    sdkMethod: 'exportWalletAccount',
    tag: 'Wallets',
    summary: 'Export wallet account',
    description:
      'Exports the private key of a single wallet account, selected by address, encrypted to a P-256 `targetPublicKey` that you generated. Use it when a user needs one key for another wallet app without revealing the whole seed. The encrypted key is in `activity.result.exportWalletAccountResult.exportBundle`.',
    activityType: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
    intentKey: 'exportWalletAccountIntent',
    result: { key: 'exportWalletAccountResult', source: 'wire' },
    example: {
      parameters: { address: ids.ETHEREUM_ADDRESS, targetPublicKey: ids.TARGET_PUBLIC_KEY },
      result: { address: ids.ETHEREUM_ADDRESS, exportBundle: ids.EXPORT_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'init_import_wallet',
    sdkMethod: 'initImportWallet',
    tag: 'Wallets',
    summary: 'Start wallet import',
    description:
      'Starts importing an existing mnemonic: the first of two steps. The platform returns an import bundle that your client encrypts the mnemonic against, so the mnemonic never travels in the clear. The bundle is in `activity.result.initImportWalletResult.importBundle`; finish with import_wallet, sent by the same user.',
    activityType: 'ACTIVITY_TYPE_INIT_IMPORT_WALLET',
    intentKey: 'initImportWalletIntent',
    result: { key: 'initImportWalletResult', source: 'wire' },
    example: {
      parameters: { userId: ids.USER_ID },
      result: { importBundle: ids.IMPORT_BUNDLE },
    },
  }),
  defineSubmission({
    name: 'import_wallet',
    sdkMethod: 'importWallet',
    tag: 'Wallets',
    summary: 'Import wallet',
    description:
      'Finishes a wallet import: send the mnemonic encrypted against the bundle from init_import_wallet, a name, and the accounts to derive (BIP32 paths). The imported wallet is marked `imported`. Its id and the derived addresses are in `activity.result.importWalletResult`.',
    activityType: 'ACTIVITY_TYPE_IMPORT_WALLET',
    intentKey: 'importWalletIntent',
    result: { key: 'importWalletResult', source: 'wire' },
    example: {
      parameters: {
        userId: ids.USER_ID,
        walletName: ids.WALLET_NAME,
        encryptedBundle: ids.ENCRYPTED_BUNDLE,
        accounts: walletAccountParams,
      },
      result: { walletId: ids.WALLET_ID, addresses: [ids.ETHEREUM_ADDRESS, ids.SOLANA_ADDRESS] },
    },
  }),
];
