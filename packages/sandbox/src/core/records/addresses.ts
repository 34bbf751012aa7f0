/** Addresses of derived keys, and the crypto layer's input errors as the platform's errors. */
import type { AddressFormat } from '@docs/platform-api';
import { addressFor, CryptoInputError, UnsupportedAddressFormatError } from '../../crypto';
import { invalid, SandboxError } from '../errors';

/** A `CryptoInputError` as INVALID_ARGUMENT naming the field; anything else is a bug. */
export function asInvalid(error: unknown, field: string): unknown {
  return error instanceof CryptoInputError ? invalid(`${field}: ${error.message}`) : error;
}

/** The address of `publicKey` in `format`: 501 for a format without a vector, 400 for bad input. */
export async function addressOrError(
  format: AddressFormat,
  publicKey: Uint8Array,
  field: string,
): Promise<string> {
  try {
    return await addressFor(format, publicKey);
  } catch (error) {
    if (error instanceof UnsupportedAddressFormatError) {
      throw new SandboxError(
        'UNIMPLEMENTED',
        'ADDRESS_FORMAT_UNSUPPORTED',
        `${field}: ${error.message}`,
      );
    }
    throw asInvalid(error, field);
  }
}
