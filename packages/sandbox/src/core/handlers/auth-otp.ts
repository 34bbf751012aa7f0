/**
 * OTP flows. The current one: init_otp sends a code to the outbox and returns a signed bundle
 * holding a per-OTP target key; verify_otp decrypts the code and the client's public key sealed to
 * it and returns a signed verification token; otp_login spends that token, checks the client's
 * signature over `{ login: { publicKey }, tokenId, type }` and returns a session JWT. The older
 * one: init_otp_auth, then otp_auth with the code in the clear and a credential bundle back.
 */
import type {
  InitOtpAuthIntentV3,
  InitOtpIntentV3,
  OtpAuthIntent,
  OtpLoginIntentV2,
  VerifyOtpIntentV2,
} from '@docs/platform-api';
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { CryptoInputError } from '../../crypto/errors';
import { hpkeOpen } from '../../crypto/hpke';
import type { OtpRecord, WriteTransaction } from '../../storage/types';
import { sandboxKey } from '../auth/keys';
import { channelOf, insertMessage, newMessage } from '../auth/outbox';
import { otpCode } from '../auth/otp-code';
import {
  issueKey,
  newCredential,
  requireLifetime,
  requireP256PublicKey,
  sessionFor,
} from '../auth/session';
import { readVerificationToken, signedBundle, signVerificationToken } from '../auth/tokens';
import { userByContact } from '../auth/users';
import { invalid, notFound, precondition, SandboxError } from '../errors';
import { simplified, submission, type HandlerContext } from '../registry';

/** Longest life of a code, and of a verification token, in seconds (the platform's maxima). */
const MAX_CODE_SECONDS = 600;
const MAX_VERIFICATION_TOKEN_SECONDS = 86_400;
/** Wrong codes an OTP survives; the next attempt is refused even with the right code. */
export const MAX_FAILED_OTP_ATTEMPTS = 3;

const OTP_TYPES = new Set(['OTP_TYPE_EMAIL', 'OTP_TYPE_SMS', 'OTP_TYPE_WHATSAPP']);

