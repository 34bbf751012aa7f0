/**
 * The current OTP login through the unmodified published clients: `@turnkey/sdk-server` runs
 * init_otp → verify_otp → otp_login for a sub-organization's user, `@turnkey/crypto` encrypts the
 * code to the signed target bundle and verifies the tokens with the keys `GET /sandbox/v1/info`
 * publishes, `@turnkey/core` builds the client-signature message and reads the session, and the
 * session key stamps a whoami with `@turnkey/http` until the sandbox clock passes its expiry.
 */
import { SignatureFormat } from '@turnkey/api-key-stamper';
import { getClientSignatureMessageForLogin, parseSession } from '@turnkey/core/dist/utils';
import {
  encryptOtpCodeToBundle,
  verifyOtpVerificationToken,
  verifySessionJwtSignature,
} from '@turnkey/crypto';
import { TurnkeyRequestError } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import {
  advanceClock,
  freshEmail,
  lastMessage,
  sandboxKeys,
  sessionClient,
  subOrganizationWithUser,
} from './auth-support';
import { useSandbox } from './support';

const harness = useSandbox();
/** A whole flow is a dozen round trips; on a loaded machine with PostgreSQL that passes 5 s. */
const FLOW_TIMEOUT_MS = 20_000;

type ServerClient = Awaited<ReturnType<typeof subOrganizationWithUser>>['client'];

/** init_otp to the parent for `email`, and the code the outbox received. */
async function sendCode(client: ServerClient, parentId: string, email: string, extra = {}) {
  const { otpId, otpEncryptionTargetBundle } = await client.initOtp({
    otpType: 'OTP_TYPE_EMAIL',
    contact: email,
    appName: 'Docs sandbox',
    ...extra,
  });
  const message = await lastMessage(harness, parentId, email);
  expect(message.otpId).toBe(otpId);
  return { otpId, otpEncryptionTargetBundle, code: message.code ?? '' };
}

/** verify_otp with `code` sealed, with the session key, to the target bundle. */
async function verify(
  client: ServerClient,
  sent: { otpId: string; otpEncryptionTargetBundle: string },
  code: string,
  sessionPublicKey: string,
) {
  const keys = await sandboxKeys(harness);
  const encryptedOtpBundle = await encryptOtpCodeToBundle(
    code,
    sent.otpEncryptionTargetBundle,
    sessionPublicKey,
    keys.otp,
  );
  return client.verifyOtp({ otpId: sent.otpId, encryptedOtpBundle, expirationSeconds: '3600' });
}

/** otp_login as @turnkey/core does it: the token's key signs the login message. */
async function login(
  client: ServerClient,
  organizationId: string,
  verificationToken: string,
  session: ReturnType<typeof sessionClient>,
) {
  const { message, publicKey } = getClientSignatureMessageForLogin({ verificationToken });
  const signature = await session.stamper.sign(message, SignatureFormat.Raw);
  return client.otpLogin({
    organizationId,
    verificationToken,
    publicKey,
    clientSignature: {
      publicKey,
      scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
      message,
      signature,
    },
    expirationSeconds: '900',
  });
}

