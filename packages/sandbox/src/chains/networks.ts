/**
 * The networks the sandbox runs chains for, read from the API model (one fact, one place): every
 * `eip155` network eth_send_transaction accepts, each its own devnet with its own chain id, and
 * the Solana clusters sol_send_transaction accepts, whose short and long forms name one devnet.
 */
import {
  EthSendTransactionIntentV2Schema,
  SolSendTransactionIntentV2Schema,
} from '@docs/platform-api';

export const EVM_NETWORKS: readonly string[] = EthSendTransactionIntentV2Schema.shape.caip2.options;

/** CAIP-2 references are at most 32 characters: the cluster is its genesis hash, cut there. */
const SOLANA_REFERENCE_LENGTH = 32;
const SHORT_FORMS: Record<string, string> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
};

/** The cluster a Solana CAIP-2 (short, CAIP-2 or full genesis hash form) names. */
export function solanaCluster(caip2: string): string {
  const short = SHORT_FORMS[caip2];
  if (short) return short;
  const [namespace, reference = ''] = caip2.split(':');
  return `${namespace}:${reference.slice(0, SOLANA_REFERENCE_LENGTH)}`;
}

const SOLANA_ACCEPTED: readonly string[] = SolSendTransactionIntentV2Schema.shape.caip2.options;
export const SOLANA_NETWORKS: readonly string[] = [...new Set(SOLANA_ACCEPTED.map(solanaCluster))];

export function isSolanaNetwork(caip2: string): boolean {
  return SOLANA_ACCEPTED.includes(caip2) || SOLANA_NETWORKS.includes(caip2);
}

export function isEvmNetwork(caip2: string): boolean {
  return EVM_NETWORKS.includes(caip2);
}

export { chainIdOf } from './chain-id';
