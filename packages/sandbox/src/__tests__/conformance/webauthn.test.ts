/**
 * Passkeys end to end: a software authenticator (P-256 key, "none" attestation) is registered
 * with create_authenticators, then the published `TurnkeyClient` stamps requests with the
 * published `@turnkey/webauthn-stamper`, whose `navigator.credentials.get` is played by the
 * software authenticator (the stamper itself is unmodified: it hashes the body, asks for an
 * assertion and builds the header). Refusals use a header built exactly as that stamper builds it.
 */
import { TurnkeyClient } from '@turnkey/http';
import { base64UrlEncode } from '@docs/platform-api/bytes';
import { WebauthnStamper } from '@turnkey/webauthn-stamper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../core/webauthn/__tests__/software-authenticator';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import {
  clientFor,
  ETHEREUM_ACCOUNT,
  newOrganization,
  now,
  post,
  useSandbox,
  type Account,
} from './support';

const harness = useSandbox();

/** The authenticator `navigator.credentials.get` answers with, per test. */
let current: SoftwareAuthenticator | undefined;
const hadNavigator = Object.hasOwn(globalThis, 'navigator');
const originalNavigator = (globalThis as { navigator?: unknown }).navigator;

beforeAll(() => {
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: {
      credentials: {
        get: (options: { publicKey: { challenge: Uint8Array } }) => {
          if (!current) throw new Error('no software authenticator selected');
          return Promise.resolve(current.credential(options));
        },
      },
    },
  });
});
afterAll(() => {
  if (hadNavigator) {
    Object.defineProperty(globalThis, 'navigator', {
      configurable: true,
      value: originalNavigator,
    });
  } else {
    delete (globalThis as { navigator?: unknown }).navigator;
  }
});

const challenge = () => base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));

/** A client stamping with `authenticator` through the published WebAuthn stamper. */
function passkeyClient(authenticator: SoftwareAuthenticator) {
  const stamper = new WebauthnStamper({ rpId: 'localhost' });
  const client = new TurnkeyClient({ baseUrl: harness.url }, stamper);
  return {
    use: () => {
      current = authenticator;
      return client;
    },
  };
}

async function register(
  account: Account,
  authenticator: SoftwareAuthenticator,
  userId = account.userId,
) {
  const { activity } = await account.client.createAuthenticators({
    type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
    timestampMs: now(),
    organizationId: account.organizationId,
    parameters: { userId, authenticators: [authenticator.registration(challenge())] },
  });
  return activity.result.createAuthenticatorsResult?.authenticatorIds[0] ?? '';
}

function errorCode(answer: { json: unknown }) {
  return (answer.json as { details: { turnkeyErrorCode: string }[] }).details[0]?.turnkeyErrorCode;
}

