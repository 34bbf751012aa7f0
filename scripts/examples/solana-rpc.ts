/**
 * A stand-in Solana JSON-RPC endpoint for the examples that send: a fixed recent blockhash, a
 * raw transaction accepted by answering its first signature (after checking every signature
 * verifies over the message), and every signature reported finalized. Nothing is executed.
 * `confirmTransaction` subscribes over WebSocket at the HTTP port + 1 (web3.js derives it that
 * way), so that port accepts `signatureSubscribe` and answers with a subscription id.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import WebSocket from 'ws';
import { jsonRpcServer } from './json-rpc';

const BLOCKHASH = base58.encode(new Uint8Array(32).fill(7));
const SLOT = 1000;

/** Signatures and message of a serialized transaction (legacy or v0). */
function parseWire(bytes: Uint8Array): { signatures: Uint8Array[]; message: Uint8Array } {
  // The signature count is a compact-u16; examples carry one or two signatures.
  const count = bytes[0] ?? 0;
  if (count > 127) throw new Error('more signatures than the stand-in reads');
  const signatures = Array.from({ length: count }, (_, i) => bytes.slice(1 + i * 64, 65 + i * 64));
  return { signatures, message: bytes.slice(1 + count * 64) };
}

/** The signer keys of a message: its first `numRequiredSignatures` account keys. */
function signerKeys(message: Uint8Array): Uint8Array[] {
  const versioned = ((message[0] ?? 0) & 0x80) !== 0;
  const header = versioned ? 1 : 0;
  const required = message[header] ?? 0;
  const keyCount = message[header + 3] ?? 0;
  if (keyCount > 127) throw new Error('more account keys than the stand-in reads');
  const start = header + 4;
  return Array.from({ length: required }, (_, i) =>
    message.slice(start + i * 32, start + (i + 1) * 32),
  );
}

export interface SolanaRpc {
  url: string;
  close(): Promise<void>;
}

export async function startSolanaRpc(): Promise<SolanaRpc> {
  function answer(method: string, params: unknown[]): unknown {
    const context = { slot: SLOT };
    switch (method) {
      case 'getLatestBlockhash':
        return { context, value: { blockhash: BLOCKHASH, lastValidBlockHeight: SLOT + 150 } };
      case 'getBlockHeight':
      case 'getSlot':
        return SLOT;
      case 'getVersion':
        return { 'solana-core': '2.0.0', 'feature-set': 0 };
      case 'getBalance':
        return { context, value: 10 ** 9 };
      case 'getMinimumBalanceForRentExemption':
        return 890_880;
      case 'getFeeForMessage':
        return { context, value: 5000 };
      case 'sendTransaction': {
        const wire = Buffer.from(String(params[0]), 'base64');
        const { signatures, message } = parseWire(wire);
        const keys = signerKeys(message);
        signatures.forEach((signature, i) => {
          const key = keys[i];
          if (!key || !ed25519.verify(signature, message, key)) {
            throw new Error(`signature ${i} does not verify over the transaction message`);
          }
        });
        return base58.encode(signatures[0] ?? new Uint8Array(64));
      }
      case 'getSignatureStatuses': {
        const list = (params[0] as unknown[] | undefined) ?? [];
        const value = list.map(() => ({
          slot: SLOT,
          confirmations: null,
          err: null,
          confirmationStatus: 'finalized',
        }));
        return { context, value };
      }
      default:
        throw new Error(`the examples' Solana stand-in does not answer ${method}`);
    }
  }

  const server = jsonRpcServer<unknown[]>({ answer, noParams: [], errorCode: -32602 });
  const subscriptions = await listenWithSocketBeside(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => subscriptions.close(() => resolve(undefined)));
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** Listens on a free port P and a WebSocket server on P + 1, trying again if P + 1 is taken. */
async function listenWithSocketBeside(server: Server): Promise<WebSocket.Server> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sockets = await new Promise<WebSocket.Server | undefined>((resolve) => {
      const candidate = new WebSocket.Server({ host: '127.0.0.1', port: port + 1 });
      candidate.once('listening', () => resolve(candidate));
      candidate.once('error', () => resolve(undefined));
    });
    if (sockets) {
      let next = 1;
      sockets.on('connection', (socket) => {
        socket.on('message', (data) => {
          const { id, method } = JSON.parse(String(data)) as { id: unknown; method: string };
          const result = method.endsWith('Unsubscribe') ? true : next++;
          socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
        });
      });
      return sockets;
    }
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
  throw new Error('no free pair of ports for the Solana stand-in');
}
