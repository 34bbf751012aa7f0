/**
 * Bad input gets the platform's error shape and a fitting HTTP status, never a crash: every
 * case of deliverable 12 that this slice covers, each sent over HTTP to the Node server.
 */
import { request as httpRequest } from 'node:http';
import { operations } from '@docs/platform-api';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { handlers } from '../../core/handlers/registry';
import { newP256KeyPair } from '../../node/keys';
import { ETHEREUM_ACCOUNT, newOrganization, now, post, useSandbox } from './support';

const harness = useSandbox();

const WALLET = '/public/v1/submit/create_wallet';
const WHOAMI = '/public/v1/query/whoami';

function createWalletBody(organizationId: string, parameters: Record<string, unknown> = {}) {
  return JSON.stringify({
    type: 'ACTIVITY_TYPE_CREATE_WALLET',
    timestampMs: now(),
    organizationId,
    parameters: { walletName: 'W', accounts: [ETHEREUM_ACCOUNT], ...parameters },
  });
}

/** The error shape, with its status and the detail's code. */
function expectError(
  answer: { status: number; headers: Headers; json: unknown },
  status: number,
  turnkeyErrorCode: string,
  message?: RegExp,
) {
  expect(answer.headers.get('x-sandbox')).toBe('true');
  expect(answer.status).toBe(status);
  const body = answer.json as {
    code: number;
    message: string;
    details: { turnkeyErrorCode: string }[];
  };
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'message']);
  expect(typeof body.code).toBe('number');
  expect(body.details[0]?.turnkeyErrorCode).toBe(turnkeyErrorCode);
  if (message) expect(body.message).toMatch(message);
}

