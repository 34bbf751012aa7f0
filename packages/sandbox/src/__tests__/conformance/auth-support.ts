/**
 * What the login conformance tests share: the sandbox's published keys, its outbox and OIDC issuer,
 * its clock, and a sub-organization whose root user has an email address (and optionally an OIDC
 * identity), created by a parent organization with `@turnkey/sdk-server`.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { secureRandom } from '../../core/index';
import { newP256KeyPair, type ApiKeyPair } from '../../node/keys';
import { newServerClient, type Harness } from './support';

type ServerClient = Awaited<ReturnType<typeof newServerClient>>['client'];

export interface SandboxKeys {
  session: string;
  otp: string;
  oidc: string;
}

async function sandboxGet<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.url}/sandbox/v1/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function sandboxPost<T>(harness: Harness, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${harness.url}/sandbox/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const sandboxKeys = async (harness: Harness) =>
  (await sandboxGet<{ keys: SandboxKeys }>(harness, 'info')).keys;

export interface OutboxMessage {
  to: string;
  channel: string;
  operation: string;
  code?: string;
  otpId?: string;
  credentialBundle?: string;
}

/** The newest outbox message of `organizationId` sent to `to`. */
export async function lastMessage(harness: Harness, organizationId: string, to: string) {
  const query = new URLSearchParams({ organizationId, to });
  const { messages } = await sandboxGet<{ messages: OutboxMessage[] }>(harness, `outbox?${query}`);
  const message = messages.at(-1);
  if (!message) throw new Error(`no message to ${to} in the outbox of ${organizationId}`);
  return message;
}

export const advanceClock = (harness: Harness, seconds: number) =>
  sandboxPost(harness, 'clock', { advanceSeconds: seconds });

export async function mintOidcToken(
  harness: Harness,
  claims: { sub: string; aud: string; nonce?: string; expiresInSeconds?: number },
) {
  return (await sandboxPost<{ oidcToken: string }>(harness, 'oidc/token', claims)).oidcToken;
}

let counter = 0;
/** An email address no other test uses. */
export const freshEmail = () => `reader-${Date.now()}-${(counter += 1)}@example.com`;

/** A parent organization and a sub-organization whose root user has `email` and no API key. */
export async function subOrganizationWithUser(
  harness: Harness,
  email: string,
  oauthProviders: Parameters<ServerClient['createOauthProviders']>[0]['oauthProviders'] = [],
) {
  const { account, client } = await newServerClient(harness);
  const created = await client.createSubOrganization({
    subOrganizationName: `Sub-organization of ${email}`,
    rootUsers: [
      { userName: 'End user', userEmail: email, apiKeys: [], authenticators: [], oauthProviders },
    ],
    rootQuorumThreshold: 1,
  });
  return {
    parent: account,
    client,
    subOrganizationId: created.subOrganizationId,
    userId: created.rootUserIds?.[0] ?? '',
  };
}

/** A fresh P-256 key pair and a `TurnkeyClient` that stamps with it. */
export function sessionClient(harness: Harness, keys: ApiKeyPair = newP256KeyPair(secureRandom)) {
  const stamper = new ApiKeyStamper({
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
  });
  return { keys, stamper, client: new TurnkeyClient({ baseUrl: harness.url }, stamper) };
}
