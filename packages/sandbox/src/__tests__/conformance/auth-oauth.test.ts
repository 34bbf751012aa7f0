/**
 * OAuth through the unmodified published clients: a sub-organization's user linked to an identity
 * of the sandbox OIDC issuer (by token at creation, or by claims with create_oauth_providers), then
 * oauth_login with a token whose nonce is the SHA-256 of the session key, and oauth for a
 * credential bundle `@turnkey/crypto` decrypts. Tokens of another issuer, with a bad signature,
 * expired or with the wrong nonce are refused.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8Encode } from '@docs/platform-api/bytes';
import { parseSession } from '@turnkey/core/dist/utils';
import { decryptCredentialBundle, verifySessionJwtSignature } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  freshEmail,
  mintOidcToken,
  sandboxKeys,
  sessionClient,
  subOrganizationWithUser,
} from './auth-support';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox();
/** A whole flow is a dozen round trips; on a loaded machine with PostgreSQL that passes 5 s. */
const FLOW_TIMEOUT_MS = 20_000;
const AUDIENCE = 'docs-sandbox-web';
const nonceFor = (publicKey: string) => bytesToHex(sha256(utf8Encode(publicKey)));

async function linkedUser(subject: string) {
  const linkToken = await mintOidcToken(harness, { sub: subject, aud: AUDIENCE });
  return subOrganizationWithUser(harness, freshEmail(), [
    { providerName: 'Sandbox OIDC', oidcToken: linkToken },
  ]);
}

describe('get_sub_org_ids by OIDC_TOKEN', () => {
  it('finds the sub-organization whose user is linked to the token’s identity', async () => {
    const subject = `subject-${Date.now()}-find`;
    const { client, subOrganizationId } = await linkedUser(subject);
    const lookUp = async (oidcToken: string) =>
      (await client.getSubOrgIds({ filterType: 'OIDC_TOKEN', filterValue: oidcToken }))
        .organizationIds;
    // Any later token of the same issuer and subject finds it, whatever its audience or nonce.
    const later = await mintOidcToken(harness, { sub: subject, aud: 'another-app', nonce: 'n' });
    expect(await lookUp(later)).toEqual([subOrganizationId]);
    const stranger = await mintOidcToken(harness, { sub: `${subject}-other`, aud: AUDIENCE });
    expect(await lookUp(stranger)).toEqual([]);
    const expired = await mintOidcToken(harness, {
      sub: subject,
      aud: AUDIENCE,
      expiresInSeconds: -60,
    });
    await expect(lookUp(expired)).rejects.toThrow(/oidcToken: the token has expired/);
  });
});

