/**
 * Logins stamped with `X-Stamp-Attested`, as `@turnkey/core`'s `loginWithOtp` and
 * `loginWithOauth` send them: `stamp_login` signed with the session key, carrying the
 * verification token (or OIDC token) that vouches for that key, addressed to the parent
 * organization; the sandbox logs in the sub-organization's user the token names.
 */
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { sha256 } from '@noble/hashes/sha2';
import { SignatureFormat } from '@turnkey/api-key-stamper';
import { parseSession } from '@turnkey/core/dist/utils';
import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import {
  freshEmail,
  lastMessage,
  mintOidcToken,
  sandboxKeys,
  sessionClient,
  subOrganizationWithUser,
} from './auth-support';
import { now, useSandbox, type Harness } from './support';

const harness: Harness = useSandbox();
const FLOW_TIMEOUT_MS = 20_000;

/** The attestations `@turnkey/core` 2.8.1's `AttestedScheme` names. */
const AttestedScheme = {
  P256_OIDC: 'STAMP_ATTESTED_SCHEME_P256_OIDC',
  P256_VERIFICATION_TOKEN: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
} as const;
type AttestedScheme = (typeof AttestedScheme)[keyof typeof AttestedScheme];

/**
 * A client that stamps with `session`'s key, attested by `token` under `scheme`: the header
 * `@turnkey/core` 2.8.1's `AttestedStamper` builds (base64url JSON of the attestation, the scheme,
 * the key and its DER signature over the body, made here by the published `ApiKeyStamper`).
 * That class is not exported from the package, and its key store runs only in a browser or
 * React Native.
 */
function attestedClient(
  session: ReturnType<typeof sessionClient>,
  token: string,
  scheme: AttestedScheme,
) {
  const stamper = {
    stamp: async (payload: string) => {
      const signature = await session.stamper.sign(payload, SignatureFormat.Der);
      const stamp = {
        publicKeyAttestation: token,
        scheme,
        publicKey: session.keys.publicKey,
        signature,
      };
      return {
        stampHeaderName: 'X-Stamp-Attested',
        stampHeaderValue: Buffer.from(JSON.stringify(stamp)).toString('base64url'),
      };
    },
  };
  return new TurnkeyClient({ baseUrl: harness.url }, stamper);
}

const stampLogin = (client: TurnkeyClient, organizationId: string, publicKey: string) =>
  client.stampLogin({
    type: 'ACTIVITY_TYPE_STAMP_LOGIN',
    timestampMs: now(),
    organizationId,
    parameters: { publicKey, expirationSeconds: '900' },
  });

/** A verification token for `email`'s code, bound to `publicKey`. */
async function verificationTokenFor(email: string, publicKey: string) {
  const setup = await subOrganizationWithUser(harness, email);
  const { otpId, otpEncryptionTargetBundle } = await setup.client.initOtp({
    otpType: 'OTP_TYPE_EMAIL',
    contact: email,
    appName: 'Docs sandbox',
  });
  const { code = '' } = await lastMessage(harness, setup.parent.organizationId, email);
  const keys = await sandboxKeys(harness);
  const encryptedOtpBundle = await encryptOtpCodeToBundle(
    code,
    otpEncryptionTargetBundle,
    publicKey,
    keys.otp,
  );
  const { verificationToken } = await setup.client.verifyOtp({
    otpId,
    encryptedOtpBundle,
    expirationSeconds: '3600',
  });
  return { ...setup, verificationToken };
}

describe('X-Stamp-Attested', () => {
  it(
    'logs in the sub-organization user a verification token names, addressed to the parent',
    async () => {
      const email = freshEmail();
      const session = sessionClient(harness);
      const { parent, subOrganizationId, userId, verificationToken } = await verificationTokenFor(
        email,
        session.keys.publicKey,
      );
      const client = attestedClient(
        session,
        verificationToken,
        AttestedScheme.P256_VERIFICATION_TOKEN,
      );
      const { activity } = await stampLogin(client, parent.organizationId, session.keys.publicKey);
      expect(activity).toMatchObject({
        status: 'ACTIVITY_STATUS_COMPLETED',
        organizationId: subOrganizationId,
      });
      const jwt = activity.result.stampLoginResult?.session ?? '';
      expect(parseSession(jwt)).toMatchObject({
        userId,
        organizationId: subOrganizationId,
        publicKey: session.keys.publicKey,
      });
      // The session key now stamps as that user.
      expect((await session.client.getWhoami({ organizationId: subOrganizationId })).userId).toBe(
        userId,
      );
      // An attested stamp authenticates the login only.
      await expect(client.getWhoami({ organizationId: subOrganizationId })).rejects.toThrow(
        /accepts X-Stamp-Attested for stamp_login only/,
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'refuses a token bound to another key than the one that signed',
    async () => {
      const bound = sessionClient(harness);
      const { parent, verificationToken } = await verificationTokenFor(
        freshEmail(),
        bound.keys.publicKey,
      );
      const other = sessionClient(harness);
      const client = attestedClient(
        other,
        verificationToken,
        AttestedScheme.P256_VERIFICATION_TOKEN,
      );
      await expect(stampLogin(client, parent.organizationId, other.keys.publicKey)).rejects.toThrow(
        /verification token is bound to another public key/,
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'logs in the user linked to an OIDC token whose nonce is the hash of the signing key',
    async () => {
      const audience = 'docs-sandbox-web';
      const subject = `subject-${Date.now()}-attested`;
      const link = await mintOidcToken(harness, { sub: subject, aud: audience });
      const { parent, subOrganizationId, userId } = await subOrganizationWithUser(
        harness,
        freshEmail(),
        [{ providerName: 'Sandbox OIDC', oidcToken: link }],
      );
      const session = sessionClient(harness);
      const nonce = bytesToHex(sha256(utf8Encode(session.keys.publicKey)));
      const oidcToken = await mintOidcToken(harness, { sub: subject, aud: audience, nonce });
      const client = attestedClient(session, oidcToken, AttestedScheme.P256_OIDC);
      const { activity } = await stampLogin(client, parent.organizationId, session.keys.publicKey);
      expect(parseSession(activity.result.stampLoginResult?.session ?? '')).toMatchObject({
        userId,
        organizationId: subOrganizationId,
      });

      const wrongNonce = await mintOidcToken(harness, { sub: subject, aud: audience, nonce: 'x' });
      await expect(
        stampLogin(
          attestedClient(session, wrongNonce, AttestedScheme.P256_OIDC),
          parent.organizationId,
          session.keys.publicKey,
        ),
      ).rejects.toThrow(/nonce/);
    },
    FLOW_TIMEOUT_MS,
  );
});
