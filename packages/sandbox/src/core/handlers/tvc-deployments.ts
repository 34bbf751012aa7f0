/**
 * Verifiable Cloud deployments, simulated on the sandbox clock: a deployment is PENDING until its
 * manifest set approved the manifest and the simulated enclave booted (5 s), then
 * AWAITING_PROVISION until the share set's threshold of shares arrived, then PROVISIONED with all
 * its replicas ready. Approvals are checked as real P-256 signatures over the manifest; nothing
 * runs and no share is decrypted.
 */
import {
  CreateTvcDeploymentIntentSchema,
  CreateTvcManifestApprovalsIntentSchema,
  DeleteTvcDeploymentIntentSchema,
  GetAppStatusRequestSchema,
  GetTvcAppDeploymentsRequestSchema,
  GetTvcDeploymentDebugLogsRequestSchema,
  GetTvcDeploymentProvisioningDetailsRequestSchema,
  GetTvcDeploymentRequestSchema,
  PostTvcQuorumKeyShareIntentSchema,
  ReEncryptTvcQuorumKeyShareIntentSchema,
  RestoreTvcDeploymentIntentSchema,
} from '@docs/platform-api';
import { base64ToBytes, bytesToBase64, bytesToHex } from '@docs/platform-api/bytes';
import type {
  ReadTransaction,
  TvcDeploymentRecord,
  TvcOperatorRecord,
  WriteTransaction,
} from '../../storage/types';
import { query, simplified, submission, type HandlerContext } from '../contract';
import { invalid, notFound, precondition } from '../errors';
import {
  attestationDocument,
  bootedAtMs,
  keySet,
  keySetOf,
  manifestBytes,
  manifestEnvelope,
  newP256Scalar,
  operatorScalar,
  provisioningState,
  QOS_VERSIONS,
  readyReplicas,
  signP256,
  timestampAt,
  verifyP256,
} from '../records/simulated/tvc';
import {
  deploymentView,
  ownApp,
  ownDeployment,
  resolvedSet,
  withoutLiveDeployment,
} from '../records/simulated/tvc-views';

const LIFECYCLE = simplified(
  'Nothing is deployed: the deployment’s state follows the sandbox clock and what was posted (PENDING until the manifest set’s threshold approved it and 5 s of simulated boot passed, AWAITING_PROVISION until the share set’s threshold of shares arrived, then PROVISIONED with every replica ready). The manifest is the sandbox’s own JSON format, not QOS’s binary encoding.',
);
const APPROVALS = simplified(
  'Each approval must be the operator’s P-256 ECDSA signature (r‖s or DER, hex) over SHA-256 of the manifest bytes (base64-decoded `manifest`); the sandbox’s manifest is JSON, not QOS’s encoding.',
);
const SHARES = simplified(
  'The share is recorded but not decrypted or checked (no enclave holds the quorum key); the operator’s approval must verify as its P-256 signature over SHA-256 of the manifest.',
);
const LOGS = simplified(
  'The lines are the simulated enclave’s lifecycle (boot, provisioning, pivot start) at their times on the sandbox clock; no program writes output.',
);

const DIGEST_HEX = /^[0-9a-fA-F]{64}$/;

