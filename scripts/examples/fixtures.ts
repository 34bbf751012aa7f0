/**
 * The environment an example runs with: a fresh sandbox organization whose root user holds a new
 * P-256 API key, and, for the other variables the docs' pages tell readers to set, a value of the
 * same kind made in that organization. Each value is made only when the block reads its name.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@docs/platform-api/bytes';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair, type ApiKeyPair } from '@docs/sandbox/node';
import { tronTransferRawData, unsignedPsbtFor } from './chain-transactions';
import { freePort } from './ports';

export interface Organization {
  organizationId: string;
  userId: string;
  keys: ApiKeyPair;
  client: TurnkeyClient;
}

/** What fixtures build on: the sandbox's URL and the block's organization. */
export class FixtureContext {
  private cache = new Map<string, Promise<unknown>>();
  private madeKeys: string[] = [];

  constructor(
    readonly url: string,
    readonly org: Organization,
    /** The Ethereum JSON-RPC stand-in (evm-rpc.ts). */
    readonly evmRpcUrl: string,
    /** The Solana JSON-RPC stand-in (solana-rpc.ts). */
    readonly solanaRpcUrl: string,
    /** The CometBFT RPC stand-in for CosmJS (cosmos-rpc.ts). */
    readonly cosmosRpcUrl: string,
  ) {}

