/**
 * Verifiable cloud (TVC): your own program run by the platform in attested enclaves under
 * QuorumOS. An app has a quorum key and two operator sets (the manifest set approves what may
 * run, the share set holds the quorum key's shares); each deployment is a container image and a
 * manifest those operators approve. Boot proofs and app proofs let anyone check what ran.
 */
import * as z from 'zod';
import {
  ORGANIZATION_ID,
  PENDING_ACTIVITY_ID,
  TVC_APP_ID,
  TVC_APP_NAME,
  TVC_ATTESTATION_DOCUMENT_B64,
  TVC_CUSTODIAN_OPERATOR_ID,
  TVC_DEPLOYMENT_ID,
  TVC_ENCRYPTED_PULL_SECRET,
  TVC_EPHEMERAL_PUBLIC_KEY,
  TVC_IMAGE_DIGEST,
  TVC_IMAGE_URL,
  TVC_MANIFEST_B64,
  TVC_MANIFEST_ENVELOPE_B64,
  TVC_MANIFEST_ID,
  TVC_MANIFEST_SET_ID,
  TVC_OPERATOR_PATH,
  TVC_OPERATOR_WALLET_ID,
  TVC_OPERATOR_WALLET_NAME,
  TVC_PIVOT_ARGS,
  TVC_PIVOT_DIGEST,
  TVC_PIVOT_PATH,
  TVC_PUBLIC_DOMAIN,
  TVC_QOS_VERSION,
  TVC_QUORUM_KEY_ID,
  TVC_QUORUM_PUBLIC_KEY,
  TVC_QUORUM_SHARE_IDS,
  TVC_REENCRYPTED_SHARE,
  TVC_REVIEWER_APPROVAL,
  TVC_REVIEWER_ENCRYPT_PUBLIC_KEY,
  TVC_REVIEWER_OPERATOR_ID,
  TVC_REVIEWER_PUBLIC_KEY,
  TVC_REVIEWER_SIGN_PUBLIC_KEY,
  TVC_APPROVAL_IDS,
  TVC_PROVISIONING_SHARE_IDS,
  TVC_SHARE_SET_ID,
  TVC_APP_PROOF_PAYLOAD,
  TVC_APP_PROOF_SIGNATURE,
  TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
  TVC_CUSTODIAN_SIGN_PUBLIC_KEY,
  TVC_SECOND_REVIEWER_OPERATOR_ID,
  TVC_SECOND_REVIEWER_APPROVAL,
  TVC_REVIEWER_APPROVAL_B64,
} from '../examples/ids';
import { TimestampSchema } from './common';
import { bip32Path, bool, id, ids, int32, organizationIdField, text, uint64 } from './fields';

/** A 64-bit integer the client sends as a JSON number. */
function int64(description: string, example: number) {
  return z.int().meta({ format: 'int64', description, examples: [example] });
}

/** A TCP port. */
const port = (description: string) =>
  z
    .int()
    .min(1)
    .max(65535)
    .meta({ format: 'int64', description, examples: [3000] });

/** Operator sets and hosted quorum keys need at least this many operators to agree. */
export const TVC_MIN_SHARE_THRESHOLD = 2;

const qosKeySet = (what: string, example: string) =>
  text(
    `${what}: a QOS key set, hex, the uncompressed P-256 encryption key followed by the uncompressed P-256 signing key (130 bytes).`,
    example,
  );

const appId = (description: string) => id(description, TVC_APP_ID);
const deploymentId = (description: string) => id(description, TVC_DEPLOYMENT_ID);

export const TvcHealthCheckTypeSchema = z
  .enum(['TVC_HEALTH_CHECK_TYPE_HTTP', 'TVC_HEALTH_CHECK_TYPE_GRPC'])
  .meta({
    id: 'TvcHealthCheckType',
    description:
      'How the platform checks that a replica is healthy: `TVC_HEALTH_CHECK_TYPE_HTTP` sends GET /health, `TVC_HEALTH_CHECK_TYPE_GRPC` uses the standard gRPC health service.',
  });
export type TvcHealthCheckType = z.infer<typeof TvcHealthCheckTypeSchema>;

export const ProvisioningStateSchema = z
  .enum([
    'PROVISIONING_STATE_PENDING',
    'PROVISIONING_STATE_AWAITING_PROVISION',
    'PROVISIONING_STATE_PROVISIONED',
  ])
  .meta({
    id: 'ProvisioningState',
    description:
      'Where a deployment stands in receiving its quorum key: `PENDING` (the enclave is not up yet), `AWAITING_PROVISION` (it waits for the share set’s shares), `PROVISIONED` (it has the key).',
  });
export type ProvisioningState = z.infer<typeof ProvisioningStateSchema>;

export const SignatureSchemeSchema = z.enum(['SIGNATURE_SCHEME_EPHEMERAL_KEY_P256']).meta({
  id: 'SignatureScheme',
  description:
    'The key and algorithm behind an app proof. `SIGNATURE_SCHEME_EPHEMERAL_KEY_P256`: ECDSA P-256 over SHA-256 by the enclave’s ephemeral signing key.',
});
export type SignatureScheme = z.infer<typeof SignatureSchemeSchema>;

// Operators and operator sets