/** A new OTP for `parameters` and its outbox message, after checking the contact and limits. */
function newOtp(
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

const OTP_FIDELITY =
  "The code goes to the sandbox outbox (GET /sandbox/v1/outbox), never to an email or phone. Codes are 6 to 9 characters; an OTP refuses its fourth attempt after three wrong codes (the sandbox's limit). Custom email and SMS templates, sender fields and userIdentifier are accepted and ignored, and there is no limit on how many OTPs a contact may request.";

export const initOtp = submission<InitOtpIntentV3>(
  simplified(OTP_FIDELITY),
  async (context, parameters) => {
    const { otp, write } = newOtp(context, parameters, 'init_otp');
    let target = context.random(32);
    while (!p256.utils.isValidPrivateKey(target)) target = context.random(32);
    otp.targetPrivateKey = bytesToHex(target);
    const otpEncryptionTargetBundle = signedBundle(
      {
        targetPublic: bytesToHex(p256.getPublicKey(target, false)),
        organizationId: context.organizationId,
      },
      await sandboxKey(context, 'otp'),
    );
    return { result: { otpId: otp.otpId, otpEncryptionTargetBundle }, write };
  },
);

export const initOtpAuth = submission<InitOtpAuthIntentV3>(
  simplified(OTP_FIDELITY),
  (context, parameters) => {
    const { otp, write } = newOtp(context, parameters, 'init_otp_auth');
    return Promise.resolve({ result: { otpId: otp.otpId }, write });
  },
);

/**
 * The OTP `otpId` of this organization after checking `code`: a wrong code is counted (in its own
 * transaction, so it counts although the request fails) and answered "Invalid OTP code".
 */
async function checkCode(
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
const spend = (otpId: string) => async (tx: WriteTransaction) => {
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

async function openOtpBundle(encrypted: string, targetPrivateKey: string): Promise<OtpBundle> {
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
  let plaintext: Uint8Array;
  try {
    plaintext = await hpkeOpen(
      { encapsulatedKey: hexToBytes(encappedPublic), ciphertext: hexToBytes(ciphertext) },
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

export const verifyOtp = submission<VerifyOtpIntentV2>(
  simplified(
    'The verification token is signed by the sandbox OTP key (GET /sandbox/v1/info, `keys.otp`); verification_type holds the OTP type.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(
      parameters.expirationSeconds,
      'expirationSeconds',
      MAX_VERIFICATION_TOKEN_SECONDS,
    );
    const stored = await context.storage.read((tx) => tx.get('otp', parameters.otpId));
    if (!stored?.targetPrivateKey || stored.organizationId !== context.organizationId) {
      throw notFound(
        `otpId: no init_otp OTP ${parameters.otpId} in organization ${context.organizationId}`,
        'OTP_NOT_FOUND',
      );
    }
    const bundle = await openOtpBundle(parameters.encryptedOtpBundle, stored.targetPrivateKey);
    const publicKey = bytesToHex(
      requireP256PublicKey(bundle.public_key, 'encryptedOtpBundle.public_key'),
    );
    const otp = await checkCode(context, parameters.otpId, bundle.otp_code, 'init_otp');
    const verificationToken = signVerificationToken(
      {
        id: context.newId(),
        verification_type: otp.otpType,
        contact: otp.contact,
        organization_id: context.organizationId,
        public_key: publicKey,
        exp: String(context.now() + seconds * 1000),
      },
      await sandboxKey(context, 'otp'),
    );
    return { result: { verificationToken }, write: spend(otp.otpId) };
  },
);

/** The message otp_login's client signature covers, as the published clients build it. */
export const loginSignatureMessage = (tokenId: string, publicKey: string) =>
  JSON.stringify({ login: { publicKey }, tokenId, type: 'USAGE_TYPE_LOGIN' });

function checkClientSignature(parameters: OtpLoginIntentV2, tokenId: string, tokenKey: string) {
  const { clientSignature } = parameters;
  const refuse = (why: string) =>
    new SandboxError('UNAUTHENTICATED', 'CLIENT_SIGNATURE_INVALID', `clientSignature: ${why}`);
  if (clientSignature.publicKey.toLowerCase() !== tokenKey) {
    throw refuse('publicKey is not the key the verification token is bound to');
  }
  if (clientSignature.message !== loginSignatureMessage(tokenId, parameters.publicKey)) {
    throw refuse(
      'message must be the JSON { login: { publicKey }, tokenId, type: "USAGE_TYPE_LOGIN" } for this token and publicKey',
    );
  }
  const valid =
    /^[0-9a-fA-F]{128}$/.test(clientSignature.signature) &&
    p256.verify(
      hexToBytes(clientSignature.signature),
      sha256(utf8ToBytes(clientSignature.message)),
      hexToBytes(tokenKey),
      { prehash: false, lowS: false },
    );
  if (!valid) throw refuse('the signature (64-byte r‖s, hex) does not verify over message');
}

export const otpLogin = submission<OtpLoginIntentV2>(
  simplified(
    'The session JWT is signed by the sandbox session key (GET /sandbox/v1/info, `keys.session`); sessionProfileId is accepted and ignored (every session is read-write).',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const publicKey = requireP256PublicKey(parameters.publicKey, 'publicKey');
    const claims = readVerificationToken(
      parameters.verificationToken,
      await sandboxKey(context, 'otp'),
      context.now(),
    );
    const { user, organization } = await context.storage.read(async (tx) => ({
      organization: await tx.get('organization', context.organizationId),
      user: await userByContact(
        tx,
        context.organizationId,
        claims.verification_type,
        claims.contact,
      ),
    }));
    if (
      claims.organization_id !== context.organizationId &&
      claims.organization_id !== organization?.parentOrganizationId
    ) {
      throw new SandboxError(
        'PERMISSION_DENIED',
        'VERIFICATION_TOKEN_INVALID',
        `verificationToken: issued for organization ${claims.organization_id}, which is neither ${context.organizationId} nor its parent`,
      );
    }
    checkClientSignature(parameters, claims.id, claims.public_key.toLowerCase());
    const issued = issueKey(context, user, {
      publicKey,
      expirationSeconds: seconds,
      operation: 'otp_login',
      invalidateExisting: parameters.invalidateExisting ?? false,
    });
    const spent = {
      tokenId: claims.id,
      organizationId: context.organizationId,
      spentAt: context.timestamp(),
    };
    return {
      result: { session: await sessionFor(context, issued) },
      write: async (tx) => {
        if (await tx.get('spentToken', claims.id)) {
          throw precondition(
            'verificationToken: this token has already been used',
            'VERIFICATION_TOKEN_USED',
          );
        }
        await tx.insert('spentToken', {
          id: claims.id,
          organizationId: context.organizationId,
          data: spent,
        });
        await issued.write(tx);
      },
    };
  },
);

export const otpAuth = submission<OtpAuthIntent>(
  simplified(
    'The credential bundle is HPKE-encrypted to targetPublicKey as the platform does it, by a sandbox key pair; the key is stored as CREDENTIAL_TYPE_OTP_AUTH_KEY_P256.',
  ),
  async (context, parameters) => {
    const seconds = requireLifetime(parameters.expirationSeconds, 'expirationSeconds');
    const otp = await checkCode(context, parameters.otpId, parameters.otpCode, 'init_otp_auth');
    const user = await context.storage.read((tx) =>
      userByContact(tx, context.organizationId, otp.otpType, otp.contact),
    );
    const credential = await newCredential(context, parameters.targetPublicKey);
    const issued = issueKey(context, user, {
      publicKey: credential.publicKey,
      expirationSeconds: seconds,
      operation: 'otp_auth',
      credentialType: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
      invalidateExisting: parameters.invalidateExisting ?? false,
      ...(parameters.apiKeyName !== undefined ? { apiKeyName: parameters.apiKeyName } : {}),
    });
    return {
      result: {
        userId: user.userId,
        apiKeyId: issued.apiKey.apiKeyId,
        credentialBundle: credential.credentialBundle,
      },
      write: async (tx) => {
        await spend(otp.otpId)(tx);
        await issued.write(tx);
      },
    };
  },
);
