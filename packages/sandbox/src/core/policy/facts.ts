/**
 * What a policy reads about one activity. `condition` keywords: `activity` (type, resource,
 * action, params), `wallet` and `wallet_account` (the account a signing or export request names,
 * or the wallet a wallet request names), `private_key` (the key a signing or private key request
 * names), `secret` (each secret an export_secrets request names: its static properties) and the
 * transaction of a sign_transaction, decoded for its `type`: `eth.tx`
 * (TRANSACTION_TYPE_ETHEREUM), `solana.tx`, `bitcoin.tx` (a PSBT), `tron.tx` (raw_data) and `tempo.tx` (TRANSACTION_TYPE_TEMPO).
 * `consensus` keywords: `approvers` and `credentials`, from the users who approved so far and the
 * API keys they approved with. A keyword the activity does not have is "not applicable": reading
 * it makes the condition false; so is a transaction keyword whose transaction does not decode.
 */
import type {
  ApiKeyRecord,
  AuthenticatorRecord,
  PrivateKeyRecord,
  ReadTransaction,
  SecretRecord,
  UserRecord,
  WalletAccountRecord,
  WalletRecord,
} from '../../storage/types';
import { NotApplicableError, type Scope, type Value } from './expression';
import { transactionKeyword, transactionKeywords } from './transaction-facts';
import { EthTxError, ethSendCallTx } from './eth-tx';
import { withContractCall } from './abi-call';
import { accountsAt } from '../records/account-lookup';

/** Keywords the sandbox fills, by field. */
export const CONDITION_KEYWORDS: ReadonlySet<string> = new Set([
  'activity',
  'wallet',
  'wallet_account',
  'private_key',
  'secret',
  'eth',
  'solana',
  'bitcoin',
  'tron',
  'tempo',
]);
export const CONSENSUS_KEYWORDS: ReadonlySet<string> = new Set(['approvers', 'credentials']);