export const TvcOperatorSchema = z
  .object({
    id: id('Identifies the operator.', TVC_REVIEWER_OPERATOR_ID),
    name: text('What the operator is called.', 'alice-release'),
    publicKey: qosKeySet('The operator’s public keys', TVC_REVIEWER_PUBLIC_KEY),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    encryptPublicKey: text(
      'The encryption half of `publicKey` (uncompressed P-256, hex); quorum key shares are encrypted to it.',
      TVC_REVIEWER_ENCRYPT_PUBLIC_KEY,
    ),
    signPublicKey: text(
      'The signing half of `publicKey` (uncompressed P-256, hex); manifest approvals verify under it.',
      TVC_REVIEWER_SIGN_PUBLIC_KEY,
    ),
    keySource: text(
      'Who holds the private keys: `EXTERNAL_KEY` (the operator, for example a key made by the TVC CLI) or `ORG_WALLET_ACCOUNT` (accounts of a wallet of the organization, see create_tvc_operator). Absent on operators older than this field.',
      'EXTERNAL_KEY',
    ).optional(),
  })
  .meta({
    id: 'TvcOperator',
    description: 'A person or system that approves manifests or holds a quorum key share.',
  });
export type TvcOperator = z.infer<typeof TvcOperatorSchema>;

export const TvcOperatorSetSchema = z
  .object({
    id: id('Identifies the set.', TVC_MANIFEST_SET_ID),
    name: text('What the set is called.', 'Release reviewers'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    operators: z.array(TvcOperatorSchema).meta({ description: 'The members.' }),
    threshold: int64('How many members must act for the set to act.', 2),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'TvcOperatorSet',
    description:
      'Operators and how many of them must agree: the manifest set of an app approves manifests, its share set releases the quorum key to enclaves.',
  });
export type TvcOperatorSet = z.infer<typeof TvcOperatorSetSchema>;

export const TvcOperatorParamsSchema = z
  .object({
    name: text('A name for the operator.', 'alice-release'),
    publicKey: qosKeySet('Its public keys', TVC_REVIEWER_PUBLIC_KEY),
  })
  .meta({ id: 'TvcOperatorParams', description: 'An operator to create inside a new set.' });
export type TvcOperatorParams = z.infer<typeof TvcOperatorParamsSchema>;

export const TvcOperatorSetParamsSchema = z
  .object({
    name: text('A name for the set.', 'Release reviewers'),
    newOperators: z
      .array(TvcOperatorParamsSchema)
      .optional()
      .meta({ description: 'Operators to create as members.' }),
    existingOperatorIds: ids('Operators that exist already and become members too.', [
      TVC_REVIEWER_OPERATOR_ID,
    ]).optional(),
    threshold: int64(
      'How many members must act; at most the number of members, and at least 2 for a share set.',
      2,
    ),
  })
  .meta({
    id: 'TvcOperatorSetParams',
    description:
      'A new operator set. A set with the same name, threshold and members as an existing one is not duplicated.',
  });
export type TvcOperatorSetParams = z.infer<typeof TvcOperatorSetParamsSchema>;

// Apps, manifests and deployments

export const TvcAppSchema = z
  .object({
    id: appId('Identifies the app.'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    name: text('What the app is called.', TVC_APP_NAME),
    quorumPublicKey: qosKeySet('Public keys of the app’s quorum key', TVC_QUORUM_PUBLIC_KEY),
    manifestSet: TvcOperatorSetSchema,
    shareSet: TvcOperatorSetSchema,
    enableEgress: bool('Whether the app’s enclaves may open outbound network connections.'),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    liveDeploymentId: deploymentId(
      'The deployment that receives the app’s traffic; absent while none is deployed.',
    ).optional(),
    publicDomain: text(
      'The host name the app is served at: `app-` followed by the app id, under the platform’s TVC domain.',
      TVC_PUBLIC_DOMAIN,
    ),
    enableDebugModeDeployments: bool(
      'Whether the app may run debug-mode deployments; fixed when the app is created. When true the quorum key must be treated as exposed.',
    ),
  })
  .meta({
    id: 'TvcApp',
    description:
      'A verifiable-cloud app: its quorum key, its two operator sets and where it is served.',
  });
export type TvcApp = z.infer<typeof TvcAppSchema>;

export const TvcManifestSchema = z
  .object({
    id: id('Identifies the manifest.', TVC_MANIFEST_ID),
    manifest: text(
      'The QOS manifest, JSON, base64-encoded: namespace and quorum key, the binary’s digest and arguments, both operator sets and the enclave measurements.',
      TVC_MANIFEST_B64,
    ),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'TvcManifest',
    description: 'The document an enclave boots from, which the manifest set approves.',
  });
export type TvcManifest = z.infer<typeof TvcManifestSchema>;

export const TvcOperatorApprovalSchema = z
  .object({
    id: id('Identifies the approval.', TVC_APPROVAL_IDS[0]),
    manifestId: id('The approved manifest.', TVC_MANIFEST_ID),
    operator: TvcOperatorSchema,
    approval: text(
      'The operator’s signature over the manifest (base64).',
      TVC_REVIEWER_APPROVAL_B64,
    ),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'TvcOperatorApproval', description: 'One operator’s approval of a manifest.' });
export type TvcOperatorApproval = z.infer<typeof TvcOperatorApprovalSchema>;

export const TvcContainerSpecSchema = z
  .object({
    containerUrl: text('The container image, pinned by digest.', TVC_IMAGE_URL),
    path: text('Where the program lies inside the image.', TVC_PIVOT_PATH),
    args: z
      .array(z.string())
      .meta({ description: 'Arguments the program starts with.', examples: [TVC_PIVOT_ARGS] }),
    hasPullSecret: bool('Whether the platform pulls the image with a registry credential.'),
    healthCheckType: TvcHealthCheckTypeSchema,
    healthCheckPort: port('The port health checks go to.'),
    publicIngressPort: port('The port that receives the app’s public traffic.'),
  })
  .meta({ id: 'TvcContainerSpec', description: 'The program a deployment runs and how.' });
export type TvcContainerSpec = z.infer<typeof TvcContainerSpecSchema>;

export const TvcDeploymentSchema = z
  .object({
    id: deploymentId('Identifies the deployment.'),
    organizationId: organizationIdField(ORGANIZATION_ID),
    appId: appId('The app it belongs to.'),
    manifestSet: TvcOperatorSetSchema,
    shareSet: TvcOperatorSetSchema,
    manifest: TvcManifestSchema,
    manifestApprovals: z
      .array(TvcOperatorApprovalSchema)
      .meta({ description: 'Approvals of the manifest so far.' }),
    qosVersion: text('The QuorumOS version the enclaves run.', TVC_QOS_VERSION),
    pivotContainer: TvcContainerSpecSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    delete: bool(
      'Whether the deployment is marked for deletion; until its resources are gone, restore_tvc_deployment can take the mark back.',
    ),
    debugMode: bool(
      'Whether it runs in debug mode: logs readable, no usable attestation, one replica.',
    ),
    instanceSizeCpus: int64('vCPUs per enclave.', 2).optional(),
    instanceSizeRam: int64('Memory per enclave, in GiB.', 1).optional(),
  })
  .meta({
    id: 'TvcDeployment',
    description: 'One release of an app: its image, its manifest and the approvals it got.',
  });
export type TvcDeployment = z.infer<typeof TvcDeploymentSchema>;

// Quorum keys

export const TvcQuorumKeySchema = z
  .object({
    id: id('Identifies the quorum key.', TVC_QUORUM_KEY_ID),
    publicKey: qosKeySet('Its public keys', TVC_QUORUM_PUBLIC_KEY),
    threshold: int64('How many shares rebuild the key.', 2),
    operatorIds: ids('The operators holding a share.', [TVC_CUSTODIAN_OPERATOR_ID]),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .meta({
    id: 'TvcQuorumKey',
    description:
      'A quorum key the platform generated and split into shares, each encrypted to one operator.',
  });
export type TvcQuorumKey = z.infer<typeof TvcQuorumKeySchema>;

// Status, logs and proofs

export const DeploymentStatusSchema = z
  .object({
    deploymentId: deploymentId('The deployment.'),
    readyReplicas: int32('Replicas serving now.', 3),
    desiredReplicas: int32('Replicas asked for.', 3),
    lastUpdatedTime: TimestampSchema,
    provisioningState: ProvisioningStateSchema.optional(),
  })
  .meta({ id: 'DeploymentStatus', description: 'How one deployment is running right now.' });
export type DeploymentStatus = z.infer<typeof DeploymentStatusSchema>;

export const AppStatusSchema = z
  .object({
    appId: appId('The app.'),
    deployments: z
      .array(DeploymentStatusSchema)
      .meta({ description: 'Each deployment running in the cluster.' }),
    targetedDeploymentId: deploymentId('The deployment traffic goes to.'),
  })
  .meta({ id: 'AppStatus', description: 'What the cluster reports about an app’s deployments.' });
export type AppStatus = z.infer<typeof AppStatusSchema>;

export const LogLineSchema = z
  .object({
    content: text(
      'The line as the program wrote it, without its newline.',
      'listening on 0.0.0.0:3000',
    ),
    ts: TimestampSchema.optional(),
  })
  .meta({ id: 'LogLine', description: 'One line of program output and when it was written.' });
export type LogLine = z.infer<typeof LogLineSchema>;

export const TvcDeploymentDebugLogEntrySchema = z
  .object({
    line: LogLineSchema,
    replicaLabel: text('Which replica wrote it, such as `replica 1/1`.', 'replica 1/1'),
  })
  .meta({
    id: 'TvcDeploymentDebugLogEntry',
    description: 'A log line and the replica it came from.',
  });
export type TvcDeploymentDebugLogEntry = z.infer<typeof TvcDeploymentDebugLogEntrySchema>;

export const AppProofSchema = z
  .object({
    scheme: SignatureSchemeSchema,
    publicKey: qosKeySet('The ephemeral key of the enclave that signed', TVC_EPHEMERAL_PUBLIC_KEY),
    proofPayload: text(
      'What the enclave states, as a JSON string: a `type` (such as `APP_PROOF_TYPE_POLICY_OUTCOME`), a `timestampMs` and the details of that type.',
      TVC_APP_PROOF_PAYLOAD,
    ),
    signature: text(
      'Signature by the signing half of `publicKey` over the SHA-256 of `proofPayload` (r‖s, hex).',
      TVC_APP_PROOF_SIGNATURE,
    ),
  })
  .meta({
    id: 'AppProof',
    description:
      'A statement signed inside an enclave. Match `publicKey` with the ephemeral key of a boot proof (get_boot_proof) to learn which code signed it.',
  });
export type AppProof = z.infer<typeof AppProofSchema>;

export const BootProofSchema = z
  .object({
    ephemeralPublicKeyHex: qosKeySet(
      'The key the enclave generated at boot',
      TVC_EPHEMERAL_PUBLIC_KEY,
    ),
    awsAttestationDocB64: text(
      'The AWS Nitro attestation document (COSE Sign1, DER, base64). It binds the ephemeral key and the digest of the manifest to the enclave measurements under the AWS certificate chain.',
      TVC_ATTESTATION_DOCUMENT_B64,
    ),
    qosManifestB64: text('The QOS manifest the enclave booted from (base64).', TVC_MANIFEST_B64),
    qosManifestEnvelopeB64: text(
      'The manifest with its operator approvals (base64).',
      TVC_MANIFEST_ENVELOPE_B64,
    ),
    deploymentLabel: text('The label the app was deployed under.', TVC_DEPLOYMENT_ID),
    enclaveApp: text(
      'The enclave app the proof belongs to; get_latest_boot_proof looks proofs up by this value.',
      TVC_APP_ID,
    ),
    owner: text(
      'Who the enclave app belongs to (the platform itself for its own enclaves).',
      ORGANIZATION_ID,
    ),
    createdAt: TimestampSchema,
    qosManifestVersion: text(
      'Version of the manifest format, which decides how the two manifest fields decode.',
    ).optional(),
  })
  .meta({
    id: 'BootProof',
    description:
      'What an enclave proved when it booted: the attestation document and the manifest it ran.',
  });
export type BootProof = z.infer<typeof BootProofSchema>;

// Submissions

export const CreateTvcAppIntentSchema = z
  .object({
    name: text('A name for the app.', TVC_APP_NAME),
    quorumPublicKey: qosKeySet(
      'Public keys of the quorum key the app will use, for example from create_tvc_quorum_key',
      TVC_QUORUM_PUBLIC_KEY,
    ),
    manifestSetId: id(
      'An operator set to reuse as the manifest set; send this or `manifestSetParams`.',
      TVC_MANIFEST_SET_ID,
    ).optional(),
    manifestSetParams: TvcOperatorSetParamsSchema.optional(),
    shareSetId: id(
      'An operator set to reuse as the share set; send this or `shareSetParams`.',
      TVC_SHARE_SET_ID,
    ).optional(),
    shareSetParams: TvcOperatorSetParamsSchema.optional(),
    enableEgress: bool(
      'Let the app’s enclaves open outbound connections; off when absent.',
    ).optional(),
    enableDebugModeDeployments: bool(
      'Allow debug-mode deployments, for a development app only: it cannot be changed later, and the quorum key counts as exposed from then on.',
    ).optional(),
  })
  .meta({ id: 'CreateTvcAppIntent', description: 'Parameters of create_tvc_app.' });
export type CreateTvcAppIntent = z.infer<typeof CreateTvcAppIntentSchema>;

export const CreateTvcAppResultSchema = z
  .object({
    appId: appId('The new app.'),
    manifestSetId: id('Its manifest set.', TVC_MANIFEST_SET_ID),
    manifestSetOperatorIds: ids('The manifest set’s members.', [TVC_REVIEWER_OPERATOR_ID]),
    manifestSetThreshold: int64('The manifest set’s threshold.', 2),
    shareSetId: id('Its share set.', TVC_SHARE_SET_ID),
    shareSetOperatorIds: ids('The share set’s members.', [TVC_CUSTODIAN_OPERATOR_ID]),
    shareSetThreshold: int64('The share set’s threshold.', 2),
  })
  .meta({ id: 'CreateTvcAppResult', description: 'Result of create_tvc_app.' });
export type CreateTvcAppResult = z.infer<typeof CreateTvcAppResultSchema>;

export const CreateTvcDeploymentIntentSchema = z
  .object({
    appId: appId('The app to deploy.'),
    qosVersion: text(
      'The QuorumOS version to run; get_tvc_qos_versions lists the ones allowed.',
      TVC_QOS_VERSION,
    ),
    pivotContainerImageUrl: text(
      'The container image holding the program; pin it by digest.',
      TVC_IMAGE_URL,
    ),
    pivotPath: text('Where the program lies inside the image.', TVC_PIVOT_PATH),
    pivotArgs: z
      .array(z.string())
      .meta({ description: 'Arguments to start it with.', examples: [TVC_PIVOT_ARGS] }),
    expectedPivotDigest: text(
      'SHA-256 of the program (hex). It goes into the manifest, so an enclave runs only that exact binary.',
      TVC_PIVOT_DIGEST,
    ),
    nonce: int64(
      'Makes the manifest unique; the current Unix time in seconds when absent.',
      1741080600,
    ).optional(),
    pivotContainerEncryptedPullSecret: text(
      'A registry credential, encrypted to the platform, for a private image. Leave it out for a public one.',
      TVC_ENCRYPTED_PULL_SECRET,
    ).optional(),
    debugMode: bool(
      'Run this deployment in debug mode (readable logs, no usable attestation, one replica); the app must allow it. Off when absent.',
    ).optional(),
    healthCheckType: TvcHealthCheckTypeSchema,
    healthCheckPort: port('The port health checks go to.'),
    publicIngressPort: port('The port public traffic is forwarded to.'),
    replicas: int64('How many enclaves to run; 3 unless set.', 3).optional(),
    instanceSizeCpus: int64('vCPUs per enclave; 2 unless set.', 2).optional(),
    instanceSizeRam: int64('Memory per enclave in GiB; 1 unless set.', 1).optional(),
  })
  .meta({ id: 'CreateTvcDeploymentIntent', description: 'Parameters of create_tvc_deployment.' });
export type CreateTvcDeploymentIntent = z.infer<typeof CreateTvcDeploymentIntentSchema>;

export const CreateTvcDeploymentResultSchema = z
  .object({
    deploymentId: deploymentId('The new deployment.'),
    manifestId: id('The manifest the manifest set must approve.', TVC_MANIFEST_ID),
  })
  .meta({ id: 'CreateTvcDeploymentResult', description: 'Result of create_tvc_deployment.' });
export type CreateTvcDeploymentResult = z.infer<typeof CreateTvcDeploymentResultSchema>;

export const TvcManifestApprovalSchema = z
  .object({
    operatorId: id(
      'The approving operator, a member of the manifest set.',
      TVC_REVIEWER_OPERATOR_ID,
    ),
    signature: text(
      'Its signature over the manifest with its signing key (hex).',
      TVC_REVIEWER_APPROVAL,
    ),
  })
  .meta({ id: 'TvcManifestApproval', description: 'One operator’s signature on a manifest.' });
export type TvcManifestApproval = z.infer<typeof TvcManifestApprovalSchema>;

export const CreateTvcManifestApprovalsIntentSchema = z
  .object({
    manifestId: id('The manifest being approved.', TVC_MANIFEST_ID),
    approvals: z.array(TvcManifestApprovalSchema).meta({ description: 'The signatures.' }),
  })
  .meta({
    id: 'CreateTvcManifestApprovalsIntent',
    description: 'Parameters of create_tvc_manifest_approvals.',
  });
export type CreateTvcManifestApprovalsIntent = z.infer<
  typeof CreateTvcManifestApprovalsIntentSchema
>;

export const CreateTvcManifestApprovalsResultSchema = z
  .object({
    approvalIds: ids('Ids of the recorded approvals, in request order.', [...TVC_APPROVAL_IDS]),
  })
  .meta({
    id: 'CreateTvcManifestApprovalsResult',
    description: 'Result of create_tvc_manifest_approvals.',
  });
export type CreateTvcManifestApprovalsResult = z.infer<
  typeof CreateTvcManifestApprovalsResultSchema
>;

export const CreateTvcOperatorIntentSchema = z
  .object({
    walletName: text(
      'Name of a new wallet to hold the operator’s keys; send this or `walletId`.',
      TVC_OPERATOR_WALLET_NAME,
    ).optional(),
    walletId: id(
      'A wallet of the organization to hold the keys instead.',
      TVC_OPERATOR_WALLET_ID,
    ).optional(),
    path: bip32Path(
      'Base derivation path of the two accounts (encryption and signing) that become the operator’s keys.',
      TVC_OPERATOR_PATH,
    ),
    operatorName: text('A name for the operator.', 'custodian-1'),
  })
  .meta({ id: 'CreateTvcOperatorIntent', description: 'Parameters of create_tvc_operator.' });
export type CreateTvcOperatorIntent = z.infer<typeof CreateTvcOperatorIntentSchema>;

export const CreateTvcOperatorResultSchema = z
  .object({
    walletId: id('The wallet holding the operator’s accounts.', TVC_OPERATOR_WALLET_ID),
    operatorId: id('The new operator.', TVC_CUSTODIAN_OPERATOR_ID),
    encryptPublicKey: text(
      'Its encryption key (uncompressed P-256, hex).',
      TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
    ),
    signPublicKey: text(
      'Its signing key (uncompressed P-256, hex).',
      TVC_CUSTODIAN_SIGN_PUBLIC_KEY,
    ),
  })
  .meta({ id: 'CreateTvcOperatorResult', description: 'Result of create_tvc_operator.' });
export type CreateTvcOperatorResult = z.infer<typeof CreateTvcOperatorResultSchema>;

export const CreateTvcQuorumKeyIntentSchema = z
  .object({
    threshold: z
      .int()
      .min(TVC_MIN_SHARE_THRESHOLD)
      .meta({
        format: 'int64',
        description: `How many shares rebuild the key; at least ${TVC_MIN_SHARE_THRESHOLD}.`,
        examples: [2],
      }),
    operatorEncryptKeys: z.array(z.string()).meta({
      description:
        'Encryption keys of the operators to hold a share, one share each (uncompressed P-256, hex, 65 bytes); fewer than 255.',
      examples: [[TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY]],
    }),
  })
  .meta({ id: 'CreateTvcQuorumKeyIntent', description: 'Parameters of create_tvc_quorum_key.' });
export type CreateTvcQuorumKeyIntent = z.infer<typeof CreateTvcQuorumKeyIntentSchema>;

export const CreateTvcQuorumKeyResultSchema = z
  .object({
    quorumKeyId: id('The new quorum key.', TVC_QUORUM_KEY_ID),
    quorumPublicKey: qosKeySet(
      'Its public keys; pass them to create_tvc_app',
      TVC_QUORUM_PUBLIC_KEY,
    ),
    shareIds: ids('One share per operator, in the order of `operatorEncryptKeys`.', [
      ...TVC_QUORUM_SHARE_IDS,
    ]),
  })
  .meta({ id: 'CreateTvcQuorumKeyResult', description: 'Result of create_tvc_quorum_key.' });
export type CreateTvcQuorumKeyResult = z.infer<typeof CreateTvcQuorumKeyResultSchema>;

export const QuorumKeyShareApprovalBundleSchema = z
  .object({
    operatorId: id('The share set member posting its share.', TVC_SECOND_REVIEWER_OPERATOR_ID),
    reEncryptedShareHex: text(
      'The member’s share, decrypted with its own key and encrypted again to the enclave’s ephemeral key (hex).',
      TVC_REENCRYPTED_SHARE,
    ),
    signature: text(
      'The member’s signature approving the manifest the enclave booted from (hex).',
      TVC_SECOND_REVIEWER_APPROVAL,
    ),
  })
  .meta({
    id: 'QuorumKeyShareApprovalBundle',
    description: 'A share set member’s re-encrypted share and its approval.',
  });
export type QuorumKeyShareApprovalBundle = z.infer<typeof QuorumKeyShareApprovalBundleSchema>;

export const PostTvcQuorumKeyShareIntentSchema = z
  .object({
    deploymentId: deploymentId('The deployment whose enclave receives the share.'),
    ephemeralPublicKeyHex: qosKeySet(
      'The enclave’s ephemeral key the share was encrypted to, from its attestation document',
      TVC_EPHEMERAL_PUBLIC_KEY,
    ),
    shareApprovalBundle: QuorumKeyShareApprovalBundleSchema,
  })
  .meta({
    id: 'PostTvcQuorumKeyShareIntent',
    description: 'Parameters of post_tvc_quorum_key_share.',
  });
export type PostTvcQuorumKeyShareIntent = z.infer<typeof PostTvcQuorumKeyShareIntentSchema>;

/** post_tvc_quorum_key_share and re_encrypt_tvc_quorum_key_share both answer the posted share. */
function provisioningShareResult<Id extends string>(id: Id, operation: string, example: string) {
  return z
    .object({ provisioningShareId: text('Identifies the share handed to the enclave.', example) })
    .meta({ id, description: `Result of ${operation}.` });
}

export const PostTvcQuorumKeyShareResultSchema = provisioningShareResult(
  'PostTvcQuorumKeyShareResult',
  'post_tvc_quorum_key_share',
  TVC_PROVISIONING_SHARE_IDS[1],
);
export type PostTvcQuorumKeyShareResult = z.infer<typeof PostTvcQuorumKeyShareResultSchema>;

export const ReEncryptTvcQuorumKeyShareIntentSchema = z
  .object({
    attestationDocB64: text(
      'The provisioning enclave’s attestation document (base64), from get_tvc_deployment_provisioning_details.',
      TVC_ATTESTATION_DOCUMENT_B64,
    ),
    manifestB64: text('The deployment’s manifest (base64).', TVC_MANIFEST_B64),
    operatorEncryptKey: text(
      'Encryption key of the hosted operator whose share to use (uncompressed P-256, hex).',
      TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY,
    ),
    operatorSignKey: text(
      'Signing key of the same operator, which approves the manifest (uncompressed P-256, hex).',
      TVC_CUSTODIAN_SIGN_PUBLIC_KEY,
    ),
    deploymentId: deploymentId('The deployment whose enclave receives the share.'),
    appQuorumKey: qosKeySet(
      'The app’s quorum key, as the manifest names it',
      TVC_QUORUM_PUBLIC_KEY,
    ),
  })
  .meta({
    id: 'ReEncryptTvcQuorumKeyShareIntent',
    description: 'Parameters of re_encrypt_tvc_quorum_key_share.',
  });
export type ReEncryptTvcQuorumKeyShareIntent = z.infer<
  typeof ReEncryptTvcQuorumKeyShareIntentSchema
>;

export const ReEncryptTvcQuorumKeyShareResultSchema = provisioningShareResult(
  'ReEncryptTvcQuorumKeyShareResult',
  're_encrypt_tvc_quorum_key_share',
  TVC_PROVISIONING_SHARE_IDS[0],
);
export type ReEncryptTvcQuorumKeyShareResult = z.infer<
  typeof ReEncryptTvcQuorumKeyShareResultSchema
>;

/** The deployment lifecycle intents each name one deployment, and their results echo it. */
function deploymentIntent<Id extends string>(id: Id, operation: string, what: string) {
  return z
    .object({ deploymentId: deploymentId(what) })
    .meta({ id, description: `Parameters of ${operation}.` });
}
function deploymentResult<Id extends string>(id: Id, operation: string) {
  return z
    .object({ deploymentId: deploymentId('The deployment acted on.') })
    .meta({ id, description: `Result of ${operation}.` });
}

export const DeleteTvcDeploymentIntentSchema = deploymentIntent(
  'DeleteTvcDeploymentIntent',
  'delete_tvc_deployment',
  'The deployment to take down.',
);
export type DeleteTvcDeploymentIntent = z.infer<typeof DeleteTvcDeploymentIntentSchema>;
export const DeleteTvcDeploymentResultSchema = deploymentResult(
  'DeleteTvcDeploymentResult',
  'delete_tvc_deployment',
);
export type DeleteTvcDeploymentResult = z.infer<typeof DeleteTvcDeploymentResultSchema>;

export const RestoreTvcDeploymentIntentSchema = deploymentIntent(
  'RestoreTvcDeploymentIntent',
  'restore_tvc_deployment',
  'The deployment marked for deletion to keep.',
);
export type RestoreTvcDeploymentIntent = z.infer<typeof RestoreTvcDeploymentIntentSchema>;
export const RestoreTvcDeploymentResultSchema = deploymentResult(
  'RestoreTvcDeploymentResult',
  'restore_tvc_deployment',
);
export type RestoreTvcDeploymentResult = z.infer<typeof RestoreTvcDeploymentResultSchema>;

export const UpdateTvcAppLiveDeploymentIntentSchema = deploymentIntent(
  'UpdateTvcAppLiveDeploymentIntent',
  'set_tvc_app_live_deployment',
  'The deployment to send the app’s traffic to.',
);
export type UpdateTvcAppLiveDeploymentIntent = z.infer<
  typeof UpdateTvcAppLiveDeploymentIntentSchema
>;
export const UpdateTvcAppLiveDeploymentResultSchema = z.object({}).meta({
  id: 'UpdateTvcAppLiveDeploymentResult',
  description: 'Result of set_tvc_app_live_deployment: empty.',
});
export type UpdateTvcAppLiveDeploymentResult = z.infer<
  typeof UpdateTvcAppLiveDeploymentResultSchema
>;

export const DeleteTvcAppAndDeploymentsIntentSchema = z
  .object({ appId: appId('The app to take down with all its deployments.') })
  .meta({
    id: 'DeleteTvcAppAndDeploymentsIntent',
    description: 'Parameters of delete_tvc_app_and_deployments.',
  });
export type DeleteTvcAppAndDeploymentsIntent = z.infer<
  typeof DeleteTvcAppAndDeploymentsIntentSchema
>;
export const DeleteTvcAppAndDeploymentsResultSchema = z
  .object({ appId: appId('The app acted on.') })
  .meta({
    id: 'DeleteTvcAppAndDeploymentsResult',
    description: 'Result of delete_tvc_app_and_deployments.',
  });
export type DeleteTvcAppAndDeploymentsResult = z.infer<
  typeof DeleteTvcAppAndDeploymentsResultSchema
>;

// Queries

const organizationOnly = <Id extends string>(id: Id, operation: string) =>
  z
    .object({ organizationId: organizationIdField(ORGANIZATION_ID) })
    .meta({ id, description: `Request body of ${operation}.` });

const response = <Id extends string, Shape extends z.ZodRawShape>(
  id: Id,
  operation: string,
  shape: Shape,
) => z.object(shape).meta({ id, description: `Response of ${operation}.` });

export const GetTvcAppsRequestSchema = organizationOnly('GetTvcAppsRequest', 'list_tvc_apps');
export const GetTvcAppsResponseSchema = response('GetTvcAppsResponse', 'list_tvc_apps', {
  tvcApps: z.array(TvcAppSchema),
});

export const GetTvcAppRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    tvcAppId: appId('The app to read.'),
  })
  .meta({ id: 'GetTvcAppRequest', description: 'Request body of get_tvc_app.' });
export const GetTvcAppResponseSchema = response('GetTvcAppResponse', 'get_tvc_app', {
  tvcApp: TvcAppSchema,
});

export const GetAppStatusRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    appId: appId('The app to report on.'),
  })
  .meta({ id: 'GetAppStatusRequest', description: 'Request body of get_app_status.' });
