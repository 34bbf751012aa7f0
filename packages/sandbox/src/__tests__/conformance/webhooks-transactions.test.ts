/**
 * SEND_TRANSACTION_STATUS_UPDATES and the balance events from the local chains: a send through the published client is
 * reported to the billing organization's endpoint as BROADCASTING, then INCLUDED with the hash
 * the chain shows (or FAILED when the chain refuses it), each delivery verified by
 * `@turnkey/crypto`'s `verifyTurnkeyWebhookSignature`.
 */
import { verifyTurnkeyWebhookSignature } from '@turnkey/crypto';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { encodeFunctionData, erc20Abi, parseEther } from 'viem';
import { USDC_PUBLIC_MINTS } from '../../chains/solana-tokens';
import { USDC_PUBLIC_ADDRESSES } from '../../chains/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverClientOf } from './policy-support';
import { ETHEREUM_ACCOUNT, newOrganization, rpcUrlOf, useSandbox } from './support';
import { Receiver, type Received } from './webhook-receiver';

const harness = useSandbox({ webhooks: { transport: (url, init) => fetch(url, init) } });
const receiver = new Receiver();
const BASE = 'eip155:8453';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

interface StatusEvent {
  type: string;
  organizationId: string;
  parentOrganizationId: string;
  msg: Record<string, unknown>;
}

const statusEvents = (path: string, count: number): Promise<Received[]> =>
  receiver.waitFor(path, count, 20_000);

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

/** The Solana devnet's latest blockhash, read through its JSON-RPC as a client reads it. */
async function solanaBlockhash() {
  const connection = new Connection(await rpcUrlOf(harness, SOLANA), 'confirmed');
  return connection.getLatestBlockhash();
}

/** A new organization whose endpoint at `path` subscribes to `eventTypes`. */
async function subscribed(path: string, eventTypes: string[]) {
  const account = await newOrganization(harness);
  const client = serverClientOf(harness, account);
  await client.createWebhookEndpoint({
    url: `${receiver.url}${path}`,
    name: path,
    subscriptions: eventTypes.map((eventType) => ({ eventType })),
  });
  return { account, client };
}

async function fund(caip2: string, address: string, amount: string, asset?: string) {
  const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2, address, amount, ...(asset ? { asset } : {}) }),
  });
  expect(response.status).toBe(200);
}

/** `operation address asset amount` of each delivery's message, sorted. */
function movements(deliveries: Received[]): string[] {
  return deliveries
    .map((delivery) => {
      const { msg } = JSON.parse(delivery.body) as StatusEvent;
      const asset = msg.asset as { caip19: string; amount: string };
      return `${String(msg.operation)} ${String(msg.address)} ${asset.caip19} ${asset.amount}`;
    })
    .sort();
}

const SOLANA_ACCOUNTS = [0, 1].map((index) => ({
  curve: 'CURVE_ED25519' as const,
  pathFormat: 'PATH_FORMAT_BIP32' as const,
  addressFormat: 'ADDRESS_FORMAT_SOLANA' as const,
  path: `m/44'/501'/${index}'/0'`,
}));

