/**
 * OTPs, shared by init_otp / verify_otp and the older init_otp_auth / otp_auth: a new code and
 * its outbox message, checking a code (wrong codes counted, a limit, expiry, one use), and
 * opening the HPKE bundle verify_otp receives.
 */
import type { InitOtpAuthIntentV3 } from '@docs/platform-api';
import { hexToBytes } from '@docs/platform-api/bytes';
import { CryptoInputError } from '../../crypto/errors';
import { transferCrypto } from '../../crypto';
import type { OtpRecord, WriteTransaction } from '../../storage/types';
import { invalid, notFound, precondition, SandboxError } from '../errors';
import type { HandlerContext } from '../contract';
import { channelOf, insertMessage, newMessage } from './outbox';
import { otpCode } from './otp-code';
import { requireLifetime } from './session';

/** Longest life of a code, and of a verification token, in seconds (the platform's maxima). */
const MAX_CODE_SECONDS = 600;
export const MAX_VERIFICATION_TOKEN_SECONDS = 86_400;
/** Wrong codes an OTP survives; the next attempt is refused even with the right code. */
export const MAX_FAILED_OTP_ATTEMPTS = 3;

const OTP_TYPES = new Set(['OTP_TYPE_EMAIL', 'OTP_TYPE_SMS', 'OTP_TYPE_WHATSAPP']);

/** A new OTP for `parameters` and its outbox message, after checking the contact and limits. */
export function newOtp(
  context: HandlerContext,
  parameters: InitOtpAuthIntentV3,
  operation: OtpRecord['operation'],
) {
  if (!OTP_TYPES.has(parameters.otpType)) {
    throw invalid(`otpType: expected ${[...OTP_TYPES].join(', ')}, received ${parameters.otpType}`);
  }
  const email = parameters.otpType === 'OTP_TYPE_EMAIL';
  if (
    email
      ? !/^[^@\s]+@[^@\s]+$/.test(parameters.contact)
      : !/^\+[1-9][0-9]{6,14}$/.test(parameters.contact)
  ) {
    throw invalid(
      `contact: ${parameters.otpType} needs ${email ? 'an email address' : 'an E.164 phone number (+ and digits)'}, received ${parameters.contact}`,
    );
  }
  const seconds = requireLifetime(
    parameters.expirationSeconds,
    'expirationSeconds',
    MAX_CODE_SECONDS,
  );
  const code = otpCode(context.random, parameters);
  const otp: OtpRecord = {
    otpId: context.newId(),
    organizationId: context.organizationId,
    operation,
    otpType: parameters.otpType,
    contact: parameters.contact,
    code,
    expiresAtMs: context.now() + seconds * 1000,
    failedAttempts: 0,
    used: false,
    createdAt: context.timestamp(),
  };
  const message = newMessage(context, {
    channel: channelOf(parameters.otpType),
    to: parameters.contact,
    operation,
    subject: `${parameters.appName} verification code`,
    text: `Your ${parameters.appName} code is ${code}. It expires in ${Math.round(seconds / 60)} minutes.`,
    otpId: otp.otpId,
    code,
  });
  return {
    otp,
    write: async (tx: WriteTransaction) => {
      await tx.insert('otp', {
        id: otp.otpId,
        organizationId: otp.organizationId,
        lookup: otp.contact,
        data: otp,
      });
      await insertMessage(tx, message);
    },
  };
}

export const OTP_FIDELITY =
  "The code goes to the sandbox outbox (GET /sandbox/v1/outbox), never to an email or phone. Codes are 6 to 9 characters; an OTP refuses its fourth attempt after three wrong codes (the sandbox's limit). Custom email and SMS templates, sender fields and userIdentifier are accepted and ignored, and there is no limit on how many OTPs a contact may request.";

/**
 * The OTP `otpId` of this organization after checking `code`: a wrong code is counted (in its own
 * transaction, so it counts although the request fails) and answered "Invalid OTP code".
 */
