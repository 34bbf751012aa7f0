/**
 * stamp_login and the older flows that return a credential bundle, through the unmodified
 * published clients: `@turnkey/http` runs stamp_login, `@turnkey/sdk-server` runs
 * create_read_write_session, email_auth and init_otp_auth → otp_auth (the parent for its
 * sub-organization's user), `@turnkey/crypto` decrypts each bundle, and the decrypted key stamps a
 * whoami until the sandbox clock passes its lifetime.
 */
import { p256 } from '@noble/curves/p256';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { parseSession } from '@turnkey/core/dist/utils';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  advanceClock,
  freshEmail,
  lastMessage,
  sessionClient,
  subOrganizationWithUser,
} from './auth-support';
import { newOrganization, newServerClient, now, useSandbox } from './support';

const harness = useSandbox();

/** The client of the key a credential bundle holds, decrypted with `target`'s private key. */
function clientOfBundle(bundle: string, target: { privateKey: string }) {
  const privateKey = decryptCredentialBundle(bundle, target.privateKey);
  return sessionClient(harness, {
    privateKey,
    publicKey: bytesToHex(p256.getPublicKey(hexToBytes(privateKey), true)),
  });
}

describe('stamp_login', () => {
  it('gives the stamping user a session; invalidateExisting ends the earlier one', async () => {
    const account = await newOrganization(harness);
    const login = async (publicKey: string, invalidateExisting: boolean) => {
      const { activity } = await account.client.stampLogin({
        type: 'ACTIVITY_TYPE_STAMP_LOGIN',
        timestampMs: now(),
        organizationId: account.organizationId,
        parameters: { publicKey, expirationSeconds: '900', invalidateExisting },
      });
      return activity.result.stampLoginResult?.session ?? '';
    };
    const first = sessionClient(harness);
    const session = await login(first.keys.publicKey, false);
    expect(parseSession(session)).toMatchObject({
      userId: account.userId,
      publicKey: first.keys.publicKey,
    });
    expect((await first.client.getWhoami({ organizationId: account.organizationId })).userId).toBe(
      account.userId,
    );
    const second = sessionClient(harness);
    await login(second.keys.publicKey, true);
    await expect(
      first.client.getWhoami({ organizationId: account.organizationId }),
    ).rejects.toThrow(/no API key with public key/);
    expect((await second.client.getWhoami({ organizationId: account.organizationId })).userId).toBe(
      account.userId,
    );
    // The root key itself is not a session and stays.
    expect(
      (await account.client.getWhoami({ organizationId: account.organizationId })).userId,
    ).toBe(account.userId);
  });
});

describe('stamp_login with a session profile', () => {
  it("lasts the profile's lifetime, records the profile on its key, and refuses an unknown one", async () => {
    const account = await newOrganization(harness);
    const organizationId = account.organizationId;
    const createProfile = async (expirationSeconds?: string) => {
      const { activity } = await account.client.createSessionProfile({
        type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
        timestampMs: now(),
        organizationId,
        parameters: {
          sessionProfileName: `profile ${expirationSeconds ?? 'without lifetime'}`,
          scope: "activity.action == 'SIGN'",
          ...(expirationSeconds === undefined ? {} : { expirationSeconds }),
        },
      });
      return activity.result.createSessionProfileResult?.sessionProfileId ?? '';
    };
    const login = (publicKey: string, sessionProfileId: string) =>
      account.client.stampLogin({
        type: 'ACTIVITY_TYPE_STAMP_LOGIN',
        timestampMs: now(),
        organizationId,
        parameters: { publicKey, expirationSeconds: '900', sessionProfileId },
      });
    const keyOf = async (publicKey: string) => {
      const { apiKeys } = await account.client.getApiKeys({
        organizationId,
        userId: account.userId,
      });
      return apiKeys.find((key) => key.credential.publicKey === publicKey);
    };

    const short = await createProfile('60');
    const shortSession = sessionClient(harness);
    await login(shortSession.keys.publicKey, short);
    expect(await keyOf(shortSession.keys.publicKey)).toMatchObject({
      expirationSeconds: '60',
      credential: { type: 'CREDENTIAL_TYPE_LOGIN', sessionProfileId: short },
    });

    const open = await createProfile();
    const openSession = sessionClient(harness);
    await login(openSession.keys.publicKey, open);
    expect(await keyOf(openSession.keys.publicKey)).toMatchObject({
      expirationSeconds: '900',
      credential: { type: 'CREDENTIAL_TYPE_LOGIN', sessionProfileId: open },
    });

    await advanceClock(harness, 61);
    try {
      await expect(shortSession.client.getWhoami({ organizationId })).rejects.toThrow(
        /has expired/,
      );
      expect((await openSession.client.getWhoami({ organizationId })).userId).toBe(account.userId);
    } finally {
      await advanceClock(harness, -61);
    }

    await expect(
      login(sessionClient(harness).keys.publicKey, '8a2e186b-03a6-4130-afe3-94b26027bfc7'),
    ).rejects.toThrow(/no session profile 8a2e186b-03a6-4130-afe3-94b26027bfc7/);
  });
});

