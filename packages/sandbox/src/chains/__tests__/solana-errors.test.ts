/**
 * The runtime's error text in the cluster's JSON shape: unit, newtype, tuple and struct variants,
 * nested, strings with escapes, and text it does not know kept as a message.
 */
import { describe, expect, it } from 'vitest';
import { errorJson, errorText } from '../solana-errors';

describe('errorJson', () => {
  it('writes each kind of variant as the RPC does', () => {
    expect(errorJson('AccountNotFound')).toBe('AccountNotFound');
    expect(errorJson('InstructionError(0, Custom(1))')).toEqual({
      InstructionError: [0, { Custom: 1 }],
    });
    expect(errorJson('InstructionError(2, InvalidAccountData)')).toEqual({
      InstructionError: [2, 'InvalidAccountData'],
    });
    expect(errorJson('DuplicateInstruction(3)')).toEqual({ DuplicateInstruction: 3 });
    expect(errorJson('InsufficientFundsForRent { account_index: 0 }')).toEqual({
      InsufficientFundsForRent: { account_index: 0 },
    });
    expect(errorJson('InstructionError(1, BorshIoError("unexpected \\"end\\""))')).toEqual({
      InstructionError: [1, { BorshIoError: 'unexpected "end"' }],
    });
  });

  it('keeps text it cannot read as a message rather than failing', () => {
    expect(errorJson('InstructionError(0, ')).toEqual({ message: 'InstructionError(0, ' });
    expect(errorJson('')).toEqual({ message: '' });
  });
});

describe('errorText', () => {
  it("takes the error out of litesvm's metadata text", () => {
    const metadata =
      'FailedTransactionMetadata(FailedTransactionMetadata { err: InstructionError(0, Custom(1)), meta: TransactionMetadata { logs: [] } })';
    expect(errorText(metadata)).toBe('InstructionError(0, Custom(1))');
    expect(errorText('no error here')).toBeUndefined();
  });
});
