/**
 * Every enumeration of the platform, with the exact wire values. `ActivityType` lives in
 * `activity-types.ts` because of its length.
 */
import * as z from 'zod';

export const AccessTypeSchema = z
  .enum(['ACCESS_TYPE_WEB', 'ACCESS_TYPE_API', 'ACCESS_TYPE_ALL'])
  .meta({
    id: 'AccessType',
    description: 'How an invited user reaches the organization: web dashboard, API, or both.',
  });
export type AccessType = z.infer<typeof AccessTypeSchema>;

export const InvitationStatusSchema = z
  .enum(['INVITATION_STATUS_CREATED', 'INVITATION_STATUS_ACCEPTED', 'INVITATION_STATUS_REVOKED'])
  .meta({
    id: 'InvitationStatus',
    description: 'Where an invitation stands: sent and open, accepted, or withdrawn.',
  });
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const ActivityStatusSchema = z
  .enum([
    'ACTIVITY_STATUS_CREATED',
    'ACTIVITY_STATUS_PENDING',
    'ACTIVITY_STATUS_COMPLETED',
    'ACTIVITY_STATUS_FAILED',
    'ACTIVITY_STATUS_CONSENSUS_NEEDED',
    'ACTIVITY_STATUS_REJECTED',
    'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED',
  ])
  .meta({
    id: 'ActivityStatus',
    description:
      'Where an activity is in its lifecycle. COMPLETED, FAILED and REJECTED are final; CONSENSUS_NEEDED waits for approvals.',
  });
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;

export const AddressFormatSchema = z
  .enum([
    'ADDRESS_FORMAT_UNCOMPRESSED',
    'ADDRESS_FORMAT_COMPRESSED',
    'ADDRESS_FORMAT_ETHEREUM',
    'ADDRESS_FORMAT_SOLANA',
    'ADDRESS_FORMAT_COSMOS',
    'ADDRESS_FORMAT_TRON',
    'ADDRESS_FORMAT_SUI',
    'ADDRESS_FORMAT_APTOS',
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH',
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH',
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH',
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH',
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH',
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WSH',
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR',
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH',
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH',
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH',
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WSH',
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR',
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH',
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH',
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH',
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WSH',
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR',
    'ADDRESS_FORMAT_SEI',
    'ADDRESS_FORMAT_XLM',
    'ADDRESS_FORMAT_DOGE_MAINNET',
    'ADDRESS_FORMAT_DOGE_TESTNET',
    'ADDRESS_FORMAT_TON_V3R2',
    'ADDRESS_FORMAT_TON_V4R2',
    'ADDRESS_FORMAT_TON_V5R1',
    'ADDRESS_FORMAT_XRP',
    'ADDRESS_FORMAT_SPARK_MAINNET',
    'ADDRESS_FORMAT_SPARK_REGTEST',
  ])
  .meta({
    id: 'AddressFormat',
    description:
      'How a public key is turned into an address: raw key encodings, or the address scheme of a chain (Bitcoin per network and script type).',
  });
export type AddressFormat = z.infer<typeof AddressFormatSchema>;

export const ApiKeyCurveSchema = z
  .enum(['API_KEY_CURVE_P256', 'API_KEY_CURVE_SECP256K1', 'API_KEY_CURVE_ED25519'])
  .meta({ id: 'ApiKeyCurve', description: 'The curve of an API key pair.' });
export type ApiKeyCurve = z.infer<typeof ApiKeyCurveSchema>;

export const AuthenticatorTransportSchema = z
  .enum([
    'AUTHENTICATOR_TRANSPORT_BLE',
    'AUTHENTICATOR_TRANSPORT_INTERNAL',
    'AUTHENTICATOR_TRANSPORT_NFC',
    'AUTHENTICATOR_TRANSPORT_USB',
    'AUTHENTICATOR_TRANSPORT_HYBRID',
  ])
  .meta({
    id: 'AuthenticatorTransport',
    description: 'How the browser reaches a passkey authenticator.',
  });
export type AuthenticatorTransport = z.infer<typeof AuthenticatorTransportSchema>;

export const CredentialTypeSchema = z
  .enum([
    'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
    'CREDENTIAL_TYPE_API_KEY_P256',
    'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
    'CREDENTIAL_TYPE_API_KEY_SECP256K1',
    'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
    'CREDENTIAL_TYPE_API_KEY_ED25519',
    'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
    'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
    'CREDENTIAL_TYPE_OAUTH_KEY_P256',
    'CREDENTIAL_TYPE_LOGIN',
  ])
  .meta({
    id: 'CredentialType',
    description:
      'The kind of credential: a passkey, an API key per curve, a short-lived key issued by email recovery, email auth, OTP auth, OAuth or a read-write session, or the key of a login (stamp_login, otp_login, oauth_login).',
  });
export type CredentialType = z.infer<typeof CredentialTypeSchema>;

export const CurveSchema = z
  .enum(['CURVE_SECP256K1', 'CURVE_ED25519', 'CURVE_P256'])
  .meta({ id: 'Curve', description: 'The curve of a wallet account or private key.' });
export type Curve = z.infer<typeof CurveSchema>;

