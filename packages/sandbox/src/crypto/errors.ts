/**
 * Errors the crypto core throws for input it cannot use. The handlers turn a
 * `CryptoInputError` into the platform's invalid-argument error; anything else escaping this
 * module is a bug.
 */

/**
 * Marks a `CryptoInputError` whichever copy of this module made it. The lazily loaded crypto
 * (`transferCrypto()`, `p256Keys()`) can run as a second module instance when the sandbox is
 * loaded from CommonJS through tsx (as `npm run check:examples` does), and a plain `instanceof`
 * then misses its errors, turning a 400 into a 500.
 */
const BRAND = Symbol.for('@docs/sandbox/CryptoInputError');

export class CryptoInputError extends Error {
  override name = 'CryptoInputError';
  readonly [BRAND] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    // Only the base class matches a copy's errors by brand; subclasses stay exact.
    return (
      this === CryptoInputError && typeof value === 'object' && value !== null && BRAND in value
    );
  }
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
