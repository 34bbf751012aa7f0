/**
 * Verifiable cloud tag: apps and deployments run in attested enclaves (TVC), the operators and
 * quorum keys that control them, and the boot and app proofs that let anyone check what ran.
 */
import { createdAt } from '../examples/entities';
import * as ids from '../examples/ids';
import {
  custodianOperator,
  DEPLOYMENT_PORTS,
  reviewerOperator,
  secondReviewerOperator,
  tvcApp,
  tvcDeployment,
  tvcQuorumKey,
} from '../examples/verifiable-cloud';
import {
  BootProofResponseSchema,
  GetAppProofsRequestSchema,
  GetAppProofsResponseSchema,
  GetAppStatusRequestSchema,
  GetAppStatusResponseSchema,
  GetBootProofRequestSchema,
  GetLatestBootProofRequestSchema,
  GetTvcAppDeploymentsRequestSchema,
  GetTvcAppDeploymentsResponseSchema,
  GetTvcAppRequestSchema,
  GetTvcAppResponseSchema,
  GetTvcAppsRequestSchema,
  GetTvcAppsResponseSchema,
  GetTvcDeploymentDebugLogsRequestSchema,
  GetTvcDeploymentDebugLogsResponseSchema,
  GetTvcDeploymentProvisioningDetailsRequestSchema,
  GetTvcDeploymentProvisioningDetailsResponseSchema,
  GetTvcDeploymentRequestSchema,
  GetTvcDeploymentResponseSchema,
  GetTvcOperatorsRequestSchema,
  GetTvcOperatorsResponseSchema,
  GetTvcQosVersionsRequestSchema,
  GetTvcQosVersionsResponseSchema,
  GetTvcQuorumKeysRequestSchema,
  GetTvcQuorumKeysResponseSchema,
  ValidateTvcImageRequestSchema,
  ValidateTvcImageResponseSchema,
} from '../schemas/verifiable-cloud';
import { defineQuery, defineSubmission, type Operation } from './define';

const tag = 'Verifiable cloud' as const;
const organization = { organizationId: ids.ORGANIZATION_ID };
const deployment = { ...organization, deploymentId: ids.TVC_DEPLOYMENT_ID };

/** The sentence of the queries only `@turnkey/http`'s client can send. */
const httpOnly = (method: string) =>
  `\`@turnkey/sdk-server\` 8.2.1 has no method for it; \`@turnkey/http\`'s TurnkeyClient sends it as \`${method}\`.`;

/** The sentence of the submissions `@turnkey/sdk-server` 8.2.1 has no method for (decision 0070). */
const noSdkResult = (where: string) =>
  `\`@turnkey/sdk-server\` 8.2.1 has no method for this submission, so the reference names no result of its own; ${where} of the activity it returns.`;

const bootProof = {
  bootProof: {
    ephemeralPublicKeyHex: ids.TVC_EPHEMERAL_PUBLIC_KEY,
    awsAttestationDocB64: ids.TVC_ATTESTATION_DOCUMENT_B64,
    qosManifestB64: ids.TVC_MANIFEST_B64,
    qosManifestEnvelopeB64: ids.TVC_MANIFEST_ENVELOPE_B64,
    deploymentLabel: ids.TVC_DEPLOYMENT_ID,
    enclaveApp: ids.TVC_APP_ID,
    owner: ids.ORGANIZATION_ID,
    createdAt,
  },
};

