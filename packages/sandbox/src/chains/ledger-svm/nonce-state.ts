/**
 * The durable nonce account's state as the system program keeps it (80 bytes, bincode): a
 * version (0 legacy, 1 current), a state (0 uninitialized, 1 initialized), then the authority,
 * the durable nonce and the fee per signature. A current version's nonce is
 * `sha256("DURABLE_NONCE" || blockhash)`, a legacy one's the blockhash itself.
 */
import { sha256 } from '@noble/hashes/sha2';
import { fail } from './errors';
import { keyBytes, keyText } from './token-state';

export const NONCE_LENGTH = 80;
export const LAMPORTS_PER_SIGNATURE = 5000n;

export interface NonceState {
  version: 0 | 1;
  initialized: boolean;
  authority: string;
  /** base58 */
  nonce: string;
  lamportsPerSignature: bigint;
}

const PREFIX = new TextEncoder().encode('DURABLE_NONCE');

export function durableNonce(blockhash: string): string {
  const bytes = new Uint8Array(PREFIX.length + 32);
  bytes.set(PREFIX);
  bytes.set(keyBytes(blockhash), PREFIX.length);
  return keyText(sha256(bytes));
}

/** The state in `data`, or `InvalidAccountData` where it does not decode (as bincode fails). */
export function readNonce(data: Uint8Array): NonceState {
  if (data.length < 8) throw fail('InvalidAccountData');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const version = view.getUint32(0, true);
  const state = view.getUint32(4, true);
  if (version > 1 || state > 1) throw fail('InvalidAccountData');
  if (state === 0) {
    return {
      version: version as 0 | 1,
      initialized: false,
      authority: '11111111111111111111111111111111',
      nonce: '11111111111111111111111111111111',
      lamportsPerSignature: 0n,
    };
  }
  if (data.length < NONCE_LENGTH) throw fail('InvalidAccountData');
  return {
    version: version as 0 | 1,
    initialized: true,
    authority: keyText(data.slice(8, 40)),
    nonce: keyText(data.slice(40, 72)),
    lamportsPerSignature: view.getBigUint64(72, true),
  };
}

/** The bytes of `state`: 8 for an uninitialized one, 80 for an initialized one. */
export function nonceBytes(state: NonceState): Uint8Array {
  const data = new Uint8Array(state.initialized ? NONCE_LENGTH : 8);
  const view = new DataView(data.buffer);
  view.setUint32(0, state.version, true);
  view.setUint32(4, state.initialized ? 1 : 0, true);
  if (state.initialized) {
    data.set(keyBytes(state.authority), 8);
    data.set(keyBytes(state.nonce), 40);
    view.setBigUint64(72, state.lamportsPerSignature, true);
  }
  return data;
}
