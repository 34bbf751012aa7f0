/**
 * A sandbox with no transport (the in-page one): deliveries are signed and logged, never sent,
 * and a replay adds a freshly signed attempt to the log, which the published verifier accepts.
 */
import { verifyTurnkeyWebhookSignature } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { newOrganization, useSandbox, type Harness } from './support';

const harness: Harness = useSandbox();

interface Delivery {
  deliveryId: string;
  state: string;
  body: string;
  attempts: { attemptedAtMs: number; headers: Record<string, string> }[];
}

const post = (path: string, body: unknown) =>
  fetch(`${harness.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('webhooks without a transport', () => {
  it('logs a test event unsent, and a replay logs one more signed attempt', async () => {
    const { organizationId } = await newOrganization(harness);
    const listener = await post('/sandbox/v1/webhooks/listeners', {
      organizationId,
      url: 'http://localhost/webhook-lab',
    });
    expect(listener.status).toBe(200);
    const trigger = await post('/sandbox/v1/webhooks/trigger', {
      eventType: 'SEND_TRANSACTION_STATUS_UPDATES',
      organizationId,
    });
    const { deliveries } = (await trigger.json()) as { deliveries: Delivery[] };
    expect(deliveries.map((d) => d.state)).toEqual(['not_sent']);
    const replayed = await post(
      `/sandbox/v1/webhooks/deliveries/${deliveries[0]?.deliveryId}/replay`,
      {},
    );
    expect(replayed.status).toBe(200);
    const { delivery } = (await replayed.json()) as { delivery: Delivery };
    expect(delivery.state).toBe('not_sent');
    expect(delivery.attempts).toHaveLength(2);
    const [first, second] = delivery.attempts;
    expect(second?.attemptedAtMs).toBeGreaterThanOrEqual(first?.attemptedAtMs ?? Infinity);
    const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
      webhooks: { verificationKeys: { keyId: string; publicKey: string; algorithm: 'ed25519' }[] };
    };
    const result = verifyTurnkeyWebhookSignature({
      headers: second?.headers ?? {},
      body: delivery.body,
      verificationKeys: info.webhooks.verificationKeys,
      maxTimestampAgeMs: 60_000,
    });
    expect(result.ok).toBe(true);
    // The stored log holds the second attempt too.
    const log = await fetch(
      `${harness.url}/sandbox/v1/webhooks/deliveries?organizationId=${organizationId}`,
    );
    const listed = (await log.json()) as { deliveries: Delivery[] };
    expect(listed.deliveries[0]?.attempts).toHaveLength(2);
  });

  it('answers 404 naming the delivery a replay cannot find', async () => {
    const response = await post('/sandbox/v1/webhooks/deliveries/nope/replay', {});
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('nope');
  });
});
