/**
 * What the policy conformance files share: the root user's `@turnkey/sdk-server` client, a
 * non-root user with its own API key and `TurnkeyClient`, and the error a refused call throws.
 */
import { TurnkeyRequestError } from '@turnkey/http';
import { Turnkey } from '@turnkey/sdk-server';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { clientFor, type Account, type Harness } from './support';

/** The root user's `@turnkey/sdk-server` client for `account`'s organization. */
export function serverClientOf(harness: Harness, account: Account) {
  return new Turnkey({
    apiBaseUrl: harness.url,
    apiPublicKey: account.keys.publicKey,
    apiPrivateKey: account.keys.privateKey,
    defaultOrganizationId: account.organizationId,
  }).apiClient();
}

/** A non-root user of `root`'s organization with a fresh API key, and its `TurnkeyClient`. */
export async function nonRootUserOf(harness: Harness, root: Account, userName: string) {
  const keys = newP256KeyPair(secureRandom);
  const { userIds } = await serverClientOf(harness, root).createUsers({
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
  });
  return { userId: userIds[0] ?? '', client: clientFor(harness, keys).client };
}

/**
 * The error a rejected call throws, for inspection. `@turnkey/sdk-server` bundles its own copy of
 * `TurnkeyRequestError`, so its errors are matched by shape rather than by class.
 */
export async function failure(
  call: Promise<unknown>,
): Promise<Pick<TurnkeyRequestError, 'code' | 'message' | 'details'>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TurnkeyRequestError) return error;
    if (error instanceof Error && typeof (error as { code?: unknown }).code === 'number') {
      return error as TurnkeyRequestError;
    }
    throw error;
  }
  throw new Error('the call succeeded');
}
