/**
 * OAuth 2.0 credentials through `@turnkey/sdk-server`'s `apiClient()` and `TurnkeyClient`:
 * stored, listed, changed and deleted; oauth2_authenticate trades a code for an OIDC token that
 * oauth_login then accepts for the user linked to that identity.
 */
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { loginNonce, SANDBOX_OIDC_ISSUER } from '../../core/auth/oidc';
import { decodeJwt } from '../../crypto/jwt';
import { newP256KeyPair } from '../../node/keys';
import { failure } from './policy-support';
import { clientFor, newOrganization, newServerClient, now, post, useSandbox } from './support';

const harness = useSandbox();

describe('OAuth2 credentials', () => {
  it('creates, reads, lists, updates and deletes a credential', async () => {
    const { account, client } = await newServerClient(harness);
    const { oauth2CredentialId } = await client.createOauth2Credential({
      provider: 'OAUTH2_PROVIDER_X',
      clientId: 'x-client',
      encryptedClientSecret: 'ciphertext-1',
    });
    const { oauth2Credential } = await client.getOauth2Credential({
      organizationId: account.organizationId,
      oauth2CredentialId,
    });
    expect(oauth2Credential).toMatchObject({
      oauth2CredentialId,
      organizationId: account.organizationId,
      provider: 'OAUTH2_PROVIDER_X',
      clientId: 'x-client',
      encryptedClientSecret: 'ciphertext-1',
    });

    await client.updateOauth2Credential({
      oauth2CredentialId,
      provider: 'OAUTH2_PROVIDER_DISCORD',
      clientId: 'discord-client',
      encryptedClientSecret: 'ciphertext-2',
    });
    const { oauth2Credentials } = await client.listOauth2Credentials({
      organizationId: account.organizationId,
    });
    expect(oauth2Credentials).toHaveLength(1);
    expect(oauth2Credentials[0]).toMatchObject({
      provider: 'OAUTH2_PROVIDER_DISCORD',
      clientId: 'discord-client',
    });

    await client.deleteOauth2Credential({ oauth2CredentialId });
    expect(
      (await client.listOauth2Credentials({ organizationId: account.organizationId }))
        .oauth2Credentials,
    ).toEqual([]);
  });

  it('refuses empty fields and an unknown provider with 400 naming the field', async () => {
    const account = await newOrganization(harness);
    const submit = (parameters: Record<string, string>) =>
      post(
        harness,
        '/public/v1/submit/create_oauth2_credential',
        JSON.stringify({
          type: 'ACTIVITY_TYPE_CREATE_OAUTH2_CREDENTIAL',
          timestampMs: now(),
          organizationId: account.organizationId,
          parameters,
        }),
        { stamper: account.stamper },
      );
    const cases: [Record<string, string>, RegExp][] = [
      [
        { provider: 'OAUTH2_PROVIDER_X', clientId: ' ', encryptedClientSecret: 's' },
        /clientId: must not be empty/,
      ],
      [
        { provider: 'OAUTH2_PROVIDER_X', clientId: 'c', encryptedClientSecret: '' },
        /encryptedClientSecret: must not be empty/,
      ],
      [
        { provider: 'OAUTH2_PROVIDER_GITHUB', clientId: 'c', encryptedClientSecret: 's' },
        /parameters\.provider/,
      ],
    ];
    for (const [parameters, reason] of cases) {
      const answer = await submit(parameters);
      expect(answer.status, String(reason)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(reason);
    }
  });

  it('keeps credentials to their organization', async () => {
    const owner = await newServerClient(harness);
    const stranger = await newServerClient(harness);
    const { oauth2CredentialId } = await owner.client.createOauth2Credential({
      provider: 'OAUTH2_PROVIDER_X',
      clientId: 'mine',
      encryptedClientSecret: 'secret',
    });
    await expect(
      stranger.client.getOauth2Credential({
        organizationId: stranger.account.organizationId,
        oauth2CredentialId,
      }),
    ).rejects.toThrow(/No OAuth2 credential/);
    await expect(stranger.client.deleteOauth2Credential({ oauth2CredentialId })).rejects.toThrow(
      /No OAuth2 credential/,
    );
    expect(
      (
        await stranger.client.listOauth2Credentials({
          organizationId: stranger.account.organizationId,
        })
      ).oauth2Credentials,
    ).toEqual([]);
  });
});

describe('oauth2_authenticate', () => {
  it('answers an OIDC token that oauth_login accepts for the linked user', async () => {
    const { account, client } = await newServerClient(harness);
    const { oauth2CredentialId } = await client.createOauth2Credential({
      provider: 'OAUTH2_PROVIDER_X',
      clientId: 'x-client',
      encryptedClientSecret: 'secret',
    });
    const login = newP256KeyPair(secureRandom);
    const nonce = loginNonce(login.publicKey);
    const { oidcToken } = await client.oauth2Authenticate({
      oauth2CredentialId,
      authCode: 'x-account-42',
      redirectUri: 'https://wallet.example.com/oauth/x',
      codeVerifier: 'verifier-verifier-verifier-verifier-verifier',
      nonce,
    });
    expect(decodeJwt(oidcToken, 'token').claims).toMatchObject({
      iss: SANDBOX_OIDC_ISSUER,
      sub: 'x-account-42',
      aud: 'x-client',
      nonce,
    });

    const created = await client.createSubOrganization({
      subOrganizationName: 'X user',
      rootUsers: [
        {
          userName: 'X user',
          apiKeys: [],
          authenticators: [],
          oauthProviders: [{ providerName: 'X', oidcToken }],
        },
      ],
      rootQuorumThreshold: 1,
    });
    // The same exchange through `TurnkeyClient`, then the login in the sub-organization.
    const second = await account.client.oauth2Authenticate({
      type: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: {
        oauth2CredentialId,
        authCode: 'x-account-42',
        redirectUri: 'https://wallet.example.com/oauth/x',
        codeVerifier: 'v',
        nonce,
      },
    });
    const token = second.activity.result.oauth2AuthenticateResult?.oidcToken ?? '';
    const session = await client.oauthLogin({
      organizationId: created.subOrganizationId,
      oidcToken: token,
      publicKey: login.publicKey,
    });
    expect(session.session).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("lets a sub-organization's own key use its parent's credential, not a stranger's", async () => {
    const { client } = await newServerClient(harness);
    const stranger = await newServerClient(harness);
    const { oauth2CredentialId } = await client.createOauth2Credential({
      provider: 'OAUTH2_PROVIDER_X',
      clientId: 'parent-client',
      encryptedClientSecret: 's',
    });
    const childKeys = newP256KeyPair(secureRandom);
    const created = await client.createSubOrganization({
      subOrganizationName: 'Child',
      rootUsers: [
        {
          userName: 'Child root',
          apiKeys: [
            {
              apiKeyName: 'child',
              publicKey: childKeys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      rootQuorumThreshold: 1,
    });
    const child = clientFor(harness, childKeys).client;
    const exchange = (organizationId: string, turnkey: typeof child) =>
      turnkey.oauth2Authenticate({
        type: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
        timestampMs: now(),
        organizationId,
        parameters: {
          oauth2CredentialId,
          authCode: 'child-account',
          redirectUri: 'https://wallet.example.com/cb',
          codeVerifier: 'v',
          nonce: 'cd'.repeat(32),
        },
      });
    const { activity } = await exchange(created.subOrganizationId, child);
    const token = activity.result.oauth2AuthenticateResult?.oidcToken ?? '';
    expect(decodeJwt(token, 'token').claims).toMatchObject({ aud: 'parent-client' });
    const refused = await failure(
      exchange(stranger.account.organizationId, stranger.account.client),
    );
    expect(refused.message).toMatch(/oauth2CredentialId: no OAuth2 credential/);
  });

  it('names the field of a bad request', async () => {
    const { client } = await newServerClient(harness);
    const { oauth2CredentialId } = await client.createOauth2Credential({
      provider: 'OAUTH2_PROVIDER_DISCORD',
      clientId: 'd',
      encryptedClientSecret: 's',
    });
    const base = {
      oauth2CredentialId,
      authCode: 'code',
      redirectUri: 'https://wallet.example.com/cb',
      codeVerifier: 'v',
      nonce: 'ab'.repeat(32),
    };
    const cases: [Partial<typeof base> & { bearerTokenTargetPublicKey?: string }, RegExp][] = [
      [{ authCode: '' }, /authCode: must be set/],
      [{ codeVerifier: ' ' }, /codeVerifier: must be set/],
      [{ redirectUri: 'not a uri' }, /redirectUri: "not a uri" is not a URL/],
      [{ nonce: 'abc' }, /nonce: expected the hex SHA-256/],
      [{ bearerTokenTargetPublicKey: '04zz' }, /bearerTokenTargetPublicKey: expected a P-256/],
      [{ oauth2CredentialId: crypto.randomUUID() }, /oauth2CredentialId: no OAuth2 credential/],
    ];
    for (const [overrides, reason] of cases) {
      const refused = await failure(client.oauth2Authenticate({ ...base, ...overrides }));
      expect(refused.message, String(reason)).toMatch(reason);
    }
  });
});
