/**
 * What the login conformance tests share: the sandbox's published keys, its outbox and OIDC issuer,
 * its clock, and a sub-organization whose root user has an email address (and optionally an OIDC
 * identity), created by a parent organization with `@turnkey/sdk-server`.
 */
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { sha256 } from '@noble/hashes/sha2';
import { ApiKeyStamper, SignatureFormat } from '@turnkey/api-key-stamper';
import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import { TurnkeyClient } from '@turnkey/http';
import { secureRandom } from '../../core/index';
import { newP256KeyPair, type ApiKeyPair } from '../../node/keys';
import { newServerClient, now, type Harness } from './support';

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

/** The attestations `@turnkey/core` 2.8.1's `AttestedScheme` names. */
export const AttestedScheme = {
  P256_OIDC: 'STAMP_ATTESTED_SCHEME_P256_OIDC',
  P256_VERIFICATION_TOKEN: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
} as const;
export type AttestedScheme = (typeof AttestedScheme)[keyof typeof AttestedScheme];

/**
 * A client that stamps with `session`'s key, attested by `token` under `scheme`: the header
 * `@turnkey/core` 2.8.1's `AttestedStamper` builds (base64url JSON of the attestation, the scheme,
 * the key and its DER signature over the body, made here by the published `ApiKeyStamper`).
 * That class is not exported from the package, and its key store runs only in a browser or
 * React Native.
 */
export function attestedClient(
  harness: Harness,
  session: ReturnType<typeof sessionClient>,
  token: string,
  scheme: AttestedScheme,
) {
  const stamper = {
    stamp: async (payload: string) => {
      const signature = await session.stamper.sign(payload, SignatureFormat.Der);
      const stamp = {
        publicKeyAttestation: token,
        scheme,
        publicKey: session.keys.publicKey,
        signature,
      };
      return {
        stampHeaderName: 'X-Stamp-Attested',
        stampHeaderValue: Buffer.from(JSON.stringify(stamp)).toString('base64url'),
      };
    },
  };
  return new TurnkeyClient({ baseUrl: harness.url }, stamper);
}

export const stampLogin = (client: TurnkeyClient, organizationId: string, publicKey: string) =>
  client.stampLogin({
    type: 'ACTIVITY_TYPE_STAMP_LOGIN',
    timestampMs: now(),
    organizationId,
    parameters: { publicKey, expirationSeconds: '900' },
  });

/** A sub-organization whose user has `email`, and a verification token for it bound to `publicKey`. */
export async function verificationTokenFor(harness: Harness, email: string, publicKey: string) {
  const setup = await subOrganizationWithUser(harness, email);
  const { otpId, otpEncryptionTargetBundle } = await setup.client.initOtp({
    otpType: 'OTP_TYPE_EMAIL',
    contact: email,
    appName: 'Docs sandbox',
  });
  const { code = '' } = await lastMessage(harness, setup.parent.organizationId, email);
  const keys = await sandboxKeys(harness);
  const encryptedOtpBundle = await encryptOtpCodeToBundle(
    code,
    otpEncryptionTargetBundle,
    publicKey,
    keys.otp,
  );
  const { verificationToken } = await setup.client.verifyOtp({
    otpId,
    encryptedOtpBundle,
    expirationSeconds: '3600',
  });
  return { ...setup, verificationToken };
}

/**
 * A sub-organization whose user is linked to an identity of the sandbox's OIDC issuer, a session
 * key, and a client whose attested stamp carries an OIDC token for that identity with the key's
 * hash as nonce (what `@turnkey/core`'s `loginWithOauth` sends).
 */
export async function oidcUser(harness: Harness, tag: string) {
  const audience = 'docs-sandbox-web';
  const subject = `subject-${Date.now()}-${tag}`;
  const link = await mintOidcToken(harness, { sub: subject, aud: audience });
  const setup = await subOrganizationWithUser(harness, freshEmail(), [
    { providerName: 'Sandbox OIDC', oidcToken: link },
  ]);
  const session = sessionClient(harness);
  const nonce = bytesToHex(sha256(utf8Encode(session.keys.publicKey)));
  const oidcToken = await mintOidcToken(harness, { sub: subject, aud: audience, nonce });
  const attested = attestedClient(harness, session, oidcToken, AttestedScheme.P256_OIDC);
  return { ...setup, audience, subject, session, attested };
}
