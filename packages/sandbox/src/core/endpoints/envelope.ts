/**
 * The envelope of a submission, `{ type, timestampMs, organizationId, parameters }`, without
 * its parameters: those are parsed once, by the handler's own schema (`validate`). The bounds
 * here are the ones the platform's types publish.
 */
import * as z from 'zod';

const UINT64_MAX = 18_446_744_073_709_551_615n;

/**
 * `timestampMs` is a uint64 in the platform's types. The platform says it is "used to verify
 * liveness" but publishes no window, so the sandbox checks the type only (stated on its page).
 */
const TimestampMs = z
  .string()
  .refine(
    (value) => /^[0-9]{1,20}$/.test(value) && BigInt(value) <= UINT64_MAX,
    'expected milliseconds since the Unix epoch as a decimal string that fits a uint64',
  );

export const SubmissionEnvelopeSchema = z.object({
  type: z.string(),
  timestampMs: TimestampMs,
  organizationId: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  generateAppProofs: z.boolean().optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The platform identifies organizations by UUID and answers 400 to anything else. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
