import { describe, expect, it, vi } from 'vitest';
import { CryptoInputError, UnsupportedAddressFormatError } from '../errors';

describe('CryptoInputError', () => {
  it('recognises an error made by another instance of the module', async () => {
    vi.resetModules();
    const copy = await import('../errors');
    expect(copy.CryptoInputError).not.toBe(CryptoInputError);
    expect(new copy.CryptoInputError('bad input')).toBeInstanceOf(CryptoInputError);
    expect(new copy.UnsupportedAddressFormatError('F', 'why')).toBeInstanceOf(CryptoInputError);
  });

  it('matches nothing else, and subclasses only their own errors', () => {
    expect(new Error('other')).not.toBeInstanceOf(CryptoInputError);
    expect({ name: 'CryptoInputError' }).not.toBeInstanceOf(CryptoInputError);
    expect(null).not.toBeInstanceOf(CryptoInputError);
    expect(new CryptoInputError('x')).not.toBeInstanceOf(UnsupportedAddressFormatError);
    expect(new UnsupportedAddressFormatError('F', 'why')).toBeInstanceOf(CryptoInputError);
  });
});
