/**
 * Verifiable Cloud, fiat on-ramp and Spark through `@turnkey/http`: a deployment approved with
 * real operator signatures moves through its states on the sandbox clock, app proofs verify, an
 * on-ramp purchase completes on the clock, and Spark packages decrypt for their operators.
 */
import { p256 } from '@noble/curves/p256';
import { secp256k1 } from '@noble/curves/secp256k1';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToBigInt,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { eciesDecrypt } from '../../crypto/spark';
import { advanceClock } from './auth-support';
import { createWalletIn, ETHEREUM_ACCOUNT, newOrganization, now, useSandbox } from './support';

const harness = useSandbox();

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return String(error);
  }
  throw new Error('expected a failure');
};

/** An operator's two P-256 keys, as the TVC CLI would make them. */
function operatorKeys() {
  const encrypt = p256.utils.randomPrivateKey();
  const sign = p256.utils.randomPrivateKey();
  return {
    sign,
    publicKey:
      bytesToHex(p256.getPublicKey(encrypt, false)) + bytesToHex(p256.getPublicKey(sign, false)),
    approve: (manifest: Uint8Array) => p256.sign(sha256(manifest), sign).toCompactHex(),
  };
}

describe('Verifiable Cloud, simulated', () => {
  it('approves, boots, provisions and serves a deployment on the sandbox clock', async () => {
    const account = await newOrganization(harness);
    const organizationId = account.organizationId;
    const reviewer = operatorKeys();
    const [custodianA, custodianB] = [operatorKeys(), operatorKeys()];
    const quorumKey = operatorKeys().publicKey;
    const app = await account.client.createTvcApp({
      type: 'ACTIVITY_TYPE_CREATE_TVC_APP',
      timestampMs: now(),
      organizationId,
      parameters: {
        name: 'signer',
        quorumPublicKey: quorumKey,
        manifestSetParams: {
          name: 'reviewers',
          newOperators: [{ name: 'alice', publicKey: reviewer.publicKey }],
          threshold: 1,
        },
        shareSetParams: {
          name: 'custodians',
          newOperators: [
            { name: 'carol', publicKey: custodianA.publicKey },
            { name: 'dave', publicKey: custodianB.publicKey },
          ],
          threshold: 2,
        },
      },
    });
    const created = app.activity.result.createTvcAppResult;
    if (!created) throw new Error('no app');
    const [reviewerId] = created.manifestSetOperatorIds;
    const [carolId, daveId] = created.shareSetOperatorIds;

    const deployment = await account.client.createTvcDeployment({
      type: 'ACTIVITY_TYPE_CREATE_TVC_DEPLOYMENT',
      timestampMs: now(),
      organizationId,
      parameters: {
        appId: created.appId,
        qosVersion: 'v0.6.1',
        pivotContainerImageUrl: `registry.local/signer@sha256:${'ab'.repeat(32)}`,
        pivotPath: '/signer',
        pivotArgs: ['--port', '3000'],
        expectedPivotDigest: 'cd'.repeat(32),
        healthCheckType: 'TVC_HEALTH_CHECK_TYPE_HTTP',
        healthCheckPort: 3000,
        publicIngressPort: 3000,
      },
    });
    const { deploymentId, manifestId } = deployment.activity.result.createTvcDeploymentResult ?? {};
    if (!deploymentId || !manifestId) throw new Error('no deployment');
    const { tvcDeployment } = await account.client.getTvcDeployment({
      organizationId,
      deploymentId,
    });
    const manifest = base64ToBytes(tvcDeployment.manifest.manifest);

    const approve = (signature: string) =>
      account.client.createTvcManifestApprovals({
        type: 'ACTIVITY_TYPE_CREATE_TVC_MANIFEST_APPROVALS',
        timestampMs: now(),
        organizationId,
        parameters: { manifestId, approvals: [{ operatorId: reviewerId ?? '', signature }] },
      });
    expect(await errorOf(approve(custodianA.approve(manifest)))).toMatch(
      /approvals\[0\]\.signature/,
    );
    await approve(reviewer.approve(manifest));

    const status = async () =>
      (await account.client.getAppStatus({ organizationId, appId: created.appId })).appStatus
        .deployments[0];
    expect(await status()).toMatchObject({
      provisioningState: 'PROVISIONING_STATE_PENDING',
      readyReplicas: 0,
    });
    await advanceClock(harness, 30);
    const details = await account.client.getTvcDeploymentProvisioningDetails({
      organizationId,
      deploymentId,
    });
    expect(details.provisioningState).toBe('PROVISIONING_STATE_AWAITING_PROVISION');
    const attestation = JSON.parse(
      utf8Decode(base64ToBytes(details.attestationDocument ?? '')),
    ) as { userData: string };
    expect(attestation.userData).toBe(bytesToHex(sha256(manifest)));

    const { bootProof } = await account.client.getLatestBootProof({
      organizationId,
      appName: created.appId,
    });
    const post = (operatorId: string, keys: ReturnType<typeof operatorKeys>) =>
      account.client.postTvcQuorumKeyShare({
        type: 'ACTIVITY_TYPE_POST_TVC_QUORUM_KEY_SHARE',
        timestampMs: now(),
        organizationId,
        parameters: {
          deploymentId,
          ephemeralPublicKeyHex: bootProof.ephemeralPublicKeyHex,
          shareApprovalBundle: {
            operatorId,
            reEncryptedShareHex: 'aa55',
            signature: keys.approve(manifest),
          },
        },
      });
    await post(carolId ?? '', custodianA);
    expect((await status())?.provisioningState).toBe('PROVISIONING_STATE_AWAITING_PROVISION');
    await post(daveId ?? '', custodianB);
    expect(await status()).toMatchObject({
      provisioningState: 'PROVISIONING_STATE_PROVISIONED',
      readyReplicas: 3,
    });

    await account.client.updateTvcAppLiveDeployment({
      type: 'ACTIVITY_TYPE_UPDATE_TVC_APP_LIVE_DEPLOYMENT',
      timestampMs: now(),
      organizationId,
      parameters: { deploymentId },
    });
    const { tvcApp } = await account.client.getTvcApp({ organizationId, tvcAppId: created.appId });
    expect(tvcApp.liveDeploymentId).toBe(deploymentId);
    expect(tvcApp.publicDomain).toBe(`app-${created.appId}.tvc.localhost`);

    const { appProofs } = await account.client.getAppProofs({
      organizationId,
      activityId: deployment.activity.id,
    });
    const proof = appProofs[0];
    if (!proof) throw new Error('no proof');
    expect(
      p256.verify(
        hexToBytes(proof.signature),
        sha256(utf8Encode(proof.proofPayload)),
        hexToBytes(proof.publicKey.slice(130)),
        { prehash: false },
      ),
    ).toBe(true);
    const enclave = await account.client.getBootProof({
      organizationId,
      ephemeralKey: proof.publicKey,
    });
    expect(enclave.bootProof.enclaveApp).toBe('sandbox-policy-engine');

    const stranger = await newOrganization(harness);
    expect(
      await errorOf(
        stranger.client.getTvcApp({
          organizationId: stranger.organizationId,
          tvcAppId: created.appId,
        }),
      ),
    ).toMatch(/tvcAppId/);
    expect(
      (await stranger.client.getTvcApps({ organizationId: stranger.organizationId })).tvcApps,
    ).toEqual([]);
  });
});

