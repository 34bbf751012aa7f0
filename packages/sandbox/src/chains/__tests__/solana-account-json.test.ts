/**
 * The account encoder's pure parts: UI amounts as the cluster writes them, the parser's
 * fallbacks to base64, and the checks of `encoding` and `dataSlice`.
 */
import { describe, expect, it } from 'vitest';
import {
  accountJson,
  encodingOptions,
  parseAccount,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAmount,
  uiAmountString,
  type AccountView,
} from '../solana-account-json';

const account = (owner: string, data: Uint8Array): AccountView => ({
  lamports: 1_000_000n,
  data,
  owner,
  executable: false,
  space: BigInt(data.length),
});
const noMints = () => undefined;

describe('UI amounts', () => {
  it('place the decimal point and trim trailing zeros', () => {
    expect(uiAmountString(0n, 9)).toBe('0');
    expect(uiAmountString(1n, 9)).toBe('0.000000001');
    expect(uiAmountString(1_500_000_000n, 9)).toBe('1.5');
    expect(uiAmountString(1_000n, 0)).toBe('1000');
    expect(uiAmountString(120n, 2)).toBe('1.2');
    expect(uiAmountString(2n ** 64n - 1n, 6)).toBe('18446744073709.551615');
    expect(tokenAmount(250n, 2)).toEqual({
      amount: '250',
      decimals: 2,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    });
  });
});

describe('jsonParsed fallbacks', () => {
  it('parse nothing for a wallet, a token account without its mint, or a size no layout has', () => {
    expect(parseAccount(account(SYSTEM_PROGRAM, new Uint8Array(0)), noMints)).toBeUndefined();
    expect(parseAccount(account(TOKEN_PROGRAM, new Uint8Array(165)), noMints)).toBeUndefined();
    expect(parseAccount(account(TOKEN_PROGRAM, new Uint8Array(100)), noMints)).toBeUndefined();
    // A Token-2022 account whose extension type this parser does not know.
    const unknownExtension = new Uint8Array(175);
    unknownExtension[165] = 2;
    unknownExtension.set([99, 0, 1, 0, 7], 166);
    const mint = new Uint8Array(82);
    mint[44] = 3;
    mint[45] = 1;
    expect(parseAccount(account(TOKEN_2022_PROGRAM, unknownExtension), () => mint)).toBeUndefined();
    expect(
      accountJson(account(TOKEN_PROGRAM, new Uint8Array(165)), { encoding: 'jsonParsed' }, noMints)
        .data,
    ).toEqual([Buffer.alloc(165).toString('base64'), 'base64']);
  });

  it('parse an uninitialized nonce account', () => {
    expect(parseAccount(account(SYSTEM_PROGRAM, new Uint8Array(80)), noMints)).toEqual({
      program: 'nonce',
      parsed: { type: 'uninitialized' },
      space: 80,
    });
  });
});

describe('encoding options', () => {
  it('default per method and refuse what a cluster refuses', () => {
    expect(encodingOptions({}, 'params[1]', 'base64')).toEqual({ encoding: 'base64' });
    expect(
      encodingOptions({ encoding: 'base58', dataSlice: { offset: 1, length: 0 } }, 'c', 'binary'),
    ).toEqual({ encoding: 'base58', dataSlice: { offset: 1, length: 0 } });
    expect(() => encodingOptions({ encoding: 'base64+zstd' }, 'params[2]', 'binary')).toThrow(
      /^params\[2\]\.encoding: base64\+zstd is not served/,
    );
    expect(() => encodingOptions({ dataSlice: [1, 2] }, 'params[1]', 'base64')).toThrow(
      /^params\[1\]\.dataSlice/,
    );
    expect(() =>
      accountJson(account(TOKEN_PROGRAM, new Uint8Array(129)), { encoding: 'base58' }, noMints),
    ).toThrow(/base58 data must be at most 128 bytes/);
  });
});
