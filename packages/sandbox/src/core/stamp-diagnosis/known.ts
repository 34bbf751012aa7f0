/** Reads the credentials a diagnosis checks a stamp against: one organization's API keys and passkeys. */
import type { Storage } from '../../storage/types';
import { isExpired } from '../auth/api-key-expiry';
import type { KnownCredentials } from './checks';

/** Undefined when the organization does not exist. */
export async function knownCredentials(
  storage: Storage,
  organizationId: string,
  nowMs: number,
): Promise<KnownCredentials | undefined> {
  return storage.read(async (tx) => {
    if (!(await tx.get('organization', organizationId))) return undefined;
    const [apiKeys, authenticators] = await Promise.all([
      tx.list('apiKey', { organizationId }),
      tx.list('authenticator', { organizationId }),
    ]);
    return {
      organizationId,
      apiKeys: apiKeys.map((key) => ({
        apiKeyId: key.apiKeyId,
        publicKey: key.publicKey,
        curveType: key.curveType,
        expired: isExpired(key, nowMs),
      })),
      authenticators: authenticators.map(({ authenticatorId, credentialId, publicKey }) => ({
        authenticatorId,
        credentialId,
        publicKey,
      })),
    };
  });
}
