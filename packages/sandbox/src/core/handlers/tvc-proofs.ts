/**
 * Boot proofs and app proofs, simulated. A boot proof is what a simulated enclave states when it
 * boots: its ephemeral key set, the sandbox's attestation statement (signed by that key, not an
 * AWS Nitro document) and the manifest. App proofs of an activity are signed, for real, by the
 * sandbox's policy-enclave key over SHA-256 of the payload; get_boot_proof answers for that key
 * too.
 */
import {
  GetAppProofsRequestSchema,
  GetBootProofRequestSchema,
  GetLatestBootProofRequestSchema,
} from '@docs/platform-api';
import { bytesToBase64, utf8Decode, utf8Encode } from '@docs/platform-api/bytes';
import type { Activity } from '@docs/platform-api';
import type { ReadTransaction, TvcDeploymentRecord, TvcOperatorRecord } from '../../storage/types';
import { query, simplified, type HandlerContext } from '../contract';
import { notFound } from '../errors';
import { appProofKey } from '../records/simulated/app-proof-key';
import {
  attestationDocument,
  bootedAtMs,
  keySet,
  manifestEnvelope,
  signP256,
  timestampAt,
} from '../records/simulated/tvc';
import { ownApp } from '../records/simulated/tvc-views';

const BOOT = simplified(
  '`awsAttestationDocB64` is the sandbox’s JSON statement (the ephemeral key set and the manifest’s SHA-256), signed by the simulated enclave’s ephemeral key with no hardware certificate chain; the manifest is the sandbox’s JSON format (`qosManifestVersion` `sandbox-json-v1`).',
);
const APP_PROOFS = simplified(
  'One APP_PROOF_TYPE_POLICY_OUTCOME proof per activity, made on request: the payload states the activity’s id, type and status, signed (P-256, r‖s hex over SHA-256 of the payload) by the sandbox’s policy-enclave key, whose boot proof get_boot_proof returns.',
);

const MANIFEST_VERSION = 'sandbox-json-v1';
const POLICY_ENCLAVE = 'sandbox-policy-engine';

async function bootProofOf(tx: ReadTransaction, deployment: TvcDeploymentRecord, bootMs: number) {
  const operators = new Map<string, TvcOperatorRecord>();
  for (const entry of [...deployment.approvals, ...deployment.sharesPosted]) {
    const operator = await tx.get('tvcOperator', entry.operatorId);
    if (operator) operators.set(operator.id, operator);
  }
  return {
    ephemeralPublicKeyHex: deployment.ephemeralPublicKey,
    awsAttestationDocB64: attestationDocument(deployment, bootMs),
    qosManifestB64: deployment.manifest,
    qosManifestEnvelopeB64: manifestEnvelope(deployment, operators),
    deploymentLabel: deployment.id,
    enclaveApp: deployment.appId,
    owner: deployment.organizationId,
    createdAt: timestampAt(bootMs),
    qosManifestVersion: MANIFEST_VERSION,
  };
}

/** The boot proof of the sandbox's policy enclave, whose key signs app proofs. */
async function policyEnclaveBootProof(context: HandlerContext) {
  const key = await appProofKey(context);
  const manifest = utf8Encode(
    JSON.stringify({ format: 'sandbox-qos-manifest-v1', namespace: { name: POLICY_ENCLAVE } }),
  );
  const statement = {
    format: 'sandbox-attestation-v1',
    moduleId: POLICY_ENCLAVE,
    publicKey: key.publicKey,
  };
  const signature = signP256(key.signKey, utf8Encode(JSON.stringify(statement)));
  return {
    ephemeralPublicKeyHex: key.publicKey,
    awsAttestationDocB64: bytesToBase64(utf8Encode(JSON.stringify({ ...statement, signature }))),
    qosManifestB64: bytesToBase64(manifest),
    qosManifestEnvelopeB64: bytesToBase64(
      utf8Encode(
        JSON.stringify({
          manifest: JSON.parse(utf8Decode(manifest)) as unknown,
          manifestSetApprovals: [],
          shareSetApprovals: [],
        }),
      ),
    ),
    deploymentLabel: POLICY_ENCLAVE,
    enclaveApp: POLICY_ENCLAVE,
    owner: 'sandbox',
    createdAt: key.createdAt,
    qosManifestVersion: MANIFEST_VERSION,
  };
}

export const getBootProof = query(GetBootProofRequestSchema, BOOT, async (context, input) => {
  const keys = keySet(input.ephemeralKey, 'ephemeralKey');
  const wanted = keys.encryptPublicKey + keys.signPublicKey;
  if ((await appProofKey(context)).publicKey === wanted) {
    return { bootProof: await policyEnclaveBootProof(context) };
  }
  return context.storage.read(async (tx) => {
    const now = context.now();
    const deployment = (
      await tx.list('tvcDeployment', { organizationId: context.organizationId })
    ).find((candidate) => candidate.ephemeralPublicKey === wanted);
    const booted = deployment ? bootedAtMs(deployment, now) : undefined;
    if (!deployment || booted === undefined) {
      throw notFound(
        `ephemeralKey: no enclave of organization ${context.organizationId} booted with this key`,
        'BOOT_PROOF_NOT_FOUND',
      );
    }
    return { bootProof: await bootProofOf(tx, deployment, booted) };
  });
});

export const getLatestBootProof = query(GetLatestBootProofRequestSchema, BOOT, (context, input) =>
  context.storage.read(async (tx) => {
    const app = await ownApp(tx, input.appName, context.organizationId, 'appName');
    const now = context.now();
    const booted = (await tx.list('tvcDeployment', { parentId: app.id }))
      .map((deployment) => ({ deployment, at: bootedAtMs(deployment, now) }))
      .filter(
        (entry): entry is { deployment: TvcDeploymentRecord; at: number } => entry.at !== undefined,
      )
      .sort((a, b) => a.at - b.at)
      .at(-1);
    if (!booted)
      throw notFound(`appName: no enclave of app ${app.id} has booted yet`, 'BOOT_PROOF_NOT_FOUND');
    return { bootProof: await bootProofOf(tx, booted.deployment, booted.at) };
  }),
);

const millisOf = (activity: Activity) =>
  Number(activity.createdAt.seconds) * 1000 + Math.floor(Number(activity.createdAt.nanos) / 1e6);

export const listAppProofs = query(
  GetAppProofsRequestSchema,
  APP_PROOFS,
  async (context, input) => {
    const activity = await context.storage.read((tx) => tx.get('activity', input.activityId));
    if (!activity || activity.organizationId !== context.organizationId) {
      throw notFound(
        `activityId: no activity ${input.activityId} in organization ${context.organizationId}`,
        'ACTIVITY_NOT_FOUND',
      );
    }
    const key = await appProofKey(context);
    const proofPayload = JSON.stringify({
      type: 'APP_PROOF_TYPE_POLICY_OUTCOME',
      timestampMs: String(millisOf(activity)),
      organizationId: activity.organizationId,
      activityId: activity.id,
      activityType: activity.type,
      activityStatus: activity.status,
      fingerprint: activity.fingerprint,
    });
    return {
      appProofs: [
        {
          scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256',
          publicKey: key.publicKey,
          proofPayload,
          signature: signP256(key.signKey, utf8Encode(proofPayload)),
        },
      ],
    };
  },
);
