/**
 * What a troubleshooting scenario (decision record 0175) works with: the sandbox's URL, fresh
 * organizations with a root API key, and `Observed`, which collects the outcomes a call really
 * ended in, spelled the way scripts/content/error-rows.ts reads them from a row.
 */
import { TurnkeyClient } from '@turnkey/http';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { STATUS_CODES } from '@docs/platform-api/status-codes';
import { secureRandom } from '@docs/sandbox';
import { newP256KeyPair, type ApiKeyPair } from '@docs/sandbox/node';
import { outcomeTokens } from '../../content/error-rows';
import { newOrganization, type Organization } from '../fixtures';

export interface ScenarioContext {
  url: string;
  newOrganization(): Promise<Organization>;
  /** A `@turnkey/http` client that stamps with `keys` and talks to the sandbox. */
  clientFor(keys: { publicKey: string; privateKey: string }): TurnkeyClient;
  /** Every HTTP status the sandbox has answered with so far, oldest first. */
  httpStatuses(): readonly number[];
}

/** A row a scenario backs: its page (path under site/docs) and text its first cell contains. */
export interface RowRef {
  doc: string;
  row: string;
}

export interface Scenario {
  name: string;
  /** What the scenario does, for the report. */
  does: string;
  rows: readonly RowRef[];
  run(context: ScenarioContext, observed: Observed): Promise<void>;
}

const STATUS_NAME_OF_CODE = new Map<number, string>(STATUS_CODES.map((s) => [s.code, s.name]));

export class Observed {
  readonly tokens = new Set<string>();

  /** An HTTP status the sandbox answered with (recorded by the runner, not by scenarios). */
  status(status: number): void {
    if (status >= 400) this.tokens.add(`http:${status}`);
  }

  activity(status: string): void {
    this.tokens.add(status);
  }

  /**
   * Runs `call`, which must throw, and records the class it threw, the gRPC status of its
   * `code` and the categories in its `details`; returns the error for the scenario to check
   * what else its row says. A call that succeeds fails the scenario.
   */
  async throws(what: string, call: () => Promise<unknown>): Promise<Error> {
    try {
      await call();
    } catch (error) {
      if (!(error instanceof Error)) {
        throw new Error(`${what}: threw a non-Error ${String(error)}`, { cause: error });
      }
      this.caught(error);
      return error;
    }
    throw new Error(`${what}: the call succeeded, the scenario expected it to fail`);
  }

  /** Records an error a call threw (or one it wraps): its class, gRPC status and categories. */
  caught(error: Error): void {
    this.tokens.add(error.constructor.name);
    if (error.name !== error.constructor.name) this.tokens.add(error.name);
    const { code, details } = error as { code?: unknown; details?: unknown };
    if (typeof code === 'number') {
      const name = STATUS_NAME_OF_CODE.get(code);
      if (name) this.tokens.add(name);
    }
    for (const token of outcomeTokens(JSON.stringify(details ?? null))) this.tokens.add(token);
  }

  /** Records what a raw response says: its status, and the gRPC status and categories of its body. */
  async response(response: Response): Promise<void> {
    this.status(response.status);
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (typeof body?.code === 'number') {
      const name = STATUS_NAME_OF_CODE.get(body.code);
      if (name) this.tokens.add(name);
    }
    for (const token of outcomeTokens(JSON.stringify(body))) {
      if (!token.startsWith('http:')) this.tokens.add(token);
    }
  }
}

export function clientFor(url: string, keys: { publicKey: string; privateKey: string }) {
  return new TurnkeyClient(
    { baseUrl: url },
    new ApiKeyStamper({ apiPublicKey: keys.publicKey, apiPrivateKey: keys.privateKey }),
  );
}

export function scenarioContext(url: string, statuses: readonly number[] = []): ScenarioContext {
  return {
    url,
    newOrganization: () => newOrganization(url),
    clientFor: (keys) => clientFor(url, keys),
    httpStatuses: () => statuses,
  };
}

export const now = () => String(Date.now());

export const ETHEREUM_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
} as const;

export const SOLANA_ACCOUNT = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
} as const;

/** A secp256k1 account whose address is its uncompressed public key (CosmJS takes that). */
export const PUBLIC_KEY_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/118'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_UNCOMPRESSED',
} as const;

/** Fails the scenario with `message` unless `condition` holds. */
export function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/**
 * A user of `org` with a new API key and no policy that allows it anything: what it asks for
 * is denied (HTTP 403) before an activity exists.
 */
export async function deniedUser(org: Organization): Promise<ApiKeyPair> {
  const keys = newP256KeyPair(secureRandom);
  await org.client.createUsers({
    type: 'ACTIVITY_TYPE_CREATE_USERS_V4',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: {
      users: [
        {
          userName: `denied ${now()}`,
          apiKeys: [
            {
              apiKeyName: 'denied-key',
              publicKey: keys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    },
  });
  return keys;
}

/** Moves the sandbox clock forward (`POST /sandbox/v1/clock`), for what settles on it. */
export async function advanceClock(context: ScenarioContext, seconds: number): Promise<void> {
  const response = await fetch(`${context.url}/sandbox/v1/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!response.ok) throw new Error(`advancing the clock: ${response.status}`);
}

type WalletAccountParams = Parameters<TurnkeyClient['createWallet']>[0]['parameters']['accounts'];

/** A wallet with one account per entry of `accounts` in `org`; its id and the addresses. */
export async function walletIn(
  org: Organization,
  accounts: WalletAccountParams = [ETHEREUM_ACCOUNT],
): Promise<{ walletId: string; addresses: string[] }> {
  const { activity } = await org.client.createWallet({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: { walletName: `Scenario wallet ${now()}`, accounts },
  });
  const result = activity.result.createWalletResult;
  if (!result) throw new Error(`create_wallet ended ${activity.status}`);
  return result;
}

/**
 * A non-root user of `org` with a new API key, and a policy that lets it submit `activityType`
 * (when given); its id and a `@turnkey/http` client stamped with its key.
 */
export async function nonRootUser(
  context: ScenarioContext,
  org: Organization,
  userName: string,
  activityType?: string,
): Promise<{ userId: string; client: TurnkeyClient }> {
  const keys = newP256KeyPair(secureRandom);
  const { activity } = await org.client.createUsers({
    type: 'ACTIVITY_TYPE_CREATE_USERS_V4',
    timestampMs: now(),
    organizationId: org.organizationId,
    parameters: {
      users: [
        {
          userName,
          apiKeys: [
            {
              apiKeyName: `${userName}-key`,
              publicKey: keys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    },
  });
  const userId = activity.result.createUsersResult?.userIds[0];
  if (!userId) throw new Error(`create_users ended ${activity.status}`);
  if (activityType) {
    await org.client.createPolicy({
      type: 'ACTIVITY_TYPE_CREATE_POLICY_V3',
      timestampMs: now(),
      organizationId: org.organizationId,
      parameters: {
        policyName: `${userName} may submit ${activityType}`,
        effect: 'EFFECT_ALLOW',
        consensus: `approvers.any(user, user.id == '${userId}')`,
        condition: `activity.type == '${activityType}'`,
        notes: '',
      },
    });
  }
  return { userId, client: context.clientFor(keys) };
}