export const GetAppStatusResponseSchema = response('GetAppStatusResponse', 'get_app_status', {
  appStatus: AppStatusSchema,
});

export const GetTvcAppDeploymentsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    appId: appId('The app whose deployments to list.'),
  })
  .meta({
    id: 'GetTvcAppDeploymentsRequest',
    description: 'Request body of list_tvc_app_deployments.',
  });
export const GetTvcAppDeploymentsResponseSchema = response(
  'GetTvcAppDeploymentsResponse',
  'list_tvc_app_deployments',
  { tvcDeployments: z.array(TvcDeploymentSchema) },
);

/** The queries that name one deployment. */
const deploymentRequest = <Id extends string>(id: Id, operation: string) =>
  z
    .object({
      organizationId: organizationIdField(ORGANIZATION_ID),
      deploymentId: deploymentId('The deployment to read.'),
    })
    .meta({ id, description: `Request body of ${operation}.` });

export const GetTvcDeploymentRequestSchema = deploymentRequest(
  'GetTvcDeploymentRequest',
  'get_tvc_deployment',
);
export const GetTvcDeploymentResponseSchema = response(
  'GetTvcDeploymentResponse',
  'get_tvc_deployment',
  { tvcDeployment: TvcDeploymentSchema },
);

export const GetTvcDeploymentProvisioningDetailsRequestSchema = deploymentRequest(
  'GetTvcDeploymentProvisioningDetailsRequest',
  'get_tvc_deployment_provisioning_details',
);
export const GetTvcDeploymentProvisioningDetailsResponseSchema = response(
  'GetTvcDeploymentProvisioningDetailsResponse',
  'get_tvc_deployment_provisioning_details',
  {
    attestationDocument: text(
      'The provisioning enclave’s attestation document (COSE Sign1, base64); only while the deployment awaits its shares.',
      TVC_ATTESTATION_DOCUMENT_B64,
    ).optional(),
    manifestEnvelope: text(
      'The manifest with its approvals (base64); only while the deployment awaits its shares.',
      TVC_MANIFEST_ENVELOPE_B64,
    ).optional(),
    provisioningState: ProvisioningStateSchema.optional(),
  },
);

export const GetTvcDeploymentDebugLogsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    deploymentId: deploymentId('The deployment to read; it must run in debug mode.'),
    tailLines: int32(
      'At most this many of the latest lines per replica; no limit if 0 or absent.',
      100,
    ).optional(),
    sinceSeconds: uint64(
      'Only lines from the last this many seconds, as a decimal string; no limit if 0 or absent. Handy when polling.',
      '60',
    ).optional(),
  })
  .meta({
    id: 'GetTvcDeploymentDebugLogsRequest',
    description: 'Request body of get_tvc_deployment_debug_logs.',
  });
export const GetTvcDeploymentDebugLogsResponseSchema = response(
  'GetTvcDeploymentDebugLogsResponse',
  'get_tvc_deployment_debug_logs',
  {
    entries: z
      .array(TvcDeploymentDebugLogEntrySchema)
      .meta({ description: 'Lines of every replica, oldest first by the platform’s clock.' }),
  },
);

export const GetTvcQosVersionsRequestSchema = organizationOnly(
  'GetTvcQosVersionsRequest',
  'get_tvc_qos_versions',
);
export const GetTvcQosVersionsResponseSchema = response(
  'GetTvcQosVersionsResponse',
  'get_tvc_qos_versions',
  {
    availableVersions: z.array(z.string()).meta({
      description: 'The QuorumOS versions a new deployment may use.',
      examples: [['v0.5.2', TVC_QOS_VERSION]],
    }),
    latestVersion: text('The one to pick unless you have a reason not to.', TVC_QOS_VERSION),
  },
);

