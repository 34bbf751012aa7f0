/**
 * Older intent versions through the unmodified `@turnkey/http` client: a request with an older
 * `type` is accepted, and its activity keeps that type, its intent key and its result key.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import type { TurnkeyClient } from '@turnkey/http';
import { describe, expect, it } from 'vitest';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

/** The client's types name only the current version; at run time it sends whatever `type` it gets. */
type SignRawPayloadBody = Parameters<TurnkeyClient['signRawPayload']>[0];

describe('older intent versions', () => {
  it('sign_raw_payload at ACTIVITY_TYPE_SIGN_RAW_PAYLOAD answers under signRawPayloadResult', async () => {
    const account = await newOrganization(harness);
    const { address, walletId } = await createWalletIn(account, 'Old version wallet', [
      ETHEREUM_ACCOUNT,
    ]);
    const parameters = {
      signWith: address,
      payload: 'an older intent version',
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
      hashFunction: 'HASH_FUNCTION_SHA256',
    } as const;
    const { activity } = await account.client.signRawPayload({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD',
      timestampMs: now(),
      organizationId: account.organizationId,
      parameters,
    } as unknown as SignRawPayloadBody);

    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(activity.type).toBe('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD');
    expect(Object.keys(activity.intent)).toEqual(['signRawPayloadIntent']);
    expect(Object.keys(activity.result)).toEqual(['signRawPayloadResult']);
    const signature = activity.result.signRawPayloadResult;
    if (!signature) throw new Error('no signRawPayloadResult');
    const digest = sha256(utf8Encode(parameters.payload));
    const recovered = new secp256k1.Signature(
      BigInt(`0x${signature.r}`),
      BigInt(`0x${signature.s}`),
    )
      .addRecoveryBit(Number(`0x${signature.v}`))
      .recoverPublicKey(digest);
    const wallet = await account.client.getWalletAccount({
      organizationId: account.organizationId,
      walletId,
      address,
    });
    expect(bytesToHex(recovered.toRawBytes(true))).toBe(wallet.account.publicKey);

    const read = await account.client.getActivity({
      organizationId: account.organizationId,
      activityId: activity.id,
    });
    expect(read.activity.type).toBe('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD');
    expect(read.activity.result).toEqual(activity.result);
  });

  it('create_sub_organization at V7 answers under createSubOrganizationResultV7, V8 under its own', async () => {
    const parent = await newOrganization(harness);
    const parameters = (name: string) => ({
      subOrganizationName: name,
      rootUsers: [{ userName: 'Root', apiKeys: [], authenticators: [], oauthProviders: [] }],
      rootQuorumThreshold: 1,
    });
    type Body = Parameters<TurnkeyClient['createSubOrganization']>[0];
    const older = await parent.client.createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      timestampMs: now(),
      organizationId: parent.organizationId,
      parameters: parameters('Sub-organization at V7'),
    } as unknown as Body);
    expect(older.activity.type).toBe('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7');
    expect(Object.keys(older.activity.intent)).toEqual(['createSubOrganizationIntentV7']);
    expect(Object.keys(older.activity.result)).toEqual(['createSubOrganizationResultV7']);

    const current = await parent.client.createSubOrganization({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8',
      timestampMs: now(),
      organizationId: parent.organizationId,
      parameters: parameters('Sub-organization at V8'),
    });
    expect(Object.keys(current.activity.result)).toEqual(['createSubOrganizationResultV8']);
  });
});