export const createTvcDeployment = submission(
  CreateTvcDeploymentIntentSchema,
  LIFECYCLE,
  async (context, parameters) => {
    if (!(QOS_VERSIONS as readonly string[]).includes(parameters.qosVersion)) {
      throw invalid(
        `qosVersion: expected one of ${QOS_VERSIONS.join(', ')} (get_tvc_qos_versions)`,
      );
    }
    if (parameters.pivotContainerImageUrl.trim() === '') {
      throw invalid('pivotContainerImageUrl: must not be empty');
    }
    if (parameters.pivotPath.trim() === '') throw invalid('pivotPath: must not be empty');
    if (!DIGEST_HEX.test(parameters.expectedPivotDigest)) {
      throw invalid('expectedPivotDigest: expected a SHA-256 digest, 64 hex digits');
    }
    for (const [field, value] of [
      ['replicas', parameters.replicas],
      ['instanceSizeCpus', parameters.instanceSizeCpus],
      ['instanceSizeRam', parameters.instanceSizeRam],
    ] as const) {
      if (value !== undefined && value < 1) throw invalid(`${field}: must be at least 1`);
    }
    const organizationId = context.organizationId;
    const { app, manifestSet, shareSet } = await context.storage.read(async (tx) => {
      const app = await ownApp(tx, parameters.appId, organizationId);
      if (app.deleted) throw precondition(`appId: app ${app.id} is deleted`);
      return {
        app,
        manifestSet: await resolvedSet(tx, app.manifestSetId),
        shareSet: await resolvedSet(tx, app.shareSetId),
      };
    });
    const debugMode = parameters.debugMode ?? false;
    if (debugMode && !app.enableDebugModeDeployments) {
      throw invalid(`debugMode: app ${app.id} was created without enableDebugModeDeployments`);
    }
    const nowMs = context.now();
    const manifest = manifestBytes({
      app,
      nonce: parameters.nonce ?? Math.floor(nowMs / 1000),
      pivotDigest: parameters.expectedPivotDigest.toLowerCase(),
      pivotArgs: parameters.pivotArgs,
      qosVersion: parameters.qosVersion,
      manifestSet,
      shareSet,
      debugMode,
    });
    const encryptKey = newP256Scalar(context.random);
    const signKey = newP256Scalar(context.random);
    const now = context.timestamp();
    const deployment: TvcDeploymentRecord = {
      id: context.newId(),
      organizationId,
      appId: app.id,
      manifestId: context.newId(),
      manifest: bytesToBase64(manifest),
      qosVersion: parameters.qosVersion,
      pivotContainer: {
        containerUrl: parameters.pivotContainerImageUrl,
        path: parameters.pivotPath,
        args: parameters.pivotArgs,
        hasPullSecret: parameters.pivotContainerEncryptedPullSecret !== undefined,
        healthCheckType: parameters.healthCheckType,
        healthCheckPort: parameters.healthCheckPort,
        publicIngressPort: parameters.publicIngressPort,
      },
      approvals: [],
      sharesPosted: [],
      ephemeralEncryptKey: bytesToHex(encryptKey),
      ephemeralSignKey: bytesToHex(signKey),
      ephemeralPublicKey: keySetOf(encryptKey, signKey),
      debugMode,
      replicas: debugMode ? 1 : (parameters.replicas ?? 3),
      instanceSizeCpus: parameters.instanceSizeCpus ?? 2,
      instanceSizeRam: parameters.instanceSizeRam ?? 1,
      delete: false,
      createdAtMs: nowMs,
      createdAt: now,
      updatedAt: now,
    };
    return {
      result: { deploymentId: deployment.id, manifestId: deployment.manifestId },
      write: (tx) =>
        tx.insert('tvcDeployment', {
          id: deployment.id,
          organizationId,
          parentId: app.id,
          lookup: deployment.manifestId,
          data: deployment,
        }),
    };
  },
);

export const getTvcDeployment = query(GetTvcDeploymentRequestSchema, LIFECYCLE, (context, input) =>
  context.storage.read(async (tx) => ({
    tvcDeployment: await deploymentView(
      tx,
      await ownDeployment(tx, input.deploymentId, context.organizationId),
    ),
  })),
);

export const listTvcAppDeployments = query(
  GetTvcAppDeploymentsRequestSchema,
  LIFECYCLE,
  (context, input) =>
    context.storage.read(async (tx) => {
      const app = await ownApp(tx, input.appId, context.organizationId);
      const tvcDeployments = [];
      for (const deployment of await tx.list('tvcDeployment', { parentId: app.id })) {
        tvcDeployments.push(await deploymentView(tx, deployment));
      }
      return { tvcDeployments };
    }),
);

/** Marks or unmarks a deployment for deletion. */
function markDeletion(marked: boolean) {
  return async (context: HandlerContext, parameters: { deploymentId: string }) => {
    const check = async (tx: ReadTransaction) => {
      const deployment = await ownDeployment(tx, parameters.deploymentId, context.organizationId);
      if (!marked && !deployment.delete) {
        throw precondition(`deploymentId: deployment ${deployment.id} is not marked for deletion`);
      }
      const app = await ownApp(tx, deployment.appId, context.organizationId);
      if (!marked && app.deleted) throw precondition(`deploymentId: its app ${app.id} is deleted`);
      return { deployment, app };
    };
    await context.storage.read(check);
    return {
      result: { deploymentId: parameters.deploymentId },
      write: async (tx: WriteTransaction) => {
        const { deployment, app } = await check(tx);
        const now = context.timestamp();
        await tx.update('tvcDeployment', deployment.id, {
          ...deployment,
          delete: marked,
          updatedAt: now,
        });
        if (marked && app.liveDeploymentId === deployment.id) {
          await tx.update('tvcApp', app.id, { ...withoutLiveDeployment(app), updatedAt: now });
        }
      },
    };
  };
}