export const EffectSchema = z
  .enum(['EFFECT_ALLOW', 'EFFECT_DENY'])
  .meta({ id: 'Effect', description: 'Whether a matching policy allows or denies the activity.' });
export type Effect = z.infer<typeof EffectSchema>;

export const FeatureNameSchema = z
  .enum([
    'FEATURE_NAME_ROOT_USER_EMAIL_RECOVERY',
    'FEATURE_NAME_WEBAUTHN_ORIGINS',
    'FEATURE_NAME_EMAIL_AUTH',
    'FEATURE_NAME_EMAIL_RECOVERY',
    'FEATURE_NAME_WEBHOOK',
    'FEATURE_NAME_SMS_AUTH',
    'FEATURE_NAME_OTP_EMAIL_AUTH',
    'FEATURE_NAME_AUTH_PROXY',
    'FEATURE_NAME_SOLANA_RENT_PREFUND_ENABLED',
    'FEATURE_NAME_SWAP_CONFIG',
    'FEATURE_NAME_EARN_CONFIG',
  ])
  .meta({ id: 'FeatureName', description: 'An organization feature that can be set or removed.' });
export type FeatureName = z.infer<typeof FeatureNameSchema>;

export const HashFunctionSchema = z
  .enum([
    'HASH_FUNCTION_NO_OP',
    'HASH_FUNCTION_SHA256',
    'HASH_FUNCTION_KECCAK256',
    'HASH_FUNCTION_NOT_APPLICABLE',
  ])
  .meta({
    id: 'HashFunction',
    description:
      'How the payload is hashed before signing. NO_OP signs the payload as given (it must already be a digest); NOT_APPLICABLE is for curves that sign the message itself, such as ed25519.',
  });
export type HashFunction = z.infer<typeof HashFunctionSchema>;

export const MnemonicLanguageSchema = z
  .enum([
    'MNEMONIC_LANGUAGE_ENGLISH',
    'MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE',
    'MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE',
    'MNEMONIC_LANGUAGE_CZECH',
    'MNEMONIC_LANGUAGE_FRENCH',
    'MNEMONIC_LANGUAGE_ITALIAN',
    'MNEMONIC_LANGUAGE_JAPANESE',
    'MNEMONIC_LANGUAGE_KOREAN',
    'MNEMONIC_LANGUAGE_SPANISH',
  ])
  .meta({ id: 'MnemonicLanguage', description: 'Word list used for an exported mnemonic.' });
export type MnemonicLanguage = z.infer<typeof MnemonicLanguageSchema>;

export const OperatorSchema = z
  .enum([
    'OPERATOR_EQUAL',
    'OPERATOR_MORE_THAN',
    'OPERATOR_MORE_THAN_OR_EQUAL',
    'OPERATOR_LESS_THAN',
    'OPERATOR_LESS_THAN_OR_EQUAL',
    'OPERATOR_CONTAINS',
    'OPERATOR_NOT_EQUAL',
    'OPERATOR_IN',
    'OPERATOR_NOT_IN',
    'OPERATOR_CONTAINS_ONE',
    'OPERATOR_CONTAINS_ALL',
  ])
  .meta({ id: 'Operator', description: 'Comparison used by a policy selector.' });
export type Operator = z.infer<typeof OperatorSchema>;

export const PathFormatSchema = z
  .enum(['PATH_FORMAT_BIP32'])
  .meta({ id: 'PathFormat', description: 'Notation of a derivation path. Only BIP32 exists.' });
export type PathFormat = z.infer<typeof PathFormatSchema>;

export const PayloadEncodingSchema = z
  .enum([
    'PAYLOAD_ENCODING_HEXADECIMAL',
    'PAYLOAD_ENCODING_TEXT_UTF8',
    'PAYLOAD_ENCODING_EIP712',
    'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
  ])
  .meta({ id: 'PayloadEncoding', description: 'How the payload string is to be read.' });
export type PayloadEncoding = z.infer<typeof PayloadEncodingSchema>;

export const TagTypeSchema = z
  .enum(['TAG_TYPE_USER', 'TAG_TYPE_PRIVATE_KEY'])
  .meta({ id: 'TagType', description: 'What a tag groups: users or private keys.' });
export type TagType = z.infer<typeof TagTypeSchema>;

export const TransactionTypeSchema = z
  .enum([
    'TRANSACTION_TYPE_ETHEREUM',
    'TRANSACTION_TYPE_SOLANA',
    'TRANSACTION_TYPE_TRON',
    'TRANSACTION_TYPE_BITCOIN',
    'TRANSACTION_TYPE_TEMPO',
  ])
  .meta({ id: 'TransactionType', description: 'The chain format of an unsigned transaction.' });
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/**
 * Vote selections. The spec names the two selections (approved, rejected) but the wire sheet
 * types `Vote.selection` as a plain string and lists no values; these follow the sheet's
 * `ENUM_NAME_VALUE` convention.
 */
export const VoteSelectionSchema = z
  .enum(['VOTE_SELECTION_APPROVED', 'VOTE_SELECTION_REJECTED'])
  .meta({ id: 'VoteSelection', description: 'Whether a vote approves or rejects an activity.' });
export type VoteSelection = z.infer<typeof VoteSelectionSchema>;