  /** One value per block, however many variables need it. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.cache.set(key, value);
    }
    return value;
  }

  /** A wallet with an Ethereum, a Solana, a Cosmos, a Bitcoin testnet P2WPKH and a Tron account. */
  wallet(): Promise<{
    walletId: string;
    activityId: string;
    ethereum: string;
    solana: string;
    cosmos: string;
    bitcoin: string;
    tron: string;
  }> {
    return this.once('wallet', async () => {
      const { activity } = await this.org.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: String(Date.now()),
        organizationId: this.org.organizationId,
        parameters: {
          walletName: 'Example fixtures',
          accounts: [
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/44'/60'/0'/0/0",
              addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
            },
            {
              curve: 'CURVE_ED25519',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/44'/501'/0'/0'",
              addressFormat: 'ADDRESS_FORMAT_SOLANA',
            },
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/44'/118'/0'/0/0",
              addressFormat: 'ADDRESS_FORMAT_COSMOS',
            },
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/84'/1'/0'/0/0",
              addressFormat: 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
            },
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/44'/195'/0'/0/0",
              addressFormat: 'ADDRESS_FORMAT_TRON',
            },
          ],
        },
      });
      const result = activity.result.createWalletResult;
      if (!result) throw new Error(`fixture wallet: activity ${activity.status}`);
      const [ethereum = '', solana = '', cosmos = '', bitcoin = '', tron = ''] = result.addresses;
      return {
        walletId: result.walletId,
        activityId: activity.id,
        ethereum,
        solana,
        cosmos,
        bitcoin,
        tron,
      };
    });
  }

  /** A Spark regtest identity account (m/8797555'/0'/0') added to the fixture wallet; its address. */
  sparkAddress(): Promise<string> {
    return this.once('spark', async () => {
      const { walletId } = await this.wallet();
      const { activity } = await this.org.client.createWalletAccounts({
        type: 'ACTIVITY_TYPE_CREATE_WALLET_ACCOUNTS',
        timestampMs: String(Date.now()),
        organizationId: this.org.organizationId,
        parameters: {
          walletId,
          accounts: [
            {
              curve: 'CURVE_SECP256K1',
              pathFormat: 'PATH_FORMAT_BIP32',
              path: "m/8797555'/0'/0'",
              addressFormat: 'ADDRESS_FORMAT_SPARK_REGTEST',
            },
          ],
        },
      });
      const address = activity.result.createWalletAccountsResult?.addresses[0];
      if (!address) throw new Error(`fixture Spark account: activity ${activity.status}`);
      return address;
    });
  }

  /** The public key (hex) of the fixture wallet's account at `address`. */
  accountPublicKey(address: string): Promise<string> {
    return this.once(`public-key:${address}`, async () => {
      const { walletId } = await this.wallet();
      const { account } = await this.org.client.getWalletAccount({
        organizationId: this.org.organizationId,
        walletId,
        address,
      });
      return account.publicKey ?? '';
    });
  }

  /** A standalone secp256k1 private key with a Cosmos address; its id. */
  privateKeyId(): Promise<string> {
    return this.once('private-key', async () => {
      const { activity } = await this.org.client.createPrivateKeys({
        type: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2',
        timestampMs: String(Date.now()),
        organizationId: this.org.organizationId,
        parameters: {
          privateKeys: [
            {
              privateKeyName: 'Example fixture key',
              curve: 'CURVE_SECP256K1',
              addressFormats: ['ADDRESS_FORMAT_COSMOS'],
              privateKeyTags: [],
            },
          ],
        },
      });
      const privateKeyId = activity.result.createPrivateKeysResultV2?.privateKeys[0]?.privateKeyId;
      if (!privateKeyId) throw new Error(`fixture private key: activity ${activity.status}`);
      return privateKeyId;
    });
  }

  /** Another API key pair (registered only by the fixtures that need it). */
  keyPair(name: string): Promise<ApiKeyPair> {
    return this.once(`keys:${name}`, async () => {
      const keys = newP256KeyPair(secureRandom);
      this.madeKeys.push(keys.publicKey);
      return keys;
    });
  }

  /** The public keys of the key pairs made so far (their requests count as the block's). */
  async publicKeys(): Promise<string[]> {
    return [...this.madeKeys];
  }

  /** A user tag of the organization named `name`, with no members yet; its id. */
  userTag(name: string): Promise<string> {
    return this.once(`tag:${name}`, async () => {
      const { activity } = await this.org.client.createUserTag({
        type: 'ACTIVITY_TYPE_CREATE_USER_TAG',
        timestampMs: String(Date.now()),
        organizationId: this.org.organizationId,
        parameters: { userTagName: name, userIds: [] },
      });
      const userTagId = activity.result.createUserTagResult?.userTagId;
      if (!userTagId) throw new Error(`fixture user tag ${name}: activity ${activity.status}`);
      return userTagId;
    });
  }

  /** A non-root user holding the key pair `name`. */
  user(name: string): Promise<string> {
    return this.once(`user:${name}`, async () => {
      const keys = await this.keyPair(name);
      const { activity } = await this.org.client.createUsers({
        type: 'ACTIVITY_TYPE_CREATE_USERS_V4',
        timestampMs: String(Date.now()),
        organizationId: this.org.organizationId,
        parameters: {
          users: [
            {
              userName: `Example ${name}`,
              apiKeys: [
                { apiKeyName: name, publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' },
              ],
              authenticators: [],
              oauthProviders: [],
              userTags: [],
            },
          ],
        },
      });
      const userId = activity.result.createUsersResult?.userIds[0];
      if (!userId) throw new Error(`fixture user ${name}: activity ${activity.status}`);
      return userId;
    });
  }
}

/** A recipient no one holds a key for (the burn address); examples never broadcast to it. */
const ETHEREUM_RECIPIENT = '0x000000000000000000000000000000000000dEaD';
/** The Solana incinerator address, for the same reason. */
const SOLANA_RECIPIENT = '1nc1nerator11111111111111111111111111111111';
/** Tron's black-hole address, for the same reason. */
const TRON_RECIPIENT = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
/** Where a page's webhook or app would live; the sandbox never sends anything to it. */
const WEBHOOK_URL = 'https://hooks.example.com/platform';
const APP_URL = 'https://wallet.example.com';

type Fixture = (context: FixtureContext, code: string) => Promise<string>;

const same =
  (value: string): Fixture =>
  async () =>
    value;
const organizationId: Fixture = async (c) => c.org.organizationId;
const publicKey: Fixture = async (c) => c.org.keys.publicKey;
const privateKey: Fixture = async (c) => c.org.keys.privateKey;
const baseUrl: Fixture = async (c) => c.url;
const ethereumAddress: Fixture = async (c) => (await c.wallet()).ethereum;
const solanaAddress: Fixture = async (c) => (await c.wallet()).solana;
const keyOf =
  (name: string, part: 'publicKey' | 'privateKey'): Fixture =>
  async (c) =>
    (await c.keyPair(name))[part];