/** `activity.resource` and `activity.action` of the operations the platform's table lists. */
const RESOURCE_ACTION: Readonly<Record<string, readonly [string, string]>> = {
  create_sub_organization: ['ORGANIZATION', 'CREATE'],
  create_users: ['USER', 'CREATE'],
  create_api_keys: ['CREDENTIAL', 'CREATE'],
  delete_api_keys: ['CREDENTIAL', 'DELETE'],
  create_wallet: ['WALLET', 'CREATE'],
  create_wallet_accounts: ['WALLET', 'CREATE'],
  update_wallet: ['WALLET', 'UPDATE'],
  delete_wallets: ['WALLET', 'DELETE'],
  sign_raw_payload: ['WALLET', 'SIGN'],
  sign_raw_payloads: ['WALLET', 'SIGN'],
  sign_transaction: ['WALLET', 'SIGN'],
  create_policy: ['POLICY', 'CREATE'],
  create_policies: ['POLICY', 'CREATE'],
  update_policy: ['POLICY', 'UPDATE'],
  delete_policy: ['POLICY', 'DELETE'],
  delete_policies: ['POLICY', 'DELETE'],
  create_private_keys: ['PRIVATE_KEY', 'CREATE'],
  delete_private_keys: ['PRIVATE_KEY', 'DELETE'],
  export_private_key: ['PRIVATE_KEY', 'EXPORT'],
  init_import_private_key: ['PRIVATE_KEY', 'IMPORT'],
  import_private_key: ['PRIVATE_KEY', 'IMPORT'],
  export_wallet: ['WALLET', 'EXPORT'],
  export_wallet_account: ['WALLET', 'EXPORT'],
  init_import_wallet: ['WALLET', 'IMPORT'],
  import_wallet: ['WALLET', 'IMPORT'],
  delete_wallet_accounts: ['WALLET', 'DELETE'],
  delete_sub_organization: ['ORGANIZATION', 'DELETE'],
  create_api_only_users: ['USER', 'CREATE'],
  update_user: ['USER', 'UPDATE'],
  update_user_name: ['USER', 'UPDATE'],
  update_user_email: ['USER', 'UPDATE'],
  update_user_phone_number: ['USER', 'UPDATE'],
  delete_users: ['USER', 'DELETE'],
  create_mfa_policy: ['MFA_POLICY', 'CREATE'],
  update_mfa_policy: ['MFA_POLICY', 'UPDATE'],
  delete_mfa_policy: ['MFA_POLICY', 'DELETE'],
  create_smart_contract_interface: ['SMART_CONTRACT_INTERFACE', 'CREATE'],
  delete_smart_contract_interface: ['SMART_CONTRACT_INTERFACE', 'DELETE'],
  create_oauth2_credential: ['AUTH', 'CREATE'],
  update_oauth2_credential: ['AUTH', 'UPDATE'],
  delete_oauth2_credential: ['AUTH', 'DELETE'],
  oauth2_authenticate: ['AUTH', 'CREATE'],
  // From the platform's table of activity types by resource and action
  // (tkhq/docs@c8289df features/policies/language.mdx); sends name a wallet account in `from`,
  // so they are WALLET like the sign operations above.
  create_invitations: ['INVITATION', 'CREATE'],
  delete_invitation: ['INVITATION', 'DELETE'],
  create_private_key_tag: ['PRIVATE_KEY', 'CREATE'],
  update_private_key_tag: ['PRIVATE_KEY', 'UPDATE'],
  delete_private_key_tags: ['PRIVATE_KEY', 'DELETE'],
  eth_send_transaction: ['WALLET', 'SIGN'],
  sol_send_transaction: ['WALLET', 'SIGN'],
  create_user_tag: ['USER', 'CREATE'],
  update_user_tag: ['USER', 'UPDATE'],
  delete_user_tags: ['USER', 'DELETE'],
  create_authenticators: ['CREDENTIAL', 'CREATE'],
  delete_authenticators: ['CREDENTIAL', 'DELETE'],
  create_oauth_providers: ['CREDENTIAL', 'CREATE'],
  delete_oauth_providers: ['CREDENTIAL', 'DELETE'],
  init_user_email_recovery: ['RECOVERY', 'CREATE'],
  email_auth: ['AUTH', 'CREATE'],
  init_otp_auth: ['AUTH', 'CREATE'],
  otp_auth: ['AUTH', 'CREATE'],
  oauth: ['AUTH', 'CREATE'],
  oauth_login: ['AUTH', 'CREATE'],
  otp_login: ['AUTH', 'CREATE'],
  stamp_login: ['AUTH', 'CREATE'],
  create_read_write_session: ['AUTH', 'CREATE'],
  init_otp: ['OTP', 'CREATE'],
  verify_otp: ['OTP', 'VERIFY'],
  create_webhook_endpoint: ['WEBHOOK_ENDPOINT', 'CREATE'],
  update_webhook_endpoint: ['WEBHOOK_ENDPOINT', 'UPDATE'],
  delete_webhook_endpoint: ['WEBHOOK_ENDPOINT', 'DELETE'],
  create_tvc_app: ['TVC_APP', 'CREATE'],
  set_tvc_app_live_deployment: ['TVC_APP', 'UPDATE'],
  delete_tvc_app_and_deployments: ['TVC_APP', 'DELETE'],
  create_tvc_deployment: ['TVC_DEPLOYMENT', 'CREATE'],
  create_tvc_manifest_approvals: ['TVC_DEPLOYMENT', 'UPDATE'],
  restore_tvc_deployment: ['TVC_DEPLOYMENT', 'UPDATE'],
  post_tvc_quorum_key_share: ['TVC_DEPLOYMENT', 'UPDATE'],
  delete_tvc_deployment: ['TVC_DEPLOYMENT', 'DELETE'],
  create_tvc_operator: ['TVC_OPERATOR', 'CREATE'],
  create_tvc_quorum_key: ['TVC_QUORUM_KEY', 'CREATE'],
  re_encrypt_tvc_quorum_key_share: ['TVC_QUORUM_KEY', 'ENCRYPT'],
};

