/**
 * Email recovery through `@turnkey/sdk-server`: init_user_email_recovery puts a credential
 * bundle in the outbox, `@turnkey/crypto` decrypts it, and the recovery key submits recover_user
 * with a new passkey, which the user then holds.
 */
import { p256 } from '@noble/curves/p256';
import { base64UrlEncode, bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { decryptCredentialBundle } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { SoftwareAuthenticator } from '../../core/webauthn/__tests__/software-authenticator';
import { newP256KeyPair } from '../../node/keys';
import { freshEmail, lastMessage, sessionClient, subOrganizationWithUser } from './auth-support';
import { now, useSandbox } from './support';

const harness = useSandbox();

describe('init_user_email_recovery → recover_user', () => {
  it('mails a recovery key whose holder registers a new passkey for the user', async () => {
    const email = freshEmail();
    const { client, subOrganizationId, userId } = await subOrganizationWithUser(harness, email);
    const target = newP256KeyPair(secureRandom);
    const { activity, userId: recovered } = await client.initUserEmailRecovery({
      organizationId: subOrganizationId,
      email,
      targetPublicKey: target.publicKey,
      expirationSeconds: '900',
      emailCustomization: { appName: 'Docs sandbox' },
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(recovered).toBe(userId);
    const message = await lastMessage(harness, subOrganizationId, email);
    expect(message).toMatchObject({ channel: 'email', operation: 'init_user_email_recovery' });
    const { apiKeys } = await client.getApiKeys({ organizationId: subOrganizationId, userId });
    expect(apiKeys.map((key) => key.credential.type)).toContain(
      'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
    );

    const privateKey = decryptCredentialBundle(message.credentialBundle ?? '', target.privateKey);
    const recovery = sessionClient(harness, {
      privateKey,
      publicKey: bytesToHex(p256.getPublicKey(hexToBytes(privateKey), true)),
    });
    const passkey = new SoftwareAuthenticator();
    const challenge = base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));
    const { activity: recoverActivity } = await recovery.client.recoverUser({
      type: 'ACTIVITY_TYPE_RECOVER_USER',
      timestampMs: now(),
      organizationId: subOrganizationId,
      parameters: { userId, authenticator: passkey.registration(challenge) },
    });
    const authenticatorIds = recoverActivity.result.recoverUserResult?.authenticatorId ?? [];
    expect(authenticatorIds).toHaveLength(1);
    const { authenticators } = await client.getAuthenticators({
      organizationId: subOrganizationId,
      userId,
    });
    expect(authenticators.map((one) => one.authenticatorId)).toEqual(authenticatorIds);
  });

  it('refuses an email no user has and a lifetime that is not a number', async () => {
    const email = freshEmail();
    const { client, subOrganizationId } = await subOrganizationWithUser(harness, email);
    const target = newP256KeyPair(secureRandom);
    const start = (overrides: { email?: string; expirationSeconds?: string }) =>
      client.initUserEmailRecovery({
        organizationId: subOrganizationId,
        email,
        targetPublicKey: target.publicKey,
        expirationSeconds: '900',
        emailCustomization: { appName: 'Docs sandbox' },
        ...overrides,
      });
    await expect(start({ email: freshEmail() })).rejects.toThrow(/has the email address/);
    await expect(start({ expirationSeconds: 'soon' })).rejects.toThrow(/expirationSeconds/);
  });
});
