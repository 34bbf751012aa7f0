/**
 * What the sandbox puts in place of the outside world's settlement: a request is PENDING until
 * the sandbox clock passes its settlement time, then COMPLETED with a simulated transaction hash.
 * Hashes and addresses are SHA-256 of what they stand for, so the same inputs give the same
 * values; no chain has them.
 */
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import type { ReadTransaction, SettlementRecord } from '../../../storage/types';
import { accountsAt, storedAddress } from '../account-lookup';

/**
 * How long a simulated on-chain step stays PENDING on the sandbox clock: a few blocks, short
 * enough that an example polls it to COMPLETED well inside the examples' 15 s budget.
 */
export const SETTLE_MS = 4_000;

export type SettlementStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

/** A 32-byte hash, 0x-hex, standing for the transaction of `parts`. */
export function simulatedTxHash(...parts: string[]): string {
  return `0x${bytesToHex(sha256(utf8Encode(['sandbox-tx', ...parts].join('|'))))}`;
}

/**
 * The simulated transaction of `parts` on the chain of `token` (a CAIP-19 or CAIP-2): a Solana
 * signature (64 bytes, base58) there, a 0x-hex hash on every other chain.
 */
export function simulatedTxIdOn(token: string, ...parts: string[]): string {
  if (!token.startsWith('solana:')) return simulatedTxHash(...parts);
  const first = sha256(utf8Encode(['sandbox-signature', ...parts].join('|')));
  const signature = new Uint8Array(64);
  signature.set(first);
  signature.set(sha256(first), 32);
  return base58.encode(signature);
}

/** A 20-byte EVM address, 0x-hex, standing for the contract of `parts`. */
export function simulatedAddress(...parts: string[]): string {
  return `0x${bytesToHex(sha256(utf8Encode(['sandbox-contract', ...parts].join('|'))).slice(0, 20))}`;
}

/** The state of a settlement at `nowMs`. */
export function settlementState(record: SettlementRecord, nowMs: number) {
  if (record.error !== undefined) return { status: 'FAILED' as const, error: record.error };
  if (nowMs < record.settlesAtMs) return { status: 'PENDING' as const };
  return { status: 'COMPLETED' as const, txHash: record.txHash };
}

/** The organization and, for a sub-organization, its parent: whose shared setups it may use. */
export async function organizationScope(
  tx: ReadTransaction,
  organizationId: string,
): Promise<string[]> {
  const organization = await tx.get('organization', organizationId);
  return organization?.parentOrganizationId
    ? [organizationId, organization.parentOrganizationId]
    : [organizationId];
}

/**
 * Whether `address` is an address of a wallet account or private key of the organization (what
 * the platform's `signWith` and fee-wallet fields take).
 */
export async function isOwnAddress(
  tx: ReadTransaction,
  organizationId: string,
  address: string,
): Promise<boolean> {
  const accounts = await accountsAt(tx, address);
  if (accounts.some((account) => account.organizationId === organizationId)) return true;
  const keys = await tx.list('privateKey', { organizationId });
  return keys.some((key) =>
    key.addresses.some(
      (entry) => entry.address === address || entry.address === storedAddress(address),
    ),
  );
}
