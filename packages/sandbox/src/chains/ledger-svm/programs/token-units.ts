/**
 * Compute units the token programs report under litesvm 1.5 for each instruction that succeeds
 * (SPL Token as litesvm ships it, and Token-2022), measured once per instruction on the plain
 * path: no multisig, no delegate. Other paths (a delegate, a multisig, a wrapped-SOL account, a
 * failure) cost a little more or less on the real programs; the ledger charges these figures,
 * or `FAILURE_UNITS` for a failure, so its units are exact on the plain path and approximate
 * elsewhere.
 */
export type TokenFlavor = 'token' | 'token-2022';

/** By instruction tag. */
const TOKEN: Readonly<Record<number, number>> = {
  0: 101,
  1: 150,
  2: 189,
  3: 76,
  4: 126,
  5: 108,
  6: 123,
  7: 119,
  8: 123,
  9: 118,
  10: 145,
  11: 141,
  12: 105,
  13: 163,
  14: 161,
  15: 126,
  16: 168,
  17: 201,
  18: 235,
  19: 189,
  20: 201,
  21: 183,
  22: 38,
  23: 476,
  24: 650,
};

const TOKEN_2022: Readonly<Record<number, number>> = {
  0: 1395,
  1: 1893,
  2: 1797,
  3: 1456,
  4: 1121,
  5: 858,
  6: 1021,
  7: 1281,
  8: 1370,
  9: 1034,
  10: 1151,
  11: 1151,
  12: 1790,
  13: 1406,
  14: 1288,
  15: 1377,
  16: 1687,
  17: 1100,
  18: 1687,
  19: 1797,
  20: 1395,
  21: 820,
  22: 1000,
  23: 1247,
  24: 1447,
};

export const FAILURE_UNITS: Readonly<Record<TokenFlavor, number>> = {
  token: 200,
  'token-2022': 1200,
};

export function tokenUnits(flavor: TokenFlavor, tag: number): number {
  return (flavor === 'token' ? TOKEN : TOKEN_2022)[tag] ?? FAILURE_UNITS[flavor];
}
