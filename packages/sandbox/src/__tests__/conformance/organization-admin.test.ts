/**
 * Organization administration through the unmodified published clients (`@turnkey/sdk-server`'s
 * `apiClient()`, `@turnkey/crypto` for OTP codes and session signatures): renaming, deleting a
 * sub-organization under the export rule, sub-organizations with verified contacts, deleting
 * wallet accounts and read-only sessions. Bad input answers with the field; isolation holds.
 */
import { encryptOtpCodeToBundle, verifySessionJwtSignature } from '@turnkey/crypto';
import { Turnkey } from '@turnkey/sdk-server';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair, type ApiKeyPair } from '../../node/keys';
import { freshEmail, lastMessage, sandboxKeys } from './auth-support';
import { failure, serverClientOf } from './policy-support';
import { ETHEREUM_ACCOUNT, newOrganization, newServerClient, useSandbox } from './support';

const harness = useSandbox();

type ServerClient = ReturnType<typeof serverClientOf>;

const clientOf = (keys: ApiKeyPair, organizationId: string) =>
  new Turnkey({
    apiBaseUrl: harness.url,
    apiPublicKey: keys.publicKey,
    apiPrivateKey: keys.privateKey,
    defaultOrganizationId: organizationId,
  }).apiClient();

/** A sub-organization whose root user holds a fresh API key, with an Ethereum wallet. */
async function subOrganization(parent: ServerClient, email = freshEmail()) {
  const keys = newP256KeyPair(secureRandom);
  const created = await parent.createSubOrganization({
    subOrganizationName: `Sub-organization of ${email}`,
    rootUsers: [
      {
        userName: 'End user',
        userEmail: email,
        apiKeys: [
          { apiKeyName: 'end-user', publicKey: keys.publicKey, curveType: 'API_KEY_CURVE_P256' },
        ],
        authenticators: [],
        oauthProviders: [],
      },
    ],
    rootQuorumThreshold: 1,
    wallet: { walletName: 'Main', accounts: [ETHEREUM_ACCOUNT] },
  });
  const subOrganizationId = created.subOrganizationId;
  return { subOrganizationId, email, client: clientOf(keys, subOrganizationId) };
}

/** init_otp → verify_otp for `contact` in the client's organization: a verification token. */
async function verificationToken(client: ServerClient, organizationId: string, contact: string) {
  const { otpId, otpEncryptionTargetBundle } = await client.initOtp({
    otpType: 'OTP_TYPE_EMAIL',
    contact,
    appName: 'Docs sandbox',
  });
  const { code } = await lastMessage(harness, organizationId, contact);
  const session = newP256KeyPair(secureRandom);
  const encryptedOtpBundle = await encryptOtpCodeToBundle(
    code ?? '',
    otpEncryptionTargetBundle,
    session.publicKey,
    (await sandboxKeys(harness)).otp,
  );
  const { verificationToken } = await client.verifyOtp({
    otpId,
    encryptedOtpBundle,
    expirationSeconds: '3600',
  });
  return verificationToken;
}

describe('renaming an organization', () => {
  it('renames, and refuses an empty name', async () => {
    const { account, client } = await newServerClient(harness);
    const renamed = await client.updateOrganizationName({ organizationName: 'Acme Treasury' });
    expect(renamed).toMatchObject({
      organizationId: account.organizationId,
      organizationName: 'Acme Treasury',
    });
    expect((await client.getWhoami({})).organizationName).toBe('Acme Treasury');
    const empty = await failure(client.updateOrganizationName({ organizationName: ' ' }));
    expect(empty.code).toBe(3);
    expect(empty.message).toContain('organizationName');
  });

  it('lets a parent read a renamed sub-organization but not rename it', async () => {
    const { account, client: parent } = await newServerClient(harness);
    const sub = await subOrganization(parent);
    await sub.client.updateOrganizationName({ organizationName: 'Renamed' });
    const read = await account.client.getOrganization({ organizationId: sub.subOrganizationId });
    expect(read.organizationData.name).toBe('Renamed');
    const refused = await failure(
      parent.updateOrganizationName({
        organizationId: sub.subOrganizationId,
        organizationName: 'Taken over',
      }),
    );
    expect(refused.code).toBe(7);
  });
});

