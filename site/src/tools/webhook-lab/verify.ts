/**
 * What a receiver would conclude about one delivery: `@turnkey/crypto`'s published verifier, run
 * on the headers and body the sandbox signed, with the sandbox's own verification keys, at the
 * moment of the attempt (so an old entry of the log is judged as it was received).
 */
import {
  verifyTurnkeyWebhookSignature,
  type TurnkeyWebhookVerificationKey,
  type TurnkeyWebhookVerificationResult,
} from '@turnkey/crypto';
import type { LabAttempt } from './deliveries';

/** The replay window the Lab's handler snippet uses as well. */
export const MAX_TIMESTAMP_AGE_MS = 5 * 60 * 1000;

export function verifyAttempt(
  attempt: LabAttempt,
  body: string,
  verificationKeys: TurnkeyWebhookVerificationKey[],
): TurnkeyWebhookVerificationResult {
  return verifyTurnkeyWebhookSignature({
    headers: attempt.headers,
    body,
    verificationKeys,
    maxTimestampAgeMs: MAX_TIMESTAMP_AGE_MS,
    nowMs: attempt.attemptedAtMs + attempt.durationMs,
  });
}

/**
 * The body as an attacker (or a re-serializing framework) might hand it over: the first digit
 * changed, or a space added when there is none, so the bytes no longer match the signature.
 */
export function tamperedBody(body: string): string {
  const index = body.search(/\d/);
  if (index === -1) return `${body} `;
  const digit = Number(body[index]);
  return `${body.slice(0, index)}${(digit + 1) % 10}${body.slice(index + 1)}`;
}
