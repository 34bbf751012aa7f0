/**
 * The storage interface the core talks to. It is a small typed record store, not SQL: each
 * record has a kind, an id, the organization it belongs to, an optional parent (the wallet of an
 * account, the user of an API key) and an optional lookup value (an API key's public key), and
 * its data as one JSON document. Backends (SQLite, PostgreSQL, and IndexedDB later) only
 * need those three indexes.
 *
 * The transaction rule: all cryptography happens before `transaction()` is called. The function
 * given to `transaction()` only reads and writes records, so a write transaction stays short and
 * never waits on a signature or a key derivation.
 */
import type { Activity, Attestation } from '@docs/platform-api';

export interface Timestamp {
  seconds: string;
  nanos: string;
}

export interface OrganizationRecord {
  organizationId: string;
  name: string;
  /** Absent for a top-level sandbox organization. */
  parentOrganizationId?: string;
  rootQuorum: { threshold: number; userIds: string[] };
  /** Set by set_organization_feature; absent on organizations that never had one. */
  features?: { name: string; value: string }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserRecord {
  userId: string;
  organizationId: string;
  userName: string;
  userEmail?: string;
  userPhoneNumber?: string;
  userTags: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type ApiKeyCurve =
  'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';

/** Credential types of keys the login and auth flows issue (other keys show their curve's type). */
export type IssuedCredentialType =
  | 'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256'
  | 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256'
  | 'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256'
  | 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256'
  | 'CREDENTIAL_TYPE_OAUTH_KEY_P256'
  | 'CREDENTIAL_TYPE_LOGIN';

export interface ApiKeyRecord {
  apiKeyId: string;
  organizationId: string;
  userId: string;
  apiKeyName: string;
  /** Hex, lower case: compressed for P-256 and secp256k1, 32 bytes for ed25519. */
  publicKey: string;
  curveType: ApiKeyCurve;
  expirationSeconds?: string;
  /** For a key a login or auth flow issued: its credential type and the operation that issued it. */
  credentialType?: IssuedCredentialType;
  issuedBy?: string;
  /** The session profile a login named (login keys only). */
  sessionProfileId?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WalletRecord {
  walletId: string;
  organizationId: string;
  walletName: string;
  /** Stored in plain form: this is a sandbox, never a place for real funds. */
  mnemonic: string;
  /** BIP-39 seed, hex, computed once at creation so signing does not repeat PBKDF2. */
  seed: string;
  exported: boolean;
  imported: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WalletAccountRecord {
  walletAccountId: string;
  organizationId: string;
  walletId: string;
  curve: string;
  pathFormat: string;
  path: string;
  addressFormat: string;
  address: string;
  /** Hex of the derived public key. */
  publicKey: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PolicyRecord {
  policyId: string;
  organizationId: string;
  policyName: string;
  effect: 'EFFECT_ALLOW' | 'EFFECT_DENY';
  condition?: string;
  consensus?: string;
  notes: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthenticatorRecord {
  authenticatorId: string;
  organizationId: string;
  userId: string;
  authenticatorName: string;
  /** Base64url without padding: what a passkey stamp names. */
  credentialId: string;
  /** Compressed P-256 public key, lower-case hex, from the registration's COSE key. */
  publicKey: string;
  aaguid: string;
  attestationType: string;
  transports: Attestation['transports'];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserTagRecord {
  tagId: string;
  organizationId: string;
  tagName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface InvitationRecord {
  invitationId: string;
  organizationId: string;
  receiverUserName: string;
  receiverUserEmail: string;
  receiverUserTags: string[];
  accessType: string;
  senderUserId: string;
  createdAt: Timestamp;
}

export interface PrivateKeyRecord {
  privateKeyId: string;
  organizationId: string;
  privateKeyName: string;
  curve: string;
  /** Stored in plain form, hex: this is a sandbox, never a place for real funds. */
  privateKey: string;
  /** Hex: compressed for secp256k1, 32 bytes for ed25519. */
  publicKey: string;
  addresses: { format: string; address: string }[];
  privateKeyTags: string[];
  exported: boolean;
  imported: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PrivateKeyTagRecord {
  tagId: string;
  organizationId: string;
  tagName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * The key an init_import_* handed out for one user, kept until the next init for the same user
 * and kind replaces it. Its id is `importTargetId(organizationId, userId, kind)`.
 */
export interface ImportTargetRecord {
  organizationId: string;
  userId: string;
  kind: 'wallet' | 'privateKey';
  /** P-256 private key, hex. */
  targetPrivateKey: string;
  createdAt: Timestamp;
}

/** A key the sandbox itself signs with (sessions, OTP bundles, its OIDC issuer); global. */
export interface SandboxKeyRecord {
  role: string;
  /** Hex P-256 scalar: the sandbox publishes the public half and keeps this in plain form. */
  privateKey: string;
  /** Hex, uncompressed. */
  publicKey: string;
  createdAt: Timestamp;
}

/** One OTP sent by init_otp or init_otp_auth. */
export interface OtpRecord {
  otpId: string;
  organizationId: string;
  operation: 'init_otp' | 'init_otp_auth';
  otpType: string;
  contact: string;
  code: string;
  expiresAtMs: number;
  failedAttempts: number;
  used: boolean;
  /** init_otp: the key the client encrypts the code to (hex scalar). */
  targetPrivateKey?: string;
  createdAt: Timestamp;
}

/** An email or SMS the sandbox would have sent: `GET /sandbox/v1/outbox` lists them. */
export interface OutboxMessageRecord {
  messageId: string;
  organizationId: string;
  channel: 'email' | 'sms';
  to: string;
  operation: string;
  subject: string;
  text: string;
  otpId?: string;
  code?: string;
  credentialBundle?: string;
  createdAt: Timestamp;
}

/** An OIDC identity linked to a user. */
export interface OauthProviderRecord {
  providerId: string;
  organizationId: string;
  userId: string;
  providerName: string;
  issuer: string;
  audience: string;
  subject: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A verification token otp_login has spent (its `id` claim). */
export interface SpentTokenRecord {
  tokenId: string;
  organizationId: string;
  spentAt: Timestamp;
}

/** A webhook endpoint registration; the sandbox never delivers to it. */
export interface WebhookEndpointRecord {
  endpointId: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions: { eventType: string; filtersJson?: string; isActive?: boolean }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A session profile: a named scope and lifetime that logins can name. Immutable once made. */
export interface SessionProfileRecord {
  sessionProfileId: string;
  organizationId: string;
  sessionProfileName: string;
  scope: string;
  expirationSeconds?: string;
  notes?: string;
  createdAt: Timestamp;
}

/** One change to a local chain, in the order accepted (see chains/log.ts). Global. */
export interface ChainEntryRecord {
  caip2: string;
  seq: number;
  kind: 'transaction' | 'faucet';
  /** Hex: the signed transaction (EVM: RLP or typed envelope; Solana: wire format). */
  transaction?: string;
  /** Faucet grants: who received how much, in the chain's smallest unit. */
  address?: string;
  amount?: string;
  timestampMs: number;
}

/** What happened to a transaction a send activity broadcast (get_send_transaction_status). */
export interface SendTransactionStatusRecord {
  sendTransactionStatusId: string;
  organizationId: string;
  caip2: string;
  txStatus: 'INCLUDED' | 'FAILED';
  /** EVM: the transaction hash; Solana: the signature. Absent when the chain refused it. */
  txHash?: string;
  signature?: string;
  /** The chain's refusal, or why the transaction failed on chain. */
  txError?: string;
  createdAt: Timestamp;
}

export interface RecordKinds {
  organization: OrganizationRecord;
  user: UserRecord;
  apiKey: ApiKeyRecord;
  wallet: WalletRecord;
  walletAccount: WalletAccountRecord;
  activity: Activity;
  policy: PolicyRecord;
  authenticator: AuthenticatorRecord;
  userTag: UserTagRecord;
  invitation: InvitationRecord;
  privateKey: PrivateKeyRecord;
  privateKeyTag: PrivateKeyTagRecord;
  importTarget: ImportTargetRecord;
  sandboxKey: SandboxKeyRecord;
  otp: OtpRecord;
  outboxMessage: OutboxMessageRecord;
  oauthProvider: OauthProviderRecord;
  spentToken: SpentTokenRecord;
  webhookEndpoint: WebhookEndpointRecord;
  sessionProfile: SessionProfileRecord;
  chainEntry: ChainEntryRecord;
  sendTransactionStatus: SendTransactionStatusRecord;
}

export type Kind = keyof RecordKinds;

export const KINDS = [
  'organization',
  'user',
  'apiKey',
  'wallet',
  'walletAccount',
  'activity',
  'policy',
  'authenticator',
  'userTag',
  'invitation',
  'privateKey',
  'privateKeyTag',
  'importTarget',
  'sandboxKey',
  'otp',
  'outboxMessage',
  'oauthProvider',
  'spentToken',
  'webhookEndpoint',
  'sessionProfile',
  'chainEntry',
  'sendTransactionStatus',
] as const satisfies readonly Kind[];

export interface NewRecord<K extends Kind> {
  id: string;
  organizationId: string;
  parentId?: string;
  lookup?: string;
  data: RecordKinds[K];
}

/** Which records to list; every given field must match. Results come in insertion order. */
export interface Where {
  organizationId?: string;
  parentId?: string;
  lookup?: string;
}

export interface ReadTransaction {
  get<K extends Kind>(kind: K, id: string): Promise<RecordKinds[K] | undefined>;
  list<K extends Kind>(kind: K, where: Where): Promise<RecordKinds[K][]>;
}

export interface WriteTransaction extends ReadTransaction {
  /** Fails if a record of this kind and id exists. */
  insert<K extends Kind>(kind: K, record: NewRecord<K>): Promise<void>;
  /** Replaces the data of an existing record; fails if there is none. */
  update<K extends Kind>(kind: K, id: string, data: RecordKinds[K]): Promise<void>;
  remove(kind: Kind, id: string): Promise<void>;
}

export interface Storage {
  /** Version of the schema the backend created or found. */
  readonly schemaVersion: number;
  /** A consistent read: it never sees half of a transaction. */
  read<T>(fn: (tx: ReadTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one write transaction: all of its writes land, or none do (a throw rolls back).
   * Do all cryptography before calling this.
   */
  transaction<T>(fn: (tx: WriteTransaction) => Promise<T>): Promise<T>;
  /** Deletes every record. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The schema version this code writes; a backend refuses a store with a newer one. */
export const SCHEMA_VERSION = 1;
