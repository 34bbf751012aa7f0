/**
 * New wallets and their accounts: the mnemonic, the seed and every derivation happen here,
 * before any transaction; the inserts run in the activity's transaction.
 */
import type { CreateWalletIntent, WalletAccountParams } from '@docs/platform-api';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import {
  curveForAddressFormat,
  deriveKey,
  generateMnemonic,
  mnemonicToSeed,
  p256Keys,
  type Curve,
} from '../../crypto';
import type { WalletAccountRecord, WalletRecord, WriteTransaction } from '../../storage/types';
import type { Minting } from '../contract';
import { invalid, SandboxError } from '../errors';
import { addressOrError, asInvalid } from './addresses';

/** A secp256k1 or ed25519 account: BIP-32 or SLIP-10 from the seed, then the chain's address. */
async function account(seed: Uint8Array, param: WalletAccountParams, field: string) {
  let publicKey: Uint8Array;
  try {
    publicKey = deriveKey(seed, param.curve as Curve, param.path).publicKey;
  } catch (error) {
    throw asInvalid(error, `${field}.path`);
  }
  return {
    publicKey,
    address: await addressOrError(param.addressFormat, publicKey, `${field}.addressFormat`),
  };
}

/** A P-256 account (SLIP-10 nist256p1); its addresses are the raw point encodings only. */
async function p256Account(seed: Uint8Array, param: WalletAccountParams, field: string) {
  const { deriveP256Key, p256Address } = await p256Keys();
  let publicKey: Uint8Array;
  try {
    publicKey = deriveP256Key(seed, param.path).publicKey;
  } catch (error) {
    throw asInvalid(error, `${field}.path`);
  }
  try {
    return { publicKey, address: p256Address(param.addressFormat, publicKey) };
  } catch (error) {
    throw asInvalid(error, `${field}.addressFormat`);
  }
}

/** Derives one account per entry of `params` from `seed`; throws the platform's errors. */
export async function deriveAccounts(
  context: Minting,
  wallet: Pick<WalletRecord, 'walletId' | 'organizationId' | 'seed'>,
  params: WalletAccountParams[],
  path = 'accounts',
): Promise<WalletAccountRecord[]> {
  const seed = hexToBytes(wallet.seed);
  const accounts: WalletAccountRecord[] = [];
  for (const [index, param] of params.entries()) {
    const expected = curveForAddressFormat(param.addressFormat);
    if (expected !== undefined && expected !== param.curve) {
      throw invalid(
        `${path}[${index}].curve: ${param.addressFormat} needs ${expected}, received ${param.curve}`,
      );
    }
    const { publicKey, address } =
      param.curve === 'CURVE_P256'
        ? await p256Account(seed, param, `${path}[${index}]`)
        : await account(seed, param, `${path}[${index}]`);
    const now = context.timestamp();
    accounts.push({
      walletAccountId: context.newId(),
      organizationId: wallet.organizationId,
      walletId: wallet.walletId,
      curve: param.curve,
      pathFormat: param.pathFormat,
      path: param.path,
      addressFormat: param.addressFormat,
      address,
      publicKey: bytesToHex(publicKey),
      createdAt: now,
      updatedAt: now,
    });
  }
  return accounts;
}

export interface NewWallet {
  wallet: WalletRecord;
  accounts: WalletAccountRecord[];
}

/** A fresh mnemonic, its seed and the accounts, for `create_wallet` and sub-organizations. */
export async function newWallet(
  context: Minting,
  organizationId: string,
  params: Pick<CreateWalletIntent, 'walletName' | 'accounts' | 'mnemonicLength'>,
  path = 'accounts',
): Promise<NewWallet> {
  const words = (params.mnemonicLength ?? 12) as 12 | 15 | 18 | 21 | 24;
  const mnemonic = await generateMnemonic(words, 'MNEMONIC_LANGUAGE_ENGLISH', context.random);
  const now = context.timestamp();
  const wallet: WalletRecord = {
    walletId: context.newId(),
    organizationId,
    walletName: params.walletName,
    mnemonic,
    seed: bytesToHex(await mnemonicToSeed(mnemonic)),
    exported: false,
    imported: false,
    createdAt: now,
    updatedAt: now,
  };
  return { wallet, accounts: await deriveAccounts(context, wallet, params.accounts, path) };
}

export async function insertWallet(tx: WriteTransaction, { wallet, accounts }: NewWallet) {
  const existing = await tx.list('wallet', { organizationId: wallet.organizationId });
  if (existing.some((other) => other.walletName === wallet.walletName)) {
    throw new SandboxError(
      'ALREADY_EXISTS',
      'WALLET_NAME_TAKEN',
      `A wallet named ${wallet.walletName} already exists in this organization`,
    );
  }
  await tx.insert('wallet', {
    id: wallet.walletId,
    organizationId: wallet.organizationId,
    data: wallet,
  });
  await insertAccounts(tx, accounts);
}

export async function insertAccounts(tx: WriteTransaction, accounts: WalletAccountRecord[]) {
  for (const account of accounts) {
    await tx.insert('walletAccount', {
      id: account.walletAccountId,
      organizationId: account.organizationId,
      parentId: account.walletId,
      lookup: account.address,
      data: account,
    });
  }
}
