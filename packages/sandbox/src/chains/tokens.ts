/**
 * The tokens of the sandbox's asset list on each in-process EVM devnet: one ERC-20
 * (`token-contract.ts`) per entry, its runtime code placed in the genesis state at an address
 * derived from its symbol, so every network and every replay has it at the same address. The
 * owner that may mint is a sandbox key, funded at genesis for gas, that the faucet mints with.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { EvmToken } from './types';

export const TOKEN_OWNER_KEY = keccak_256(utf8ToBytes('docs-sandbox token owner'));

const LIST: readonly Omit<EvmToken, 'address'>[] = [
  { symbol: 'USDC', name: 'USD Coin (sandbox)', decimals: 6, stable: true },
];

export const SANDBOX_TOKENS: readonly EvmToken[] = LIST.map((token) => ({
  ...token,
  address: `0x${bytesToHex(keccak_256(utf8ToBytes(`docs-sandbox token ${token.symbol}`)).slice(12))}`,
}));

/** Call data of `name(address, amount)` or `name(address)`. */
export function tokenCall(selector: number, address: string, amount?: bigint): Uint8Array {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  const hex =
    selector.toString(16).padStart(8, '0') +
    word(BigInt(address)) +
    (amount === undefined ? '' : word(amount));
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

export const BALANCE_OF = 0x70a08231;
export const MINT = 0x40c10f19;