describe('Fiat on-ramp, simulated', () => {
  it('stores a credential, opens a local purchase with a checkable URL signature, completes on the clock', async () => {
    const account = await newOrganization(harness);
    const organizationId = account.organizationId;
    const init = (
      onrampProvider: 'FIAT_ON_RAMP_PROVIDER_MOONPAY' | 'FIAT_ON_RAMP_PROVIDER_COINBASE',
    ) =>
      account.client.initFiatOnRamp({
        type: 'ACTIVITY_TYPE_INIT_FIAT_ON_RAMP',
        timestampMs: now(),
        organizationId,
        parameters: {
          onrampProvider,
          walletAddress: '0x0000000000000000000000000000000000000001',
          network: 'FIAT_ON_RAMP_BLOCKCHAIN_NETWORK_ETHEREUM',
          cryptoCurrencyCode: 'FIAT_ON_RAMP_CRYPTO_CURRENCY_ETH',
          urlForSignature: 'https://widget.localhost/?apiKey=pk_test&currencyCode=eth',
        },
      });
    expect(await errorOf(init('FIAT_ON_RAMP_PROVIDER_MOONPAY'))).toMatch(/onrampProvider/);
    await account.client.createFiatOnRampCredential({
      type: 'ACTIVITY_TYPE_CREATE_FIAT_ON_RAMP_CREDENTIAL',
      timestampMs: now(),
      organizationId,
      parameters: {
        onrampProvider: 'FIAT_ON_RAMP_PROVIDER_MOONPAY',
        publishableApiKey: 'pk_test',
        encryptedSecretApiKey: 'sk_test',
      },
    });
    const listed = await account.client.listFiatOnRampCredentials({ organizationId });
    expect(listed.fiatOnRampCredentials).toHaveLength(1);
    const opened = (await init('FIAT_ON_RAMP_PROVIDER_MOONPAY')).activity.result
      .initFiatOnRampResult;
    if (!opened) throw new Error('no purchase');
    expect(opened.onRampUrl).toBe(`/sandbox/v1/on-ramp/${opened.onRampTransactionId}`);
    expect(opened.onRampUrlSignature).toBe(
      bytesToBase64(
        hmac(sha256, utf8Encode('sk_test'), utf8Encode('apiKey=pk_test&currencyCode=eth')),
      ),
    );
    const status = () =>
      account.client.getOnRampTransactionStatus({
        organizationId,
        transactionId: opened.onRampTransactionId,
      });
    expect((await status()).transactionStatus).toBe('PENDING');
    await advanceClock(harness, 60);
    expect((await status()).transactionStatus).toBe('COMPLETED');
    const page = await fetch(`${harness.url}${opened.onRampUrl}`);
    expect(await page.json()).toMatchObject({ simulated: true, transactionStatus: 'COMPLETED' });
    const stranger = await newOrganization(harness);
    expect(
      await errorOf(
        stranger.client.getOnRampTransactionStatus({
          organizationId: stranger.organizationId,
          transactionId: opened.onRampTransactionId,
        }),
      ),
    ).toMatch(/transactionId/);
  });
});

