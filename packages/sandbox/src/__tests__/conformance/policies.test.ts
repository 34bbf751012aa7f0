/**
 * Policies and consensus through the unmodified published clients: a non-root user is denied
 * until a policy allows it (`@turnkey/sdk-server` creates the policy, `@turnkey/http` signs), an
 * explicit deny wins over an allow, `eth.tx` fields decide a sign_transaction, and a two-approver
 * policy keeps an activity in ACTIVITY_STATUS_CONSENSUS_NEEDED until a second user approves it
 * by the fingerprint `@turnkey/crypto` computes.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { computeActivityFingerprint } from '@turnkey/crypto';
import type { TurnkeyClient } from '@turnkey/http';
import { parseEther, serializeTransaction } from 'viem';
import { describe, expect, it } from 'vitest';
import { secureRandom } from '../../core/index';
import { newP256KeyPair } from '../../node/keys';
import { failure, nonRootUserOf, serverClientOf } from './policy-support';
import {
  clientFor,
  createWalletIn,
  ETHEREUM_ACCOUNT,
  newOrganization,
  now,
  useSandbox,
  type Account,
} from './support';

const harness = useSandbox();

const serverClient = (account: Account) => serverClientOf(harness, account);
const nonRootUser = (root: Account, userName: string) => nonRootUserOf(harness, root, userName);

function signBody(organizationId: string, signWith: string, payload: string) {
  return {
    type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2' as const,
    timestampMs: now(),
    organizationId,
    parameters: {
      signWith,
      payload,
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8' as const,
      hashFunction: 'HASH_FUNCTION_SHA256' as const,
    },
  };
}

/** The compressed public key that signed `payload` (UTF-8, SHA-256) with `{ r, s, v }`. */
function signer(payload: string, signature: { r: string; s: string; v: string }): string {
  return bytesToHex(
    new secp256k1.Signature(BigInt(`0x${signature.r}`), BigInt(`0x${signature.s}`))
      .addRecoveryBit(Number(`0x${signature.v}`))
      .recoverPublicKey(sha256(utf8Encode(payload)))
      .toRawBytes(true),
  );
}

async function accountPublicKey(root: Account, walletId: string, address: string) {
  const { account } = await root.client.getWalletAccount({
    organizationId: root.organizationId,
    walletId,
    address,
  });
  return account.publicKey;
}