describe('passkeys (X-Stamp-Webauthn)', () => {
  it('registers a passkey and shows its key, then the WebAuthn stamper is accepted', async () => {
    const account = await newOrganization(harness);
    const authenticator = new SoftwareAuthenticator();
    const authenticatorId = await register(account, authenticator);

    const { authenticators } = await account.client.getAuthenticators({
      organizationId: account.organizationId,
      userId: account.userId,
    });
    expect(authenticators).toHaveLength(1);
    expect(authenticators[0]).toMatchObject({
      authenticatorId,
      credentialId: authenticator.credentialId,
      attestationType: 'none',
      aaguid: '00000000-0000-0000-0000-000000000000',
      transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
      credential: {
        publicKey: authenticator.publicKey,
        type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
      },
    });
    const { authenticator: one } = await account.client.getAuthenticator({
      organizationId: account.organizationId,
      authenticatorId,
    });
    expect(one.authenticatorName).toBe('Software passkey');
    const { user } = await account.client.getUser({
      organizationId: account.organizationId,
      userId: account.userId,
    });
    expect(user.authenticators.map((item) => item.authenticatorId)).toEqual([authenticatorId]);

    const passkey = passkeyClient(authenticator);
    expect(await passkey.use().getWhoami({ organizationId: account.organizationId })).toMatchObject(
      {
        organizationId: account.organizationId,
        userId: account.userId,
      },
    );
    const { activity } = await passkey.use().createWallet({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { walletName: 'Passkey wallet', accounts: [ETHEREUM_ACCOUNT] },
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.votes[0]).toMatchObject({
      userId: account.userId,
      scheme: 'SIGNATURE_SCHEME_TK_WEBAUTHN',
      publicKey: authenticator.publicKey,
    });
  });

  it('refuses a stamp for another body, an unknown credential, a malformed header', async () => {
    const account = await newOrganization(harness);
    const authenticator = new SoftwareAuthenticator();
    await register(account, authenticator);
    const body = JSON.stringify({ organizationId: account.organizationId });
    const whoami = '/public/v1/query/whoami';
    const stamped = (header: string, sent = body) =>
      post(harness, whoami, sent, { headers: { 'X-Stamp-Webauthn': header } });

    expect((await stamped(authenticator.stampFor(body))).status).toBe(200);
    const other = await stamped(authenticator.stampFor(body), `${body} `);
    expect([other.status, errorCode(other)]).toEqual([401, 'SIGNATURE_INVALID']);
    const unknown = await stamped(new SoftwareAuthenticator().stampFor(body));
    expect([unknown.status, errorCode(unknown)]).toEqual([401, 'CREDENTIAL_NOT_FOUND']);
    // Right credential id, wrong key: an impostor claiming the registered credential.
    const impostor = new SoftwareAuthenticator();
    Object.defineProperty(impostor, 'credentialIdBytes', {
      value: authenticator.credentialIdBytes,
    });
    const forged = await stamped(impostor.stampFor(body));
    expect([forged.status, errorCode(forged)]).toEqual([401, 'SIGNATURE_INVALID']);
    for (const header of ['not json', '{}', '{"credentialId":"***"}', '[]']) {
      const answer = await stamped(header);
      expect([answer.status, errorCode(answer)]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it("refuses another organization's passkey and forgets a deleted one", async () => {
    const owner = await newOrganization(harness);
    const stranger = await newOrganization(harness);
    const authenticator = new SoftwareAuthenticator();
    const authenticatorId = await register(owner, authenticator);
    const passkey = passkeyClient(authenticator);
    await expect(
      passkey.use().getWhoami({ organizationId: stranger.organizationId }),
    ).rejects.toThrow(/organization mismatch/);

    const { activity } = await owner.client.deleteAuthenticators({
      type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
      timestampMs: now(),
      organizationId: owner.organizationId,
      parameters: { userId: owner.userId, authenticatorIds: [authenticatorId] },
    });
    expect(activity.result.deleteAuthenticatorsResult?.authenticatorIds).toEqual([authenticatorId]);
    await expect(passkey.use().getWhoami({ organizationId: owner.organizationId })).rejects.toThrow(
      /no authenticator with credential id/,
    );
  });

  it("registers root users' passkeys with a sub-organization, which then stamp for it", async () => {
    const parent = await newOrganization(harness);
    const authenticator = new SoftwareAuthenticator();
    const { activity } = await parent.client.createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      timestampMs: now(),
      organizationId: parent.organizationId,
      parameters: {
        subOrganizationName: 'Passkey user',
        rootQuorumThreshold: 1,
        rootUsers: [
          {
            userName: 'Dana',
            apiKeys: [],
            authenticators: [authenticator.registration(challenge())],
            oauthProviders: [],
          },
        ],
      },
    });
    const subOrganizationId =
      activity.result.createSubOrganizationResultV8?.subOrganizationId ?? '';
    const whoami = await passkeyClient(authenticator).use().getWhoami({
      organizationId: subOrganizationId,
    });
    expect(whoami).toMatchObject({ organizationId: subOrganizationId, username: 'Dana' });
    const byCredential = (credentialId: string) =>
      parent.client.getSubOrgIds({
        organizationId: parent.organizationId,
        filterType: 'CREDENTIAL_ID',
        filterValue: credentialId,
      });
    const { credentialId } = authenticator;
    expect((await byCredential(credentialId)).organizationIds).toEqual([subOrganizationId]);
    expect((await byCredential('bm8tc3VjaC1jcmVkZW50aWFs')).organizationIds).toEqual([]);
  });

  it('answers 400 naming the field for a registration it cannot accept', async () => {
    const account = await newOrganization(harness);
    const authenticator = new SoftwareAuthenticator();
    const registration = { ...authenticator.registration(challenge()), challenge: 'b3RoZXI' };
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: { userId: account.userId, authenticators: [registration] },
    });
    const answer = await post(harness, '/public/v1/submit/create_authenticators', body, {
      stamper: account.stamper,
    });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('REQUEST_INVALID');
    expect((answer.json as { message: string }).message).toMatch(
      /^authenticators\[0\]\.attestation\.clientDataJson: challenge/,
    );
    const twice = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters: {
        userId: account.userId,
        authenticators: [authenticator.registration(challenge())],
      },
    });
    await register(account, authenticator);
    const again = await post(harness, '/public/v1/submit/create_authenticators', twice, {
      stamper: account.stamper,
    });
    expect([again.status, errorCode(again)]).toEqual([409, 'REQUEST_INVALID']);
  });

  it('approves a pending activity with a passkey, which the policy sees as a WebAuthn credential', async () => {
    const root = await newOrganization(harness);
    const bobKeys = newP256KeyPair(secureRandom);
    const alicePasskey = new SoftwareAuthenticator();
    const { activity: created } = await root.client.createUsers({
      type: 'ACTIVITY_TYPE_CREATE_USERS_V4',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: {
        users: [
          {
            userName: 'Bob',
            apiKeys: [
              { apiKeyName: 'bob', publicKey: bobKeys.publicKey, curveType: 'API_KEY_CURVE_P256' },
            ],
            authenticators: [],
            oauthProviders: [],
            userTags: [],
          },
          {
            userName: 'Alice',
            apiKeys: [],
            authenticators: [alicePasskey.registration(challenge(), 'Alice laptop')],
            oauthProviders: [],
            userTags: [],
          },
        ],
      },
    });
    const [bobId] = created.result.createUsersResult?.userIds ?? [];
    await root.client.createPolicy({
      type: 'ACTIVITY_TYPE_CREATE_POLICY_V3',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: {
        policyName: 'Bob with a passkey approval',
        effect: 'EFFECT_ALLOW',
        consensus: `approvers.any(user, user.id == '${bobId}') && credentials.any(credential, credential.type == 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR')`,
        condition: "activity.resource == 'WALLET' && activity.action == 'CREATE'",
        notes: '',
      },
    });
    const bob = { ...root, userId: bobId ?? '', keys: bobKeys, ...clientFor(harness, bobKeys) };
    const { activity: pending } = await bob.client.createWallet({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: { walletName: 'Needs a passkey', accounts: [ETHEREUM_ACCOUNT] },
    });
    expect(pending.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');

    const { activity: approved } = await passkeyClient(alicePasskey)
      .use()
      .approveActivity({
        type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: { fingerprint: pending.fingerprint },
      });
    expect(approved.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const { activity } = await root.client.getActivity({
      organizationId: root.organizationId,
      activityId: pending.id,
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.result.createWalletResult?.walletId).toBeTruthy();
    expect(activity.votes.map((vote) => vote.scheme)).toEqual([
      'SIGNATURE_SCHEME_TK_API_P256',
      'SIGNATURE_SCHEME_TK_WEBAUTHN',
    ]);
  });
});
