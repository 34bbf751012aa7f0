/**
 * The sandbox's Verifiable Cloud simulation: QOS key sets, the manifest a deployment boots from,
 * the simulated enclave's keys and documents, and the state a deployment is in on the sandbox
 * clock. Signatures are real P-256 ECDSA (SHA-256) by keys the sandbox holds; the attestation
 * document is the sandbox's own JSON statement, not an AWS Nitro document.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '@docs/platform-api/bytes';
import type { RandomBytes } from '../../random';
import type {
  TvcAppRecord,
  TvcDeploymentRecord,
  TvcOperatorRecord,
  TvcOperatorSetRecord,
  Timestamp,
} from '../../../storage/types';
import { invalid } from '../../errors';

/** QuorumOS versions a deployment may name; the last is the latest. */
export const QOS_VERSIONS = ['v0.5.2', 'v0.6.0', 'v0.6.1'] as const;
/**
 * How long the simulated enclave takes to boot once the manifest is approved: long enough to see
 * PENDING, short enough for a docs example to poll through it within the examples' 15 s budget.
 */
export const BOOT_MS = 5_000;
/** Where simulated apps are "served": a reserved local name, never a real host. */
export const TVC_DOMAIN = 'tvc.localhost';

const POINT_HEX = /^04[0-9a-fA-F]{128}$/;

/** An uncompressed P-256 point as lower-case hex, or 400 naming `field`. */
export function p256Point(value: string, field: string): string {
  if (!POINT_HEX.test(value)) {
    throw invalid(`${field}: expected an uncompressed P-256 public key (65 bytes, hex, 04…)`);
  }
  try {
    p256.ProjectivePoint.fromHex(value);
  } catch {
    throw invalid(`${field}: not a point of P-256`);
  }
  return value.toLowerCase();
}

/** A QOS key set (encryption key ‖ signing key, 130 bytes hex), split, or 400 naming `field`. */
export function keySet(value: string, field: string) {
  if (!/^[0-9a-fA-F]{260}$/.test(value)) {
    throw invalid(
      `${field}: expected a QOS key set, 130 bytes of hex (two uncompressed P-256 keys)`,
    );
  }
  return {
    encryptPublicKey: p256Point(value.slice(0, 130), field),
    signPublicKey: p256Point(value.slice(130), field),
  };
}

export function newP256Scalar(random: RandomBytes): Uint8Array {
  let scalar = random(32);
  while (!p256.utils.isValidPrivateKey(scalar)) scalar = random(32);
  return scalar;
}

/** The key set of two private scalars, hex. */
export const keySetOf = (encryptKey: Uint8Array, signKey: Uint8Array) =>
  bytesToHex(p256.getPublicKey(encryptKey, false)) + bytesToHex(p256.getPublicKey(signKey, false));

/** P-256 ECDSA over SHA-256 of `message`, as r‖s hex. */
export function signP256(privateKey: Uint8Array, message: Uint8Array): string {
  return p256.sign(sha256(message), privateKey, { lowS: true }).toCompactHex();
}

/** Whether `signature` (r‖s or DER, hex) is `publicKey`'s P-256 signature of SHA-256(`message`). */
export function verifyP256(signature: string, message: Uint8Array, publicKey: string): boolean {
  if (!/^([0-9a-fA-F]{2})+$/.test(signature)) return false;
  const hash = sha256(message);
  try {
    const parsed = p256.Signature.fromHex(signature, signature.length === 128 ? 'compact' : 'der');
    return p256.verify(parsed.toBytes('compact'), hash, hexToBytes(publicKey), {
      prehash: false,
      lowS: false,
      format: 'compact',
    });
  } catch {
    return false;
  }
}

/** A private scalar derived from a wallet seed for a TVC operator key (`role` is encrypt or sign). */
export function operatorScalar(
  seedHex: string,
  path: string,
  role: 'encrypt' | 'sign',
): Uint8Array {
  let counter = 0;
  for (;;) {
    const scalar = sha256(utf8Encode(`sandbox-tvc-operator|${seedHex}|${path}|${role}|${counter}`));
    if (p256.utils.isValidPrivateKey(scalar)) return scalar;
    counter += 1;
  }
}

const member = (operator: TvcOperatorRecord) => ({
  alias: operator.name,
  pubKey: operator.publicKey,
});