describe('deleting a sub-organization', () => {
  it('refuses while the wallet was never exported, then deletes with deleteWithoutExport', async () => {
    const { client: parent } = await newServerClient(harness);
    const sub = await subOrganization(parent);
    const kept = await subOrganization(parent);
    const refused = await failure(sub.client.deleteSubOrganization({}));
    expect(refused.code).toBe(9);
    expect(refused.message).toContain('deleteWithoutExport');

    const deleted = await sub.client.deleteSubOrganization({ deleteWithoutExport: true });
    expect(deleted.subOrganizationUuid).toBe(sub.subOrganizationId);
    expect((await parent.getSubOrgIds({})).organizationIds).toEqual([kept.subOrganizationId]);
    expect((await failure(sub.client.getWhoami({}))).code).toBe(5);
    expect((await kept.client.getWallets({})).wallets).toHaveLength(1);
  });

  it('deletes without the flag once every wallet was exported', async () => {
    const { client: parent } = await newServerClient(harness);
    const sub = await subOrganization(parent);
    const { wallets } = await sub.client.getWallets({});
    await sub.client.exportWallet({
      walletId: wallets[0]?.walletId ?? '',
      targetPublicKey: newP256KeyPair(secureRandom).publicKey,
    });
    const deleted = await sub.client.deleteSubOrganization({});
    expect(deleted.subOrganizationUuid).toBe(sub.subOrganizationId);
  });

  it('answers only a root user of the sub-organization itself', async () => {
    const { account, client: parent } = await newServerClient(harness);
    const sub = await subOrganization(parent);
    const byParent = await failure(
      parent.deleteSubOrganization({
        organizationId: sub.subOrganizationId,
        deleteWithoutExport: true,
      }),
    );
    expect(byParent.code).toBe(7);
    const topLevel = await failure(parent.deleteSubOrganization({ deleteWithoutExport: true }));
    expect(topLevel.code).toBe(9);
    expect(topLevel.message).toContain(account.organizationId);
    const stranger = await newOrganization(harness);
    const byStranger = await failure(
      serverClientOf(harness, stranger).deleteSubOrganization({
        organizationId: sub.subOrganizationId,
        deleteWithoutExport: true,
      }),
    );
    expect(byStranger.code).toBe(3);
    expect((await parent.getSubOrgIds({})).organizationIds).toEqual([sub.subOrganizationId]);
  });
});

describe('verified sub-organizations', () => {
  it('lists the sub-organizations whose user answered an OTP, filtered by email', async () => {
    const { account, client: parent } = await newServerClient(harness);
    const verified = await subOrganization(parent);
    const unverified = await subOrganization(parent);
    expect((await parent.getVerifiedSubOrgIds({})).organizationIds).toEqual([]);

    await verificationToken(parent, account.organizationId, verified.email);
    expect((await parent.getVerifiedSubOrgIds({})).organizationIds).toEqual([
      verified.subOrganizationId,
    ]);
    const byEmail = async (filterValue: string) =>
      (await parent.getVerifiedSubOrgIds({ filterType: 'EMAIL', filterValue })).organizationIds;
    expect(await byEmail(verified.email.toUpperCase())).toEqual([verified.subOrganizationId]);
    expect(await byEmail(unverified.email)).toEqual([]);
    const byPhone = await parent.getVerifiedSubOrgIds({
      filterType: 'PHONE_NUMBER',
      filterValue: '+14155550123',
    });
    expect(byPhone.organizationIds).toEqual([]);

    const other = await newOrganization(harness);
    const foreign = await serverClientOf(harness, other).getVerifiedSubOrgIds({});
    expect(foreign.organizationIds).toEqual([]);
  });

  it('counts a contact a verification token proved with update_user_email, once', async () => {
    const { account, client } = await newServerClient(harness);
    const email = freshEmail();
    const token = await verificationToken(client, account.organizationId, email);
    await client.updateUserEmail({
      userId: account.userId,
      userEmail: email,
      verificationToken: token,
    });
    expect((await client.getUser({ userId: account.userId })).user.userEmail).toBe(email);
    const reused = await failure(
      client.updateUserEmail({
        userId: account.userId,
        userEmail: email,
        verificationToken: token,
      }),
    );
    expect(reused.code).toBe(9);
    const other = await verificationToken(client, account.organizationId, freshEmail());
    const mismatch = await failure(
      client.updateUserEmail({
        userId: account.userId,
        userEmail: email,
        verificationToken: other,
      }),
    );
    expect(mismatch.code).toBe(3);
    expect(mismatch.message).toContain('verificationToken');
  });

  it('answers 400 for a filter it does not know or a filter without a value', async () => {
    const { client } = await newServerClient(harness);
    const unknown = await failure(
      client.getVerifiedSubOrgIds({ filterType: 'NAME', filterValue: 'x' }),
    );
    expect(unknown.code).toBe(3);
    expect(unknown.message).toContain('filterType');
    const empty = await failure(client.getVerifiedSubOrgIds({ filterType: 'EMAIL' }));
    expect(empty.code).toBe(3);
    expect(empty.message).toContain('filterValue');
  });
});