export const GetTvcOperatorsRequestSchema = organizationOnly(
  'GetTvcOperatorsRequest',
  'list_tvc_operators',
);
export const GetTvcOperatorsResponseSchema = response(
  'GetTvcOperatorsResponse',
  'list_tvc_operators',
  { tvcOperators: z.array(TvcOperatorSchema) },
);

export const GetTvcQuorumKeysRequestSchema = organizationOnly(
  'GetTvcQuorumKeysRequest',
  'list_tvc_quorum_keys',
);
export const GetTvcQuorumKeysResponseSchema = response(
  'GetTvcQuorumKeysResponse',
  'list_tvc_quorum_keys',
  { tvcQuorumKeys: z.array(TvcQuorumKeySchema) },
);

export const ValidateTvcImageRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    pivotContainerImageUrl: text('The container image to check.', TVC_IMAGE_URL),
    pivotContainerEncryptedPullSecret: text(
      'The registry credential for a private image, encrypted to the platform as for create_tvc_deployment.',
      TVC_ENCRYPTED_PULL_SECRET,
    ).optional(),
  })
  .meta({ id: 'ValidateTvcImageRequest', description: 'Request body of validate_tvc_image.' });
export const ValidateTvcImageResponseSchema = response(
  'ValidateTvcImageResponse',
  'validate_tvc_image',
  {
    resolvedImageDigest: text(
      'The digest the image reference resolved to; pin it in the image URL of the deployment.',
      TVC_IMAGE_DIGEST,
    ).optional(),
  },
);

export const GetBootProofRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    ephemeralKey: qosKeySet(
      'The ephemeral key to look up, for example the `publicKey` of an app proof',
      TVC_EPHEMERAL_PUBLIC_KEY,
    ),
  })
  .meta({ id: 'GetBootProofRequest', description: 'Request body of get_boot_proof.' });
export const GetLatestBootProofRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    appName: text('The enclave app, by its id (a UUID).', TVC_APP_ID),
  })
  .meta({
    id: 'GetLatestBootProofRequest',
    description: 'Request body of get_latest_boot_proof.',
  });
export const BootProofResponseSchema = z.object({ bootProof: BootProofSchema }).meta({
  id: 'BootProofResponse',
  description: 'Response of get_boot_proof and get_latest_boot_proof.',
});

export const GetAppProofsRequestSchema = z
  .object({
    organizationId: organizationIdField(ORGANIZATION_ID),
    activityId: id('The activity whose proofs to list.', PENDING_ACTIVITY_ID),
  })
  .meta({ id: 'GetAppProofsRequest', description: 'Request body of list_app_proofs.' });
export const GetAppProofsResponseSchema = response('GetAppProofsResponse', 'list_app_proofs', {
  appProofs: z.array(AppProofSchema),
});
