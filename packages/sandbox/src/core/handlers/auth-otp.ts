/**
 * The current OTP login: init_otp sends a code to the outbox and returns a signed bundle holding
 * a per-OTP target key; verify_otp decrypts the code and the client's public key sealed to it and
 * returns a signed verification token; otp_login spends that token, checks the client's signature
 * over `{ login: { publicKey }, tokenId, type }` and returns a session JWT.
 */
import {
  InitOtpIntentV3Schema,
  OtpLoginIntentV2Schema,
  VerifyOtpIntentV2Schema,
} from '@docs/platform-api';
import type { OtpLoginIntentV2 } from '@docs/platform-api';
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8Encode } from '@docs/platform-api/bytes';
import { sandboxKey } from '../auth/keys';
import {
  checkCode,
  MAX_VERIFICATION_TOKEN_SECONDS,
  newOtp,
  openOtpBundle,
  OTP_FIDELITY,
  spend,
} from '../auth/otp';
import { issueLogin, requested, requireLifetime, requireP256PublicKey } from '../auth/session';
import { spendVerificationToken } from '../auth/spent-tokens';
import { readVerificationToken, signedBundle, signVerificationToken } from '../auth/tokens';
import { userByContact } from '../auth/users';
import { notFound, SandboxError } from '../errors';
import { simplified, submission } from '../contract';
import { PROFILE_FIDELITY } from './session-profiles';

export const initOtp = submission(
  InitOtpIntentV3Schema,
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

export const verifyOtp = submission(
  VerifyOtpIntentV2Schema,
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
      sha256(utf8Encode(clientSignature.message)),
      hexToBytes(tokenKey),
      { prehash: false, lowS: false },
    );
  if (!valid) throw refuse('the signature (64-byte r‖s, hex) does not verify over message');
}

export const otpLogin = submission(
  OtpLoginIntentV2Schema,
  simplified(
    `The session JWT is signed by the sandbox session key (GET /sandbox/v1/info, \`keys.session\`). ${PROFILE_FIDELITY}`,
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
    const { credential: session, write } = await issueLogin(context, user, {
      operation: 'otp_login',
      expirationSeconds: seconds,
      ...requested(parameters),
      session: { publicKey, sessionProfileId: parameters.sessionProfileId },
    });
    return {
      result: { session },
      write: async (tx) => {
        await spendVerificationToken(tx, context, claims.id);
        await write(tx);
      },
    };
  },
);
