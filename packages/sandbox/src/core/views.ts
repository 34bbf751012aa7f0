/**
 * Stored records → the shapes the platform returns. Private material (mnemonics, seeds, private
 * keys) never leaves through these.
 */
import type { MfaPolicy } from '@docs/platform-api';
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  MfaPolicyRecord,
  OauthProviderRecord,
  PolicyRecord,
  PrivateKeyRecord,
  PrivateKeyTagRecord,
  ReadTransaction,
  UserRecord,
  UserTagRecord,
  WalletAccountRecord,
  WalletRecord,
} from '../storage/types';

const CREDENTIAL_TYPES = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
} as const;

export function apiKeyView(key: ApiKeyRecord) {
  return {
    credential: {
      publicKey: key.publicKey,
      type: key.credentialType ?? CREDENTIAL_TYPES[key.curveType],
      ...(key.sessionProfileId !== undefined ? { sessionProfileId: key.sessionProfileId } : {}),
    },
    apiKeyId: key.apiKeyId,
    apiKeyName: key.apiKeyName,
    createdAt: key.createdAt,
    updatedAt: key.updatedAt,
    ...(key.expirationSeconds !== undefined ? { expirationSeconds: key.expirationSeconds } : {}),
  };
}

export function authenticatorView(authenticator: AuthenticatorRecord) {
  return {
    transports: authenticator.transports,
    attestationType: authenticator.attestationType,
    aaguid: authenticator.aaguid,
    credentialId: authenticator.credentialId,
    model: '',
    credential: {
      publicKey: authenticator.publicKey,
      type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' as const,
    },
    authenticatorId: authenticator.authenticatorId,
    authenticatorName: authenticator.authenticatorName,
    createdAt: authenticator.createdAt,
    updatedAt: authenticator.updatedAt,
  };
}

export async function userView(tx: ReadTransaction, user: UserRecord) {
  const keys = await tx.list('apiKey', { parentId: user.userId });
  const authenticators = await tx.list('authenticator', { parentId: user.userId });
  const oauthProviders = await tx.list('oauthProvider', { parentId: user.userId });
  const mfaPolicies = await tx.list('mfaPolicy', { parentId: user.userId });
  return {
    userId: user.userId,
    userName: user.userName,
    ...(user.userEmail !== undefined ? { userEmail: user.userEmail } : {}),
    ...(user.userPhoneNumber !== undefined ? { userPhoneNumber: user.userPhoneNumber } : {}),
    authenticators: authenticators.map(authenticatorView),
    apiKeys: keys.map(apiKeyView),
    userTags: user.userTags,
    oauthProviders: oauthProviders.map(oauthProviderView),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    // The pinned client's v1User requires the list, empty when the user has none.
    mfaPolicies: byOrder(mfaPolicies).map(mfaPolicyView),
  };
}

export function mfaPolicyView(record: MfaPolicyRecord): MfaPolicy {
  return {
    mfaPolicyId: record.mfaPolicyId,
    mfaPolicyName: record.mfaPolicyName,
    condition: record.condition,
    requiredAuthenticationMethods: record.requiredAuthenticationMethods,
    order: record.order,
    ...(record.notes === undefined ? {} : { notes: record.notes }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Lowest `order` first; equal orders in the order they were created. */
export const byOrder = (policies: MfaPolicyRecord[]) =>
  policies
    .map((policy, index) => ({ policy, index }))
    .sort((a, b) => a.policy.order - b.policy.order || a.index - b.index)
    .map(({ policy }) => policy);

export function walletView(wallet: WalletRecord) {
  return {
    walletId: wallet.walletId,
    walletName: wallet.walletName,
    createdAt: wallet.createdAt,
    updatedAt: wallet.updatedAt,
    exported: wallet.exported,
    imported: wallet.imported,
  };
}

export function accountView(account: WalletAccountRecord) {
  return {
    walletAccountId: account.walletAccountId,
    organizationId: account.organizationId,
    walletId: account.walletId,
    curve: account.curve,
    pathFormat: account.pathFormat,
    path: account.path,
    addressFormat: account.addressFormat,
    address: account.address,
    publicKey: account.publicKey,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

export function policyView(policy: PolicyRecord) {
  return {
    policyId: policy.policyId,
    policyName: policy.policyName,
    effect: policy.effect,
    createdAt: policy.createdAt,
    updatedAt: policy.updatedAt,
    notes: policy.notes,
    consensus: policy.consensus ?? '',
    condition: policy.condition ?? '',
  };
}

export function userTagView(tag: UserTagRecord) {
  return {
    tagId: tag.tagId,
    tagName: tag.tagName,
    tagType: 'TAG_TYPE_USER' as const,
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
  };
}

export function privateKeyView(key: PrivateKeyRecord) {
  return {
    privateKeyId: key.privateKeyId,
    publicKey: key.publicKey,
    privateKeyName: key.privateKeyName,
    curve: key.curve,
    addresses: key.addresses,
    privateKeyTags: key.privateKeyTags,
    createdAt: key.createdAt,
    updatedAt: key.updatedAt,
    exported: key.exported,
    imported: key.imported,
  };
}

export function privateKeyTagView(tag: PrivateKeyTagRecord) {
  return {
    tagId: tag.tagId,
    tagName: tag.tagName,
    tagType: 'TAG_TYPE_PRIVATE_KEY',
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
  };
}

export function oauthProviderView(provider: OauthProviderRecord) {
  return {
    providerId: provider.providerId,
    providerName: provider.providerName,
    issuer: provider.issuer,
    audience: provider.audience,
    subject: provider.subject,
    createdAt: provider.createdAt,
    updatedAt: provider.updatedAt,
  };
}
