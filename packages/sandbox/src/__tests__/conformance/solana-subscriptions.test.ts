/**
 * `@solana/web3.js`'s send-and-confirm (what `sendAndConfirmRawTransaction` does) against the local devnet: the send goes
 * over HTTP, the confirmation over the WebSocket listener (`signatureSubscribe`), as the
 * platform's Solana example programs confirm their transfers.
 */
import { request } from 'node:http';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listenSolanaSubscriptions,
  type SolanaSubscriptionServer,
} from '../../node/solana-subscriptions';
import { serverClientOf } from './policy-support';
import { SOLANA_ACCOUNT, createWalletIn, newOrganization, useSandbox } from './support';

const harness = useSandbox();
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const PATH = `/sandbox/v1/chains/${DEVNET}/rpc`;
let subscriptions: SolanaSubscriptionServer;
beforeAll(async () => {
  subscriptions = await listenSolanaSubscriptions(harness.sandbox, {
    port: 0,
    httpUrl: harness.url,
  });
});
afterAll(async () => {
  await subscriptions.close();
});

/** The status line of an upgrade request to `path` on the listener. */
function upgrade(path: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(subscriptions.url.replace('ws:', 'http:'));
  return new Promise((resolve, reject) => {
    const sent = request({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    sent.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    sent.on('response', (response) => resolve(response.statusCode ?? 0));
    sent.on('error', reject);
    sent.end();
  });
}

describe('Solana signature subscriptions', () => {
  it('confirm a transfer over the WebSocket, as sendAndConfirmRawTransaction does', async () => {
    const account = await newOrganization(harness);
    const { address } = await createWalletIn(account, 'Solana', [SOLANA_ACCOUNT]);
    await fetch(`${harness.url}/sandbox/v1/faucet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ caip2: DEVNET, address, amount: '2000000000' }),
    });
    const connection = new Connection(`${harness.url}${PATH}`, {
      commitment: 'confirmed',
      wsEndpoint: `${subscriptions.url}${PATH}`,
    });
    const from = new PublicKey(address);
    const recipient = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: recipient, lamports: 1_000_000 }),
    );
    const { signedTransaction } = await serverClientOf(harness, account).signTransaction({
      signWith: address,
      type: 'TRANSACTION_TYPE_SOLANA',
      unsignedTransaction: transfer
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('hex'),
    });
    // What sendAndConfirmRawTransaction does: send over HTTP, confirm over the WebSocket.
    const signature = await connection.sendRawTransaction(Buffer.from(signedTransaction, 'hex'));
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash,
      lastValidBlockHeight,
    });
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient)).toBeGreaterThanOrEqual(1_000_000);
  }, 20_000);

  it('answer only WebSocket upgrades to a Solana devnet path from a loopback page', async () => {
    expect(await upgrade(PATH)).toBe(101);
    expect(await upgrade('/sandbox/v1/chains/eip155:1/rpc')).toBe(404);
    expect(await upgrade(PATH, { Origin: 'https://attacker.example' })).toBe(403);
    const plain = await fetch(subscriptions.url.replace('ws:', 'http:'));
    expect(plain.status).toBe(426);
  });
});
