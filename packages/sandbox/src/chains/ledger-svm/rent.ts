/**
 * The rent rule of the runtime's default `Rent` (3,480 lamports per byte-year, exempt at two
 * years, 128 bytes of account overhead), and the check that a transaction leaves no account in a
 * rent-paying state it was not already in (agave's `RentState` transitions).
 */
const LAMPORTS_PER_BYTE_YEAR = 3480n;
const EXEMPTION_YEARS = 2n;
const ACCOUNT_STORAGE_OVERHEAD = 128n;

export function minimumBalance(space: bigint): bigint {
  return (ACCOUNT_STORAGE_OVERHEAD + space) * LAMPORTS_PER_BYTE_YEAR * EXEMPTION_YEARS;
}

type RentState =
  | { kind: 'uninitialized' }
  | { kind: 'exempt' }
  | { kind: 'paying'; lamports: bigint; size: number };

export function rentState(lamports: bigint, size: number): RentState {
  if (lamports === 0n) return { kind: 'uninitialized' };
  if (lamports >= minimumBalance(BigInt(size))) return { kind: 'exempt' };
  return { kind: 'paying', lamports, size };
}

/**
 * Whether an account may go from `before` to `after`: into a rent-paying state only from one of
 * the same size, and without gaining lamports.
 */
export function rentTransitionAllowed(before: RentState, after: RentState): boolean {
  if (after.kind !== 'paying') return true;
  return (
    before.kind === 'paying' && before.size === after.size && after.lamports <= before.lamports
  );
}