export const deleteTvcDeployment = submission(
  DeleteTvcDeploymentIntentSchema,
  simplified(
    'The deployment is marked for deletion and stops counting ready replicas; since nothing ran, nothing is torn down, and restore_tvc_deployment can always take the mark back.',
  ),
  markDeletion(true),
);

export const restoreTvcDeployment = submission(
  RestoreTvcDeploymentIntentSchema,
  simplified(
    'Takes the deletion mark back at any time, since the simulation never tears anything down.',
  ),
  markDeletion(false),
);

/** The deployment whose manifest is `manifestId`, in the organization. */
async function deploymentOfManifest(
  tx: ReadTransaction,
  organizationId: string,
  manifestId: string,
) {
  const deployment = (await tx.list('tvcDeployment', { lookup: manifestId })).find(
    (candidate) => candidate.organizationId === organizationId,
  );
  if (!deployment) {
    throw notFound(
      `manifestId: no TVC manifest ${manifestId} in organization ${organizationId}`,
      'TVC_MANIFEST_NOT_FOUND',
    );
  }
  return deployment;
}

export const createTvcManifestApprovals = submission(
  CreateTvcManifestApprovalsIntentSchema,
  APPROVALS,
  async (context, parameters) => {
    if (parameters.approvals.length === 0) throw invalid('approvals: send at least one approval');
    const organizationId = context.organizationId;
    const { deployment, members } = await context.storage.read(async (tx) => {
      const deployment = await deploymentOfManifest(tx, organizationId, parameters.manifestId);
      const app = await ownApp(tx, deployment.appId, organizationId);
      return { deployment, members: await resolvedSet(tx, app.manifestSetId) };
    });
    const manifest = base64ToBytes(deployment.manifest);
    const seen = new Set(deployment.approvals.map((approval) => approval.operatorId));
    const approvals = parameters.approvals.map((approval, index) => {
      const operator = members.operators.find((candidate) => candidate.id === approval.operatorId);
      if (!operator) {
        throw invalid(
          `approvals[${index}].operatorId: ${approval.operatorId} is not a member of the app's manifest set`,
        );
      }
      if (seen.has(operator.id)) {
        throw invalid(
          `approvals[${index}].operatorId: ${operator.id} has approved this manifest already`,
        );
      }
      seen.add(operator.id);
      if (!verifyP256(approval.signature, manifest, operator.publicKey.slice(130))) {
        throw invalid(
          `approvals[${index}].signature: not ${operator.id}'s P-256 signature over SHA-256 of the manifest`,
        );
      }
      return {
        id: context.newId(),
        operatorId: operator.id,
        signature: approval.signature.toLowerCase(),
        createdAt: context.timestamp(),
      };
    });
    const all = [...deployment.approvals, ...approvals];
    const approvedAtMs =
      deployment.approvedAtMs ?? (all.length >= members.set.threshold ? context.now() : undefined);
    const after: TvcDeploymentRecord = {
      ...deployment,
      approvals: all,
      ...(approvedAtMs !== undefined ? { approvedAtMs } : {}),
      updatedAt: context.timestamp(),
    };
    return {
      result: { approvalIds: approvals.map((approval) => approval.id) },
      write: async (tx) => {
        const fresh = await deploymentOfManifest(tx, organizationId, parameters.manifestId);
        if (fresh.approvals.length !== deployment.approvals.length) {
          throw precondition('manifestId: another approval landed first; send again');
        }
        await tx.update('tvcDeployment', deployment.id, after);
      },
    };
  },
);

/** Records one share-set member's share on a deployment awaiting its shares. */
async function postShare(
  context: HandlerContext,
  deploymentId: string,
  pick: (
    shareSet: TvcOperatorRecord[],
    deployment: TvcDeploymentRecord,
  ) => { operator: TvcOperatorRecord; signature: string },
) {
  const organizationId = context.organizationId;
  const { deployment, shareSet, threshold } = await context.storage.read(async (tx) => {
    const deployment = await ownDeployment(tx, deploymentId, organizationId);
    const app = await ownApp(tx, deployment.appId, organizationId);
    const set = await resolvedSet(tx, app.shareSetId);
    return { deployment, shareSet: set.operators, threshold: set.set.threshold };
  });
  const state = provisioningState(deployment, context.now());
  if (state !== 'PROVISIONING_STATE_AWAITING_PROVISION') {
    throw precondition(
      `deploymentId: deployment ${deployment.id} is ${state}, not awaiting its shares`,
    );
  }
  const { operator, signature } = pick(shareSet, deployment);
  if (deployment.sharesPosted.some((share) => share.operatorId === operator.id)) {
    throw precondition(`deploymentId: operator ${operator.id} has posted its share already`);
  }
  const share = { id: context.newId(), operatorId: operator.id, signature };
  const shares = [...deployment.sharesPosted, share];
  const after: TvcDeploymentRecord = {
    ...deployment,
    sharesPosted: shares,
    ...(shares.length >= threshold ? { provisionedAtMs: context.now() } : {}),
    updatedAt: context.timestamp(),
  };
  return {
    result: { provisioningShareId: share.id },
    write: async (tx: WriteTransaction) => {
      const fresh = await ownDeployment(tx, deployment.id, organizationId);
      if (fresh.sharesPosted.length !== deployment.sharesPosted.length) {
        throw precondition('deploymentId: another share landed first; send again');
      }
      await tx.update('tvcDeployment', deployment.id, after);
    },
  };
}