/** JSON parameters as policy values: integers become ints, null and undefined are left out. */
export function toValue(
  json: unknown,
  keyOf: (key: string) => string = (key) => key,
): Value | undefined {
  if (typeof json === 'string' || typeof json === 'boolean') return json;
  if (typeof json === 'number') return Number.isInteger(json) ? BigInt(json) : String(json);
  if (Array.isArray(json)) {
    return json
      .map((item: unknown) => toValue(item, keyOf))
      .filter((item): item is Value => item !== undefined);
  }
  if (typeof json === 'object' && json !== null) {
    const struct: Record<string, Value> = {};
    for (const [key, value] of Object.entries(json)) {
      const converted = toValue(value, keyOf);
      if (converted !== undefined) struct[keyOf(key)] = converted;
    }
    return struct;
  }
  return undefined;
}

/**
 * `signWith` as `sign_with`: the platform's policies read request parameters by their wire
 * (protobuf) names, `activity.params.sign_with`, `activity.params.user_ids` (tkhq/docs@c8289df
 * features/policies/examples/spark.mdx, features/authentication/mfa/examples.mdx).
 */
export const snakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export interface ActivityFacts {
  operation: string;
  activityType: string;
  parameters: Record<string, unknown>;
}

const notApplicable = (keyword: string, operation: string) => () => {
  throw new NotApplicableError(`${keyword} is not applicable to ${operation}`);
};

/** What the condition scope reads of a wallet account, wallet, private key and secret. */
export type AccountFacts = Pick<WalletAccountRecord, 'address' | 'addressFormat' | 'walletId'>;
export type WalletFacts = Pick<WalletRecord, 'walletId' | 'walletName' | 'imported' | 'exported'>;
export type PrivateKeyFacts = Pick<
  PrivateKeyRecord,
  'privateKeyId' | 'privateKeyName' | 'privateKeyTags' | 'imported' | 'exported' | 'addresses'
>;
export type SecretFacts = Pick<SecretRecord, 'staticProperties'>;

/**
 * The records of one organization the condition scope reads: the sandbox's storage
 * (`storedRecords`), or the records a simulation declares (simulation-records.ts).
 */
export interface OrganizationRecords {
  /** The wallet account `name` names: by address, then by id. */
  account(name: string): Promise<AccountFacts | undefined>;
  /** The private key `name` names: by id, then by address. */
  privateKey(name: string): Promise<PrivateKeyFacts | undefined>;
  wallet(walletId: string): Promise<WalletFacts | undefined>;
  secret(secretId: string): Promise<SecretFacts | undefined>;
  /** Uploaded Ethereum ABIs, by lower-case contract address. */
  ethereumAbis(): Promise<ReadonlyMap<string, readonly string[]>>;
}