describe('oauth_login', () => {
  it(
    'logs in the user linked to the token’s issuer and subject; the session key stamps',
    async () => {
      const subject = `subject-${Date.now()}`;
      const { client, subOrganizationId, userId } = await linkedUser(subject);
      const { oauthProviders } = await client.getOauthProviders({
        organizationId: subOrganizationId,
        userId,
      });
      expect(oauthProviders).toMatchObject([
        { subject, audience: AUDIENCE, providerName: 'Sandbox OIDC' },
      ]);

      const session = sessionClient(harness);
      const oidcToken = await mintOidcToken(harness, {
        sub: subject,
        aud: AUDIENCE,
        nonce: nonceFor(session.keys.publicKey),
      });
      const { session: jwt } = await client.oauthLogin({
        organizationId: subOrganizationId,
        oidcToken,
        publicKey: session.keys.publicKey,
        expirationSeconds: '600',
      });
      expect(await verifySessionJwtSignature(jwt, (await sandboxKeys(harness)).session)).toBe(true);
      expect(parseSession(jwt)).toMatchObject({ userId, organizationId: subOrganizationId });
      const whoami = await session.client.getWhoami({ organizationId: subOrganizationId });
      expect(whoami.userId).toBe(userId);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'refuses tokens of another issuer, with a bad signature, expired or with another nonce',
    async () => {
      const subject = `subject-${Date.now()}-bad`;
      const { client, subOrganizationId } = await linkedUser(subject);
      const session = sessionClient(harness);
      const nonce = nonceFor(session.keys.publicKey);
      const attempt = (oidcToken: string) =>
        client.oauthLogin({
          organizationId: subOrganizationId,
          oidcToken,
          publicKey: session.keys.publicKey,
        });

      const good = await mintOidcToken(harness, { sub: subject, aud: AUDIENCE, nonce });
      const [header, payload, signature] = good.split('.') as [string, string, string];
      const claims = JSON.parse(new TextDecoder().decode(base64urlDecode(payload))) as object;
      const reissued = (changes: object) =>
        `${header}.${base64urlEncode(JSON.stringify({ ...claims, ...changes }))}.${signature}`;

      await expect(attempt(reissued({ iss: 'https://issuer.example' }))).rejects.toThrow(
        /accepts tokens from its own issuer/,
      );
      await expect(attempt(reissued({ sub: 'someone-else' }))).rejects.toThrow(
        /signature does not verify/,
      );
      const expired = await mintOidcToken(harness, {
        sub: subject,
        aud: AUDIENCE,
        nonce,
        expiresInSeconds: -1,
      });
      await expect(attempt(expired)).rejects.toThrow(/has expired/);
      const otherNonce = await mintOidcToken(harness, {
        sub: subject,
        aud: AUDIENCE,
        nonce: nonceFor('02ab'),
      });
      await expect(attempt(otherNonce)).rejects.toThrow(/nonce is not the SHA-256/);
      const stranger = await mintOidcToken(harness, { sub: 'nobody', aud: AUDIENCE, nonce });
      await expect(attempt(stranger)).rejects.toThrow(/No user in organization .* is linked/);
      await expect(attempt('not-a-jwt')).rejects.toThrow(/not a JWT/);
    },
    FLOW_TIMEOUT_MS,
  );
});

describe('oauth (credential bundle) and create_oauth_providers', () => {
  it(
    'links an identity by claims, then oauth returns a bundle that decrypts to a working key',
    async () => {
      const subject = `claims-${Date.now()}`;
      const { account, client } = await newServerClient(harness);
      const { issuer } = (await (await fetch(`${harness.url}/sandbox/v1/oidc/jwks`)).json()) as {
        issuer: string;
      };
      const claims = (sub: string) => ({ iss: issuer, sub, aud: AUDIENCE });
      const { userIds } = await client.createUsers({
        users: [
          {
            userName: 'OAuth user',
            apiKeys: [],
            authenticators: [],
            oauthProviders: [{ providerName: 'Sandbox OIDC', oidcClaims: claims(subject) }],
            userTags: [],
          },
        ],
      });
      const userId = userIds[0] ?? '';
      const target = newP256KeyPair(secureRandom);
      const oidcToken = await mintOidcToken(harness, {
        sub: subject,
        aud: AUDIENCE,
        nonce: nonceFor(target.publicKey),
      });
      const result = await client.oauth({ oidcToken, targetPublicKey: target.publicKey });
      expect(result.userId).toBe(userId);
      const privateKey = decryptCredentialBundle(result.credentialBundle, target.privateKey);
      const issued = sessionClient(harness, {
        privateKey,
        publicKey: bytesToHex(p256.getPublicKey(hexToBytes(privateKey), true)),
      });
      const whoami = await issued.client.getWhoami({ organizationId: account.organizationId });
      expect(whoami.userId).toBe(userId);

      await expect(
        client.createOauthProviders({
          userId,
          oauthProviders: [{ providerName: 'Again', oidcClaims: claims(subject) }],
        }),
      ).rejects.toThrow(/already linked/);
      const { providerIds } = await client.createOauthProviders({
        userId,
        oauthProviders: [{ providerName: 'Second', oidcClaims: claims(`${subject}-2`) }],
      });
      await client.deleteOauthProviders({ userId, providerIds });
      const { oauthProviders } = await client.getOauthProviders({ userId });
      expect(oauthProviders.map((provider) => provider.subject)).toEqual([subject]);
      await expect(client.deleteOauthProviders({ userId, providerIds })).rejects.toThrow(
        /has no OAuth provider/,
      );
    },
    FLOW_TIMEOUT_MS,
  );
});

function base64urlEncode(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64urlDecode(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
}
