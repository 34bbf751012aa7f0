/**
 * Errors the crypto core throws for input it cannot use. The handlers turn a
 * `CryptoInputError` into the platform's invalid-argument error; anything else escaping this
 * module is a bug.
 */
export class CryptoInputError extends Error {
  override name = 'CryptoInputError';
}

/** An address format the sandbox cannot derive faithfully (no published vector to check it). */
export class UnsupportedAddressFormatError extends CryptoInputError {
  override name = 'UnsupportedAddressFormatError';
  constructor(
    readonly format: string,
    reason: string,
  ) {
    super(`Address format ${format} is not implemented by the sandbox: ${reason}`);
  }
}
