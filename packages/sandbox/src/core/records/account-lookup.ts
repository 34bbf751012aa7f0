/**
 * The wallet accounts at an address. An Ethereum address names the same account in any letter
 * case (EIP-55 only adds a checksum), so a lower- or upper-case `0x…` address finds the account
 * stored under its checksummed form; every other format is matched exactly.
 */
import { checksumEthereumAddress } from '../../crypto';
import type { ReadTransaction, WalletAccountRecord } from '../../storage/types';

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `address` as the sandbox stores it: EIP-55 for an Ethereum address, unchanged otherwise. */
export function storedAddress(address: string): string {
  return ETHEREUM_ADDRESS.test(address)
    ? checksumEthereumAddress(address.slice(2).toLowerCase())
    : address;
}

export async function accountsAt(
  tx: ReadTransaction,
  address: string,
): Promise<WalletAccountRecord[]> {
  const exact = await tx.list('walletAccount', { lookup: address });
  const stored = storedAddress(address);
  if (exact.length > 0 || stored === address) return exact;
  return tx.list('walletAccount', { lookup: stored });
}
