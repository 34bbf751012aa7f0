/**
 * The SPL Token accounts among a transaction's account keys, read before and after it runs, as a
 * cluster's `preTokenBalances` / `postTokenBalances` are: what a history reads token movements from.
 */
import type { Address } from '@solana/kit';
import type { SvmEngine } from './svm-engine';
import { TOKEN_PROGRAM, parseTokenAccount, type TokenAccountState } from './spl-token';
import type { SolanaTokenBalance } from './types';

/** The token accounts among `keys`, by their index in `keys`. */
export function tokenAccountsAt(
  svm: SvmEngine,
  keys: readonly Address[],
): Map<number, TokenAccountState> {
  const found = new Map<number, TokenAccountState>();
  keys.forEach((key, index) => {
    const account = svm.getAccount(key);
    if (!account.exists || account.programAddress !== TOKEN_PROGRAM) return;
    const parsed = parseTokenAccount(account.data);
    if (parsed) found.set(index, parsed);
  });
  return found;
}

/** Each token account that existed before or after, with its amounts (0 where it did not exist). */
export function tokenBalanceChanges(
  before: Map<number, TokenAccountState>,
  after: Map<number, TokenAccountState>,
): SolanaTokenBalance[] {
  const indexes = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  return indexes.flatMap((accountIndex) => {
    const state = after.get(accountIndex) ?? before.get(accountIndex);
    if (!state) return [];
    return [
      {
        accountIndex,
        mint: state.mint,
        owner: state.owner,
        pre: before.get(accountIndex)?.amount ?? 0n,
        post: after.get(accountIndex)?.amount ?? 0n,
      },
    ];
  });
}