describe('deleting wallet accounts', () => {
  it('refuses unexported accounts unless told, and reaches only its own organization', async () => {
    const { client } = await newServerClient(harness);
    const { walletId } = await client.createWallet({
      walletName: 'Two accounts',
      accounts: [ETHEREUM_ACCOUNT, { ...ETHEREUM_ACCOUNT, path: "m/44'/60'/0'/0/1" }],
    });
    const ids = (await client.getWalletAccounts({ walletId })).accounts.map(
      (account) => account.walletAccountId,
    );
    const first = ids[0] ?? '';
    const refused = await failure(client.deleteWalletAccounts({ walletAccountIds: [first] }));
    expect(refused.code).toBe(9);
    const deleted = await client.deleteWalletAccounts({
      walletAccountIds: [first],
      deleteWithoutExport: true,
    });
    expect(deleted.walletAccountIds).toEqual([first]);
    expect((await client.getWalletAccounts({ walletId })).accounts).toHaveLength(1);

    const stranger = serverClientOf(harness, await newOrganization(harness));
    const foreign = await failure(
      stranger.deleteWalletAccounts({
        walletAccountIds: [ids[1] ?? ''],
        deleteWithoutExport: true,
      }),
    );
    expect(foreign.code).toBe(5);
    expect(foreign.message).toContain('walletAccountIds[0]');

    await client.exportWallet({
      walletId,
      targetPublicKey: newP256KeyPair(secureRandom).publicKey,
    });
    await client.deleteWalletAccounts({ walletAccountIds: [ids[1] ?? ''] });
    expect((await client.getWalletAccounts({ walletId })).accounts).toEqual([]);
    const empty = await failure(client.deleteWalletAccounts({ walletAccountIds: [] }));
    expect(empty.code).toBe(3);
    expect(empty.message).toContain('walletAccountIds');
  });
});

describe('read-only sessions', () => {
  it('answers a session for the caller signed by the sandbox session key, for one hour', async () => {
    const { account, client } = await newServerClient(harness);
    const before = Math.floor(Date.now() / 1000);
    const result = await client.createReadOnlySession({});
    expect(result).toMatchObject({
      organizationId: account.organizationId,
      userId: account.userId,
      username: expect.any(String),
      organizationName: expect.any(String),
    });
    const expiry = Number(result.sessionExpiry);
    expect(expiry).toBeGreaterThanOrEqual(before + 3600);
    expect(expiry).toBeLessThan(before + 3600 + 60);
    expect(
      await verifySessionJwtSignature(result.session, (await sandboxKeys(harness)).session),
    ).toBe(true);
    const payload = JSON.parse(
      Buffer.from(result.session.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      session_type: 'SESSION_TYPE_READ_ONLY',
      user_id: account.userId,
      organization_id: account.organizationId,
      public_key: account.keys.publicKey,
    });
  });
});