describe('init_otp → verify_otp → otp_login', () => {
  it(
    'logs in with the code from the outbox, and the session stamps until it expires',
    async () => {
      const email = freshEmail();
      const { client, parent, subOrganizationId, userId } = await subOrganizationWithUser(
        harness,
        email,
      );
      const sent = await sendCode(client, parent.organizationId, email);
      expect(sent.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{9}$/);
      const session = sessionClient(harness);
      const { verificationToken } = await verify(client, sent, sent.code, session.keys.publicKey);

      const keys = await sandboxKeys(harness);
      const claims = await verifyOtpVerificationToken(verificationToken, keys.otp);
      expect(claims).toMatchObject({
        contact: email,
        organization_id: parent.organizationId,
        public_key: session.keys.publicKey,
      });

      const { session: jwt } = await login(client, subOrganizationId, verificationToken, session);
      expect(await verifySessionJwtSignature(jwt, keys.session)).toBe(true);
      const parsed = parseSession(jwt);
      expect(parsed).toMatchObject({
        userId,
        organizationId: subOrganizationId,
        publicKey: session.keys.publicKey,
        sessionType: 'SESSION_TYPE_READ_WRITE',
      });
      expect(Number(parsed.expirationSeconds)).toBeGreaterThan(890);

      const whoami = await session.client.getWhoami({ organizationId: subOrganizationId });
      expect(whoami.userId).toBe(userId);

      await expect(login(client, subOrganizationId, verificationToken, session)).rejects.toThrow(
        /already been used/,
      );

      await advanceClock(harness, 901);
      try {
        const error = await session.client.getWhoami({ organizationId: subOrganizationId }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(TurnkeyRequestError);
        expect((error as TurnkeyRequestError).message).toMatch(/has expired/);
        expect((error as TurnkeyRequestError).details?.[0]).toMatchObject({
          turnkeyErrorCode: 'API_KEY_EXPIRED',
        });
      } finally {
        await advanceClock(harness, -901);
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it('sends a 6-digit code when asked, and the code works once', async () => {
    const email = freshEmail();
    const { client, parent } = await subOrganizationWithUser(harness, email);
    const sent = await sendCode(client, parent.organizationId, email, {
      otpLength: 6,
      alphanumeric: false,
    });
    expect(sent.code).toMatch(/^[0-9]{6}$/);
    const session = sessionClient(harness);
    await verify(client, sent, sent.code, session.keys.publicKey);
    await expect(verify(client, sent, sent.code, session.keys.publicKey)).rejects.toThrow(
      /already been used/,
    );
  });
});

describe('OTP bad input', () => {
  it('answers a wrong code with "Invalid OTP code", and refuses after three wrong codes', async () => {
    const email = freshEmail();
    const { client, parent } = await subOrganizationWithUser(harness, email);
    const sent = await sendCode(client, parent.organizationId, email, {
      otpLength: 6,
      alphanumeric: false,
    });
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const { publicKey } = sessionClient(harness).keys;
    await expect(verify(client, sent, wrong, publicKey)).rejects.toThrow(
      /Invalid OTP code: 2 attempts left/,
    );
    await expect(verify(client, sent, wrong, publicKey)).rejects.toThrow(/1 attempts left/);
    await expect(verify(client, sent, wrong, publicKey)).rejects.toThrow(/0 attempts left/);
    await expect(verify(client, sent, sent.code, publicKey)).rejects.toThrow(
      /has had 3 wrong codes/,
    );
  });

  it('refuses an expired code once the sandbox clock passes expirationSeconds', async () => {
    const email = freshEmail();
    const { client, parent } = await subOrganizationWithUser(harness, email);
    const sent = await sendCode(client, parent.organizationId, email, {
      expirationSeconds: '60',
    });
    await advanceClock(harness, 61);
    try {
      await expect(
        verify(client, sent, sent.code, sessionClient(harness).keys.publicKey),
      ).rejects.toThrow(/has expired/);
    } finally {
      await advanceClock(harness, -61);
    }
  });

  it('refuses codes that live longer than 600 seconds, and contacts of the wrong kind', async () => {
    const email = freshEmail();
    const { client } = await subOrganizationWithUser(harness, email);
    const init = (extra: object) =>
      client.initOtp({ otpType: 'OTP_TYPE_EMAIL', contact: email, appName: 'Docs', ...extra });
    await expect(init({ expirationSeconds: '601' })).rejects.toThrow(/maximum of 600/);
    await expect(init({ otpLength: 4 })).rejects.toThrow(/otpLength/);
    await expect(init({ otpType: 'OTP_TYPE_SMS' })).rejects.toThrow(/E\.164/);
  });

  it('refuses a bundle that is not the sealed code, an unknown otpId and a zero lifetime', async () => {
    const email = freshEmail();
    const { client, parent } = await subOrganizationWithUser(harness, email);
    const sent = await sendCode(client, parent.organizationId, email);
    const send = (otpId: string, encryptedOtpBundle: string, expirationSeconds = '3600') =>
      client.verifyOtp({ otpId, encryptedOtpBundle, expirationSeconds });
    await expect(send(sent.otpId, 'not json')).rejects.toThrow(/encryptedOtpBundle: expected/);
    await expect(
      send(
        sent.otpId,
        JSON.stringify({ encappedPublic: `04${'ab'.repeat(64)}`, ciphertext: 'abcd' }),
      ),
    ).rejects.toThrow(/encryptedOtpBundle: .*(not a point on the P-256 curve|does not decrypt)/);
    await expect(send('00000000-0000-4000-8000-000000000000', 'x')).rejects.toThrow(
      /no init_otp OTP/,
    );
    await expect(send(sent.otpId, 'x', '0')).rejects.toThrow(/above zero/);
    await expect(send(sent.otpId, 'x', '86401')).rejects.toThrow(/maximum of 86400/);
  });

  it('refuses otp_login for a contact no user of the organization has', async () => {
    const email = freshEmail();
    const { client, parent, subOrganizationId } = await subOrganizationWithUser(harness, email);
    const stranger = freshEmail();
    const sent = await sendCode(client, parent.organizationId, stranger);
    const session = sessionClient(harness);
    const { verificationToken } = await verify(client, sent, sent.code, session.keys.publicKey);
    await expect(login(client, subOrganizationId, verificationToken, session)).rejects.toThrow(
      /No user in organization .* has the email address/,
    );
  });

  it('refuses a client signature by another key, and a token signed by another key', async () => {
    const email = freshEmail();
    const { client, parent, subOrganizationId } = await subOrganizationWithUser(harness, email);
    const sent = await sendCode(client, parent.organizationId, email);
    const session = sessionClient(harness);
    const { verificationToken } = await verify(client, sent, sent.code, session.keys.publicKey);
    const impostor = sessionClient(harness);
    const { message, publicKey } = getClientSignatureMessageForLogin({ verificationToken });
    const forged = await impostor.stamper.sign(message, SignatureFormat.Raw);
    await expect(
      client.otpLogin({
        organizationId: subOrganizationId,
        verificationToken,
        publicKey,
        clientSignature: {
          publicKey,
          scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
          message,
          signature: forged,
        },
      }),
    ).rejects.toThrow(/clientSignature: the signature/);
    const [header, payload] = verificationToken.split('.');
    const foreign = `${header}.${payload}.${'A'.repeat(86)}`;
    await expect(login(client, subOrganizationId, foreign, session)).rejects.toThrow(
      /not the sandbox OTP key/,
    );
  });
});
