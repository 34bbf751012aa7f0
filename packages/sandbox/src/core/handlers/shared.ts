/**
 * Building blocks several handlers share: new wallets and accounts (all cryptography, done
 * before any transaction), new users with their API keys, and the lookups every handler needs.
 */
import type {
  AddressFormat,
  ApiKeyParamsV2,
  AuthenticatorParamsV2,
  CreateWalletIntent,
  UserParamsV4,
  WalletAccountParams,
} from '@docs/platform-api';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import {
  addressFor,
  CryptoInputError,
  curveForAddressFormat,
  deriveKey,
  generateMnemonic,
  mnemonicToSeed,
  UnsupportedAddressFormatError,
  type Curve,
} from '../../crypto';
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  Kind,
  ReadTransaction,
  RecordKinds,
  UserRecord,
  WalletAccountRecord,
  WalletRecord,
  WriteTransaction,
} from '../../storage/types';
import { invalid, notFound, SandboxError } from '../errors';
import type { HandlerContext } from '../registry';
import { insertAuthenticators, newAuthenticators } from './authenticator-records';

/** A `CryptoInputError` as INVALID_ARGUMENT naming the field; anything else is a bug. */
export function asInvalid(error: unknown, field: string): unknown {
  return error instanceof CryptoInputError ? invalid(`${field}: ${error.message}`) : error;
}

/** The address of `publicKey` in `format`: 501 for a format without a vector, 400 for bad input. */
export async function addressOrError(
  format: AddressFormat,
  publicKey: Uint8Array,
  field: string,
): Promise<string> {
  try {
    return await addressFor(format, publicKey);
  } catch (error) {
    if (error instanceof UnsupportedAddressFormatError) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'ADDRESS_FORMAT_UNSUPPORTED',
        `${field}: ${error.message}`,
      );
    }
    throw asInvalid(error, field);
  }
}

/** What building new records needs from the context: fresh ids, the time and randomness. */
export type Minting = Pick<HandlerContext, 'newId' | 'timestamp' | 'random'>;

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
    if (param.curve === 'CURVE_P256') {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'CURVE_UNSUPPORTED',
        `${path}[${index}].curve: CURVE_P256 wallet accounts are not implemented in the sandbox`,
      );
    }
    if (expected !== undefined && expected !== param.curve) {
      throw invalid(
        `${path}[${index}].curve: ${param.addressFormat} needs ${expected}, received ${param.curve}`,
      );
    }
    let publicKey: Uint8Array;
    try {
      publicKey = deriveKey(seed, param.curve as Curve, param.path).publicKey;
    } catch (error) {
      throw asInvalid(error, `${path}[${index}].path`);
    }
    const address = await addressOrError(
      param.addressFormat,
      publicKey,
      `${path}[${index}].addressFormat`,
    );
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

export interface NewUser {
  user: UserRecord;
  apiKeys: ApiKeyRecord[];
  /** Passkeys registered with the user (`authenticators` of the user's parameters). */
  authenticators?: AuthenticatorRecord[];
}

export function newApiKeys(
  context: Minting,
  organizationId: string,
  userId: string,
  params: ApiKeyParamsV2[],
  path: string,
): ApiKeyRecord[] {
  return params.map((param, index) => {
    const publicKey = param.publicKey.toLowerCase();
    const ed25519 = param.curveType === 'API_KEY_CURVE_ED25519';
    if (!(ed25519 ? /^[0-9a-f]{64}$/ : /^0[23][0-9a-f]{64}$/).test(publicKey)) {
      throw invalid(
        `${path}[${index}].publicKey: expected ${ed25519 ? 'a 64-digit hex Ed25519' : 'a 66-digit hex compressed'} public key for ${param.curveType}`,
      );
    }
    const now = context.timestamp();
    return {
      apiKeyId: context.newId(),
      organizationId,
      userId,
      apiKeyName: param.apiKeyName,
      publicKey,
      curveType: param.curveType,
      ...(param.expirationSeconds !== undefined
        ? { expirationSeconds: param.expirationSeconds }
        : {}),
      createdAt: now,
      updatedAt: now,
    };
  });
}

export function newUser(
  context: Minting,
  organizationId: string,
  params: Pick<UserParamsV4, 'userName' | 'userEmail' | 'userPhoneNumber' | 'apiKeys'> & {
    userTags?: string[];
    authenticators?: AuthenticatorParamsV2[];
  },
  path: string,
): NewUser {
  const userId = context.newId();
  const now = context.timestamp();
  const user: UserRecord = {
    userId,
    organizationId,
    userName: params.userName,
    ...(params.userEmail !== undefined ? { userEmail: params.userEmail } : {}),
    ...(params.userPhoneNumber !== undefined ? { userPhoneNumber: params.userPhoneNumber } : {}),
    userTags: params.userTags ?? [],
    createdAt: now,
    updatedAt: now,
  };
  return {
    user,
    apiKeys: newApiKeys(context, organizationId, userId, params.apiKeys, `${path}.apiKeys`),
    authenticators: newAuthenticators(
      context,
      organizationId,
      userId,
      params.authenticators ?? [],
      `${path}.authenticators`,
    ),
  };
}

export async function insertApiKeys(tx: WriteTransaction, keys: ApiKeyRecord[]) {
  for (const key of keys) {
    await tx.insert('apiKey', {
      id: key.apiKeyId,
      organizationId: key.organizationId,
      parentId: key.userId,
      lookup: key.publicKey,
      data: key,
    });
  }
}

export async function insertUser(
  tx: WriteTransaction,
  { user, apiKeys, authenticators = [] }: NewUser,
) {
  await tx.insert('user', { id: user.userId, organizationId: user.organizationId, data: user });
  await insertApiKeys(tx, apiKeys);
  await insertAuthenticators(tx, authenticators);
}

/** A record of this organization, or NOT_FOUND naming it (never another organization's). */
/** The kinds of record that belong to one organization. */
type OwnedKind = {
  [K in Kind]: RecordKinds[K] extends { organizationId: string } ? K : never;
}[Kind];

/** A record of `kind` in this organization, or NOT_FOUND naming it by `label`. */
export async function ownRecord<K extends OwnedKind>(
  tx: ReadTransaction,
  kind: K,
  id: string,
  organizationId: string,
  label: string,
) {
  const record = await tx.get(kind, id);
  if (!record || record.organizationId !== organizationId) {
    throw notFound(
      `No ${label} ${id} in organization ${organizationId}`,
      `${label.toUpperCase().replace(/ /g, '_')}_NOT_FOUND`,
    );
  }
  return record;
}
