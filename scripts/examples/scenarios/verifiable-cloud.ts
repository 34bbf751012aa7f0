/**
 * The errors table of the Verifiable Cloud page: apps with malformed key sets, operator sets
 * given both or neither way, thresholds out of range or a reused name; deployments with an
 * unknown QOS version, a malformed digest or debug mode the app does not allow; manifest
 * approvals from the wrong operator or with a bad signature; shares before boot and after
 * provisioning; debug logs, boot proofs and app proofs that do not exist. Operators sign with
 * P-256 keys made here, as the TVC CLI would; the enclave boots on the sandbox clock.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { base64ToBytes, bytesToHex } from '@docs/platform-api/bytes';
import type { TurnkeyClient } from '@turnkey/http';
import { refuses, type Refusal } from './refusal';
import { advanceClock, ETHEREUM_ACCOUNT, now, type Scenario } from './support';

const TVC = 'documentation/products/verifiable-cloud.mdx';

const invalid = (names: string): Refusal => ({
  http: 400,
  code: 'INVALID_ARGUMENT',
  category: 'REQUEST_INVALID',
  names,
});
const precondition = (names: string): Refusal => ({
  http: 400,
  code: 'FAILED_PRECONDITION',
  category: 'REQUEST_INVALID',
  names,
});
const notFound = (names: string): Refusal => ({
  http: 404,
  code: 'NOT_FOUND',
  category: 'REQUEST_INVALID',
  names,
});

/** An operator's encryption and signing keys (130 bytes of hex) and its manifest signature. */
function operator() {
  const encrypt = p256.utils.randomPrivateKey();
  const sign = p256.utils.randomPrivateKey();
  return {
    publicKey:
      bytesToHex(p256.getPublicKey(encrypt, false)) + bytesToHex(p256.getPublicKey(sign, false)),
    approve: (manifest: Uint8Array) => p256.sign(sha256(manifest), sign).toCompactHex(),
  };
}

type App = Parameters<TurnkeyClient['createTvcApp']>[0]['parameters'];
type Deployment = Parameters<TurnkeyClient['createTvcDeployment']>[0]['parameters'];