describe('Spark, simulated', () => {
  it('prepares a transfer whose packages decrypt for their operators, and signs FROST shares', async () => {
    const account = await newOrganization(harness);
    const organizationId = account.organizationId;
    const { address } = await createWalletIn(account, 'spark', [ETHEREUM_ACCOUNT]);
    const operatorKey = secp256k1.utils.randomPrivateKey();
    const operator = {
      operatorId: 'op-1',
      encryptionPublicKey: bytesToHex(secp256k1.getPublicKey(operatorKey, true)),
    };
    const receiver = bytesToHex(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true));
    const prepared = await account.client.sparkPrepareTransfer({
      type: 'ACTIVITY_TYPE_SPARK_PREPARE_TRANSFER',
      timestampMs: now(),
      organizationId,
      parameters: {
        signWith: address,
        transfer: {
          transferId: 't-1',
          leaves: [
            {
              leafId: 'leaf-1',
              oldLeafDerivation: { signingLeaf: { leafId: 'leaf-1' } },
              newLeafDerivation: { signingLeaf: { leafId: 'leaf-2' } },
            },
          ],
          threshold: 1,
          operatorRecipients: [operator],
          receiverPublicKey: receiver,
        },
      },
    });
    const result = prepared.activity.result.sparkPrepareTransferResult;
    const sealed = result?.operatorPackages[0]?.encryptedPackage ?? '';
    const opened = JSON.parse(
      utf8Decode(eciesDecrypt(bytesToBigInt(operatorKey), sealed, 'package')),
    ) as { transferId: string; leaves: { leafId: string }[] };
    expect(opened).toMatchObject({ transferId: 't-1', leaves: [{ leafId: 'leaf-1' }] });
    expect(result?.newLeafPublicKeys[0]?.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);

    const bad = await errorOf(
      account.client.sparkSignFrost({
        type: 'ACTIVITY_TYPE_SPARK_SIGN_FROST',
        timestampMs: now(),
        organizationId,
        parameters: {
          signWith: address,
          signatures: [
            {
              derivation: { identity: {} },
              message: 'zz',
              verifyingKey: receiver,
              operatorCommitments: [],
            },
          ],
        },
      }),
    );
    expect(bad).toMatch(/signatures\[0\]\.message/);
    const signed = await account.client.sparkSignFrost({
      type: 'ACTIVITY_TYPE_SPARK_SIGN_FROST',
      timestampMs: now(),
      organizationId,
      parameters: {
        signWith: address,
        signatures: [
          {
            derivation: { identity: {} },
            message: '07'.repeat(32),
            verifyingKey: receiver,
            operatorCommitments: [],
          },
        ],
      },
    });
    expect(signed.activity.result.sparkSignFrostResult?.signatures[0]?.signatureShare).toMatch(
      /^[0-9a-f]{64}$/,
    );

    const stranger = await newOrganization(harness);
    expect(
      await errorOf(
        stranger.client.sparkSignFrost({
          type: 'ACTIVITY_TYPE_SPARK_SIGN_FROST',
          timestampMs: now(),
          organizationId: stranger.organizationId,
          parameters: { signWith: address, signatures: [] },
        }),
      ),
    ).toMatch(/signWith|signatures/);
  });
});
