/**
 * A sandbox with its Solana WebSocket listener, for tests that drive the devnet cluster through
 * Solana's own clients: the HTTP JSON-RPC at `rpcUrl`, the PubSub half at `wsUrl`.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll } from 'vitest';
import {
  listenSolanaSubscriptions,
  type SolanaSubscriptionServer,
} from '../../node/solana-subscriptions';
import type { SandboxOptions } from '../../core/index';
import { useSandbox, type Harness } from './support';

export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const PATH = `/sandbox/v1/chains/${SOLANA_DEVNET}/rpc`;

export interface SolanaDevnetHarness {
  harness: Harness;
  readonly rpcUrl: string;
  readonly wsUrl: string;
  readonly subscriptions: SolanaSubscriptionServer;
}

/** `options` as `useSandbox` takes them (`chains` to run another chain set, the page's). */
export function useSolanaDevnet(
  options: Omit<SandboxOptions, 'storage'> = {},
): SolanaDevnetHarness {
  const harness = useSandbox(options);
  let subscriptions: SolanaSubscriptionServer | undefined;
  beforeAll(async () => {
    subscriptions = await listenSolanaSubscriptions(harness.sandbox, { port: 0 });
  });
  afterAll(async () => {
    await subscriptions?.close();
  });
  const listening = () => {
    if (!subscriptions) throw new Error('the Solana WebSocket listener is not started yet');
    return subscriptions;
  };
  return {
    harness,
    get rpcUrl() {
      return `${harness.url}${PATH}`;
    },
    get wsUrl() {
      return `${listening().url}${PATH}`;
    },
    get subscriptions() {
      return listening();
    },
  };
}

/**
 * A web3.js connection to the devnet (HTTP and WebSocket) and a payer holding 5 SOL from a
 * confirmed airdrop, both ready once the file's `beforeAll` hooks have run.
 */
export function useFundedConnection(devnet: SolanaDevnetHarness): {
  readonly connection: Connection;
  payer: Keypair;
} {
  const payer = Keypair.generate();
  let connection: Connection | undefined;
  beforeAll(async () => {
    const ready = new Connection(devnet.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: devnet.wsUrl,
    });
    const signature = await ready.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL);
    await ready.confirmTransaction({ signature, ...(await ready.getLatestBlockhash()) });
    connection = ready;
  });
  return {
    get connection() {
      if (!connection) throw new Error('the funded connection is not ready yet');
      return connection;
    },
    payer,
  };
}
