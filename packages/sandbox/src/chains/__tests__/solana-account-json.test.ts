/**
 * The account encoder's pure parts: UI amounts as the cluster writes them, the parser's
 * fallbacks to base64, and the checks of `encoding` and `dataSlice`.
 */
import { describe, expect, it } from 'vitest';
import {
  accountJson,
  encodingOptions,
  parseAccount,
  rustFloat,
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

describe('floats as Rust writes them', () => {
  it('never uses an exponent, and names NaN and infinity as Rust does', () => {
    expect(rustFloat(1)).toBe('1');
    expect(rustFloat(1.05)).toBe('1.05');
    expect(rustFloat(1e-7)).toBe('0.0000001');
    expect(rustFloat(-2.5e-8)).toBe('-0.000000025');
    expect(rustFloat(1e21)).toBe('1000000000000000000000');
    expect(rustFloat(1.5e22)).toBe('15000000000000000000000');
    expect(rustFloat(Number.NaN)).toBe('NaN');
    expect(rustFloat(Number.NEGATIVE_INFINITY)).toBe('-inf');
  });
});

/** A Token-2022 mint (82 bytes, padding, account type 1) carrying `extensions` as TLV entries. */
function mint2022(...extensions: [type: number, value: Uint8Array][]) {
  const entries = extensions.flatMap(([type, value]) => [
    type & 0xff,
    type >> 8,
    value.length & 0xff,
    value.length >> 8,
    ...value,
  ]);
  const data = new Uint8Array(166 + entries.length);
  data[44] = 6;
  data[45] = 1;
  data[165] = 1;
  data.set(entries, 166);
  return data;
}

describe('Token-2022 extension edge cases', () => {
  const extensionsOf = (data: Uint8Array) =>
    (
      parseAccount(account(TOKEN_2022_PROGRAM, data), noMints) as {
        parsed: { info: { extensions: unknown[] } };
      }
    ).parsed.info.extensions;

  it('write an extension of the wrong size or with a name that is not UTF-8 as unparseable', () => {
    expect(extensionsOf(mint2022([18, new Uint8Array(10)]))).toEqual([
      { extension: 'unparseableExtension' },
    ]);
    const metadata = new Uint8Array(64 + 4 + 2 + 4 + 4 + 4);
    metadata.set([2, 0, 0, 0, 0xff, 0xfe], 64);
    expect(extensionsOf(mint2022([19, metadata]))).toEqual([{ extension: 'unparseableExtension' }]);
    // A name whose length runs past the extension.
    const truncated = new Uint8Array(68);
    truncated.set([200, 0, 0, 0], 64);
    expect(extensionsOf(mint2022([19, truncated]))).toEqual([
      { extension: 'unparseableExtension' },
    ]);
  });

  it('parse an interest-bearing mint, whose token accounts fall back to base64', () => {
    const config = new Uint8Array(52);
    new DataView(config.buffer).setBigInt64(32, 1_700_000_000n, true);
    new DataView(config.buffer).setInt16(50, 500, true);
    const mint = mint2022([10, config]);
    expect(extensionsOf(mint)).toEqual([
      {
        extension: 'interestBearingConfig',
        state: {
          rateAuthority: null,
          initializationTimestamp: 1_700_000_000,
          preUpdateAverageRate: 0,
          lastUpdateTimestamp: 0,
          currentRate: 500,
        },
      },
    ]);
    const tokenAccount = new Uint8Array(165);
    tokenAccount[108] = 1;
    expect(parseAccount(account(TOKEN_2022_PROGRAM, tokenAccount), () => mint)).toBeUndefined();
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
