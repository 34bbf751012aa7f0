/** The transaction keywords: chosen by the transaction type, decoded once per request. */
import { describe, expect, it } from 'vitest';
import { NotApplicableError } from '../expression';
import { transactionKeyword, transactionKeywords } from '../transaction-facts';

class DecodingError extends Error {}

describe('transaction keywords', () => {
  it('decodes on the first read only, and keeps a decoding error too', () => {
    let calls = 0;
    const keyword = transactionKeyword(
      'solana',
      () => {
        calls += 1;
        return { fee: 1n };
      },
      DecodingError,
    );
    expect(calls).toBe(0);
    expect([keyword(), keyword(), keyword()]).toEqual([
      { tx: { fee: 1n } },
      { tx: { fee: 1n } },
      { tx: { fee: 1n } },
    ]);
    expect(calls).toBe(1);

    let failures = 0;
    const broken = transactionKeyword(
      'tron',
      () => {
        failures += 1;
        throw new DecodingError('raw_data ends inside a field');
      },
      DecodingError,
    );
    expect(broken).toThrow(NotApplicableError);
    expect(broken).toThrow('tron.tx: raw_data ends inside a field');
    expect(failures).toBe(1);
  });

  it('lets an error that is not a decoding error through', () => {
    const keyword = transactionKeyword(
      'eth',
      () => {
        throw new TypeError('a bug');
      },
      DecodingError,
    );
    expect(keyword).toThrow(TypeError);
  });

  it('fills the keyword of the transaction type, and nothing for another', async () => {
    expect(Object.keys(await transactionKeywords('TRANSACTION_TYPE_SOLANA', '00', {}))).toEqual([
      'solana',
    ]);
    expect(Object.keys(await transactionKeywords('TRANSACTION_TYPE_TRON', '00', {}))).toEqual([
      'tron',
    ]);
    expect(Object.keys(await transactionKeywords('TRANSACTION_TYPE_BITCOIN', '00', {}))).toEqual([
      'bitcoin',
    ]);
    expect(
      Object.keys(await transactionKeywords('TRANSACTION_TYPE_ETHEREUM', '00', { address: '0x1' })),
    ).toEqual(['eth']);
    // eth.tx names the sender, so it needs the signing account.
    expect(await transactionKeywords('TRANSACTION_TYPE_ETHEREUM', '00', {})).toEqual({});
    expect(await transactionKeywords('TRANSACTION_TYPE_TEMPO', '00', {})).toEqual({});
  });
});
