/**
 * OTP codes as the platform describes them: 9 characters unless `otpLength` says otherwise, drawn
 * from Crockford's base 32 (digits and capital letters without I, L, O and U) unless
 * `alphanumeric` is false, when they are digits only. Characters are drawn without modulo bias.
 */
import { invalid } from '../errors';
import type { RandomBytes } from '../random';

export const DEFAULT_OTP_LENGTH = 9;
/** The lengths the sandbox accepts; the platform documents 6 and 9. */
export const OTP_LENGTH_RANGE = { min: 6, max: 9 } as const;
const DIGITS = '0123456789';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function otpCode(
  random: RandomBytes,
  options: { otpLength?: number; alphanumeric?: boolean },
): string {
  const length = options.otpLength ?? DEFAULT_OTP_LENGTH;
  if (!Number.isInteger(length) || length < OTP_LENGTH_RANGE.min || length > OTP_LENGTH_RANGE.max) {
    throw invalid(
      `otpLength: expected ${OTP_LENGTH_RANGE.min} to ${OTP_LENGTH_RANGE.max}, received ${length}`,
    );
  }
  const alphabet = options.alphanumeric === false ? DIGITS : CROCKFORD;
  // The largest multiple of the alphabet size below 256: bytes at or above it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of random(length)) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}
