/**
 * Example records of stored entities, built from the ids in `ids.ts` and reused by every
 * operation example that returns them.
 */
import type { z } from 'zod';
import type {
  ApiKeySchema,
  AuthenticatorParamsV2Schema,
  AuthenticatorSchema,
  OauthProviderSchema,
} from '../schemas/credentials';
import type { TimestampSchema } from '../schemas/common';
import type { PolicySchema } from '../schemas/policies';
import type { PrivateKeySchema } from '../schemas/private-keys';
import type { TagSchema } from '../schemas/tags';
import type { UserSchema } from '../schemas/users';
import type {
  WalletAccountParamsSchema,
  WalletAccountSchema,
  WalletSchema,
} from '../schemas/wallets';
import {
  EXAMPLE_POLICY_CONDITION,
  EXAMPLE_POLICY_CONSENSUS,
  EXAMPLE_POLICY_NOTES,
} from '../schemas/policies';
import * as ids from './ids';

type Input<T extends z.ZodType> = z.input<T>;

export const createdAt: Input<typeof TimestampSchema> = {
  seconds: ids.CREATED_AT_SECONDS,
  nanos: '0',
};
export const updatedAt: Input<typeof TimestampSchema> = {
  seconds: ids.UPDATED_AT_SECONDS,
  nanos: '0',
};
const stamps = { createdAt, updatedAt };

export const aliceApiKey: Input<typeof ApiKeySchema> = {
  credential: { publicKey: ids.API_KEY_PUBLIC_KEY, type: 'CREDENTIAL_TYPE_API_KEY_P256' },
  apiKeyId: ids.API_KEY_ID,
  apiKeyName: ids.API_KEY_NAME,
  ...stamps,
};

export const danaPasskey: Input<typeof AuthenticatorSchema> = {
  transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
  attestationType: 'none',
  aaguid: ids.AUTHENTICATOR_AAGUID,
  credentialId: ids.AUTHENTICATOR_CREDENTIAL_ID,
  model: 'iCloud Keychain',
  credential: {
    publicKey: ids.AUTHENTICATOR_PUBLIC_KEY,
    type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
  },
  authenticatorId: ids.AUTHENTICATOR_ID,
  authenticatorName: ids.AUTHENTICATOR_NAME,
  ...stamps,
};

/** The registration that created Dana's passkey. */
export const danaPasskeyRegistration: Input<typeof AuthenticatorParamsV2Schema> = {
  authenticatorName: ids.AUTHENTICATOR_NAME,
  challenge: ids.PASSKEY_CHALLENGE,
  attestation: {
    credentialId: ids.AUTHENTICATOR_CREDENTIAL_ID,
    clientDataJson: ids.PASSKEY_CLIENT_DATA_JSON,
    attestationObject: ids.PASSKEY_ATTESTATION_OBJECT,
    transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
  },
};

export const danaGoogle: Input<typeof OauthProviderSchema> = {
  providerId: ids.OAUTH_PROVIDER_ID,
  providerName: 'Google',
  issuer: 'https://accounts.google.com',
  audience: 'acme-web.apps.example',
  subject: '104831297453629584112',
  ...stamps,
};

export const alice: Input<typeof UserSchema> = {
  userId: ids.USER_ID,
  userName: ids.USER_NAME,
  userEmail: ids.USER_EMAIL,
  authenticators: [],
  apiKeys: [aliceApiKey],
  userTags: [ids.USER_TAG_ID],
  oauthProviders: [],
  mfaPolicies: [],
  ...stamps,
};

export const bob: Input<typeof UserSchema> = {
  userId: ids.SECOND_USER_ID,
  userName: ids.SECOND_USER_NAME,
  authenticators: [],
  apiKeys: [
    {
      credential: {
        publicKey: ids.SECOND_USER_API_KEY_PUBLIC_KEY,
        type: 'CREDENTIAL_TYPE_API_KEY_P256',
      },
      apiKeyId: ids.SECOND_USER_API_KEY_ID,
      apiKeyName: 'bob-hardware-key',
      ...stamps,
    },
  ],
  userTags: [ids.USER_TAG_ID],
  oauthProviders: [],
  mfaPolicies: [],
  ...stamps,
};

export const dana: Input<typeof UserSchema> = {
  userId: ids.END_USER_ID,
  userName: ids.END_USER_NAME,
  userEmail: ids.END_USER_EMAIL,
  userPhoneNumber: ids.END_USER_PHONE_NUMBER,
  authenticators: [danaPasskey],
  apiKeys: [],
  userTags: [],
  oauthProviders: [danaGoogle],
  mfaPolicies: [],
  ...stamps,
};

export const treasuryWallet: Input<typeof WalletSchema> = {
  walletId: ids.WALLET_ID,
  walletName: ids.WALLET_NAME,
  ...stamps,
  exported: false,
  imported: false,
};

export const ethereumAccount: Input<typeof WalletAccountSchema> = {
  walletAccountId: ids.ETHEREUM_ACCOUNT_ID,
  organizationId: ids.ORGANIZATION_ID,
  walletId: ids.WALLET_ID,
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: ids.ETHEREUM_PATH,
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  address: ids.ETHEREUM_ADDRESS,
  ...stamps,
};

export const solanaAccount: Input<typeof WalletAccountSchema> = {
  walletAccountId: ids.SOLANA_ACCOUNT_ID,
  organizationId: ids.ORGANIZATION_ID,
  walletId: ids.WALLET_ID,
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: ids.SOLANA_PATH,
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
  address: ids.SOLANA_ADDRESS,
  ...stamps,
};

/** The account parameters that derive the two accounts above. */
export const walletAccountParams: Input<typeof WalletAccountParamsSchema>[] = [
  {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: ids.ETHEREUM_PATH,
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  },
  {
    curve: 'CURVE_ED25519',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: ids.SOLANA_PATH,
    addressFormat: 'ADDRESS_FORMAT_SOLANA',
  },
];

export const hotSigner: Input<typeof PrivateKeySchema> = {
  privateKeyId: ids.PRIVATE_KEY_ID,
  publicKey: ids.PRIVATE_KEY_PUBLIC_KEY,
  privateKeyName: ids.PRIVATE_KEY_NAME,
  curve: 'CURVE_SECP256K1',
  addresses: [
    { format: 'ADDRESS_FORMAT_COMPRESSED', address: ids.PRIVATE_KEY_PUBLIC_KEY },
    { format: 'ADDRESS_FORMAT_ETHEREUM', address: ids.PRIVATE_KEY_ADDRESS },
  ],
  privateKeyTags: [ids.PRIVATE_KEY_TAG_ID],
  ...stamps,
  exported: false,
  imported: false,
};

export const treasuryPolicy: Input<typeof PolicySchema> = {
  policyId: ids.POLICY_ID,
  policyName: ids.POLICY_NAME,
  effect: 'EFFECT_ALLOW',
  ...stamps,
  notes: EXAMPLE_POLICY_NOTES,
  consensus: EXAMPLE_POLICY_CONSENSUS,
  condition: EXAMPLE_POLICY_CONDITION,
};

export const approversTag: Input<typeof TagSchema> = {
  tagId: ids.USER_TAG_ID,
  tagName: ids.USER_TAG_NAME,
  tagType: 'TAG_TYPE_USER',
  ...stamps,
};

export const hotWalletsTag: Input<typeof TagSchema> = {
  tagId: ids.PRIVATE_KEY_TAG_ID,
  tagName: ids.PRIVATE_KEY_TAG_NAME,
  tagType: 'TAG_TYPE_PRIVATE_KEY',
  ...stamps,
};
