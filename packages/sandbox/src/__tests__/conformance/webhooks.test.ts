/**
 * Webhook deliveries, checked the way a receiver checks them: a real HTTP server on loopback
 * receives the sandbox's POSTs, and `@turnkey/crypto`'s `verifyTurnkeyWebhookSignature` verifies
 * each one with the keys `GET /sandbox/v1/info` publishes.
 */
import { verifyTurnkeyWebhookSignature } from '@turnkey/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newOrganization, newServerClient, useSandbox, type Harness } from './support';
import { Receiver } from './webhook-receiver';

const receiver = new Receiver();
/** Deliveries to a `/blocked` path wait until the test opens this gate. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
const harness: Harness = useSandbox({
  webhooks: {
    transport: async (url, init) => {
      if (url.endsWith('/blocked')) await gate;
      return fetch(url, init);
    },
    retryDelaysMs: [30, 30],
    timeoutMs: 400,
  },
});

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.planned = [];
});

async function info() {
  const response = await fetch(`${harness.url}/sandbox/v1/info`);
  return (await response.json()) as {
    webhooks: { verificationKeys: { keyId: string; publicKey: string; algorithm: 'ed25519' }[] };
  };
}

async function deliveries(query: string) {
  const response = await fetch(`${harness.url}/sandbox/v1/webhooks/deliveries?${query}`);
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      deliveries: {
        deliveryId: string;
        eventType: string;
        state: string;
        reason?: string;
        body: string;
        attempts: { status?: number; error?: string; headers: Record<string, string> }[];
      }[];
    }
  ).deliveries;
}

async function subscribe(
  client: Awaited<ReturnType<typeof newServerClient>>['client'],
  path: string,
  eventType = 'ACTIVITY_UPDATES',
) {
  const { endpointId } = await client.createWebhookEndpoint({
    url: `${receiver.url}${path}`,
    name: `receiver ${path}`,
    subscriptions: [{ eventType }],
  });
  await harness.sandbox.webhooks.idle();
  receiver.received.length = 0;
  return endpointId;
}

let wallets = 0;
const createWallet = (client: Awaited<ReturnType<typeof newServerClient>>['client']) =>
  client.createWallet({
    walletName: `Webhook wallet ${++wallets}`,
    accounts: [
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/60'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
      },
    ],
  });

describe('webhook deliveries', () => {
  it('POSTs each activity to a subscribed endpoint, signed so the published verifier accepts it', async () => {
    const { client } = await newServerClient(harness);
    await subscribe(client, '/activities');
    const { activity } = await createWallet(client);
    await harness.sandbox.webhooks.idle();

    const delivery = receiver.received.find((r) => JSON.parse(r.body).id === activity.id);
    expect(delivery?.path).toBe('/activities');
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers['x-turnkey-event-type']).toBe('ACTIVITY_UPDATES');
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      status: 'ACTIVITY_STATUS_COMPLETED',
      organizationId: activity.organizationId,
    });
    const { verificationKeys } = (await info()).webhooks;
    const verify = (body: string) =>
      verifyTurnkeyWebhookSignature({
        headers: delivery?.headers ?? {},
        body,
        verificationKeys,
        maxTimestampAgeMs: 60_000,
      });
    expect(verify(delivery?.body ?? '')).toMatchObject({ ok: true });
    expect(verify(`${delivery?.body ?? ''} `)).toEqual({ ok: false, reason: 'invalid_signature' });
    expect(verify((delivery?.body ?? '').replace('COMPLETED', 'FAILED'))).toMatchObject({
      ok: false,
    });
  });

  it('publishes the same key as a JWKS document at the platform path', async () => {
    const [{ webhooks }, jwks] = await Promise.all([
      info(),
      fetch(`${harness.url}/public/v1/discovery/webhooks/jwks`).then((r) => r.json()),
    ]);
    const key = webhooks.verificationKeys[0];
    expect(jwks).toMatchObject({
      keys: [{ kid: key?.keyId, kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' }],
    });
    const x = (jwks as { keys: { x: string }[] }).keys[0]?.x ?? '';
    expect(Buffer.from(x, 'base64url').toString('hex')).toBe(key?.publicKey);
  });

  it("delivers a sub-organization's activities to its parent's endpoint", async () => {
    const { client, account } = await newServerClient(harness);
    await subscribe(client, '/parent');
    const { subOrganizationId } = await client.createSubOrganization({
      subOrganizationName: 'Child',
      rootUsers: [
        {
          userName: 'Child root',
          apiKeys: [
            {
              apiKeyName: 'child',
              publicKey: account.keys.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      rootQuorumThreshold: 1,
    });
    await harness.sandbox.webhooks.idle();
    receiver.received.length = 0;
    await client.createWallet({
      organizationId: subOrganizationId,
      walletName: 'Child wallet',
      accounts: [],
    });
    await harness.sandbox.webhooks.idle();
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { organizationId: string });
    expect(bodies.map((b) => b.organizationId)).toContain(subOrganizationId);
  });

  it('retries a 5xx and a network time-out, and stops at a 4xx', async () => {
    const { client } = await newServerClient(harness);
    const endpointId = await subscribe(client, '/flaky');
    receiver.planned = [503, 'hang', 200];
    await createWallet(client);
    await harness.sandbox.webhooks.idle();
    const walletDeliveries = async () =>
      (await deliveries(`endpointId=${endpointId}`)).filter((d) =>
        d.body.includes('ACTIVITY_TYPE_CREATE_WALLET'),
      );
    const [retried] = await walletDeliveries();
    expect(retried?.state).toBe('delivered');
    expect(retried?.attempts.map((a) => a.status ?? a.error)).toEqual([503, 'timed out', 200]);
    // Every attempt is signed afresh, under the same event id.
    const eventIds = new Set(retried?.attempts.map((a) => a.headers['X-Turnkey-Event-Id']));
    expect(eventIds.size).toBe(1);

    receiver.planned = [400];
    await createWallet(client);
    await harness.sandbox.webhooks.idle();
    const refused = (await walletDeliveries()).at(-1);
    expect(refused?.state).toBe('failed');
    expect(refused?.attempts).toHaveLength(1);
    expect(refused?.reason).toContain('400');
  });

  it('answers the activity while its delivery is still on its way', async () => {
    const { client } = await newServerClient(harness);
    const endpointId = await subscribe(client, '/blocked');
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
    try {
      const { activity } = await createWallet(client);
      expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
      // The delivery is stored just after the activity commits, so wait for it to show; the
      // gate keeps it from being sent, so whenever it shows, it is still on its way.
      let waiting: Awaited<ReturnType<typeof deliveries>>[number] | undefined;
      for (const deadline = Date.now() + 30_000; !waiting && Date.now() < deadline;) {
        waiting = (await deliveries(`endpointId=${endpointId}`)).find((d) =>
          d.body.includes(activity.id),
        );
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(waiting?.state).toBe('pending');
      expect(receiver.received).toHaveLength(0);
    } finally {
      openGate();
    }
    await harness.sandbox.webhooks.idle();
    const delivered = (await deliveries(`endpointId=${endpointId}`)).filter((d) =>
      d.body.includes('ACTIVITY_TYPE_CREATE_WALLET'),
    );
    expect(delivered.map((d) => d.state)).toEqual(['delivered']);
  });

  it('logs but does not send to a destination off this machine', async () => {
    const { client } = await newServerClient(harness);
    const { endpointId } = await client.createWebhookEndpoint({
      url: 'https://hooks.example.com/turnkey',
      name: 'public',
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }],
    });
    await createWallet(client);
    await harness.sandbox.webhooks.idle();
    const [logged] = await deliveries(`endpointId=${endpointId}`);
    expect(logged?.state).toBe('not_sent');
    expect(logged?.reason).toContain('--webhook-allow-host hooks.example.com');
    expect(logged?.attempts[0]?.headers['X-Turnkey-Signature']).toMatch(/^[0-9a-f]{128}$/);
  });

  it('refuses an http endpoint that is not on loopback', async () => {
    const { client } = await newServerClient(harness);
    await expect(
      client.createWebhookEndpoint({
        url: 'http://hooks.example.com/turnkey',
        name: 'plain http',
        subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }],
      }),
    ).rejects.toThrow(/url: the URL must use https/);
  });

  it('sends test events to the billing organization and replays a delivery', async () => {
    const { client, account } = await newServerClient(harness);
    const endpointId = await subscribe(client, '/balances', 'BALANCE_CONFIRMED_UPDATES');
    const trigger = await fetch(`${harness.url}/sandbox/v1/webhooks/trigger`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType: 'BALANCE_CONFIRMED_UPDATES',
        organizationId: account.organizationId,
      }),
    });
    expect(trigger.status).toBe(200);
    await harness.sandbox.webhooks.idle();
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'balances:confirmed',
      msg: { operation: 'deposit' },
    });
    const [delivery] = await deliveries(`endpointId=${endpointId}`);
    const replay = await fetch(
      `${harness.url}/sandbox/v1/webhooks/deliveries/${delivery?.deliveryId}/replay`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
    );
    expect(
      ((await replay.json()) as { delivery: { attempts: unknown[] } }).delivery.attempts,
    ).toHaveLength(2);
    expect(receiver.received).toHaveLength(2);
  });

  it('names the field of a bad trigger or listener, and of a bad log query', async () => {
    const { organizationId } = await newOrganization(harness);
    const post = (path: string, body: unknown) =>
      fetch(`${harness.url}/sandbox/v1/webhooks/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const badType = await post('trigger', { eventType: 'NOPE', organizationId });
    expect(badType.status).toBe(400);
    expect(await badType.text()).toContain('eventType');
    const offBox = await post('listeners', { organizationId, url: 'https://example.com/x' });
    expect(offBox.status).toBe(400);
    expect(await offBox.text()).toContain('url:');
    const badLimit = await fetch(`${harness.url}/sandbox/v1/webhooks/deliveries?limit=0`);
    expect(badLimit.status).toBe(400);
  });

  it('forwards to a listener until it is removed', async () => {
    const { client, account } = await newServerClient(harness);
    const added = await fetch(`${harness.url}/sandbox/v1/webhooks/listeners`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationId: account.organizationId, url: `${receiver.url}/cli` }),
    });
    const { endpointId } = (await added.json()) as { endpointId: string };
    await createWallet(client);
    await harness.sandbox.webhooks.idle();
    expect(receiver.received.some((r) => r.path === '/cli')).toBe(true);
    const removed = await fetch(`${harness.url}/sandbox/v1/webhooks/listeners/${endpointId}`, {
      method: 'DELETE',
      headers: { 'X-Sandbox-Request': 'test' },
    });
    expect(removed.status).toBe(200);
    receiver.received.length = 0;
    await createWallet(client);
    await harness.sandbox.webhooks.idle();
    expect(receiver.received).toHaveLength(0);
  });
});
