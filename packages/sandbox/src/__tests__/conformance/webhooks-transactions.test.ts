/**
 * SEND_TRANSACTION_STATUS_UPDATES from the local chains: a send through the published client is
 * reported to the billing organization's endpoint as BROADCASTING, then INCLUDED with the hash
 * the chain shows (or FAILED when the chain refuses it), each delivery verified by
 * `@turnkey/crypto`'s `verifyTurnkeyWebhookSignature`.
 */
import { verifyTurnkeyWebhookSignature } from '@turnkey/crypto';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverClientOf } from './policy-support';
import { ETHEREUM_ACCOUNT, newOrganization, useSandbox } from './support';
import { Receiver, type Received } from './webhook-receiver';

const harness = useSandbox({ webhooks: { transport: (url, init) => fetch(url, init) } });
const receiver = new Receiver();
const BASE = 'eip155:8453';

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

interface StatusEvent {
  type: string;
  organizationId: string;
  parentOrganizationId: string;
  msg: Record<string, unknown>;
}

async function statusEvents(path: string, count: number): Promise<Received[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = receiver.received.filter((request) => request.path === path);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} deliveries to ${path}`);
}

async function verified(request: Received): Promise<boolean> {
  const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
    webhooks: { verificationKeys: { keyId: string; publicKey: string; algorithm: 'ed25519' }[] };
  };
  return verifyTurnkeyWebhookSignature({
    headers: request.headers,
    body: request.body,
    verificationKeys: info.webhooks.verificationKeys,
    maxTimestampAgeMs: 60_000,
  }).ok;
}

describe('transaction-status webhooks', () => {
  it('report a send as BROADCASTING, then INCLUDED with its hash, signed', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    await client.createWebhookEndpoint({
      url: `${receiver.url}/tx-status`,
      name: 'Transaction status',
      subscriptions: [{ eventType: 'SEND_TRANSACTION_STATUS_UPDATES' }],
    });
    const { addresses } = await client.createWallet({
      walletName: 'Sender',
      accounts: [ETHEREUM_ACCOUNT],
    });
    const from = addresses[0] ?? '';
    await fetch(`${harness.url}/sandbox/v1/faucet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ caip2: BASE, address: from, amount: parseEther('1').toString() }),
    });
    const sent = await client.ethSendTransaction({
      from,
      caip2: BASE,
      calls: [{ to: '0x00000000000000000000000000000000000000c0', value: '1000' }],
    });
    const status = await client.getSendTransactionStatus({
      sendTransactionStatusId: sent.sendTransactionStatusId,
    });

    const deliveries = await statusEvents('/tx-status', 2);
    const events = deliveries.map((delivery) => JSON.parse(delivery.body) as StatusEvent);
    expect(events.map((event) => event.msg.status)).toEqual(['BROADCASTING', 'INCLUDED']);
    for (const event of events) {
      expect(event).toMatchObject({
        type: 'transaction:status',
        organizationId: account.organizationId,
        parentOrganizationId: account.organizationId,
        msg: {
          sendTransactionStatusId: sent.sendTransactionStatusId,
          activityId: sent.activity.id,
          caip2: BASE,
          idempotencyKey: `${sent.sendTransactionStatusId}:${String(event.msg.status)}`,
          timestamp: expect.stringMatching(/^\d+$/),
        },
      });
    }
    expect(events[0]?.msg).not.toHaveProperty('txHash');
    expect(events[1]?.msg.txHash).toBe(status.eth?.txHash);
    for (const delivery of deliveries) expect(await verified(delivery)).toBe(true);
  });

  it('report a send the chain refuses as FAILED with its error and no hash', async () => {
    const account = await newOrganization(harness);
    const client = serverClientOf(harness, account);
    await client.createWebhookEndpoint({
      url: `${receiver.url}/tx-failed`,
      name: 'Failed sends',
      subscriptions: [{ eventType: 'SEND_TRANSACTION_STATUS_UPDATES' }],
    });
    const { addresses } = await client.createWallet({
      walletName: 'Empty',
      accounts: [ETHEREUM_ACCOUNT],
    });
    // An unfunded account cannot pay for the transfer: the chain refuses it.
    await client.ethSendTransaction({
      from: addresses[0] ?? '',
      caip2: BASE,
      calls: [{ to: '0x00000000000000000000000000000000000000c1', value: '1000' }],
      gasLimit: '21000',
      maxFeePerGas: '2000000000',
      maxPriorityFeePerGas: '1000000000',
    });
    const deliveries = await statusEvents('/tx-failed', 2);
    const final = (JSON.parse(deliveries[1]?.body ?? '{}') as StatusEvent).msg;
    expect(final.status).toBe('FAILED');
    expect(final).not.toHaveProperty('txHash');
    expect(final.error).toEqual({ message: expect.stringMatching(/insufficient funds/) });
  });
});
