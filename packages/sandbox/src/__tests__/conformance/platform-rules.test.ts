/**
 * Rules the platform applies to every request, through the published clients: root-only
 * operations need the root quorum whatever the policies say, an identical body returns the
 * earlier activity (and signs once), `timestampMs` is a uint64, and the local server keeps web
 * pages away from `/sandbox/v1` while answering the CORS preflight "Try it" sends.
 */
import { request as httpRequest } from 'node:http';
import { bytesToHex } from '@docs/platform-api/bytes';
import { p256 } from '@noble/curves/p256';
import { secp256k1 } from '@noble/curves/secp256k1';
import { Turnkey } from '@turnkey/sdk-server';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import {
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  now,
  post,
  useSandbox,
} from './support';

const harness = useSandbox();

const ALLOW_ALL = {
  policyName: 'Allow anything',
  effect: 'EFFECT_ALLOW' as const,
  condition: 'true',
  consensus: 'true',
  notes: '',
};

/** A raw request with headers fetch would not let a test set (Host) or would add itself. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(harness.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('root-only operations', () => {
  it('a non-root user allowed everything by policy still cannot change the root quorum or features', async () => {
    const root = await newOrganization(harness);
    const rootClient = serverClientOf(harness, root);
    await rootClient.createPolicy(ALLOW_ALL);
    const mallory = await nonRootUserOf(harness, root, 'Mallory');
    const organizationId = root.organizationId;

    const takeover = await failure(
      mallory.client.updateRootQuorum({
        type: 'ACTIVITY_TYPE_UPDATE_ROOT_QUORUM',
        timestampMs: now(),
        organizationId,
        parameters: { threshold: 1, userIds: [mallory.userId] },
      }),
    );
    expect(takeover.code).toBe(7);
    expect(takeover.message).toMatch(/only the root quorum may approve update_root_quorum/);
    expect(takeover.details?.[0]).toMatchObject({ turnkeyErrorCode: 'REQUEST_NOT_AUTHORIZED' });

    const feature = await failure(
      mallory.client.setOrganizationFeature({
        type: 'ACTIVITY_TYPE_SET_ORGANIZATION_FEATURE',
        timestampMs: now(),
        organizationId,
        parameters: { name: 'FEATURE_NAME_WEBHOOK', value: 'https://hooks.example.com/x' },
      }),
    );
    expect(feature.code).toBe(7);
    await expect(
      mallory.client.removeOrganizationFeature({
        type: 'ACTIVITY_TYPE_REMOVE_ORGANIZATION_FEATURE',
        timestampMs: now(),
        organizationId,
        parameters: { name: 'FEATURE_NAME_WEBHOOK' },
      }),
    ).rejects.toThrow(/only the root quorum/);

    // The same policy still lets Mallory do ordinary things, and the root user keeps root.
    await expect(
      mallory.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId,
        parameters: { walletName: 'Ordinary', accounts: [] },
      }),
    ).resolves.toMatchObject({ activity: { status: 'ACTIVITY_STATUS_COMPLETED' } });
    const { configs } = await rootClient.getOrganizationConfigs({ organizationId });
    expect(configs.quorum).toMatchObject({ threshold: 1, userIds: [root.userId] });
    await expect(
      rootClient.setOrganizationFeature({
        name: 'FEATURE_NAME_WEBHOOK',
        value: 'https://hooks.example.com/root',
      }),
    ).resolves.toMatchObject({ features: [{ name: 'FEATURE_NAME_WEBHOOK' }] });
  });
});

describe('approve_activity', () => {
  it("answers with the approved activity, whose result sdk-server's approveActivity returns", async () => {
    const root = await newOrganization(harness);
    const rootClient = serverClientOf(harness, root);
    const { address } = await createWalletIn(root, 'Shared', [ETHEREUM_ACCOUNT]);
    // A second root user makes the root quorum 2 of 2: each activity waits for the other.
    const cosignerKeys = newP256KeyPair(secureRandom);
    const { userIds } = await rootClient.createUsers({
      users: [
        {
          userName: 'Cosigner',
          apiKeys: [
            {
              apiKeyName: 'cosigner',
              publicKey: cosignerKeys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    await rootClient.updateRootQuorum({ threshold: 2, userIds: [root.userId, userIds[0] ?? ''] });
    const { activity: pending } = await root.client.signRawPayload({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: {
        signWith: address,
        payload: 'cafe',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      },
    });
    expect(pending.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');

    const cosigner = new Turnkey({
      apiBaseUrl: harness.url,
      apiPublicKey: cosignerKeys.publicKey,
      apiPrivateKey: cosignerKeys.privateKey,
      defaultOrganizationId: root.organizationId,
    }).apiClient();
    const approved = await cosigner.approveActivity({ fingerprint: pending.fingerprint });
    expect(approved.activity).toMatchObject({
      id: pending.id,
      status: 'ACTIVITY_STATUS_COMPLETED',
    });
    // activityDecision spreads the decided activity's result over the response.
    expect(approved).toMatchObject({ signRawPayloadResult: { r: expect.any(String) } });
  });
});

describe('identical requests', () => {
  it('resubmitting the same body returns the same activity and signs once', async () => {
    const account = await newOrganization(harness);
    const { address } = await createWalletIn(account, 'Signer', [ETHEREUM_ACCOUNT]);
    const request = {
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2' as const,
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: {
        signWith: address,
        payload: 'deadbeef',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL' as const,
        hashFunction: 'HASH_FUNCTION_KECCAK256' as const,
      },
    };
    const first = await account.client.signRawPayload(request);
    const again = await account.client.signRawPayload(request);
    expect(again.activity.id).toBe(first.activity.id);
    expect(again.activity.fingerprint).toBe(first.activity.fingerprint);
    expect(again.activity.result).toEqual(first.activity.result);
    const { activities } = await account.client.getActivities({
      organizationId: account.organizationId,
      filterByType: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2'],
    });
    expect(activities).toHaveLength(1);

    const later = await account.client.signRawPayload({
      ...request,
      timestampMs: String(Number(request.timestampMs) + 1),
    });
    expect(later.activity.id).not.toBe(first.activity.id);
  });

  it('refuses a timestampMs that is not a uint64, naming it', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    for (const timestampMs of ['1'.repeat(40), '-1', '1.5', '']) {
      const body = JSON.stringify({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs,
        organizationId,
        parameters: { walletName: `W${timestampMs}`, accounts: [] },
      });
      const answer = await post(harness, '/public/v1/submit/create_wallet', body, { stamper });
      expect(answer.status, timestampMs).toBe(400);
      expect(answer.json).toMatchObject({
        code: 3,
        message: expect.stringMatching(/timestampMs/),
        details: [{ turnkeyErrorCode: 'REQUEST_INVALID' }],
      });
    }
  });
});

describe('a web page cannot drive the local sandbox', () => {
  it('refuses a cross-site text/plain POST to reset, and the data stays', async () => {
    const account = await newOrganization(harness);
    const answer = await rawRequest(
      'POST',
      '/sandbox/v1/reset',
      { 'Content-Type': 'text/plain', Origin: 'https://evil.example', Host: '127.0.0.1' },
      'x',
    );
    expect(answer.status).toBe(403);
    const plain = await rawRequest('POST', '/sandbox/v1/reset', { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body)).toMatchObject({ message: /X-Sandbox-Request/ });
    const state = await fetch(
      `${harness.url}/sandbox/v1/state?organizationId=${account.organizationId}`,
    );
    expect(state.status).toBe(200);
  });

  it('refuses a foreign Host (DNS rebinding) on sandbox endpoints, not on the stamped API', async () => {
    const account = await newOrganization(harness);
    for (const path of [
      `/sandbox/v1/state?organizationId=${account.organizationId}`,
      `/sandbox/v1/outbox?organizationId=${account.organizationId}`,
    ]) {
      const answer = await rawRequest('GET', path, { Host: 'attacker.example:8787' });
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 7, message: /attacker\.example/ });
    }
    const token = await rawRequest(
      'POST',
      '/sandbox/v1/oidc/token',
      { Host: 'attacker.example', 'Content-Type': 'application/json' },
      JSON.stringify({ sub: 'x', aud: 'y' }),
    );
    expect(token.status).toBe(403);
  });

  it('answers the CORS preflight of Try it from the docs and loopback origins only', async () => {
    const preflight = (path: string, origin: string) =>
      rawRequest('OPTIONS', path, {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-stamp',
        'Access-Control-Request-Private-Network': 'true',
      });
    for (const origin of ['https://docs.turnkey.com', 'http://localhost:3000']) {
      const answer = await preflight('/public/v1/query/whoami', origin);
      expect(answer.status, origin).toBe(204);
      expect(answer.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-private-network': 'true',
      });
      expect(String(answer.headers['access-control-allow-headers'])).toMatch(/X-Stamp/);
      const sandbox = await preflight('/sandbox/v1/organizations', origin);
      expect(sandbox.status, origin).toBe(204);
    }
    expect((await preflight('/sandbox/v1/reset', 'https://evil.example')).status).toBe(403);

    const account = await newOrganization(harness);
    const body = JSON.stringify({ organizationId: account.organizationId });
    const stamp = await account.stamper.stamp(body);
    const answer = await fetch(`${harness.url}/public/v1/query/whoami`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://docs.turnkey.com',
        [stamp.stampHeaderName]: stamp.stampHeaderValue,
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://docs.turnkey.com');
  });
});

describe('strings and paths the platform cannot take', () => {
  it('refuses a lone surrogate anywhere in the body, naming the field', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = `{"type":"ACTIVITY_TYPE_CREATE_WALLET","timestampMs":"${now()}","organizationId":"${organizationId}","parameters":{"walletName":"bad \\ud800 name","accounts":[]}}`;
    const answer = await post(harness, '/public/v1/submit/create_wallet', body, { stamper });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 3,
      message: expect.stringMatching(
        /parameters\.walletName: a string with a lone UTF-16 surrogate/,
      ),
      details: [{ turnkeyErrorCode: 'REQUEST_INVALID' }],
    });
    const deep = `{"organizationId":"${organizationId}","x":${'['.repeat(5000)}"\\udc00"${']'.repeat(5000)}}`;
    const nested = await post(harness, '/public/v1/query/whoami', deep, { stamper });
    expect(nested.status).toBe(400);
  });

  it('refuses a derivation path deeper than BIP-32 allows, naming the field', async () => {
    const account = await newOrganization(harness);
    const path = `m/${Array.from({ length: 10_000 }, () => '0').join('/')}`;
    await expect(
      account.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { walletName: 'Deep', accounts: [{ ...ETHEREUM_ACCOUNT, path }] },
      }),
    ).rejects.toThrow(
      /accounts\[0\]\.path: Derivation path has 10000 levels; BIP-32 allows at most 255/,
    );
  });
});

describe('numbers the platform carries as uint64', () => {
  it('refuses a value that does not fit 64 bits, naming the field', async () => {
    const { client, userId, organizationId, keys } = await newOrganization(harness);
    for (const expirationSeconds of ['1'.repeat(50_000), '18446744073709551616']) {
      await expect(
        client.createApiKeys({
          type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
          timestampMs: now(),
          organizationId,
          parameters: {
            userId,
            apiKeys: [
              {
                apiKeyName: 'Too long-lived',
                publicKey: keys.publicKey,
                curveType: 'API_KEY_CURVE_P256',
                expirationSeconds,
              },
            ],
          },
        }),
      ).rejects.toThrow(
        /parameters\.apiKeys\[0\]\.expirationSeconds: Expected a value that fits 64 bits/,
      );
    }
  });
});

describe('API keys and their curve', () => {
  it('refuses a public key that is not a point of the curve it is registered under', async () => {
    const { client, userId, organizationId } = await newOrganization(harness);
    // The first compressed secp256k1 key (private keys 1, 2, …) whose x is not on P-256.
    let secp = '';
    for (let scalar = 1n; !secp; scalar++) {
      const candidate = bytesToHex(secp256k1.getPublicKey(scalar, true));
      try {
        p256.ProjectivePoint.fromHex(candidate);
      } catch {
        secp = candidate;
      }
    }
    const register = (
      publicKey: string,
      curveType: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1',
    ) =>
      client.createApiKeys({
        type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
        timestampMs: now(),
        organizationId,
        parameters: { userId, apiKeys: [{ apiKeyName: `Key ${now()}`, publicKey, curveType }] },
      });
    await expect(register(secp, 'API_KEY_CURVE_P256')).rejects.toThrow(
      /apiKeys\[0\]\.publicKey: not a point of API_KEY_CURVE_P256/,
    );
    const accepted = await register(secp, 'API_KEY_CURVE_SECP256K1');
    expect(accepted.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });
});