export async function checkCode(
  context: HandlerContext,
  otpId: string,
  code: string,
  operation: OtpRecord['operation'],
): Promise<OtpRecord> {
  const otp = await context.storage.read((tx) => tx.get('otp', otpId));
  if (!otp || otp.organizationId !== context.organizationId || otp.operation !== operation) {
    throw notFound(
      `otpId: no ${operation} OTP ${otpId} in organization ${context.organizationId}`,
      'OTP_NOT_FOUND',
    );
  }
  if (otp.used) throw precondition(`otpId: OTP ${otpId} has already been used`, 'OTP_ALREADY_USED');
  if (context.now() >= otp.expiresAtMs) {
    throw precondition(`otpId: OTP ${otpId} has expired; request a new code`, 'OTP_EXPIRED');
  }
  if (otp.failedAttempts >= MAX_FAILED_OTP_ATTEMPTS) {
    throw new SandboxError(
      'RESOURCE_EXHAUSTED',
      'OTP_ATTEMPTS_EXCEEDED',
      `otpId: OTP ${otpId} has had ${MAX_FAILED_OTP_ATTEMPTS} wrong codes; request a new code`,
    );
  }
  if (code.toUpperCase() !== otp.code) {
    const failed = await context.storage.transaction(async (tx) => {
      const current = await tx.get('otp', otpId);
      if (!current) return MAX_FAILED_OTP_ATTEMPTS;
      const next = { ...current, failedAttempts: current.failedAttempts + 1 };
      await tx.update('otp', otpId, next);
      return next.failedAttempts;
    });
    throw invalid(
      `Invalid OTP code: ${Math.max(MAX_FAILED_OTP_ATTEMPTS - failed, 0)} attempts left`,
      'INVALID_OTP_CODE',
    );
  }
  return otp;
}

/** Marks the OTP used inside the activity's transaction, refusing a second spend. */
export const spend = (otpId: string) => async (tx: WriteTransaction) => {
  const current = await tx.get('otp', otpId);
  if (!current || current.used) {
    throw precondition(`otpId: OTP ${otpId} has already been used`, 'OTP_ALREADY_USED');
  }
  await tx.update('otp', otpId, { ...current, used: true });
};

interface OtpBundle {
  otp_code: string;
  public_key: string;
}

export async function openOtpBundle(
  encrypted: string,
  targetPrivateKey: string,
): Promise<OtpBundle> {
  const refuse = (why: string) => invalid(`encryptedOtpBundle: ${why}`, 'OTP_BUNDLE_INVALID');
  let parsed: unknown;
  try {
    parsed = JSON.parse(encrypted);
  } catch {
    throw refuse('expected the JSON { encappedPublic, ciphertext } the client encrypts');
  }
  const { encappedPublic, ciphertext } = (parsed ?? {}) as Record<string, unknown>;
  if (
    typeof encappedPublic !== 'string' ||
    typeof ciphertext !== 'string' ||
    !/^([0-9a-fA-F]{2})+$/.test(encappedPublic) ||
    !/^([0-9a-fA-F]{2})+$/.test(ciphertext)
  ) {
    throw refuse('encappedPublic and ciphertext must be hex strings');
  }
  const { hpkeOpen } = await transferCrypto();
  let plaintext: Uint8Array;
  try {
    plaintext = hpkeOpen(
      { encappedPublic: hexToBytes(encappedPublic), ciphertext: hexToBytes(ciphertext) },
      hexToBytes(targetPrivateKey),
    );
  } catch (error) {
    if (error instanceof CryptoInputError) throw refuse(error.message);
    throw error;
  }
  let bundle: unknown;
  try {
    bundle = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw refuse('the decrypted bundle is not JSON');
  }
  const { otp_code: code, public_key: publicKey } = (bundle ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || typeof publicKey !== 'string') {
    throw refuse('the decrypted bundle has no otp_code and public_key');
  }
  return { otp_code: code, public_key: publicKey };
}
