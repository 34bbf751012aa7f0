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
import type {
  Activity,
  Attestation,
  AuthenticationMethod,
  Oauth2Provider,
  RequiredAuthenticationMethod,
  VelocityControl,
  Vote,
} from '@docs/platform-api';

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
  /** The email address and phone number a verification token proved, when one did. */
  verifiedEmail?: string;
  verifiedPhoneNumber?: string;
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

/** A webhook endpoint registration; deliveries to it are `WebhookDeliveryRecord`s. */
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

/** One attempt to POST a delivery: its signed headers (fresh per attempt) and what came back. */
export interface WebhookAttempt {
  attemptedAtMs: number;
  headers: Record<string, string>;
  /** The receiver's HTTP status; absent when the request failed before a response. */
  status?: number;
  /** Why there was no usable response: a network error or the time limit. */
  error?: string;
  durationMs: number;
}

/** One event for one endpoint, with every attempt to deliver it. */
export interface WebhookDeliveryRecord {
  deliveryId: string;
  /** Stable across attempts: the `X-Turnkey-Event-Id` header. */
  eventId: string;
  endpointId: string;
  /** The endpoint's organization: the `X-Turnkey-Organization-Id` header. */
  organizationId: string;
  eventType: string;
  url: string;
  /** The exact JSON body sent (and signed). */
  body: string;
  createdAtMs: number;
  /**
   * `pending`: an attempt is due at `nextAttemptAtMs`; `delivered`: a 2xx came back; `failed`: a
   * terminal answer or the last retry failed; `not_sent`: the sandbox may not send to the URL.
   */
  state: 'pending' | 'delivered' | 'failed' | 'not_sent';
  nextAttemptAtMs?: number;
  reason?: string;
  /** Set for `webhooks trigger` events, which no activity produced. */
  test?: boolean;
  attempts: WebhookAttempt[];
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

/** A secret stored by import_secrets. Its id is the secret id. */
export interface SecretRecord {
  secretId: string;
  organizationId: string;
  name?: string;
  staticProperties: { key?: string; value?: string }[];
  /** The plaintext, hex: stored in plain form, as the sandbox stores keys. */
  value: string;
  createdAtUnixMs: string;
}

/**
 * A single-use ingress key init_import_secrets handed out; import_secrets removes it. Its id is
 * `secretTargetId(organizationId, targetPublic)`.
 */
export interface SecretImportTargetRecord {
  organizationId: string;
  userId: string;
  /** P-256, hex: the private half, and the uncompressed public half the client encrypts to. */
  targetPrivateKey: string;
  targetPublicKey: string;
  createdAt: Timestamp;
}

/** One run of the policy engine over an activity, for a vote (get_policy_evaluations). */
export interface PolicyEvaluationRecord {
  id: string;
  activityId: string;
  organizationId: string;
  voteId: string;
  policyEvaluations: { policyId: string; outcome: string }[];
  createdAt: Timestamp;
}

/** An MFA policy of one user: which activities need which extra authentication steps. */
export interface MfaPolicyRecord {
  mfaPolicyId: string;
  organizationId: string;
  userId: string;
  mfaPolicyName: string;
  condition: string;
  requiredAuthenticationMethods: RequiredAuthenticationMethod[];
  order: number;
  notes?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * An IP allowlist: the organization's own (`publicKey` absent) or one API key's. Its id is
 * `ipAllowlistId(organizationId, publicKey)`, so there is at most one per scope.
 */
export interface IpAllowlistRecord {
  organizationId: string;
  publicKey?: string;
  /** Organization-wide lists only. */
  enabled?: boolean;
  onEvaluationError: 'ALLOW' | 'DENY';
  rules: { cidr: string; label: string; createdAtMs: string }[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** An OAuth 2.0 client registration (X, Discord) that oauth2_authenticate uses. */
export interface Oauth2CredentialRecord {
  oauth2CredentialId: string;
  organizationId: string;
  provider: Oauth2Provider;
  clientId: string;
  encryptedClientSecret: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** An uploaded ABI (Ethereum) or IDL (Solana) and the contract or program it describes. */
export interface SmartContractInterfaceRecord {
  smartContractInterfaceId: string;
  organizationId: string;
  smartContractAddress: string;
  smartContractInterface: string;
  type: string;
  label: string;
  notes: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A velocity control as created; `identifier` is its lookup, unique in the organization. */
export interface VelocityControlRecord {
  velocityControlId: string;
  organizationId: string;
  name: string;
  identifier: string;
  dataSource: VelocityControl['dataSource'];
  aggregation: VelocityControl['aggregation'];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * How far a user has got with the MFA policy that holds their part in an activity: the
 * submitter's (id: the activity id), while the activity waits in
 * ACTIVITY_STATUS_AUTHENTICATORS_NEEDED, or an approver's (id: `approverProgressId`, parent: the
 * activity), while their vote waits to be counted.
 */
export interface MfaProgressRecord {
  activityId: string;
  organizationId: string;
  userId: string;
  mfaPolicyId: string;
  /** The policy's steps when the activity was submitted (or the approval arrived). */
  requiredMethods: RequiredAuthenticationMethod[];
  /** The method each stamp on the activity proved, in order. */
  satisfiedMethods: AuthenticationMethod[];
  satisfied: boolean;
  /** An approver's vote, counted once `satisfied`, and the id of that approval's own activity. */
  heldVote?: { vote: Vote; approvalActivityId: string };
}

/** The id of an approver's MFA progress on `activityId`. */
export const approverProgressId = (activityId: string, userId: string) =>
  `${activityId}/approver/${userId}`;

/** The id an MFA progress record is stored under. */
export const mfaProgressId = (record: MfaProgressRecord) =>
  record.heldVote ? approverProgressId(record.activityId, record.userId) : record.activityId;

/**
 * A request the sandbox settles on its own clock in place of an on-chain transaction (an Earn
 * deployment, deposit, withdrawal or claim): PENDING until `settlesAtMs`, then COMPLETED with a
 * simulated transaction hash, or FAILED with `error`.
 */
export interface SettlementRecord {
  requestId: string;
  organizationId: string;
  kind: 'earnDeploy' | 'earnDeposit' | 'earnWithdraw' | 'earnFeeClaim' | 'earnRewardsClaim';
  createdAtMs: number;
  settlesAtMs: number;
  txHash: string;
  error?: string;
  /** What the request acted on (an Earn rewards claim: `signWith|chainCaip2`). */
  subject?: string;
}

/** An Earn fee wrapper in front of a catalog vault; its deployment settles on the clock. */
export interface EarnWrapperRecord {
  wrapperAddress: string;
  organizationId: string;
  vaultAddress: string;
  chainCaip2: string;
  splitterAddress: string;
  clientFeeBps: number;
  clientFeeWallet: string;
  depositsDisabled: boolean;
  deployRequestId: string;
  /** Raw units of the vault's asset already paid out by claim_earn_fees. */
  feesClaimed: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * One wallet address's stake in one wrapper, as simulated amounts (no chain holds them). Yield,
 * the wrapper's fee and rewards accrue on the sandbox clock from `accruedAtMs`.
 */
export interface EarnPositionRecord {
  positionId: string;
  organizationId: string;
  wrapperAddress: string;
  walletAddress: string;
  /** Value after fees as of `accruedAtMs`, raw units. */
  principal: string;
  /** The wrapper's fee earned by this position up to `accruedAtMs`, raw units. */
  feeAccrued: string;
  /** Reward token earned up to `accruedAtMs`, raw units. */
  rewardAccrued: string;
  rewardClaimed: string;
  totalDeposited: string;
  totalWithdrawn: string;
  accruedAtMs: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** An organization's swap fee settings (its id is the organization's). */
export interface SwapConfigRecord {
  organizationId: string;
  feeReceiverWalletAddress?: string;
  feeBps?: string;
  stableFeeBps?: string;
  /** Fees earned and already claimed, per output asset (CAIP-19 → raw units). */
  feesEarned: Record<string, string>;
  feesClaimed: Record<string, string>;
  updatedAt: Timestamp;
}

/** A quote create_swap_quote priced from the sandbox's price table. */
export interface SwapQuoteRecord {
  quoteId: string;
  organizationId: string;
  signWith: string;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  outputAmount: string;
  minOutputAmount: string;
  slippageBps: string;
  clientFeeBps: string;
  clientFeeAmount: string;
  expiresAtMs: number;
  executed: boolean;
}

/** An executed swap, settled on the sandbox clock. */
export interface SwapRequestRecord {
  swapRequestId: string;
  organizationId: string;
  quoteId: string;
  signWith: string;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  outputAmount: string;
  createdAtMs: number;
  settlesAtMs: number;
}

/** An on-ramp provider credential; the sandbox never sends it anywhere. */
export interface FiatOnRampCredentialRecord {
  fiatOnrampCredentialId: string;
  organizationId: string;
  onrampProvider: string;
  projectId?: string;
  publishableApiKey: string;
  encryptedSecretApiKey: string;
  encryptedPrivateApiKey?: string;
  sandboxMode?: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A purchase opened by init_fiat_on_ramp, completed on the sandbox clock. */
export interface OnRampTransactionRecord {
  transactionId: string;
  organizationId: string;
  onrampProvider: string;
  walletAddress: string;
  network: string;
  cryptoCurrencyCode: string;
  createdAtMs: number;
}

/** A TVC operator: its QOS key set and, when the organization holds its keys, their source. */
export interface TvcOperatorRecord {
  id: string;
  organizationId: string;
  name: string;
  /** Hex, uncompressed P-256 encryption key then signing key. */
  publicKey: string;
  keySource: 'EXTERNAL_KEY' | 'ORG_WALLET_ACCOUNT';
  /** For ORG_WALLET_ACCOUNT: the wallet and base path its keys derive from. */
  walletId?: string;
  path?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TvcOperatorSetRecord {
  id: string;
  organizationId: string;
  name: string;
  operatorIds: string[];
  threshold: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TvcAppRecord {
  id: string;
  organizationId: string;
  name: string;
  quorumPublicKey: string;
  manifestSetId: string;
  shareSetId: string;
  enableEgress: boolean;
  enableDebugModeDeployments: boolean;
  liveDeploymentId?: string;
  deleted: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * A TVC deployment. Its state follows from the sandbox clock and what was posted: approvals of
 * its manifest, then the simulated enclave boot, then the share set's shares.
 */
export interface TvcDeploymentRecord {
  id: string;
  organizationId: string;
  appId: string;
  manifestId: string;
  /** Base64 of the manifest JSON. */
  manifest: string;
  qosVersion: string;
  pivotContainer: {
    containerUrl: string;
    path: string;
    args: string[];
    hasPullSecret: boolean;
    healthCheckType: 'TVC_HEALTH_CHECK_TYPE_HTTP' | 'TVC_HEALTH_CHECK_TYPE_GRPC';
    healthCheckPort: number;
    publicIngressPort: number;
  };
  approvals: {
    id: string;
    operatorId: string;
    signature: string;
    createdAt: Timestamp;
  }[];
  /** When the approvals reached the manifest set's threshold. */
  approvedAtMs?: number;
  /** Shares handed to the enclave, each with its operator's approval of the manifest (hex). */
  sharesPosted: { id: string; operatorId: string; signature: string }[];
  provisionedAtMs?: number;
  /** The simulated enclave's ephemeral P-256 keys (hex scalars); public halves as a key set. */
  ephemeralEncryptKey: string;
  ephemeralSignKey: string;
  ephemeralPublicKey: string;
  debugMode: boolean;
  replicas: number;
  instanceSizeCpus: number;
  instanceSizeRam: number;
  delete: boolean;
  createdAtMs: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A quorum key the sandbox generated; kept whole (it is a sandbox), with one share id per holder. */
export interface TvcQuorumKeyRecord {
  id: string;
  organizationId: string;
  /** Hex scalars of the encryption and signing halves. */
  encryptKey: string;
  signKey: string;
  publicKey: string;
  threshold: number;
  operatorIds: string[];
  shareIds: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
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
  /** A sponsored EVM send: gas used times effective gas price of its transactions, in wei. */
  sponsoredGasWei?: string;
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
  secret: SecretRecord;
  secretImportTarget: SecretImportTargetRecord;
  policyEvaluation: PolicyEvaluationRecord;
  webhookDelivery: WebhookDeliveryRecord;
  mfaPolicy: MfaPolicyRecord;
  ipAllowlist: IpAllowlistRecord;
  oauth2Credential: Oauth2CredentialRecord;
  smartContractInterface: SmartContractInterfaceRecord;
  velocityControl: VelocityControlRecord;
  mfaProgress: MfaProgressRecord;
  settlement: SettlementRecord;
  earnWrapper: EarnWrapperRecord;
  earnPosition: EarnPositionRecord;
  swapConfig: SwapConfigRecord;
  swapQuote: SwapQuoteRecord;
  swapRequest: SwapRequestRecord;
  fiatOnRampCredential: FiatOnRampCredentialRecord;
  onRampTransaction: OnRampTransactionRecord;
  tvcOperator: TvcOperatorRecord;
  tvcOperatorSet: TvcOperatorSetRecord;
  tvcApp: TvcAppRecord;
  tvcDeployment: TvcDeploymentRecord;
  tvcQuorumKey: TvcQuorumKeyRecord;
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
  'secret',
  'secretImportTarget',
  'policyEvaluation',
  'webhookDelivery',
  'mfaPolicy',
  'ipAllowlist',
  'oauth2Credential',
  'smartContractInterface',
  'velocityControl',
  'mfaProgress',
  'settlement',
  'earnWrapper',
  'earnPosition',
  'swapConfig',
  'swapQuote',
  'swapRequest',
  'fiatOnRampCredential',
  'onRampTransaction',
  'tvcOperator',
  'tvcOperatorSet',
  'tvcApp',
  'tvcDeployment',
  'tvcQuorumKey',
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
