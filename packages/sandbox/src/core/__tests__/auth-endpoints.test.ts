/**
 * The sandbox-only endpoints of the login flows, through `handle()` with no server: the keys
 * `/info` publishes (stable, replaced by a reset), the outbox, and the OIDC issuer's JWKS and
 * tokens, including their bad input.
 */
import { p256 } from '@noble/curves/p256';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../../storage/sqlite';
import type { Storage } from '../../storage/types';
import { base64UrlDecode } from '@docs/platform-api/bytes';
import { decodeJwt, verifyJwtSignature } from '../../crypto/jwt';
import { SANDBOX_OIDC_ISSUER } from '../auth/oidc';
import { createSandbox, type Sandbox } from '../index';

const BASE = 'http://sandbox.test';
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

function sandbox(): Sandbox {
  const storage = openSqliteStorage({ location: ':memory:' });
  opened.push(storage);
  return createSandbox({ storage });
}

async function call(box: Sandbox, method: string, path: string, body?: string) {
  const response = await box.handle(
    new Request(`${BASE}${path}`, {
      method,
      ...(body !== undefined ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const keysOf = async (box: Sandbox) =>
  (await call(box, 'GET', '/sandbox/v1/info')).json.keys as Record<string, string>;

describe('sandbox signing keys', () => {
  it('publishes one uncompressed P-256 key per role, the same on every call until a reset', async () => {
    const box = sandbox();
    const keys = await keysOf(box);
    expect(Object.keys(keys).sort()).toEqual(['oidc', 'otp', 'session']);
    for (const key of Object.values(keys)) expect(key).toMatch(/^04[0-9a-f]{128}$/);
    expect(new Set(Object.values(keys)).size).toBe(3);
    expect(await keysOf(box)).toEqual(keys);
    await call(box, 'POST', '/sandbox/v1/reset');
    expect((await keysOf(box)).session).not.toBe(keys.session);
  });
});

describe('the outbox', () => {
  it('needs an existing organization', async () => {
    const box = sandbox();
    expect(await call(box, 'GET', '/sandbox/v1/outbox')).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/organizationId/) as unknown },
    });
    expect(await call(box, 'GET', '/sandbox/v1/outbox?organizationId=nope')).toMatchObject({
      status: 404,
    });
    // The P-256 generator point, compressed: any real point of the curve will do.
    const { organizationId } = await box.createOrganization({
      publicKey: '036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296',
    });
    expect(await call(box, 'GET', `/sandbox/v1/outbox?organizationId=${organizationId}`)).toEqual({
      status: 200,
      json: { messages: [] },
    });
  });
});

describe('the sandbox OIDC issuer', () => {
  it('mints tokens its JWKS key verifies, with the claims asked for', async () => {
    const box = sandbox();
    const { json: set } = await call(box, 'GET', '/sandbox/v1/oidc/jwks');
    expect(set.issuer).toBe(SANDBOX_OIDC_ISSUER);
    const [jwk] = set.keys as { x: string; y: string; kid: string; crv: string }[];
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    const x = base64UrlDecode(jwk?.x ?? '');
    const y = base64UrlDecode(jwk?.y ?? '');
    const publicKey = new Uint8Array([4, ...x, ...y]);
    expect(() => p256.ProjectivePoint.fromHex(publicKey)).not.toThrow();

    const { status, json } = await call(
      box,
      'POST',
      '/sandbox/v1/oidc/token',
      JSON.stringify({ sub: 'reader', aud: 'docs', nonce: 'n-1' }),
    );
    expect(status).toBe(200);
    const token = decodeJwt(json.oidcToken as string);
    expect(token.header).toMatchObject({ alg: 'ES256', kid: jwk?.kid });
    expect(token.claims).toMatchObject({
      iss: SANDBOX_OIDC_ISSUER,
      sub: 'reader',
      aud: 'docs',
      nonce: 'n-1',
    });
    expect(verifyJwtSignature(token, publicKey, 'single')).toBe(true);
  });

  it('refuses a body that is not JSON or lacks sub and aud', async () => {
    const box = sandbox();
    expect((await call(box, 'POST', '/sandbox/v1/oidc/token', '{')).status).toBe(400);
    const missing = await call(box, 'POST', '/sandbox/v1/oidc/token', JSON.stringify({ sub: 'x' }));
    expect(missing).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/aud/) as unknown },
    });
    const far = await call(
      box,
      'POST',
      '/sandbox/v1/oidc/token',
      JSON.stringify({ sub: 'x', aud: 'y', expiresInSeconds: 10 ** 9 }),
    );
    expect(far.status).toBe(400);
  });
});