describe('policies', () => {
  it('denies a non-root user by default, then allows what a policy allows', async () => {
    const root = await newOrganization(harness);
    const { walletId, address } = await createWalletIn(root, 'Policy wallet', [ETHEREUM_ACCOUNT]);
    const operator = await nonRootUser(root, 'operator');

    const denied = await failure(
      operator.client.signRawPayload(signBody(root.organizationId, address, 'before')),
    );
    expect(denied.code).toBe(7);
    expect(denied.message).toMatch(/OUTCOME_DENY_IMPLICIT/);
    expect(JSON.stringify(denied.details)).toMatch(/REQUEST_NOT_AUTHORIZED/);

    const { policyId } = await serverClient(root).createPolicy({
      policyName: 'Operator signs with the policy wallet',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.any(user, user.id == '${operator.userId}')`,
      condition: `activity.action == 'SIGN' && wallet.id == '${walletId}' && wallet_account.address == '${address}'`,
      notes: '',
    });
    const { policy } = await serverClient(root).getPolicy({ policyId });
    expect(policy.effect).toBe('EFFECT_ALLOW');

    const { activity } = await operator.client.signRawPayload(
      signBody(root.organizationId, address, 'after'),
    );
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const signature = activity.result.signRawPayloadResult;
    if (!signature) throw new Error('no signature');
    expect(signer('after', signature)).toBe(await accountPublicKey(root, walletId, address));

    // The policy names this wallet only: another wallet of the organization stays denied.
    const other = await createWalletIn(root, 'Other wallet', [ETHEREUM_ACCOUNT]);
    const stillDenied = await failure(
      operator.client.signRawPayload(signBody(root.organizationId, other.address, 'other')),
    );
    expect(stillDenied.message).toMatch(/OUTCOME_DENY_IMPLICIT/);

    // Deleting the policy takes the permission away again.
    await serverClient(root).deletePolicy({ policyId });
    const afterDelete = await failure(
      operator.client.signRawPayload(signBody(root.organizationId, address, 'gone')),
    );
    expect(afterDelete.message).toMatch(/OUTCOME_DENY_IMPLICIT/);
  });

  it('decides a sign_transaction on eth.tx fields, and an explicit deny wins', async () => {
    const root = await newOrganization(harness);
    const { address } = await createWalletIn(root, 'Payments', [ETHEREUM_ACCOUNT]);
    const bot = await nonRootUser(root, 'payments-bot');
    const allowed = '0x1111111111111111111111111111111111111111';
    const server = serverClient(root);
    await server.createPolicies({
      policies: [
        {
          policyName: 'Bot pays the allowed address, up to 1 ETH, on chain 1',
          effect: 'EFFECT_ALLOW',
          consensus: `approvers.any(user, user.id == '${bot.userId}')`,
          condition: `eth.tx.to == '${allowed}' && eth.tx.value <= ${parseEther('1')} && eth.tx.chain_id == 1`,
          notes: '',
        },
        {
          policyName: 'Never with calldata starting a transfer',
          effect: 'EFFECT_DENY',
          condition: `eth.tx.data[0..10] == '0xa9059cbb'`,
          notes: '',
        },
      ],
    });
    const sign = (to: `0x${string}`, value: bigint, data?: `0x${string}`) =>
      bot.client.signTransaction({
        type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
        timestampMs: now(),
        organizationId: root.organizationId,
        parameters: {
          signWith: address,
          type: 'TRANSACTION_TYPE_ETHEREUM',
          unsignedTransaction: serializeTransaction({
            chainId: 1,
            nonce: 3,
            to,
            value,
            gas: 21000n,
            maxFeePerGas: 2_000_000_000n,
            maxPriorityFeePerGas: 1_000_000_000n,
            ...(data ? { data } : {}),
          }),
        },
      });

    const ok = await sign(allowed, parseEther('0.5'));
    expect(ok.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(ok.activity.result.signTransactionResult?.signedTransaction).toMatch(/^02/);

    const tooMuch = await failure(sign(allowed, parseEther('2')));
    expect(tooMuch.message).toMatch(/OUTCOME_DENY_IMPLICIT/);
    const elsewhere = await failure(sign('0x2222222222222222222222222222222222222222', 1n));
    expect(elsewhere.message).toMatch(/OUTCOME_DENY_IMPLICIT/);
    const transfer = await failure(sign(allowed, 0n, '0xa9059cbb0000'));
    expect(transfer.message).toMatch(/OUTCOME_DENY_EXPLICIT/);
  });

  it('refuses an expression it cannot parse (400) or does not evaluate (501) when it is created', async () => {
    const root = await newOrganization(harness);
    const server = serverClient(root);
    const syntax = await failure(
      server.createPolicy({
        policyName: 'Double quotes',
        effect: 'EFFECT_ALLOW',
        condition: 'activity.action == "SIGN"',
        notes: '',
      }),
    );
    expect(syntax.message).toMatch(/condition: not a policy expression: double quotes/);
    const unsupported = await failure(
      server.createPolicy({
        policyName: 'Several wallets',
        effect: 'EFFECT_ALLOW',
        condition: "wallets.any(wallet, wallet.id == 'w')",
        notes: '',
      }),
    );
    expect(unsupported.code).toBe(12);
    expect(unsupported.message).toMatch(/does not evaluate the keyword wallets/);
    const { policies } = await server.getPolicies({});
    expect(policies).toEqual([]);
  });

  it('keeps the root user outside policies, even under a deny-everything policy', async () => {
    const root = await newOrganization(harness);
    await serverClient(root).createPolicy({
      policyName: 'Deny every wallet creation',
      effect: 'EFFECT_DENY',
      condition: `activity.resource == 'WALLET' && activity.action == 'CREATE'`,
      notes: '',
    });
    const { activity } = await createWalletIn(root, 'Root still creates', [ETHEREUM_ACCOUNT]);
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });
});

describe('consensus', () => {
  async function twoApproverOrganization() {
    const root = await newOrganization(harness);
    const { walletId, address } = await createWalletIn(root, 'Treasury', [ETHEREUM_ACCOUNT]);
    const alice = await nonRootUser(root, 'alice');
    const bob = await nonRootUser(root, 'bob');
    await serverClient(root).createPolicy({
      policyName: 'Two of alice and bob sign from the treasury',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.filter(user, user.id == '${alice.userId}' || user.id == '${bob.userId}').count() >= 2`,
      condition: `activity.action == 'SIGN' && wallet.id == '${walletId}'`,
      notes: '',
    });
    return { root, walletId, address, alice, bob };
  }

  const vote = (
    client: TurnkeyClient,
    organizationId: string,
    fingerprint: string,
    choice: 'approve' | 'reject',
  ) =>
    choice === 'approve'
      ? client.approveActivity({
          type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY',
          timestampMs: now(),
          organizationId,
          parameters: { fingerprint },
        })
      : client.rejectActivity({
          type: 'ACTIVITY_TYPE_REJECT_ACTIVITY',
          timestampMs: now(),
          organizationId,
          parameters: { fingerprint },
        });

  it('waits for the second approver, then completes with the signature', async () => {
    const { root, walletId, address, alice, bob } = await twoApproverOrganization();
    const body = signBody(root.organizationId, address, 'two approvals');
    const { activity: pending } = await alice.client.signRawPayload(body);
    expect(pending.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    expect(pending.result).toEqual({});
    // TurnkeyClient sends JSON.stringify of its input: the fingerprint any party can compute.
    const fingerprint = computeActivityFingerprint(JSON.stringify(body));
    expect(pending.fingerprint).toBe(fingerprint);
    expect(pending.votes.map((v) => [v.userId, v.selection])).toEqual([
      [alice.userId, 'VOTE_SELECTION_APPROVED'],
    ]);

    const waiting = await root.client.getActivities({
      organizationId: root.organizationId,
      filterByStatus: ['ACTIVITY_STATUS_CONSENSUS_NEEDED'],
    });
    expect(waiting.activities.map((a) => a.id)).toEqual([pending.id]);

    // The submitter's own second vote does not count.
    const twice = await failure(vote(alice.client, root.organizationId, fingerprint, 'approve'));
    expect(twice.message).toMatch(/already voted/);

    const { activity: approval } = await vote(
      bob.client,
      root.organizationId,
      fingerprint,
      'approve',
    );
    // The response carries the approved activity, with its result, as the platform's does.
    expect(approval).toMatchObject({ id: pending.id, status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(approval.result.signRawPayloadResult).toBeDefined();

    const { activity: done } = await alice.client.getActivity({
      organizationId: root.organizationId,
      activityId: pending.id,
    });
    expect(done.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(done.votes.map((v) => v.userId)).toEqual([alice.userId, bob.userId]);
    const signature = done.result.signRawPayloadResult;
    if (!signature) throw new Error('no signature after approval');
    expect(signer('two approvals', signature)).toBe(
      await accountPublicKey(root, walletId, address),
    );

    const late = await failure(vote(bob.client, root.organizationId, fingerprint, 'reject'));
    expect(late.message).toMatch(/ACTIVITY_STATUS_COMPLETED; only an activity in/);
  });

  it('ends in REJECTED when the second user rejects, and never runs', async () => {
    const { root, address, alice, bob } = await twoApproverOrganization();
    const { activity: pending } = await alice.client.signRawPayload(
      signBody(root.organizationId, address, 'rejected'),
    );
    expect(pending.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    await vote(bob.client, root.organizationId, pending.fingerprint, 'reject');
    const { activity } = await root.client.getActivity({
      organizationId: root.organizationId,
      activityId: pending.id,
    });
    expect(activity.status).toBe('ACTIVITY_STATUS_REJECTED');
    expect(activity.result).toEqual({});
    expect(activity.votes.map((v) => v.selection)).toEqual([
      'VOTE_SELECTION_APPROVED',
      'VOTE_SELECTION_REJECTED',
    ]);
    const unknown = await failure(
      vote(bob.client, root.organizationId, `sha256:${'0'.repeat(64)}`, 'approve'),
    );
    expect(unknown.code).toBe(5);
  });

  it('waits for the root quorum when its threshold is 2, and runs once a second root user approves', async () => {
    const parent = await newOrganization(harness);
    const [first, second] = [newP256KeyPair(secureRandom), newP256KeyPair(secureRandom)];
    const rootUser = (name: string, publicKey: string) => ({
      userName: name,
      apiKeys: [{ apiKeyName: `${name}-key`, publicKey, curveType: 'API_KEY_CURVE_P256' as const }],
      authenticators: [],
      oauthProviders: [],
    });
    const { activity: created } = await parent.client.createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      timestampMs: now(),
      organizationId: parent.organizationId,
      parameters: {
        subOrganizationName: 'Two of two',
        rootUsers: [rootUser('first', first.publicKey), rootUser('second', second.publicKey)],
        rootQuorumThreshold: 2,
      },
    });
    const organizationId = created.result.createSubOrganizationResultV8?.subOrganizationId ?? '';
    const firstClient = clientFor(harness, first).client;
    const { activity: pending } = await firstClient.createWallet({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: now(),
      organizationId,
      parameters: { walletName: 'Needs both roots', accounts: [ETHEREUM_ACCOUNT] },
    });
    expect(pending.status).toBe('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    await vote(clientFor(harness, second).client, organizationId, pending.fingerprint, 'approve');
    const { activity } = await firstClient.getActivity({ organizationId, activityId: pending.id });
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const walletId = activity.result.createWalletResult?.walletId ?? '';
    const { wallet } = await firstClient.getWallet({ organizationId, walletId });
    expect(wallet.walletName).toBe('Needs both roots');
  });
});

describe('policies over private keys and exports', () => {
  it('lets private_key.tags decide who signs with a key, as PRIVATE_KEY / SIGN', async () => {
    const root = await newOrganization(harness);
    const server = serverClient(root);
    const { privateKeyTagId } = await server.createPrivateKeyTag({
      privateKeyTagName: 'treasury',
      privateKeyIds: [],
    });
    const key = (privateKeyName: string, privateKeyTags: string[]) => ({
      privateKeyName,
      curve: 'CURVE_SECP256K1' as const,
      addressFormats: ['ADDRESS_FORMAT_ETHEREUM' as const],
      privateKeyTags,
    });
    const { privateKeys } = await server.createPrivateKeys({
      privateKeys: [key('Tagged', [privateKeyTagId]), key('Untagged', [])],
    });
    const [tagged, untagged] = privateKeys.map((entry) => entry.privateKeyId ?? '');
    const signerUser = await nonRootUser(root, 'treasurer');
    await server.createPolicy({
      policyName: 'Treasurer signs with treasury keys',
      effect: 'EFFECT_ALLOW',
      consensus: `approvers.any(user, user.id == '${signerUser.userId}')`,
      condition: `activity.resource == 'PRIVATE_KEY' && activity.action == 'SIGN' && private_key.tags.contains('${privateKeyTagId}')`,
      notes: '',
    });
    const { activity } = await signerUser.client.signRawPayload(
      signBody(root.organizationId, tagged ?? '', 'tagged'),
    );
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const denied = await failure(
      signerUser.client.signRawPayload(signBody(root.organizationId, untagged ?? '', 'untagged')),
    );
    expect(denied.message).toMatch(/OUTCOME_DENY_IMPLICIT/);
  });

  it("denies exporting one wallet with activity.action == 'EXPORT', the docs' example", async () => {
    const root = await newOrganization(harness);
    const server = serverClient(root);
    const treasury = await createWalletIn(root, 'Treasury', [ETHEREUM_ACCOUNT]);
    const spending = await createWalletIn(root, 'Spending', [ETHEREUM_ACCOUNT]);
    const user = await nonRootUser(root, 'exporter');
    await server.createPolicies({
      policies: [
        {
          policyName: 'Exporter exports wallets',
          effect: 'EFFECT_ALLOW',
          consensus: `approvers.any(user, user.id == '${user.userId}')`,
          condition: "activity.resource == 'WALLET' && activity.action == 'EXPORT'",
          notes: '',
        },
        {
          policyName: 'Nobody exports the treasury wallet',
          effect: 'EFFECT_DENY',
          condition: `activity.action == 'EXPORT' && wallet.id == '${treasury.walletId}'`,
          notes: '',
        },
      ],
    });
    const exportBody = (walletId: string) => ({
      type: 'ACTIVITY_TYPE_EXPORT_WALLET' as const,
      timestampMs: now(),
      organizationId: root.organizationId,
      parameters: { walletId, targetPublicKey: newP256KeyPair(secureRandom).publicKey },
    });
    const denied = await failure(user.client.exportWallet(exportBody(treasury.walletId)));
    expect(denied.message).toMatch(/OUTCOME_DENY_EXPLICIT/);
    const { activity } = await user.client.exportWallet(exportBody(spending.walletId));
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.result.exportWalletResult?.exportBundle).toMatch(/enclaveQuorumPublic/);
  });
});