export const verifiableCloudOperations: Operation[] = [
  defineQuery({
    name: 'list_tvc_apps',
    sdkMethod: 'getTvcApps',
    tag,
    summary: 'List TVC apps',
    description:
      'Lists the verifiable-cloud apps of the organization with their quorum keys, both operator sets, the live deployment and the domain each is served at. The apps are in `tvcApps`.',
    request: GetTvcAppsRequestSchema,
    response: GetTvcAppsResponseSchema,
    example: { request: organization, response: { tvcApps: [tvcApp] } },
  }),
  defineQuery({
    name: 'get_tvc_app',
    sdkMethod: 'getTvcApp',
    tag,
    summary: 'Get TVC app',
    description:
      'Returns one app, named by `tvcAppId`: its quorum key, its manifest set and share set with their operators and thresholds, the live deployment and the domain it is served at. The app is in `tvcApp`.',
    request: GetTvcAppRequestSchema,
    response: GetTvcAppResponseSchema,
    example: {
      request: { ...organization, tvcAppId: ids.TVC_APP_ID },
      response: { tvcApp },
    },
  }),
  defineQuery({
    name: 'get_app_status',
    sdkMethod: 'getAppStatus',
    tag,
    summary: 'Get TVC app status',
    description:
      'Reports how an app runs in the cluster now: for each deployment the ready and wanted replicas and how far quorum key provisioning got, and which deployment receives the traffic. Call it after approving and provisioning a deployment to watch it come up. The report is in `appStatus`.',
    request: GetAppStatusRequestSchema,
    response: GetAppStatusResponseSchema,
    example: {
      request: { ...organization, appId: ids.TVC_APP_ID },
      response: {
        appStatus: {
          appId: ids.TVC_APP_ID,
          deployments: [
            {
              deploymentId: ids.TVC_DEPLOYMENT_ID,
              readyReplicas: 3,
              desiredReplicas: 3,
              lastUpdatedTime: createdAt,
              provisioningState: 'PROVISIONING_STATE_PROVISIONED',
            },
          ],
          targetedDeploymentId: ids.TVC_DEPLOYMENT_ID,
        },
      },
    },
  }),
  defineQuery({
    name: 'list_tvc_app_deployments',
    sdkMethod: 'getTvcAppDeployments',
    tag,
    summary: 'List TVC deployments',
    description:
      'Lists every deployment of an app, those marked for deletion included (`delete`), each with its manifest, the approvals it collected and its container settings. The deployments are in `tvcDeployments`.',
    request: GetTvcAppDeploymentsRequestSchema,
    response: GetTvcAppDeploymentsResponseSchema,
    example: {
      request: { ...organization, appId: ids.TVC_APP_ID },
      response: { tvcDeployments: [tvcDeployment] },
    },
  }),
  defineQuery({
    name: 'get_tvc_deployment',
    sdkMethod: 'getTvcDeployment',
    tag,
    summary: 'Get TVC deployment',
    description:
      'Returns one deployment: the image and program it runs, its manifest (base64 JSON) with the approvals so far, its operator sets, and whether it runs in debug mode or is marked for deletion. Manifest set members read the manifest here before they approve it. The deployment is in `tvcDeployment`.',
    request: GetTvcDeploymentRequestSchema,
    response: GetTvcDeploymentResponseSchema,
    example: { request: deployment, response: { tvcDeployment } },
  }),
  defineQuery({
    name: 'get_tvc_deployment_provisioning_details',
    sdkMethod: 'getTvcDeploymentProvisioningDetails',
    sdkServerMethod: false,
    tag,
    summary: 'Get TVC provisioning details',
    description:
      'Returns what a share set member checks before releasing its share to a new deployment: the provisioning enclave’s attestation document and the manifest envelope, present only while `provisioningState` is `PROVISIONING_STATE_AWAITING_PROVISION`. Verify both, then send the share with post_tvc_quorum_key_share (or re_encrypt_tvc_quorum_key_share for a hosted operator). The fields are at the top level of the response. ' +
      httpOnly('getTvcDeploymentProvisioningDetails'),
    request: GetTvcDeploymentProvisioningDetailsRequestSchema,
    response: GetTvcDeploymentProvisioningDetailsResponseSchema,
    example: {
      request: deployment,
      response: {
        attestationDocument: ids.TVC_ATTESTATION_DOCUMENT_B64,
        manifestEnvelope: ids.TVC_MANIFEST_ENVELOPE_B64,
        provisioningState: 'PROVISIONING_STATE_AWAITING_PROVISION',
      },
    },
  }),
  defineQuery({
    name: 'get_tvc_deployment_debug_logs',
    sdkMethod: 'getTvcDeploymentDebugLogs',
    tag,
    summary: 'Get TVC debug logs',
    description:
      'Returns recent output of a debug-mode deployment from every replica, in the order of the platform’s timestamps; other deployments keep their output private. Limit it with `tailLines` per replica or `sinceSeconds`, and poll with a short `sinceSeconds` to follow along. The lines are in `entries`.',
    request: GetTvcDeploymentDebugLogsRequestSchema,
    response: GetTvcDeploymentDebugLogsResponseSchema,
    example: {
      request: { ...organization, deploymentId: ids.TVC_DEV_DEPLOYMENT_ID, sinceSeconds: '60' },
      response: {
        entries: [
          {
            line: { content: 'quorum key loaded', ts: createdAt },
            replicaLabel: 'replica 1/1',
          },
          {
            line: { content: 'fx-rate-signer listening on 0.0.0.0:3000', ts: createdAt },
            replicaLabel: 'replica 1/1',
          },
        ],
      },
    },
  }),
  defineQuery({
    name: 'get_tvc_qos_versions',
    sdkMethod: 'getTvcQosVersions',
    tag,
    summary: 'List QuorumOS versions',
    description:
      'Lists the QuorumOS versions a new deployment may run and the one recommended. Pass one as `qosVersion` to create_tvc_deployment. The versions are in `availableVersions` and `latestVersion`.',
    request: GetTvcQosVersionsRequestSchema,
    response: GetTvcQosVersionsResponseSchema,
    example: {
      request: organization,
      response: {
        availableVersions: ['v0.5.2', ids.TVC_QOS_VERSION],
        latestVersion: ids.TVC_QOS_VERSION,
      },
    },
  }),
  defineQuery({
    name: 'list_tvc_operators',
    sdkMethod: 'getTvcOperators',
    sdkServerMethod: false,
    tag,
    summary: 'List TVC operators',
    description:
      'Lists the operators of the organization, newest first, with both public keys and where their private keys live (`keySource`). Reuse the ids as `existingOperatorIds` of a new operator set. The operators are in `tvcOperators`. ' +
      httpOnly('getTvcOperators'),
    request: GetTvcOperatorsRequestSchema,
    response: GetTvcOperatorsResponseSchema,
    example: {
      request: organization,
      response: { tvcOperators: [custodianOperator, secondReviewerOperator, reviewerOperator] },
    },
  }),
  defineQuery({
    name: 'list_tvc_quorum_keys',
    sdkMethod: 'getTvcQuorumKeys',
    sdkServerMethod: false,
    tag,
    summary: 'List TVC quorum keys',
    description:
      'Lists the quorum keys the platform generated for the organization with create_tvc_quorum_key, newest first, each with its threshold and the operators holding its shares. The keys are in `tvcQuorumKeys`. ' +
      httpOnly('getTvcQuorumKeys'),
    request: GetTvcQuorumKeysRequestSchema,
    response: GetTvcQuorumKeysResponseSchema,
    example: { request: organization, response: { tvcQuorumKeys: [tvcQuorumKey] } },
  }),
  defineQuery({
    name: 'validate_tvc_image',
    sdkMethod: 'validateTvcImage',
    tag,
    summary: 'Validate TVC image',
    description:
      'Checks, before you create a deployment, that the platform can pull a container image, with the encrypted pull secret for a private registry. On success `resolvedImageDigest` holds the digest the reference resolved to; pin the image URL to it.',
    request: ValidateTvcImageRequestSchema,
    response: ValidateTvcImageResponseSchema,
    example: {
      request: {
        ...organization,
        pivotContainerImageUrl: ids.TVC_IMAGE_URL,
        pivotContainerEncryptedPullSecret: ids.TVC_ENCRYPTED_PULL_SECRET,
      },
      response: { resolvedImageDigest: ids.TVC_IMAGE_DIGEST },
    },
  }),
  defineQuery({
    name: 'get_boot_proof',
    sdkMethod: 'getBootProof',
    tag,
    summary: 'Get boot proof',
    description:
      'Returns the boot proof of the enclave that holds an ephemeral key: its AWS Nitro attestation document and the QOS manifest it booted from, with the approvals. A verifier passes the `publicKey` of an app proof, checks the attestation against the AWS root certificate and that it commits to this manifest, and then knows which code signed the proof. The proof is in `bootProof`.',
    request: GetBootProofRequestSchema,
    response: BootProofResponseSchema,
    example: {
      request: { ...organization, ephemeralKey: ids.TVC_EPHEMERAL_PUBLIC_KEY },
      response: bootProof,
    },
  }),
  defineQuery({
    name: 'get_latest_boot_proof',
    sdkMethod: 'getLatestBootProof',
    tag,
    summary: 'Get latest boot proof',
    description:
      'Returns the newest boot proof of an enclave app, named by its id in `appName`: a quick way to see which code the app’s enclaves run now. The proof is in `bootProof`, in the same form as from get_boot_proof.',
    request: GetLatestBootProofRequestSchema,
    response: BootProofResponseSchema,
    example: { request: { ...organization, appName: ids.TVC_APP_ID }, response: bootProof },
  }),
  defineQuery({
    name: 'list_app_proofs',
    sdkMethod: 'getAppProofs',
    tag,
    summary: 'List app proofs',
    description:
      'Lists the app proofs the platform’s enclaves signed while handling an activity, such as the outcome of its policy evaluation; ask for them with `generateAppProofs` when submitting. Check each signature with the signing half of `publicKey`, then tie that key to code with get_boot_proof. The proofs are in `appProofs`.',
    request: GetAppProofsRequestSchema,
    response: GetAppProofsResponseSchema,
    example: {
      request: { ...organization, activityId: ids.PENDING_ACTIVITY_ID },
      response: {
        appProofs: [
          {
            scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256',
            publicKey: ids.TVC_EPHEMERAL_PUBLIC_KEY,
            proofPayload: ids.TVC_APP_PROOF_PAYLOAD,
            signature: ids.TVC_APP_PROOF_SIGNATURE,
          },
        ],
      },
    },
  }),
  defineSubmission({
    name: 'create_tvc_operator',
    sdkMethod: 'createTvcOperator',
    sdkServerMethod: false,
    tag,
    summary: 'Create TVC operator',
    description: `Creates a hosted operator whose two keys (encryption and signing) are P-256 accounts derived from \`path\` in a wallet of the organization: a new wallet named \`walletName\`, or the existing \`walletId\`. As the platform holds its keys, such an operator releases its quorum key share with re_encrypt_tvc_quorum_key_share, with no machine of your own. ${noSdkResult('the operator id, the wallet id and both public keys are in `activity.result.createTvcOperatorResult`')}`,
    activityType: 'ACTIVITY_TYPE_CREATE_TVC_OPERATOR',
    intentKey: 'createTvcOperatorIntent',
    example: {
      parameters: {
        walletName: ids.TVC_OPERATOR_WALLET_NAME,
        path: ids.TVC_OPERATOR_PATH,
        operatorName: 'custodian-1',
      },
    },
  }),
  defineSubmission({
    name: 'create_tvc_quorum_key',
    sdkMethod: 'createTvcQuorumKey',
    sdkServerMethod: false,
    tag,
    summary: 'Create TVC quorum key',
    description: `Generates a quorum key inside the platform’s enclave and splits it into shares, one encrypted to each key of \`operatorEncryptKeys\`, so that any \`threshold\` of them (2 or more) rebuild it and no one ever holds it whole. Give the public key to create_tvc_app as \`quorumPublicKey\`. ${noSdkResult('the key id, its public key and the share ids are in `activity.result.createTvcQuorumKeyResult`')}`,
    activityType: 'ACTIVITY_TYPE_CREATE_TVC_QUORUM_KEY',
    intentKey: 'createTvcQuorumKeyIntent',
    example: {
      parameters: {
        threshold: 2,
        operatorEncryptKeys: [
          ids.TVC_SECOND_REVIEWER_ENCRYPT_PUBLIC_KEY,
          ids.TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
        ],
      },
    },
  }),
  defineSubmission({
    name: 'create_tvc_app',
    sdkMethod: 'createTvcApp',
    tag,
    summary: 'Create TVC app',
    description:
      'Creates an app from its name, the quorum key it will use and its two operator sets, each given as an existing set id or as a new set (new operators, existing operator ids, a threshold). The manifest set approves every deployment; the share set, with a threshold of at least 2, releases the quorum key only to enclaves that prove they run an approved manifest. `enableDebugModeDeployments` can be set only here and marks the quorum key as exposed for good, so keep it to development apps. The app id and the ids, members and thresholds of both sets are in `activity.result.createTvcAppResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_TVC_APP',
    intentKey: 'createTvcAppIntent',
    appProofs: false,
    result: { key: 'createTvcAppResult', source: 'derived' },
    example: {
      parameters: {
        name: ids.TVC_APP_NAME,
        quorumPublicKey: ids.TVC_QUORUM_PUBLIC_KEY,
        manifestSetId: ids.TVC_MANIFEST_SET_ID,
        shareSetParams: {
          name: 'Key custodians',
          existingOperatorIds: [ids.TVC_SECOND_REVIEWER_OPERATOR_ID, ids.TVC_CUSTODIAN_OPERATOR_ID],
          threshold: 2,
        },
        enableEgress: false,
        enableDebugModeDeployments: false,
      },
      result: {
        appId: ids.TVC_APP_ID,
        manifestSetId: ids.TVC_MANIFEST_SET_ID,
        manifestSetOperatorIds: [ids.TVC_REVIEWER_OPERATOR_ID, ids.TVC_SECOND_REVIEWER_OPERATOR_ID],
        manifestSetThreshold: 2,
        shareSetId: ids.TVC_SHARE_SET_ID,
        shareSetOperatorIds: [ids.TVC_SECOND_REVIEWER_OPERATOR_ID, ids.TVC_CUSTODIAN_OPERATOR_ID],
        shareSetThreshold: 2,
      },
    },
  }),
  defineSubmission({
    name: 'create_tvc_deployment',
    sdkMethod: 'createTvcDeployment',
    tag,
    summary: 'Create TVC deployment',
    description:
      'Creates a deployment of an app from a container image: the program’s path, arguments and expected SHA-256 digest, the QuorumOS version, the health check and the public port; unless set, it runs 3 replicas with 2 vCPUs and 1 GiB each. The platform turns these into a QOS manifest, and nothing runs until the app’s manifest set approves it with create_tvc_manifest_approvals. The deployment and manifest ids are in `activity.result.createTvcDeploymentResult`.',
    activityType: 'ACTIVITY_TYPE_CREATE_TVC_DEPLOYMENT',
    intentKey: 'createTvcDeploymentIntent',
    appProofs: false,
    result: { key: 'createTvcDeploymentResult', source: 'derived' },
    example: {
      parameters: {
        appId: ids.TVC_APP_ID,
        qosVersion: ids.TVC_QOS_VERSION,
        pivotContainerImageUrl: ids.TVC_IMAGE_URL,
        pivotPath: ids.TVC_PIVOT_PATH,
        pivotArgs: ids.TVC_PIVOT_ARGS,
        expectedPivotDigest: ids.TVC_PIVOT_DIGEST,
        pivotContainerEncryptedPullSecret: ids.TVC_ENCRYPTED_PULL_SECRET,
        ...DEPLOYMENT_PORTS,
      },
      result: { deploymentId: ids.TVC_DEPLOYMENT_ID, manifestId: ids.TVC_MANIFEST_ID },
    },
  }),
  defineSubmission({
    name: 'create_tvc_manifest_approvals',
    sdkMethod: 'createTvcManifestApprovals',
    tag,
    summary: 'Approve TVC manifest',
    description:
      'Records manifest set members’ signatures on a deployment’s manifest, once they have read it (get_tvc_deployment). When approvals from distinct members reach the set’s threshold the enclaves boot, and an app’s first deployment becomes live; the enclave itself refuses a manifest without enough valid approvals. The approval ids are in `activity.result.createTvcManifestApprovalsResult.approvalIds`.',
    activityType: 'ACTIVITY_TYPE_CREATE_TVC_MANIFEST_APPROVALS',
    intentKey: 'createTvcManifestApprovalsIntent',
    appProofs: false,
    result: { key: 'createTvcManifestApprovalsResult', source: 'derived' },
    example: {
      parameters: {
        manifestId: ids.TVC_MANIFEST_ID,
        approvals: [
          { operatorId: ids.TVC_REVIEWER_OPERATOR_ID, signature: ids.TVC_REVIEWER_APPROVAL },
          {
            operatorId: ids.TVC_SECOND_REVIEWER_OPERATOR_ID,
            signature: ids.TVC_SECOND_REVIEWER_APPROVAL,
          },
        ],
      },
      result: { approvalIds: [...ids.TVC_APPROVAL_IDS] },
    },
  }),
  defineSubmission({
    name: 'post_tvc_quorum_key_share',
    sdkMethod: 'postTvcQuorumKeyShare',
    sdkServerMethod: false,
    tag,
    summary: 'Post quorum key share',
    description: `Hands one share set member’s quorum key share to a booted deployment. The member first verifies the attestation document and manifest from get_tvc_deployment_provisioning_details, then decrypts its share with its own key, encrypts it to the enclave’s ephemeral key and signs the manifest; once the threshold of shares has arrived, the enclave rebuilds the quorum key and the app starts. ${noSdkResult('the share’s id is in `activity.result.postTvcQuorumKeyShareResult.provisioningShareId`')}`,
    activityType: 'ACTIVITY_TYPE_POST_TVC_QUORUM_KEY_SHARE',
    intentKey: 'postTvcQuorumKeyShareIntent',
    appProofs: false,
    example: {
      parameters: {
        deploymentId: ids.TVC_DEPLOYMENT_ID,
        ephemeralPublicKeyHex: ids.TVC_EPHEMERAL_PUBLIC_KEY,
        shareApprovalBundle: {
          operatorId: ids.TVC_SECOND_REVIEWER_OPERATOR_ID,
          reEncryptedShareHex: ids.TVC_REENCRYPTED_SHARE,
          signature: ids.TVC_SECOND_REVIEWER_APPROVAL,
        },
      },
    },
  }),
  defineSubmission({
    name: 're_encrypt_tvc_quorum_key_share',
    sdkMethod: 'reEncryptTvcQuorumKeyShare',
    sdkServerMethod: false,
    tag,
    summary: 'Re-encrypt hosted key share',
    description: `The hosted form of post_tvc_quorum_key_share: the platform moves the share of a hosted operator (create_tvc_operator) to the deployment’s enclave itself. Send the attestation document and manifest you verified, the operator’s two public keys and the app’s quorum key, once for each hosted member of the share set. ${noSdkResult('the share’s id is in `activity.result.reEncryptTvcQuorumKeyShareResult.provisioningShareId`')}`,
    activityType: 'ACTIVITY_TYPE_RE_ENCRYPT_TVC_QUORUM_KEY_SHARE',
    intentKey: 'reEncryptTvcQuorumKeyShareIntent',
    example: {
      parameters: {
        attestationDocB64: ids.TVC_ATTESTATION_DOCUMENT_B64,
        manifestB64: ids.TVC_MANIFEST_B64,
        operatorEncryptKey: ids.TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
        operatorSignKey: ids.TVC_CUSTODIAN_SIGN_PUBLIC_KEY,
        deploymentId: ids.TVC_DEPLOYMENT_ID,
        appQuorumKey: ids.TVC_QUORUM_PUBLIC_KEY,
      },
    },
  }),
  defineSubmission({
    name: 'set_tvc_app_live_deployment',
    sdkMethod: 'updateTvcAppLiveDeployment',
    tag,
    summary: 'Set live TVC deployment',
    description:
      'Sends an app’s traffic to another of its deployments; an app has one live deployment at a time. Use it to roll out a release once it is approved and provisioned, or to roll back. `activity.result.updateTvcAppLiveDeploymentResult` is empty; get_tvc_app shows the new `liveDeploymentId`.',
    activityType: 'ACTIVITY_TYPE_UPDATE_TVC_APP_LIVE_DEPLOYMENT',
    intentKey: 'updateTvcAppLiveDeploymentIntent',
    result: { key: 'updateTvcAppLiveDeploymentResult', source: 'derived' },
    example: { parameters: { deploymentId: ids.TVC_DEPLOYMENT_ID }, result: {} },
  }),
  defineSubmission({
    name: 'delete_tvc_deployment',
    sdkMethod: 'deleteTvcDeployment',
    tag,
    summary: 'Delete TVC deployment',
    description:
      'Marks a deployment for deletion: its enclaves stop and their resources are cleaned up, while the record stays readable with `delete` set. Until the cleanup is done, restore_tvc_deployment takes it back. The id is echoed in `activity.result.deleteTvcDeploymentResult.deploymentId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_TVC_DEPLOYMENT',
    intentKey: 'deleteTvcDeploymentIntent',
    result: { key: 'deleteTvcDeploymentResult', source: 'derived' },
    example: {
      parameters: { deploymentId: ids.TVC_DEPLOYMENT_ID },
      result: { deploymentId: ids.TVC_DEPLOYMENT_ID },
    },
  }),
  defineSubmission({
    name: 'restore_tvc_deployment',
    sdkMethod: 'restoreTvcDeployment',
    tag,
    summary: 'Restore TVC deployment',
    description:
      'Removes the deletion mark from a deployment whose resources have not been cleaned up yet, so it keeps running. The id is echoed in `activity.result.restoreTvcDeploymentResult.deploymentId`.',
    activityType: 'ACTIVITY_TYPE_RESTORE_TVC_DEPLOYMENT',
    intentKey: 'restoreTvcDeploymentIntent',
    result: { key: 'restoreTvcDeploymentResult', source: 'derived' },
    example: {
      parameters: { deploymentId: ids.TVC_DEPLOYMENT_ID },
      result: { deploymentId: ids.TVC_DEPLOYMENT_ID },
    },
  }),
  defineSubmission({
    name: 'delete_tvc_app_and_deployments',
    sdkMethod: 'deleteTvcAppAndDeployments',
    tag,
    summary: 'Delete TVC app',
    description:
      'Marks an app and every one of its deployments for deletion, so all their enclaves stop; the records stay readable. The app id is echoed in `activity.result.deleteTvcAppAndDeploymentsResult.appId`.',
    activityType: 'ACTIVITY_TYPE_DELETE_TVC_APP_AND_DEPLOYMENTS',
    intentKey: 'deleteTvcAppAndDeploymentsIntent',
    result: { key: 'deleteTvcAppAndDeploymentsResult', source: 'derived' },
    example: { parameters: { appId: ids.TVC_APP_ID }, result: { appId: ids.TVC_APP_ID } },
  }),
];