// Each test drives a chain and waits for deliveries; under load that took over 2 s (a fixed
// poll then failed), so the waits are event-driven and the limit only bounds a hang.
describe('transaction-status webhooks', { timeout: 30_000 }, () => {
  it('report a send as BROADCASTING, then INCLUDED with its hash, signed', async () => {
    const { account, client } = await subscribed('/tx-status', ['SEND_TRANSACTION_STATUS_UPDATES']);
    const { addresses } = await client.createWallet({
      walletName: 'Sender',
      accounts: [ETHEREUM_ACCOUNT],
    });
    const from = addresses[0] ?? '';
    await fund(BASE, from, parseEther('1').toString());
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
    const { client } = await subscribed('/tx-failed', ['SEND_TRANSACTION_STATUS_UPDATES']);
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

  it('report the value a send moves between wallet addresses as balance events, signed', async () => {
    const { account, client } = await subscribed('/balances', [
      'BALANCE_CONFIRMED_UPDATES',
      'BALANCE_FINALIZED_UPDATES',
    ]);
    const { addresses } = await client.createWallet({
      walletName: 'Two accounts',
      accounts: [ETHEREUM_ACCOUNT, { ...ETHEREUM_ACCOUNT, path: "m/44'/60'/0'/0/1" }],
    });
    const [from = '', to = ''] = addresses;
    await fund(BASE, from, parseEther('1').toString());
    const sent = await client.ethSendTransaction({
      from,
      caip2: BASE,
      calls: [{ to, value: '12345' }],
    });
    const { eth } = await client.getSendTransactionStatus({
      sendTransactionStatusId: sent.sendTransactionStatusId,
    });

    // A withdrawal from `from` and a deposit to `to`, each confirmed and finalized.
    const deliveries = await statusEvents('/balances', 4);
    const events = deliveries.map((delivery) => JSON.parse(delivery.body) as StatusEvent);
    const seen = events.map(
      (event) => `${event.type} ${String(event.msg.operation)} ${String(event.msg.address)}`,
    );
    expect(seen.sort()).toEqual(
      [
        `balances:confirmed deposit ${to}`,
        `balances:confirmed withdraw ${from}`,
        `balances:finalized deposit ${to}`,
        `balances:finalized withdraw ${from}`,
      ].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({
        organizationId: account.organizationId,
        parentOrganizationId: account.organizationId,
        msg: {
          caip2: BASE,
          txHash: eth?.txHash,
          asset: { symbol: 'ETH', decimals: '18', caip19: `${BASE}/slip44:60`, amount: '12345' },
          block: {
            number: expect.stringMatching(/^\d+$/),
            hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            timestamp: expect.stringMatching(/^\d+$/),
          },
        },
      });
    }
    expect(new Set(events.map((event) => event.msg.idempotencyKey)).size).toBe(4);
    for (const delivery of deliveries) expect(await verified(delivery)).toBe(true);
  });

  it('report a SOL transfer as a withdrawal without the fee and a deposit', async () => {
    const { client } = await subscribed('/sol-balances', ['BALANCE_CONFIRMED_UPDATES']);
    const solana = {
      curve: 'CURVE_ED25519',
      pathFormat: 'PATH_FORMAT_BIP32',
      addressFormat: 'ADDRESS_FORMAT_SOLANA',
    } as const;
    const { addresses } = await client.createWallet({
      walletName: 'Two SOL accounts',
      accounts: [
        { ...solana, path: "m/44'/501'/0'/0'" },
        { ...solana, path: "m/44'/501'/1'/0'" },
      ],
    });
    const [from = '', to = ''] = addresses;
    await fund(SOLANA, from, '2000000000');
    const { blockhash } = await solanaBlockhash();
    const unsignedTransaction = new Transaction({
      feePayer: new PublicKey(from),
      recentBlockhash: blockhash,
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(from),
          toPubkey: new PublicKey(to),
          lamports: 1_000_000,
        }),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('hex');
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction,
      signWiths: [from],
      caip2: SOLANA,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');

    const deliveries = await statusEvents('/sol-balances', 2);
    const msgs = deliveries.map((delivery) => (JSON.parse(delivery.body) as StatusEvent).msg);
    expect(msgs.map((msg) => `${String(msg.operation)} ${String(msg.address)}`).sort()).toEqual(
      [`deposit ${to}`, `withdraw ${from}`].sort(),
    );
    for (const msg of msgs) {
      expect(msg.asset).toEqual({
        symbol: 'SOL',
        name: 'Solana',
        decimals: '9',
        caip19: `${SOLANA}/slip44:501`,
        amount: '1000000',
      });
    }
  });

  it('report a USDC transfer on an EVM network as token balance events', async () => {
    const { client } = await subscribed('/usdc-balances', ['BALANCE_CONFIRMED_UPDATES']);
    const { addresses } = await client.createWallet({
      walletName: 'Two USDC accounts',
      accounts: [ETHEREUM_ACCOUNT, { ...ETHEREUM_ACCOUNT, path: "m/44'/60'/0'/0/1" }],
    });
    const [from = '', to = ''] = addresses;
    await fund(BASE, from, parseEther('1').toString());
    await fund(BASE, from, '1000000', 'USDC');
    const usdc = USDC_PUBLIC_ADDRESSES[BASE] ?? '';
    const sent = await client.ethSendTransaction({
      from,
      caip2: BASE,
      calls: [
        {
          to: usdc,
          value: '0',
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as `0x${string}`, 250_000n],
          }),
        },
      ],
    });
    const status = await client.getSendTransactionStatus({
      sendTransactionStatusId: sent.sendTransactionStatusId,
    });
    expect(status.txStatus).toBe('INCLUDED');

    // No ether moved (gas is not reported), so the only events are the token's.
    const caip19 = `${BASE}/erc20:${usdc.toLowerCase()}`;
    expect(movements(await receiver.waitFor('/usdc-balances', 2, 20_000))).toEqual(
      [`deposit ${to} ${caip19} 250000`, `withdraw ${from} ${caip19} 250000`].sort(),
    );
  });

  it('report a USDC transfer on Solana as token balance events, the fee aside', async () => {
    const { client } = await subscribed('/spl-balances', ['BALANCE_CONFIRMED_UPDATES']);
    const { addresses } = await client.createWallet({
      walletName: 'Two SPL accounts',
      accounts: SOLANA_ACCOUNTS,
    });
    const [from = '', to = ''] = addresses;
    await fund(SOLANA, from, '2000000000');
    await fund(SOLANA, from, '1000000', 'USDC');
    // The recipient's token account exists once the faucet has granted it something.
    await fund(SOLANA, to, '1', 'USDC');
    const mint = new PublicKey(USDC_PUBLIC_MINTS[SOLANA] ?? '');
    const { blockhash } = await solanaBlockhash();
    const owner = new PublicKey(from);
    const unsignedTransaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash })
      .add(
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, owner),
          mint,
          getAssociatedTokenAddressSync(mint, new PublicKey(to)),
          owner,
          250_000,
          6,
        ),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('hex');
    const { sendTransactionStatusId } = await client.solSendTransaction({
      unsignedTransaction,
      signWiths: [from],
      caip2: SOLANA,
    });
    const status = await client.getSendTransactionStatus({ sendTransactionStatusId });
    expect(status.txStatus).toBe('INCLUDED');

    const caip19 = `${SOLANA}/token:${mint.toBase58()}`;
    expect(movements(await receiver.waitFor('/spl-balances', 2, 20_000))).toEqual(
      [`deposit ${to} ${caip19} 250000`, `withdraw ${from} ${caip19} 250000`].sort(),
    );
  });
});