export const verifiableCloud: Scenario = {
  name: 'verifiable-cloud',
  does: 'create_tvc_app with malformed keys, both and neither operator-set forms, thresholds out of range, a reused name and an unknown set; create_tvc_deployment with a bad qosVersion, digest and debugMode; manifest approvals from a non-member, twice and badly signed; shares before boot and after provisioning; debug logs, boot proofs, app proofs and records that do not exist',
  rows: [
    {
      doc: TVC,
      row: 'A key set that is not 130 bytes of hex, or not two P-256 points (`quorumPublicKey`, `newOperators[].publicKey`, `ephemeralKey`)',
    },
    {
      doc: TVC,
      row: "Both or neither of `manifestSetId` and `manifestSetParams` (or the share set's pair)",
    },
    {
      doc: TVC,
      row: "A share set threshold below 2, or any threshold above the set's member count",
    },
    { doc: TVC, row: 'An app name already used in the organization' },
    {
      doc: TVC,
      row: 'A `qosVersion` not in [get_tvc_qos_versions](/api#get_tvc_qos_versions), or an `expectedPivotDigest` that is not 64 hex digits',
    },
    {
      doc: TVC,
      row: '`debugMode: true` on an app created without `enableDebugModeDeployments`',
    },
    {
      doc: TVC,
      row: 'An approval from a non-member, a second approval from the same member, or a signature that does not verify',
    },
    { doc: TVC, row: 'A share before the enclave booted, or after it was provisioned' },
    { doc: TVC, row: 'Debug logs of a deployment not in debug mode' },
    { doc: TVC, row: 'An unknown app, deployment, manifest or operator set' },
    {
      doc: TVC,
      row: 'A boot proof for a key no enclave of yours booted with, or for an app none of whose enclaves has booted',
    },
    { doc: TVC, row: 'App proofs of an activity that is not in the organization' },
  ],
  async run(context, observed) {
    const { organizationId, client } = await context.newOrganization();
    const envelope = () => ({ timestampMs: now(), organizationId });
    const reviewer = operator();
    const [carol, dave] = [operator(), operator()];
    const app: App = {
      name: 'signer',
      quorumPublicKey: operator().publicKey,
      manifestSetParams: {
        name: 'reviewers',
        newOperators: [{ name: 'alice', publicKey: reviewer.publicKey }],
        threshold: 1,
      },
      shareSetParams: {
        name: 'custodians',
        newOperators: [
          { name: 'carol', publicKey: carol.publicKey },
          { name: 'dave', publicKey: dave.publicKey },
        ],
        threshold: 2,
      },
    };
    const createApp = (changes: Partial<App>) => () =>
      client.createTvcApp({
        type: 'ACTIVITY_TYPE_CREATE_TVC_APP',
        ...envelope(),
        parameters: { ...app, ...changes },
      });
    const notPoints = `04${'ff'.repeat(64)}`.repeat(2);
    const cases: [string, Partial<App>, Refusal][] = [
      ['a quorumPublicKey of 4 bytes', { quorumPublicKey: 'abcd1234' }, invalid('quorumPublicKey')],
      [
        'a quorumPublicKey that is not points',
        { quorumPublicKey: notPoints },
        invalid('quorumPublicKey'),
      ],
      [
        'an operator key that is not points',
        {
          manifestSetParams: {
            name: 'reviewers',
            newOperators: [{ name: 'alice', publicKey: notPoints }],
            threshold: 1,
          },
        },
        invalid('newOperators[0].publicKey'),
      ],
      [
        'both manifest-set forms',
        { manifestSetId: crypto.randomUUID() },
        invalid('manifestSetParams'),
      ],
      ['neither share-set form', { shareSetParams: undefined }, invalid('shareSetParams')],
      [
        'a share set threshold of 1',
        { shareSetParams: { ...app.shareSetParams, name: 'custodians', threshold: 1 } },
        invalid('shareSetParams.threshold'),
      ],
      [
        'a manifest set threshold above its members',
        { manifestSetParams: { ...app.manifestSetParams, name: 'reviewers', threshold: 2 } },
        invalid('manifestSetParams.threshold'),
      ],
      [
        'an unknown share set',
        { shareSetParams: undefined, shareSetId: crypto.randomUUID() },
        notFound('shareSetId'),
      ],
    ];
    for (const [what, changes, expected] of cases) {
      await refuses(context, observed, what, createApp(changes), expected);
    }

    const created = (await createApp({})()).activity.result.createTvcAppResult;
    if (!created) throw new Error('create_tvc_app returned no app');
    await refuses(
      context,
      observed,
      'an app name used already',
      createApp({}),
      precondition('name'),
    );
    const idle = (await createApp({ name: 'idle' })()).activity.result.createTvcAppResult;

    const release: Deployment = {
      appId: created.appId,
      qosVersion: 'v0.6.1',
      pivotContainerImageUrl: `registry.local/signer@sha256:${'ab'.repeat(32)}`,
      pivotPath: '/signer',
      pivotArgs: [],
      expectedPivotDigest: 'cd'.repeat(32),
      healthCheckType: 'TVC_HEALTH_CHECK_TYPE_HTTP',
      healthCheckPort: 3000,
      publicIngressPort: 3000,
    };
    const deploy = (changes: Partial<Deployment>) => () =>
      client.createTvcDeployment({
        type: 'ACTIVITY_TYPE_CREATE_TVC_DEPLOYMENT',
        ...envelope(),
        parameters: { ...release, ...changes },
      });
    for (const [what, changes, expected] of [
      ['an unknown qosVersion', { qosVersion: 'v9.9.9' }, invalid('qosVersion')],
      [
        'a digest of 62 hex digits',
        { expectedPivotDigest: 'cd'.repeat(31) },
        invalid('expectedPivotDigest'),
      ],
      ['debugMode on a plain app', { debugMode: true }, invalid('debugMode')],
      ['an unknown app', { appId: crypto.randomUUID() }, notFound('appId')],
    ] as const) {
      await refuses(context, observed, what, deploy(changes), expected);
    }

    const made = (await deploy({})()).activity.result.createTvcDeploymentResult;
    if (!made) throw new Error('create_tvc_deployment returned no deployment');
    const { deploymentId, manifestId } = made;
    const { tvcDeployment } = await client.getTvcDeployment({ organizationId, deploymentId });
    const manifest = base64ToBytes(tvcDeployment.manifest.manifest);
    const [reviewerId = ''] = created.manifestSetOperatorIds;
    const [carolId = '', daveId = ''] = created.shareSetOperatorIds;
    const approve =
      (operatorId: string, signature: string, id = manifestId) =>
      () =>
        client.createTvcManifestApprovals({
          type: 'ACTIVITY_TYPE_CREATE_TVC_MANIFEST_APPROVALS',
          ...envelope(),
          parameters: { manifestId: id, approvals: [{ operatorId, signature }] },
        });
    const share =
      (operatorId: string, signer: ReturnType<typeof operator>, ephemeral: string) => () =>
        client.postTvcQuorumKeyShare({
          type: 'ACTIVITY_TYPE_POST_TVC_QUORUM_KEY_SHARE',
          ...envelope(),
          parameters: {
            deploymentId,
            ephemeralPublicKeyHex: ephemeral,
            shareApprovalBundle: {
              operatorId,
              reEncryptedShareHex: 'aa55',
              signature: signer.approve(manifest),
            },
          },
        });

    await refuses(
      context,
      observed,
      'a share before boot',
      share(carolId, carol, operator().publicKey),
      precondition('deploymentId'),
    );
    await refuses(
      context,
      observed,
      'an approval from a non-member',
      approve(carolId, carol.approve(manifest)),
      invalid('approvals[0].operatorId'),
    );
    await refuses(
      context,
      observed,
      'an approval that does not verify',
      approve(reviewerId, carol.approve(manifest)),
      invalid('approvals[0].signature'),
    );
    await approve(reviewerId, reviewer.approve(manifest))();
    await refuses(
      context,
      observed,
      'a second approval',
      approve(reviewerId, reviewer.approve(manifest)),
      invalid('approvals[0].operatorId'),
    );
    await refuses(
      context,
      observed,
      'an unknown manifest',
      approve(reviewerId, reviewer.approve(manifest), crypto.randomUUID()),
      notFound('manifestId'),
    );

    await refuses(
      context,
      observed,
      'a boot proof for an app that has not booted',
      () => client.getLatestBootProof({ organizationId, appName: created.appId }),
      notFound('appName'),
    );
    await advanceClock(context, 30);
    const { bootProof } = await client.getLatestBootProof({
      organizationId,
      appName: created.appId,
    });
    await share(carolId, carol, bootProof.ephemeralPublicKeyHex)();
    await share(daveId, dave, bootProof.ephemeralPublicKeyHex)();
    await refuses(
      context,
      observed,
      'a share after provisioning',
      share(carolId, carol, bootProof.ephemeralPublicKeyHex),
      precondition('deploymentId'),
    );

    await refuses(
      context,
      observed,
      'debug logs of a plain deployment',
      () => client.getTvcDeploymentDebugLogs({ organizationId, deploymentId }),
      precondition('deploymentId'),
    );
    await refuses(
      context,
      observed,
      'an unknown deployment',
      () => client.getTvcDeployment({ organizationId, deploymentId: crypto.randomUUID() }),
      notFound('deploymentId'),
    );
    await refuses(
      context,
      observed,
      'an unknown app',
      () => client.getTvcApp({ organizationId, tvcAppId: crypto.randomUUID() }),
      notFound('tvcAppId'),
    );
    await refuses(
      context,
      observed,
      'a boot proof for a key no enclave booted with',
      () => client.getBootProof({ organizationId, ephemeralKey: operator().publicKey }),
      notFound('ephemeralKey'),
    );
    await refuses(
      context,
      observed,
      'a boot proof for a malformed key',
      () => client.getBootProof({ organizationId, ephemeralKey: 'zz' }),
      invalid('ephemeralKey'),
    );
    await refuses(
      context,
      observed,
      'a boot proof for an app with no deployment',
      () => client.getLatestBootProof({ organizationId, appName: idle?.appId ?? '' }),
      notFound('appName'),
    );
    const stranger = await context.newOrganization();
    const { activity: theirs } = await stranger.client.createWallet({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: now(),
      organizationId: stranger.organizationId,
      parameters: { walletName: 'Theirs', accounts: [ETHEREUM_ACCOUNT] },
    });
    for (const activityId of [theirs.id, crypto.randomUUID()]) {
      await refuses(
        context,
        observed,
        'app proofs of an activity outside the organization',
        () => client.getAppProofs({ organizationId, activityId }),
        notFound('activityId'),
      );
    }
  },
};