/** A key pair held by a user of the organization. */
const registeredKeyOf =
  (name: string, part: 'publicKey' | 'privateKey'): Fixture =>
  async (c) => {
    await c.user(name);
    return (await c.keyPair(name))[part];
  };
/** 32 bytes, as the digests and sighashes the signing examples take. */
const DIGEST = 'a3f1'.repeat(16);
/** A real user tag: the sandbox, like the platform, refuses a user given a tag it does not hold. */
const tagId =
  (name: string): Fixture =>
  async (c) =>
    c.userTag(name);
const userOf =
  (name: string): Fixture =>
  async (c) =>
    c.user(name);

/** Every variable the runner provides, by name; one place to add the next one. */
export const FIXTURES: Readonly<Record<string, Fixture>> = {
  ORGANIZATION_ID: organizationId,
  TURNKEY_ORGANIZATION_ID: organizationId,
  NEXT_PUBLIC_ORGANIZATION_ID: organizationId,
  API_PUBLIC_KEY: publicKey,
  TURNKEY_API_PUBLIC_KEY: publicKey,
  API_PRIVATE_KEY: privateKey,
  TURNKEY_API_PRIVATE_KEY: privateKey,
  BASE_URL: baseUrl,
  NEXT_PUBLIC_BASE_URL: baseUrl,
  WALLET_ID: async (c) => (await c.wallet()).walletId,
  SIGN_WITH: ethereumAddress,
  SIGN_WITH_ADDRESS: ethereumAddress,
  SOLANA_ADDRESS: solanaAddress,
  SOLANA_SIGN_WITH: solanaAddress,
  // A page's recipient is of its chain: Solana where the block builds Solana transactions.
  RECIPIENT: same(ETHEREUM_RECIPIENT),
  RECIPIENT_ADDRESS: async (_c, code) =>
    code.includes('@solana/web3.js') ? SOLANA_RECIPIENT : ETHEREUM_RECIPIENT,
  ALLOWED_ADDRESS: same(ETHEREUM_RECIPIENT),
  EXCHANGE_DEPOSIT_ADDRESS: same(ETHEREUM_RECIPIENT),
  SOLANA_RECIPIENT: same(SOLANA_RECIPIENT),
  POLICY_TEST_API_PUBLIC_KEY: keyOf('policy-test', 'publicKey'),
  POLICY_TEST_API_PRIVATE_KEY: keyOf('policy-test', 'privateKey'),
  POLICY_TEST_USER_ID: userOf('policy-test'),
  DELEGATED_API_PUBLIC_KEY: keyOf('delegated', 'publicKey'),
  DELEGATED_API_PRIVATE_KEY: keyOf('delegated', 'privateKey'),
  END_USER_API_PUBLIC_KEY: keyOf('end-user', 'publicKey'),
  SERVICE_API_PUBLIC_KEY: keyOf('service', 'publicKey'),
  OPS_BOT_USER_ID: userOf('ops-bot'),
  // The port a server example listens on; the runner waits for it, then stops the example.
  PORT: async () => String(await freePort()),
  SEPOLIA_RPC_URL: async (c) => c.evmRpcUrl,
  RPC_URL: async (c) => c.evmRpcUrl,
  SOLANA_RPC_URL: async (c) => c.solanaRpcUrl,
  TURNKEY_PRIVATE_KEY_ID: async (c) => c.privateKeyId(),
  COSMOS_RPC_URL: async (c) => c.cosmosRpcUrl,
  WALLET_ACCOUNT_PUBLIC_KEY: async (c) => c.accountPublicKey((await c.wallet()).cosmos),
  TOKEN_ADDRESS: same('0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'),
  DELEGATE_CONTRACT: same('0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B'),
  USER_OP_HASH: same(`0x${DIGEST}`),
  ACTIVITY_ID: async (c) => (await c.wallet()).activityId,
  BTC_ADDRESS: async (c) => (await c.wallet()).bitcoin,
  PSBT_HEX: async (c) => unsignedPsbtFor(await c.accountPublicKey((await c.wallet()).bitcoin)),
  TRON_ADDRESS: async (c) => (await c.wallet()).tron,
  TRON_RAW_DATA_HEX: async (c) =>
    tronTransferRawData((await c.wallet()).tron, TRON_RECIPIENT, Date.now()),
  WEBHOOK_URL: same(WEBHOOK_URL),
  // Fiat on-ramp provider keys: opaque strings; the sandbox stores them and contacts no provider.
  MOONPAY_PUBLISHABLE_API_KEY: same('pk_test_sandbox_example'),
  MOONPAY_ENCRYPTED_SECRET_API_KEY: same('encrypted-secret-key-from-your-upload-tool'),
  SPARK_ADDRESS: async (c) => c.sparkAddress(),
  // Three Spark operators, each with a fresh secp256k1 encryption key (compressed, hex).
  SPARK_OPERATORS: async () =>
    JSON.stringify(
      [1, 2, 3].map(() => ({
        operatorId: crypto.randomUUID(),
        encryptionPublicKey: bytesToHex(
          secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true),
        ),
      })),
    ),
  APP_URL: same(APP_URL),
  ED25519_ADDRESS: solanaAddress,
  SIGHASH_HEX: same(DIGEST),
  DIGEST_HEX: same(DIGEST),
  MESSAGE_HEX: same('68656c6c6f'),
  DERIVATION_PATH: same("m/44'/118'/0'/0/1"),
  FINANCE_TAG_ID: tagId('finance'),
  BACKEND_SERVICES_TAG_ID: tagId('backend-services'),
  ROOT_USER_A_ID: async (c) => c.org.userId,
  ROOT_A_API_PUBLIC_KEY: publicKey,
  ROOT_A_API_PRIVATE_KEY: privateKey,
  ROOT_USER_B_ID: userOf('root-b'),
  ROOT_B_API_PUBLIC_KEY: registeredKeyOf('root-b', 'publicKey'),
  ROOT_B_API_PRIVATE_KEY: registeredKeyOf('root-b', 'privateKey'),
  ROOT_USER_C_ID: userOf('root-c'),
  TARGET_USER_ID: userOf('target'),
};