export const postTvcQuorumKeyShare = submission(
  PostTvcQuorumKeyShareIntentSchema,
  SHARES,
  (context, parameters) =>
    postShare(context, parameters.deploymentId, (shareSet, deployment) => {
      const keys = keySet(parameters.ephemeralPublicKeyHex, 'ephemeralPublicKeyHex');
      if (keys.encryptPublicKey + keys.signPublicKey !== deployment.ephemeralPublicKey) {
        throw invalid(
          `ephemeralPublicKeyHex: not the ephemeral key of deployment ${deployment.id}'s enclave`,
        );
      }
      const bundle = parameters.shareApprovalBundle;
      const operator = shareSet.find((candidate) => candidate.id === bundle.operatorId);
      if (!operator) {
        throw invalid(
          `shareApprovalBundle.operatorId: ${bundle.operatorId} is not a member of the app's share set`,
        );
      }
      if (!/^([0-9a-fA-F]{2})+$/.test(bundle.reEncryptedShareHex)) {
        throw invalid('shareApprovalBundle.reEncryptedShareHex: expected hex');
      }
      if (
        !verifyP256(
          bundle.signature,
          base64ToBytes(deployment.manifest),
          operator.publicKey.slice(130),
        )
      ) {
        throw invalid(
          `shareApprovalBundle.signature: not ${operator.id}'s P-256 signature over SHA-256 of the manifest`,
        );
      }
      return { operator, signature: bundle.signature.toLowerCase() };
    }),
);

export const reEncryptTvcQuorumKeyShare = submission(
  ReEncryptTvcQuorumKeyShareIntentSchema,
  simplified(
    'The hosted operator’s approval is a real P-256 signature by its sandbox-derived signing key; the share itself is only recorded, since the sandbox keeps quorum keys whole.',
  ),
  async (context, parameters) => {
    const organizationId = context.organizationId;
    const { app, operators, wallets } = await context.storage.read(async (tx) => {
      const deployment = await ownDeployment(tx, parameters.deploymentId, organizationId);
      return {
        app: await ownApp(tx, deployment.appId, organizationId),
        operators: await tx.list('tvcOperator', { organizationId }),
        wallets: await tx.list('wallet', { organizationId }),
      };
    });
    const publicKey =
      parameters.operatorEncryptKey.toLowerCase() + parameters.operatorSignKey.toLowerCase();
    const hosted = operators.find(
      (operator) => operator.publicKey === publicKey && operator.keySource === 'ORG_WALLET_ACCOUNT',
    );
    if (!hosted) {
      throw invalid(
        `operatorEncryptKey: no hosted TVC operator of organization ${organizationId} has these keys`,
      );
    }
    if (parameters.appQuorumKey.toLowerCase() !== app.quorumPublicKey) {
      throw invalid(`appQuorumKey: not the quorum key of app ${app.id}`);
    }
    const wallet = wallets.find((candidate) => candidate.walletId === hosted.walletId);
    if (!wallet)
      throw precondition(`operatorEncryptKey: the wallet of operator ${hosted.id} is gone`);
    return postShare(context, parameters.deploymentId, (shareSet, deployment) => {
      if (parameters.manifestB64 !== deployment.manifest) {
        throw invalid(`manifestB64: not the manifest of deployment ${deployment.id}`);
      }
      const booted = bootedAtMs(deployment, context.now());
      if (
        booted === undefined ||
        parameters.attestationDocB64 !== attestationDocument(deployment, booted)
      ) {
        throw invalid(
          `attestationDocB64: not the attestation document of deployment ${deployment.id}'s enclave`,
        );
      }
      if (!shareSet.some((operator) => operator.id === hosted.id)) {
        throw invalid(
          `operatorEncryptKey: operator ${hosted.id} is not a member of the app's share set`,
        );
      }
      const signature = signWithOperator(wallet.seed, hosted, base64ToBytes(deployment.manifest));
      return { operator: hosted, signature };
    });
  },
);

