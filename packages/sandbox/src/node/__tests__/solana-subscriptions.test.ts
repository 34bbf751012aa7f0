/**
 * The Solana WebSocket listener at the edges: which upgrades it accepts (the HTTP server's
 * Host/Origin rule, the same answer for the same headers), what it answers to bad JSON-RPC, and
 * how it treats bad frames, many subscriptions and clients that go away. `@solana/web3.js`'s
 * normal use is in the conformance tests (`solana-subscriptions.test.ts` there).
 */
import { request } from 'node:http';
import type { Duplex } from 'node:stream';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../__tests__/conformance/support';
import { DOCS_SITE_ORIGINS } from '../../defaults';
import { MAX_SUBSCRIPTIONS } from '../solana-pubsub';
import { listenSolanaSubscriptions, type SolanaSubscriptionServer } from '../solana-subscriptions';

const harness = useSandbox();
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const PATH = `/sandbox/v1/chains/${DEVNET}/rpc`;
let listener: SolanaSubscriptionServer;
beforeAll(async () => {
  listener = await listenSolanaSubscriptions(harness.sandbox, { port: 0 });
});
afterAll(async () => {
  await listener.close();
});

const portOf = (url: string) => Number(new URL(url.replace(/^ws:/, 'http:')).port);

/** Sends a GET (an upgrade when `upgrade`) and resolves with its status and, if upgraded, socket. */
function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  upgrade: boolean,
): Promise<{ status: number; socket?: Duplex }> {
  return new Promise((resolve, reject) => {
    const sent = request({
      host: '127.0.0.1',
      port,
      path,
      headers: upgrade
        ? {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
            ...headers,
          }
        : headers,
    });
    sent.on('upgrade', (response, socket) => resolve({ status: response.statusCode ?? 0, socket }));
    sent.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function upgradeStatus(path: string, headers: Record<string, string> = {}) {
  const { status, socket } = await get(portOf(listener.url), path, headers, true);
  socket?.destroy();
  return status;
}

type Message = Record<string, unknown> | Record<string, unknown>[];

/** A client on the listener; `next()` resolves with the next message, in order. */
async function open(origin?: string) {
  const socket = new WebSocket(`${listener.url}${PATH}`, origin ? { origin } : {});
  const received: Message[] = [];
  const waiting: ((message: Message) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (): Promise<Message> => {
    const ready = received.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  let id = 0;
  /** Sends a request and resolves with the next message (its answer, nothing being subscribed). */
  const call = (method: string, params?: unknown): Promise<Record<string, unknown>> => {
    id += 1;
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    return next() as Promise<Record<string, unknown>>;
  };
  return { socket, next, call, closed, pending: received };
}

const address = () => Keypair.generate().publicKey.toBase58();

async function faucet(to: string, lamports: number): Promise<void> {
  const response = await fetch(`${harness.url}/sandbox/v1/faucet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caip2: DEVNET, address: to, amount: String(lamports) }),
  });
  expect(response.ok).toBe(true);
}

describe('the WebSocket upgrade', () => {
  const cases: { name: string; headers: Record<string, string>; refused: boolean }[] = [
    { name: 'no Origin (a program)', headers: {}, refused: false },
    {
      name: "the docs site's origin",
      headers: { Origin: DOCS_SITE_ORIGINS[0] ?? '' },
      refused: false,
    },
    { name: 'a loopback dev server', headers: { Origin: 'http://localhost:3000' }, refused: false },
    { name: 'a foreign Origin', headers: { Origin: 'https://attacker.example' }, refused: true },
    { name: 'an opaque Origin', headers: { Origin: 'null' }, refused: true },
    {
      name: 'a foreign Host (DNS rebinding)',
      headers: { Host: 'attacker.example:8788' },
      refused: true,
    },
  ];

  it.each(cases)('answers $name as the HTTP server does', async ({ headers, refused }) => {
    const upgrade = await upgradeStatus(PATH, headers);
    const http = await get(portOf(harness.url), PATH, headers, false);
    expect(upgrade).toBe(refused ? 403 : 101);
    expect(http.status === 403).toBe(refused);
  });

  it('serves Solana devnet paths only, and WebSocket requests only', async () => {
    expect(await upgradeStatus('/sandbox/v1/chains/eip155:1/rpc')).toBe(404);
    expect(
      await upgradeStatus('/sandbox/v1/chains/solana:1111111111111111111111111111111a/rpc'),
    ).toBe(404);
    expect(await upgradeStatus('/elsewhere')).toBe(404);
    expect(await upgradeStatus(PATH, { 'Sec-WebSocket-Version': '99' })).toBe(400);
    const plain = await fetch(listener.url.replace('ws:', 'http:'));
    expect(plain.status).toBe(426);
  });

  it('says why it refuses a foreign origin', async () => {
    const socket = new WebSocket(`${listener.url}${PATH}`, { origin: 'https://attacker.example' });
    const refusal = await new Promise<string>((resolve) =>
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(`${response.statusCode} ${body}`));
      }),
    );
    expect(refusal).toMatch(/^403 Origin "https:\/\/attacker.example" may not call/);
  });
});

describe('bad JSON-RPC on the socket', () => {
  it('answers each with a JSON-RPC error and keeps the socket open', async () => {
    const client = await open();
    client.socket.send('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(await client.next()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    });
    client.socket.send('42');
    expect(await client.next()).toMatchObject({ id: null, error: { code: -32600 } });
    client.socket.send(JSON.stringify({ id: 2, method: 'slotSubscribe' }));
    expect(await client.next()).toMatchObject({ id: 2, error: { code: -32600 } });
    client.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 7 }));
    expect(await client.next()).toMatchObject({ id: 3, error: { code: -32600 } });
    expect(await client.call('getBalance', [address()])).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    });
    expect(await client.call('toString')).toMatchObject({ error: { code: -32601 } });
    expect(await client.call('slotSubscribe', { not: 'an array' })).toMatchObject({
      error: { code: -32602 },
    });
    expect(await client.call('accountSubscribe', ['not-an-address'])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('params[0]') },
    });
    expect(
      await client.call('accountSubscribe', [address(), { encoding: 'base64+zstd' }]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('encoding') } });
    expect(
      await client.call('accountSubscribe', [address(), { commitment: 'eventually' }]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('commitment') } });
    expect(
      await client.call('logsSubscribe', [{ mentions: [address(), address()] }]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('exactly one') } });
    expect(await client.call('logsSubscribe', ['everything'])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await client.call('signatureSubscribe', ['abc'])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('signature') },
    });

    // Subscription ids that do not exist, or belong to another kind of subscription.
    expect(await client.call('slotUnsubscribe', [987654])).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('Invalid subscription id') },
    });
    expect(await client.call('accountUnsubscribe', ['1'])).toMatchObject({
      error: { code: -32602 },
    });
    const slot = (await client.call('slotSubscribe')).result;
    expect(typeof slot).toBe('number');
    expect(await client.call('accountUnsubscribe', [slot])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await client.call('slotUnsubscribe', [slot])).toMatchObject({ result: true });
    expect(await client.call('slotUnsubscribe', [slot])).toMatchObject({ error: { code: -32602 } });

    // A notification (no id), as @solana/web3.js's keep-alive ping, gets no answer.
    client.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }));
    client.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'nothing', params: 5 }));
    expect(await client.call('slotSubscribe', [])).toMatchObject({ result: expect.any(Number) });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('answers a batch with an array, and an empty batch with -32600', async () => {
    const client = await open();
    client.socket.send(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'slotSubscribe' },
        { jsonrpc: '2.0', method: 'ping' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
      ]),
    );
    const answers = await client.next();
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 'a', result: expect.any(Number) },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
    ]);
    client.socket.send('[]');
    expect(await client.next()).toMatchObject({ id: null, error: { code: -32600 } });
    client.socket.close();
  });

  it('notifies a signature that already landed right after its subscription id', async () => {
    const payer = Keypair.generate();
    await faucet(payer.publicKey.toBase58(), 10_000_000);
    const rpc = async (method: string, params: unknown[]) => {
      const response = await fetch(`${harness.url}${PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return ((await response.json()) as { result: unknown }).result;
    };
    const { value } = (await rpc('getLatestBlockhash', [])) as { value: { blockhash: string } };
    const transfer = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: value.blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    transfer.sign(payer);
    const signature = await rpc('sendTransaction', [
      transfer.serialize().toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(typeof signature).toBe('string');

    const client = await open();
    const answer = await client.call('signatureSubscribe', [
      signature,
      { commitment: 'finalized', enableReceivedNotification: true },
    ]);
    const id = answer.result;
    expect(typeof id).toBe('number');
    expect(await client.next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: id, result: { value: 'receivedSignature' } },
    });
    expect(await client.next()).toMatchObject({
      method: 'signatureNotification',
      params: {
        subscription: id,
        result: { context: { slot: expect.any(Number) }, value: { err: null } },
      },
    });
    // The notification ended the subscription, as on a node.
    expect(await client.call('signatureUnsubscribe', [id])).toMatchObject({
      error: { code: -32602 },
    });
    // A signature the devnet has not seen stays subscribed, without a notification.
    const pending = await client.call('signatureSubscribe', ['1'.repeat(64)]);
    expect(await client.call('signatureUnsubscribe', [pending.result])).toMatchObject({
      result: true,
    });
    client.socket.close();
  });
});

describe('frames, limits and clients that leave', () => {
  it('closes the socket cleanly on an oversized, a binary or an unmasked frame', async () => {
    const big = await open();
    big.socket.send('x'.repeat(2 << 20));
    expect(await big.closed).toBe(1009);

    const binary = await open();
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toBe(1003);

    // A client's frames must be masked (RFC 6455): this one is not.
    const { status, socket } = await get(portOf(listener.url), PATH, {}, true);
    expect(status).toBe(101);
    const reply = new Promise<Buffer>((resolve) => socket?.once('data', resolve));
    socket?.write(Buffer.from([0x81, 0x02, 0x7b, 0x7d]));
    const frame = await reply;
    expect(frame[0]).toBe(0x88);
    expect(frame.readUInt16BE(2)).toBe(1002);
    socket?.destroy();

    const after = await open();
    expect(await after.call('slotSubscribe')).toMatchObject({ result: expect.any(Number) });
    after.socket.close();
  });

  it(`holds at most ${MAX_SUBSCRIPTIONS} subscriptions per socket and refuses more, the socket open`, async () => {
    const client = await open();
    const watched = address();
    for (let index = 0; index < 1000; index += 1) {
      client.socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: index,
          method: 'accountSubscribe',
          params: [watched, { encoding: 'base64' }],
        }),
      );
    }
    const answers = [];
    for (let index = 0; index < 1000; index += 1) {
      answers.push((await client.next()) as { id: number; result?: number; error?: object });
    }
    expect(answers.map((answer) => answer.id)).toEqual([...Array(1000).keys()]);
    const accepted = answers.flatMap((answer) => answer.result ?? []);
    expect(accepted).toHaveLength(MAX_SUBSCRIPTIONS);
    expect(answers[MAX_SUBSCRIPTIONS]).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('limit per connection') },
    });
    expect(listener.active()).toBeGreaterThanOrEqual(MAX_SUBSCRIPTIONS);

    // Every accepted subscription is notified once of the next change.
    await faucet(watched, 1234);
    const notified = new Set<number>();
    for (let index = 0; index < MAX_SUBSCRIPTIONS; index += 1) {
      const message = (await client.next()) as {
        method: string;
        params: { subscription: number; result: { value: { lamports: number; data: string[] } } };
      };
      expect(message.method).toBe('accountNotification');
      expect(message.params.result.value.lamports).toBe(1234);
      expect(message.params.result.value.data).toEqual(['', 'base64']);
      notified.add(message.params.subscription);
    }
    expect([...notified].sort((a, b) => a - b)).toEqual(accepted.sort((a, b) => a - b));

    // One freed makes room for one more.
    expect(await client.call('accountUnsubscribe', [accepted[0]])).toMatchObject({ result: true });
    expect(await client.call('slotSubscribe')).toMatchObject({ result: expect.any(Number) });
    expect(await client.call('slotSubscribe')).toMatchObject({ error: { code: -32603 } });
    client.socket.close();
    await client.closed;
  }, 30_000);

  it('goes on serving when a client disconnects in the middle of its notifications', async () => {
    const watched = address();
    const leaving = await open();
    const staying = await open();
    for (const client of [leaving, staying]) {
      for (let index = 0; index < 200; index += 1) {
        client.socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            id: index,
            method: 'accountSubscribe',
            params: [watched],
          }),
        );
      }
      for (let index = 0; index < 200; index += 1) await client.next();
    }
    const before = listener.active();
    const credited = faucet(watched, 10);
    // The connection drops while the 200 notifications of the credit are being written.
    leaving.socket.terminate();
    await credited;
    await faucet(watched, 5);
    const lamports = [];
    for (let index = 0; index < 400; index += 1) {
      const message = (await staying.next()) as {
        params: { result: { value: { lamports: number; data: string } } };
      };
      lamports.push(message.params.result.value.lamports);
      // No encoding asked: the legacy form, the data as a plain base58 string.
      expect(message.params.result.value.data).toBe('');
    }
    expect(lamports.slice(0, 200).every((value) => value === 10)).toBe(true);
    expect(lamports.slice(200).every((value) => value === 15)).toBe(true);
    expect(await leaving.closed).toBe(1006);
    for (let waited = 0; listener.active() !== before - 200 && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(listener.active()).toBe(before - 200);
    staying.socket.close();
  }, 30_000);

  it('follows the devnet started anew after a reset of the sandbox', async () => {
    const client = await open();
    const watched = address();
    const { result: id } = await client.call('accountSubscribe', [watched, { encoding: 'base64' }]);
    const reset = await fetch(`${harness.url}/sandbox/v1/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(reset.ok).toBe(true);
    // The connection looks for the new chain once a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await faucet(watched, 77);
    expect(await client.next()).toMatchObject({
      method: 'accountNotification',
      params: { subscription: id, result: { value: { lamports: 77 } } },
    });
    client.socket.close();
  });
});