/**
 * Variables every block gets, read or not: the organization and API key under every name the
 * pages use, because some packages read them themselves (`@turnkey/sdk-server`'s `server`
 * helpers read TURNKEY_API_PUBLIC_KEY, TURNKEY_API_PRIVATE_KEY, NEXT_PUBLIC_ORGANIZATION_ID and
 * NEXT_PUBLIC_BASE_URL when they load).
 */
export const ALWAYS = [
  'ORGANIZATION_ID',
  'API_PUBLIC_KEY',
  'API_PRIVATE_KEY',
  'TURNKEY_ORGANIZATION_ID',
  'TURNKEY_API_PUBLIC_KEY',
  'TURNKEY_API_PRIVATE_KEY',
  'NEXT_PUBLIC_ORGANIZATION_ID',
  'NEXT_PUBLIC_BASE_URL',
  'BASE_URL',
] as const;

/** The environment for a block that reads `names`; a name without a fixture is an error. */
export async function environmentFor(
  names: readonly string[],
  context: FixtureContext,
  code: string,
): Promise<{ env: Record<string, string>; missing: string[] }> {
  const env: Record<string, string> = { NODE_ENV: 'test' };
  const missing: string[] = [];
  for (const name of new Set([...ALWAYS, ...names])) {
    const fixture = FIXTURES[name];
    if (fixture) env[name] = await fixture(context, code);
    else missing.push(name);
  }
  return { env, missing };
}

/** A fresh organization in the sandbox at `url`, the way a reader bootstraps one. */
export async function newOrganization(url: string): Promise<Organization> {
  const keys = newP256KeyPair(secureRandom);
  const response = await fetch(`${url}/sandbox/v1/organizations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ publicKey: keys.publicKey }),
  });
  if (!response.ok) {
    throw new Error(`creating a sandbox organization: ${response.status} ${await response.text()}`);
  }
  const { organizationId, userId } = (await response.json()) as {
    organizationId: string;
    userId: string;
  };
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  return { organizationId, userId, keys, client: new TurnkeyClient({ baseUrl: url }, stamper) };
}
