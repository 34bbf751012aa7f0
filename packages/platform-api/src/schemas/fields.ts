/**
 * Field builders shared by every schema file. Each returns a fresh zod schema carrying its
 * field-level `description` and `examples`, so a field documents itself where it is declared.
 */
import * as z from 'zod';

/** Decimal digits only: how the wire carries 64-bit unsigned integers. */
export const UINT64_PATTERN = /^[0-9]+$/;
/** E.164: a plus sign, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9][0-9]{1,14}$/;
/**
 * A BIP32 derivation path: `m` followed by child indexes; a trailing `'` or `h` marks a hardened
 * index.
 */
export const BIP32_PATH_PATTERN = /^m(\/(0|[1-9][0-9]{0,9})['h]?)*$/;

/** A free-form string, documented. */
export function text(description: string, example?: string) {
  return z
    .string()
    .meta(example === undefined ? { description } : { description, examples: [example] });
}

/** An identifier (the platform's ids are UUID strings). */
export function id(description: string, example: string) {
  return z
    .string()
    .min(1)
    .meta({ description, examples: [example] });
}

/** A list of identifiers. */
export function ids(description: string, example: string[]) {
  return z.array(z.string().min(1)).meta({ description, examples: [example] });
}

const UINT64_MAX = 18_446_744_073_709_551_615n;

/** Whether decimal `value` fits 64 bits (a value that is not decimal is the pattern's to refuse). */
const fitsUint64 = (value: string) =>
  !UINT64_PATTERN.test(value) || (value.length <= 20 && BigInt(value) <= UINT64_MAX);

/** A non-negative 64-bit integer carried as a decimal string. */
export function uint64(description: string, example: string) {
  return z
    .string()
    .regex(UINT64_PATTERN, 'Expected a non-negative integer written as a decimal string')
    .refine(fitsUint64, 'Expected a value that fits 64 bits (at most 18446744073709551615)')
    .meta({ format: 'uint64', description, examples: [example] });
}

/** A signed 32-bit integer. */
export function int32(description: string, example: number) {
  return z.int32().meta({ format: 'int32', description, examples: [example] });
}

export function bool(description: string) {
  return z.boolean().meta({ description });
}

export function email(description: string, example: string) {
  return z.email().meta({ description, examples: [example] });
}

/** A phone number in E.164 form, e.g. `+14155550123`. */
export function phoneNumber(description: string, example: string) {
  return z
    .string()
    .regex(E164_PATTERN, 'Expected an E.164 phone number: "+", country code, subscriber number')
    .meta({ description: `${description} E.164 format.`, examples: [example] });
}

/** A derivation path in BIP32 notation. */
export function bip32Path(description: string, example: string) {
  return z
    .string()
    .regex(BIP32_PATH_PATTERN, "Expected a BIP32 path such as m/44'/60'/0'/0/0")
    .meta({ description, examples: [example] });
}

/**
 * A credential lifetime in seconds, carried as a string, with the default the platform applies
 * when the field is absent.
 */
export function expirationSeconds(description: string, defaultSeconds: string) {
  return z
    .string()
    .regex(UINT64_PATTERN, 'Expected a whole number of seconds written as a decimal string')
    .default(defaultSeconds)
    .meta({
      description: `${description} Defaults to ${defaultSeconds} seconds when absent.`,
      examples: [defaultSeconds],
    });
}

/** The organization a request acts on. */
export const organizationIdField = (example: string) =>
  id('The organization (or sub-organization) the request acts on.', example);

// Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client)

/**
 * A choice with no settings (the wire's `{ [key: string]: unknown }`): sending the key, with an
 * empty object, is the whole statement, e.g. `window: { infinite: {} }`.
 */
export function emptyOption(schemaId: string, description: string) {
  return z.object({}).meta({ id: schemaId, description });
}
