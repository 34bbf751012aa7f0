/**
 * What the signer-package scenarios share: an organization whose root user holds a wallet and
 * whose second user may do nothing (no policy), a two-of-two sub-organization with the same
 * kind of wallet, and `@turnkey/sdk-server` clients that poll briefly.
 */
import { Turnkey } from '@turnkey/sdk-server';
import type { ApiKeyPair } from '@docs/sandbox/node';
import type { Organization } from '../fixtures';
import {
  deniedUser,
  ETHEREUM_ACCOUNT,
  now,
  PUBLIC_KEY_ACCOUNT,
  SOLANA_ACCOUNT,
  type ScenarioContext,
} from './support';
import { twoRootOrganization, type TwoRoots } from './two-roots';

/** The wallet's addresses, in the order of `SIGNER_ACCOUNTS`. */
export interface SignerAddresses {
  ethereum: string;
  solana: string;
  /** The uncompressed secp256k1 public key, hex, that CosmJS signs with. */
  publicKey: string;
}

export interface SignerSetup {
  org: Organization;
  addresses: SignerAddresses;
  /** A user of `org` no policy allows anything. */
  denied: ApiKeyPair;
  roots: TwoRoots;
  rootAddresses: SignerAddresses;
  /** A private key of `org` with no Ethereum address (its only format is uncompressed). */
  keyWithoutEthereumAddress: string;
}

const SIGNER_ACCOUNTS = [ETHEREUM_ACCOUNT, SOLANA_ACCOUNT, PUBLIC_KEY_ACCOUNT];

function signerAddresses(addresses: readonly string[]): SignerAddresses {
  const [ethereum, solana, publicKey] = addresses;
  if (!ethereum || !solana || !publicKey) {
    throw new Error(`the wallet came back with ${addresses.length} addresses, 3 were asked for`);
  }
  return { ethereum, solana, publicKey };
}

export async function signerSetup(context: ScenarioContext): Promise<SignerSetup> {
  const org = await context.newOrganization();
  const { activity } = await org.client.createWallet({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: { walletName: `Signer ${now()}`, accounts: SIGNER_ACCOUNTS },
  });
  const roots = await twoRootOrganization(context, SIGNER_ACCOUNTS);
  const { activity: keyMade } = await org.client.createPrivateKeys({
    type: 'ACTIVITY_TYPE_CREATE_PRIVATE_KEYS_V2',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: {
      privateKeys: [
        {
          privateKeyName: `No Ethereum address ${now()}`,
          curve: 'CURVE_SECP256K1',
          addressFormats: ['ADDRESS_FORMAT_UNCOMPRESSED'],
          privateKeyTags: [],
        },
      ],
    },
  });
  const keyWithoutEthereumAddress =
    keyMade.result.createPrivateKeysResultV2?.privateKeys[0]?.privateKeyId;
  if (!keyWithoutEthereumAddress) throw new Error('create_private_keys returned no key');
  return {
    keyWithoutEthereumAddress,
    org,
    addresses: signerAddresses(activity.result.createWalletResult?.addresses ?? []),
    denied: await deniedUser(org),
    roots,
    rootAddresses: signerAddresses(roots.addresses),
  };
}

/**
 * Polls for a client that waits while another user decides: up to 60 s at 50 ms. The scenario
 * ends as soon as the decision lands, so the budget only has to outlast a busy machine.
 */
export const POLLS_UNTIL_DECIDED = 1200;

/**
 * An `@turnkey/sdk-server` client: it polls a submission that is not finished (every 50 ms, at
 * most `retries` times) and then returns the activity as it stands.
 */
export function serverClient(
  context: ScenarioContext,
  keys: ApiKeyPair,
  organizationId: string,
  retries = 2,
) {
  return new Turnkey({
    apiBaseUrl: context.url,
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
    defaultOrganizationId: organizationId,
    activityPoller: { intervalMs: 50, numRetries: retries },
  }).apiClient();
}

/**
 * Whether `client` has what a signer package calls on it, typed as the package declares its
 * client. The packages type `client` with their own bundled copies of `@turnkey/http` and the SDK
 * clients, which list fewer activity types than the pinned ones, so TypeScript calls the pinned
 * clients unrelated; at run time a package tells an `@turnkey/http` client by its `name`
 * (`isHttpClient`) and calls the signing methods by name, which is what this checks.
 */
export function isSigningClient<T extends object>(client: object): client is T {
  return (
    'signRawPayload' in client &&
    typeof client.signRawPayload === 'function' &&
    'signTransaction' in client &&
    typeof client.signTransaction === 'function'
  );
}

/** `client` typed as a signer package declares it, after `isSigningClient` checked it. */
export function signingClient<T extends object>(client: object): T {
  if (!isSigningClient<T>(client)) throw new Error('the client has no signing methods');
  return client;
}