describe('create_read_write_session', () => {
  it('returns a bundle @turnkey/crypto decrypts; the key works until its lifetime passes', async () => {
    const { account, client } = await newServerClient(harness);
    const target = newP256KeyPair(secureRandom);
    const result = await client.createReadWriteSession({
      targetPublicKey: target.publicKey,
      expirationSeconds: '60',
    });
    expect(result).toMatchObject({
      userId: account.userId,
      organizationId: account.organizationId,
    });
    const session = clientOfBundle(result.credentialBundle, target);
    expect(
      (await session.client.getWhoami({ organizationId: account.organizationId })).userId,
    ).toBe(account.userId);
    await advanceClock(harness, 61);
    try {
      await expect(
        session.client.getWhoami({ organizationId: account.organizationId }),
      ).rejects.toThrow(/has expired/);
    } finally {
      await advanceClock(harness, -61);
    }
  });

  it('refuses a target key that is not a P-256 public key', async () => {
    const { client } = await newServerClient(harness);
    await expect(client.createReadWriteSession({ targetPublicKey: '04abcd' })).rejects.toThrow(
      /targetPublicKey: expected a P-256 public key/,
    );
    await expect(
      client.createReadWriteSession({ targetPublicKey: `02${'f'.repeat(64)}` }),
    ).rejects.toThrow(/not a point on the P-256 curve/);
  });
});

describe('email_auth', () => {
  it('sends the bundle to the outbox; the decrypted key stamps in the sub-organization', async () => {
    const email = freshEmail();
    const { client, subOrganizationId, userId } = await subOrganizationWithUser(harness, email);
    const target = newP256KeyPair(secureRandom);
    const result = await client.emailAuth({
      organizationId: subOrganizationId,
      email,
      targetPublicKey: target.publicKey,
      emailCustomization: { appName: 'Docs sandbox' },
    });
    expect(result.userId).toBe(userId);
    const message = await lastMessage(harness, subOrganizationId, email);
    expect(message).toMatchObject({ channel: 'email', operation: 'email_auth' });
    const session = clientOfBundle(message.credentialBundle ?? '', target);
    expect((await session.client.getWhoami({ organizationId: subOrganizationId })).userId).toBe(
      userId,
    );
    const { apiKeys } = await client.getApiKeys({ organizationId: subOrganizationId, userId });
    expect(apiKeys.map((key) => key.credential.type)).toEqual([
      'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
    ]);
    await expect(
      client.emailAuth({
        organizationId: subOrganizationId,
        email: freshEmail(),
        targetPublicKey: target.publicKey,
        emailCustomization: { appName: 'Docs sandbox' },
      }),
    ).rejects.toThrow(/No user in organization .* has the email address/);
  });
});

describe('init_otp_auth → otp_auth', () => {
  /** A sub-organization's user, sent a code by init_otp_auth with `options`, and that code. */
  async function sentCode(options: { otpLength?: number; alphanumeric?: boolean }) {
    const email = freshEmail();
    const account = await subOrganizationWithUser(harness, email);
    const { otpId } = await account.client.initOtpAuth({
      organizationId: account.subOrganizationId,
      otpType: 'OTP_TYPE_EMAIL',
      contact: email,
      appName: 'Docs sandbox',
      ...options,
    });
    const { code = '' } = await lastMessage(harness, account.subOrganizationId, email);
    return { ...account, otpId, code };
  }

  it('verifies the code from the outbox and returns a working credential bundle', async () => {
    const { client, subOrganizationId, userId, otpId, code } = await sentCode({
      otpLength: 6,
      alphanumeric: false,
    });
    const target = newP256KeyPair(secureRandom);
    const auth = (otpCode: string) =>
      client.otpAuth({
        organizationId: subOrganizationId,
        otpId,
        otpCode,
        targetPublicKey: target.publicKey,
      });
    await expect(auth(code === '123456' ? '654321' : '123456')).rejects.toThrow(/Invalid OTP code/);
    const result = await auth(code);
    expect(result.userId).toBe(userId);
    const session = clientOfBundle(result.credentialBundle ?? '', target);
    expect((await session.client.getWhoami({ organizationId: subOrganizationId })).userId).toBe(
      userId,
    );
    await expect(auth(code)).rejects.toThrow(/already been used/);
  });

  it('takes the default code, 9 letters and digits, as init_otp_auth V3 sends it', async () => {
    const { client, subOrganizationId, userId, otpId, code } = await sentCode({});
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{9}$/);
    const result = await client.otpAuth({
      organizationId: subOrganizationId,
      otpId,
      otpCode: code,
      targetPublicKey: newP256KeyPair(secureRandom).publicKey,
    });
    expect(result.userId).toBe(userId);
  });
});