/** The manifest JSON (as the bytes operators sign) of a new deployment. */
export function manifestBytes(input: {
  app: TvcAppRecord;
  nonce: number;
  pivotDigest: string;
  pivotArgs: string[];
  qosVersion: string;
  manifestSet: { set: TvcOperatorSetRecord; operators: TvcOperatorRecord[] };
  shareSet: { set: TvcOperatorSetRecord; operators: TvcOperatorRecord[] };
  debugMode: boolean;
}): Uint8Array {
  return utf8Encode(
    JSON.stringify({
      format: 'sandbox-qos-manifest-v1',
      namespace: { name: input.app.name, nonce: input.nonce, quorumKey: input.app.quorumPublicKey },
      pivot: { hash: input.pivotDigest, restart: 'Always', args: input.pivotArgs },
      manifestSet: {
        threshold: input.manifestSet.set.threshold,
        members: input.manifestSet.operators.map(member),
      },
      shareSet: {
        threshold: input.shareSet.set.threshold,
        members: input.shareSet.operators.map(member),
      },
      enclave: {
        qosVersion: input.qosVersion,
        debugMode: input.debugMode,
        measurements: 'sandbox',
      },
    }),
  );
}

export type ProvisioningState =
  | 'PROVISIONING_STATE_PENDING'
  | 'PROVISIONING_STATE_AWAITING_PROVISION'
  | 'PROVISIONING_STATE_PROVISIONED';

/** When the simulated enclave booted, if it has. */
export const bootedAtMs = (deployment: TvcDeploymentRecord, nowMs: number) =>
  deployment.approvedAtMs !== undefined && nowMs >= deployment.approvedAtMs + BOOT_MS
    ? deployment.approvedAtMs + BOOT_MS
    : undefined;

/**
 * PENDING until the manifest set's threshold approved the manifest and the enclave has booted
 * (5 s of sandbox clock), AWAITING_PROVISION until the share set's threshold of shares arrived,
 * then PROVISIONED.
 */
export function provisioningState(
  deployment: TvcDeploymentRecord,
  nowMs: number,
): ProvisioningState {
  if (bootedAtMs(deployment, nowMs) === undefined) return 'PROVISIONING_STATE_PENDING';
  if (deployment.provisionedAtMs === undefined) return 'PROVISIONING_STATE_AWAITING_PROVISION';
  return 'PROVISIONING_STATE_PROVISIONED';
}

export const readyReplicas = (deployment: TvcDeploymentRecord, nowMs: number) =>
  !deployment.delete && provisioningState(deployment, nowMs) === 'PROVISIONING_STATE_PROVISIONED'
    ? deployment.replicas
    : 0;

export const timestampAt = (ms: number): Timestamp => {
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: String((ms - seconds * 1000) * 1_000_000) };
};

/**
 * The simulated enclave's attestation: a JSON statement binding its ephemeral key set to the
 * manifest's digest, signed by that ephemeral signing key (base64). No hardware vouches for it.
 */
export function attestationDocument(deployment: TvcDeploymentRecord, bootMs: number): string {
  const statement = {
    format: 'sandbox-attestation-v1',
    moduleId: `sandbox-enclave-${deployment.id}`,
    timestampMs: bootMs,
    publicKey: deployment.ephemeralPublicKey,
    userData: bytesToHex(sha256(base64ToBytes(deployment.manifest))),
  };
  const body = utf8Encode(JSON.stringify(statement));
  const signature = signP256(hexToBytes(deployment.ephemeralSignKey), body);
  return bytesToBase64(utf8Encode(JSON.stringify({ ...statement, signature })));
}

/** The manifest with the approvals recorded so far (base64 of JSON). */
export function manifestEnvelope(
  deployment: TvcDeploymentRecord,
  operators: Map<string, TvcOperatorRecord>,
): string {
  const manifest: unknown = JSON.parse(utf8Decode(base64ToBytes(deployment.manifest)));
  const approvals = (entries: { operatorId: string; signature: string }[]) =>
    entries.map((entry) => {
      const operator = operators.get(entry.operatorId);
      return {
        member: operator ? member(operator) : { alias: entry.operatorId, pubKey: '' },
        signature: entry.signature,
      };
    });
  return bytesToBase64(
    utf8Encode(
      JSON.stringify({
        manifest,
        manifestSetApprovals: approvals(deployment.approvals),
        shareSetApprovals: approvals(deployment.sharesPosted),
      }),
    ),
  );
}
