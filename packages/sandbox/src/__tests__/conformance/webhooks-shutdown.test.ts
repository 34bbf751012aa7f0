/**
 * A sandbox that stops while a delivery is on its way: `webhooks.close()` cuts the attempt short
 * (the receiver still hangs), resolves once the attempt's outcome is stored, leaves the delivery
 * pending for the next start, and sends nothing afterwards. Before, an attempt finishing after
 * the storage had closed became an unhandled rejection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETHEREUM_ACCOUNT, newServerClient, useSandbox } from './support';
import { Receiver } from './webhook-receiver';

const receiver = new Receiver();
const harness = useSandbox({
  // Only stopping can end an attempt: the time-out is far beyond the test's.
  webhooks: { transport: (url, init) => fetch(url, init), timeoutMs: 600_000 },
});
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

interface Delivery {
  state: string;
  body: string;
  attempts: { error?: string }[];
}

async function deliveriesOf(endpointId: string): Promise<Delivery[]> {
  const response = await fetch(
    `${harness.url}/sandbox/v1/webhooks/deliveries?endpointId=${endpointId}`,
  );
  return ((await response.json()) as { deliveries: Delivery[] }).deliveries;
}

describe('stopping the webhook dispatcher', () => {
  it('cuts a hanging attempt short, keeps the delivery pending and sends nothing after', async () => {
    const { client } = await newServerClient(harness);
    const { endpointId } = await client.createWebhookEndpoint({
      url: `${receiver.url}/hang`,
      name: 'hangs',
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }],
    });
    await harness.sandbox.webhooks.idle();
    receiver.received.length = 0;
    receiver.planned = ['hang'];
    await client.createWallet({ walletName: 'Before stopping', accounts: [ETHEREUM_ACCOUNT] });
    await receiver.waitFor('/hang', 1, 20_000);

    await harness.sandbox.webhooks.close();
    const [cut] = (await deliveriesOf(endpointId)).filter((delivery) =>
      delivery.body.includes('Before stopping'),
    );
    expect(cut?.state).toBe('pending');
    expect(cut?.attempts.at(-1)?.error).toMatch(/abort/i);

    await client.createWallet({ walletName: 'After stopping', accounts: [ETHEREUM_ACCOUNT] });
    await harness.sandbox.webhooks.idle();
    const [after] = (await deliveriesOf(endpointId)).filter((delivery) =>
      delivery.body.includes('After stopping'),
    );
    expect(after?.state).toBe('pending');
    expect(after?.attempts).toEqual([]);
    expect(receiver.received).toHaveLength(1);
  });
});