export const getTvcDeploymentProvisioningDetails = query(
  GetTvcDeploymentProvisioningDetailsRequestSchema,
  LIFECYCLE,
  (context, input) =>
    context.storage.read(async (tx) => {
      const deployment = await ownDeployment(tx, input.deploymentId, context.organizationId);
      const now = context.now();
      const state = provisioningState(deployment, now);
      const booted = bootedAtMs(deployment, now);
      if (state !== 'PROVISIONING_STATE_AWAITING_PROVISION' || booted === undefined) {
        return { provisioningState: state };
      }
      const operators = new Map<string, TvcOperatorRecord>();
      for (const entry of [...deployment.approvals, ...deployment.sharesPosted]) {
        const operator = await tx.get('tvcOperator', entry.operatorId);
        if (operator) operators.set(operator.id, operator);
      }
      return {
        attestationDocument: attestationDocument(deployment, booted),
        manifestEnvelope: manifestEnvelope(deployment, operators),
        provisioningState: state,
      };
    }),
);

function deploymentStatus(deployment: TvcDeploymentRecord, nowMs: number) {
  const changes = [
    deployment.createdAtMs,
    deployment.approvedAtMs,
    bootedAtMs(deployment, nowMs),
    deployment.provisionedAtMs,
  ];
  const last = Math.max(
    ...changes.filter((value): value is number => value !== undefined && value <= nowMs),
  );
  return {
    deploymentId: deployment.id,
    readyReplicas: readyReplicas(deployment, nowMs),
    desiredReplicas: deployment.delete ? 0 : deployment.replicas,
    lastUpdatedTime: timestampAt(last),
    provisioningState: provisioningState(deployment, nowMs),
  };
}

export const getAppStatus = query(GetAppStatusRequestSchema, LIFECYCLE, (context, input) =>
  context.storage.read(async (tx) => {
    const app = await ownApp(tx, input.appId, context.organizationId);
    const now = context.now();
    const deployments = (await tx.list('tvcDeployment', { parentId: app.id })).filter(
      (deployment) => !deployment.delete,
    );
    return {
      appStatus: {
        appId: app.id,
        deployments: deployments.map((deployment) => deploymentStatus(deployment, now)),
        targetedDeploymentId: app.liveDeploymentId ?? '',
      },
    };
  }),
);

export const getTvcDeploymentDebugLogs = query(
  GetTvcDeploymentDebugLogsRequestSchema,
  LOGS,
  (context, input) =>
    context.storage.read(async (tx) => {
      const deployment = await ownDeployment(tx, input.deploymentId, context.organizationId);
      if (!deployment.debugMode) {
        throw precondition(`deploymentId: deployment ${deployment.id} does not run in debug mode`);
      }
      const now = context.now();
      const booted = bootedAtMs(deployment, now);
      const lines: [number, string][] = [];
      if (booted !== undefined) {
        lines.push([
          booted,
          `qos ${deployment.qosVersion}: enclave booted, awaiting quorum key shares`,
        ]);
      }
      if (deployment.provisionedAtMs !== undefined && deployment.provisionedAtMs <= now) {
        lines.push([deployment.provisionedAtMs, 'qos: quorum key provisioned']);
        lines.push([
          deployment.provisionedAtMs,
          `qos: pivot started: ${[deployment.pivotContainer.path, ...deployment.pivotContainer.args].join(' ')}`,
        ]);
      }
      const since =
        input.sinceSeconds && input.sinceSeconds !== '0'
          ? now - Number(input.sinceSeconds) * 1000
          : -Infinity;
      const recent = lines.filter(([at]) => at >= since);
      const tail = input.tailLines && input.tailLines > 0 ? recent.slice(-input.tailLines) : recent;
      return {
        entries: tail.map(([at, content]) => ({
          line: { content, ts: timestampAt(at) },
          replicaLabel: 'replica 1/1',
        })),
      };
    }),
);

/** A hosted operator's approval of `manifest`, by its sandbox-derived signing key. */
function signWithOperator(seed: string, operator: TvcOperatorRecord, manifest: Uint8Array): string {
  return signP256(operatorScalar(seed, operator.path ?? '', 'sign'), manifest);
}