/** The records of `organizationId` in the sandbox's storage. */
export function storedRecords(tx: ReadTransaction, organizationId: string): OrganizationRecords {
  const own = <T extends { organizationId: string }>(record: T | undefined) =>
    record?.organizationId === organizationId ? record : undefined;
  return {
    async account(name) {
      const byAddress = await accountsAt(tx, name);
      return (
        byAddress.find((candidate) => candidate.organizationId === organizationId) ??
        own(await tx.get('walletAccount', name))
      );
    },
    async privateKey(name) {
      const byId = own(await tx.get('privateKey', name));
      if (byId) return byId;
      const keys = await tx.list('privateKey', { organizationId });
      return keys.find((key) => key.addresses.some((address) => address.address === name));
    },
    async wallet(walletId) {
      return own(await tx.get('wallet', walletId));
    },
    async secret(secretId) {
      return own(await tx.get('secret', secretId));
    },
    async ethereumAbis() {
      const abis = new Map<string, string[]>();
      for (const item of await tx.list('smartContractInterface', { organizationId })) {
        if (item.type !== 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM') continue;
        const address = item.smartContractAddress.toLowerCase();
        abis.set(address, [...(abis.get(address) ?? []), item.smartContractInterface]);
      }
      return abis;
    },
  };
}

function privateKeyValue(key: PrivateKeyFacts): Value {
  return {
    id: key.privateKeyId,
    tags: key.privateKeyTags,
    label: key.privateKeyName,
    imported: key.imported,
    exported: key.exported,
  };
}

function walletValue(wallet: WalletFacts): Value {
  return {
    id: wallet.walletId,
    label: wallet.walletName,
    imported: wallet.imported,
    exported: wallet.exported,
  };
}

/** `secret` of one secret: its static properties as a map (the only field the docs name). */
function secretValue(secret: SecretFacts): Value {
  const properties: Record<string, Value> = {};
  for (const { key, value } of secret.staticProperties) {
    if (key !== undefined && value !== undefined) properties[key] = value;
  }
  return { static_properties: properties };
}

/**
 * The `condition` scope every activity has: `activity`, and the other keywords not applicable
 * until the activity's resources fill them. `activity` is returned too, to complete.
 */
export function baseConditionScope(facts: ActivityFacts): {
  scope: Record<string, Value | (() => Value)>;
  activity: Record<string, Value>;
  action: string | undefined;
} {
  const { operation, parameters } = facts;
  const [resource, action] = RESOURCE_ACTION[operation] ?? [];
  const activity: Record<string, Value> = {
    type: facts.activityType,
    params: toValue(parameters, snakeCase) ?? {},
    ...(resource && action ? { resource, action } : {}),
  };
  const scope: Record<string, Value | (() => Value)> = {
    activity,
    wallet: notApplicable('wallet', operation),
    wallet_account: notApplicable('wallet_account', operation),
    private_key: notApplicable('private_key', operation),
    secret: notApplicable('secret', operation),
    eth: notApplicable('eth.tx', operation),
    solana: notApplicable('solana.tx', operation),
    bitcoin: notApplicable('bitcoin.tx', operation),
    tron: notApplicable('tron.tx', operation),
    tempo: notApplicable('tempo.tx', operation),
  };
  return { scope, activity, action };
}

/** The secret ids an export_secrets request names, in order. */
function secretIdsOf(facts: ActivityFacts): string[] | undefined {
  if (facts.operation !== 'export_secrets') return undefined;
  const { secrets } = facts.parameters;
  if (!Array.isArray(secrets)) return [];
  return secrets.map((item: unknown) => {
    const id = typeof item === 'object' && item !== null && 'secretId' in item && item.secretId;
    return typeof id === 'string' ? id : '';
  });
}

/** Names evaluation `index` of `conditionScopes` (one per secret, or per call of a send). */
export const evaluationLabel = (facts: ActivityFacts) => (index: number) => {
  if (facts.operation === 'eth_send_transaction') {
    const calls = Array.isArray(facts.parameters.calls) ? facts.parameters.calls : [];
    const call: unknown = calls[index];
    const to = typeof call === 'object' && call !== null && 'to' in call ? String(call.to) : '';
    return `calls[${index}] (${to})`;
  }
  return `secrets[${index}] (${secretIdsOf(facts)?.[index] ?? ''})`;
};

export interface ScopeOptions {
  /**
   * A simulation without records: what the request names stands in for the record it would
   * find (`wallet_account.address` from `signWith`, `wallet.id` from `walletId`, the signer of
   * a transaction from `signWith`).
   */
  fromParameters?: boolean;
}

/**
 * The `condition` scopes of an activity: one, or for export_secrets one per secret it names
 * (each with `secret`), since the platform evaluates the policies once per secret and exports
 * only if every evaluation allows (tkhq/docs features/secrets.mdx, "Batch export").
 */
export async function conditionScopes(
  records: OrganizationRecords,
  facts: ActivityFacts,
  options: ScopeOptions = {},
): Promise<Scope[]> {
  const { operation, parameters } = facts;
  const guessed = options.fromParameters === true;
  const { scope, activity, action } = baseConditionScope(facts);
  let account: AccountFacts | undefined;
  // An eth_send_transaction or eth_undelegate_7702 names its account `from`.
  const accountName = parameters.signWith ?? parameters.address ?? parameters.from;
  if (typeof accountName === 'string') {
    account = await records.account(accountName);
    if (account) scope.wallet_account = { address: account.address };
    else if (guessed) scope.wallet_account = { address: accountName };
  }
  let keyFormat: string | undefined;
  const keyName = account ? undefined : (parameters.signWith ?? parameters.privateKeyId);
  if (typeof keyName === 'string') {
    const key = await records.privateKey(keyName);
    keyFormat = key?.addresses.find((entry) => entry.address === keyName)?.format;
    if (key) {
      scope.private_key = privateKeyValue(key);
      if (action === 'SIGN') activity.resource = 'PRIVATE_KEY';
    } else if (guessed && typeof parameters.privateKeyId === 'string') {
      scope.private_key = { id: parameters.privateKeyId };
    }
  }
  const walletId = account?.walletId ?? parameters.walletId;
  if (typeof walletId === 'string') {
    const wallet = await records.wallet(walletId);
    if (wallet) scope.wallet = walletValue(wallet);
    else if (guessed) scope.wallet = { id: walletId };
  }
  const unsigned = parameters.unsignedTransaction;
  if (operation === 'sign_transaction' && typeof unsigned === 'string') {
    const signer = {
      address:
        account?.address ?? (guessed && typeof accountName === 'string' ? accountName : undefined),
      addressFormat: account?.addressFormat ?? keyFormat,
      abis:
        parameters.type === 'TRANSACTION_TYPE_ETHEREUM' ? await records.ethereumAbis() : undefined,
    };
    Object.assign(scope, await transactionKeywords(parameters.type, unsigned, signer));
  }
  if (operation === 'eth_send_transaction' && Array.isArray(parameters.calls)) {
    // Each call is a transaction the policies judge; the send runs only if every one is allowed.
    const abis = await records.ethereumAbis();
    const calls: unknown[] = parameters.calls;
    if (calls.length > 0) {
      return calls.map((call) => ({
        ...scope,
        eth: transactionKeyword(
          'eth',
          () => withContractCall(ethSendCallTx(parameters, call), abis),
          EthTxError,
        ),
      }));
    }
  }
  const secretIds = secretIdsOf(facts);
  if (secretIds === undefined || secretIds.length === 0) return [scope];
  const scopes: Scope[] = [];
  for (const secretId of secretIds) {
    const secret = await records.secret(secretId);
    scopes.push({
      ...scope,
      secret: secret
        ? secretValue(secret)
        : notApplicable(`secret (no secret ${JSON.stringify(secretId)})`, operation),
    });
  }
  return scopes;
}

/** The `condition` scope of an activity, read in `tx` (the first secret's, for export_secrets). */
export async function conditionScope(
  tx: ReadTransaction,
  organizationId: string,
  facts: ActivityFacts,
): Promise<Scope> {
  const [first] = await conditionScopes(storedRecords(tx, organizationId), facts);
  return first ?? baseConditionScope(facts).scope;
}

/** The credential an approver stamped with: an API key or a passkey. */
export type ApproverCredential = ApiKeyRecord | AuthenticatorRecord;

export interface Approver {
  user: UserRecord;
  key: ApproverCredential;
}

const CREDENTIAL_TYPES: Record<ApiKeyRecord['curveType'], string> = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
};

/** The `consensus` scope: each approving user once, and each credential they approved with. */
export function consensusScope(approvers: readonly Approver[]): Scope {
  const users = new Map<string, UserRecord>();
  for (const { user } of approvers) users.set(user.userId, user);
  return {
    approvers: [...users.values()].map((user) => ({
      id: user.userId,
      tags: user.userTags,
      ...(user.userEmail !== undefined ? { email: user.userEmail } : {}),
    })),
    credentials: approvers.map(({ key }) => ({
      id: 'apiKeyId' in key ? key.apiKeyId : key.authenticatorId,
      user_id: key.userId,
      type:
        'apiKeyId' in key
          ? CREDENTIAL_TYPES[key.curveType]
          : 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
      public_key: key.publicKey,
    })),
  };
}