describe('bad input', () => {
  it('malformed JSON → 400 (after the stamp over the same bytes verifies)', async () => {
    const { stamper } = await newOrganization(harness);
    expectError(
      await post(harness, WHOAMI, '{"organizationId":', { stamper }),
      400,
      'REQUEST_INVALID',
      /^bad request body: not valid JSON/,
    );
  });

  it('a JSON body is read whatever its Content-Type, as the platform does (curl -d sends none)', async () => {
    const { organizationId, stamper, userId } = await newOrganization(harness);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const body = JSON.stringify({ organizationId });
      const stamp = await stamper.stamp(body);
      const response = await fetch(`${harness.url}${WHOAMI}`, {
        method: 'POST',
        headers: {
          [stamp.stampHeaderName]: stamp.stampHeaderValue,
          ...(type ? { 'Content-Type': type } : {}),
        },
        // A Uint8Array body makes fetch send no Content-Type of its own.
        body: new TextEncoder().encode(body),
      });
      expect(response.status, String(type)).toBe(200);
      expect(await response.json()).toMatchObject({ organizationId, userId });
    }
  });

  it('body over 1 MB → 413, streamed or declared', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const big = JSON.stringify({ organizationId, padding: 'x'.repeat(1024 * 1024) });
    expectError(await post(harness, WHOAMI, big, { stamper }), 413, 'REQUEST_INVALID');
  });

  it('a chunked body that grows past 1 MB → 413 while it streams', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 4 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${harness.url}${WHOAMI}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expectError(
      { status: response.status, headers: response.headers, json: await response.json() },
      413,
      'REQUEST_INVALID',
    );
  });

  it('a Host header that is no host name is refused, and does not break the server', async () => {
    const { port } = new URL(harness.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/sandbox/v1/info', headers: { Host: 'not a host' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 7, message: /Host "not a host"/ });
    expect((await fetch(`${harness.url}/sandbox/v1/info`)).status).toBe(200);
  });

  it('missing stamp → 401', async () => {
    const { organizationId } = await newOrganization(harness);
    expectError(
      await post(harness, WHOAMI, JSON.stringify({ organizationId })),
      401,
      'SIGNATURE_MISSING',
      /^cannot authenticate public API activity request without a stamp/,
    );
  });

  it('malformed stamp → 401', async () => {
    const { organizationId } = await newOrganization(harness);
    const answer = await post(harness, WHOAMI, JSON.stringify({ organizationId }), {
      headers: { 'X-Stamp': 'not-a-stamp!' },
    });
    expectError(answer, 401, 'UNAUTHENTICATED', /^could not extract api key stamp/);
  });

  it('a stamp over other bytes → 401 SIGNATURE_INVALID', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const stamp = await stamper.stamp(JSON.stringify({ organizationId }));
    const answer = await post(harness, WHOAMI, JSON.stringify({ organizationId }) + ' ', {
      headers: { [stamp.stampHeaderName]: stamp.stampHeaderValue },
    });
    expectError(answer, 401, 'SIGNATURE_INVALID');
  });

  it('unknown key → 401', async () => {
    const { organizationId } = await newOrganization(harness);
    const stranger = newP256KeyPair(secureRandom);
    const stamper = new ApiKeyStamper({
      apiPublicKey: stranger.publicKey,
      apiPrivateKey: stranger.privateKey,
    });
    const answer = await post(harness, WHOAMI, JSON.stringify({ organizationId }), { stamper });
    expectError(answer, 401, 'PUBLIC_KEY_NOT_FOUND');
  });

  it('a key from another organization → 400 organization mismatch', async () => {
    const mine = await newOrganization(harness);
    const theirs = await newOrganization(harness);
    const answer = await post(
      harness,
      WHOAMI,
      JSON.stringify({ organizationId: theirs.organizationId }),
      {
        stamper: mine.stamper,
      },
    );
    expectError(answer, 400, 'ORGANIZATION_MISMATCH', /^organization mismatch: /);
    expect((answer.json as { code: number }).code).toBe(3);
  });

  it('unknown organization → 404; a malformed organizationId → 400 INVALID_ORGANIZATION_ID', async () => {
    const { stamper } = await newOrganization(harness);
    const unknown = JSON.stringify({ organizationId: '00000000-0000-4000-8000-000000000000' });
    expectError(
      await post(harness, WHOAMI, unknown, { stamper }),
      404,
      'ORGANIZATION_NOT_FOUND',
      /^no organization found with the given ID/,
    );
    const answer = await post(harness, WHOAMI, JSON.stringify({ organizationId: 'nope' }), {
      stamper,
    });
    expectError(answer, 400, 'INVALID_ORGANIZATION_ID', /^malformed organization ID provided/);
  });

  it('unknown path → 404; an operation the sandbox does not implement → 501 naming it', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = JSON.stringify({ organizationId });
    expectError(
      await post(harness, '/public/v1/query/no_such_thing', body, { stamper }),
      404,
      'REQUEST_INVALID',
    );
    // Whichever operation is still unimplemented when this runs, so the case outlives each one.
    const missing = operations.find((operation) => !Object.hasOwn(handlers, operation.name));
    if (!missing) return;
    const answer = await post(harness, missing.path, body, { stamper });
    expectError(answer, 501, 'UNSPECIFIED', new RegExp(missing.name));
  });

  it('an intent version the operation does not have → 400', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = createWalletBody(organizationId).replace(
      'ACTIVITY_TYPE_CREATE_WALLET',
      'ACTIVITY_TYPE_CREATE_WALLET_V9',
    );
    expectError(await post(harness, WALLET, body, { stamper }), 400, 'REQUEST_INVALID', /^type: /);
  });

  it('schema violations → 400 naming the field path', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = createWalletBody(organizationId, {
      accounts: [{ ...ETHEREUM_ACCOUNT, curve: 'CURVE_NOPE' }],
    });
    const answer = await post(harness, WALLET, body, { stamper });
    expectError(answer, 400, 'REQUEST_INVALID', /parameters\.accounts\[0\]\.curve/);
  });

  it('an invalid mnemonicLength → 400', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = createWalletBody(organizationId, { mnemonicLength: 13 });
    const answer = await post(harness, WALLET, body, { stamper });
    expectError(answer, 400, 'REQUEST_INVALID', /parameters\.mnemonicLength/);
  });

  it('a pagination limit out of range → 400', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    for (const limit of ['0', '101']) {
      const body = JSON.stringify({ organizationId, paginationOptions: { limit } });
      const answer = await post(harness, '/public/v1/query/list_activities', body, { stamper });
      expectError(answer, 400, 'REQUEST_INVALID', /paginationOptions\.limit/);
    }
  });

  it('rootQuorumThreshold above the number of root users → 400', async () => {
    const { organizationId, stamper } = await newOrganization(harness);
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      timestampMs: now(),
      organizationId,
      parameters: {
        subOrganizationName: 'S',
        rootUsers: [{ userName: 'Only', apiKeys: [], authenticators: [], oauthProviders: [] }],
        rootQuorumThreshold: 2,
      },
    });
    const answer = await post(harness, '/public/v1/submit/create_sub_organization', body, {
      stamper,
    });
    expectError(answer, 400, 'REQUEST_INVALID', /rootQuorumThreshold 2, expected at most 1/);
  });

  it('nothing is stored by a refused request', async () => {
    const { organizationId, stamper, client } = await newOrganization(harness);
    await post(harness, WALLET, createWalletBody(organizationId, { mnemonicLength: 13 }), {
      stamper,
    });
    const { activities } = await client.getActivities({ organizationId });
    expect(activities).toEqual([]);
  });
});
