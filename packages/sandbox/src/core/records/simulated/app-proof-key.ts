/**
 * The key of the sandbox's simulated policy enclave, which signs app proofs of activities: one
 * P-256 signing key kept with the sandbox's other keys (created on first use, replaced by a
 * reset). Its encryption half is derived from the signing scalar, so one record holds both.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import type { HandlerContext } from '../../contract';
import { keySetOf, newP256Scalar } from './tvc';

const ROLE = 'tvc-policy-enclave';

export interface EnclaveKey {
  signKey: Uint8Array;
  /** The QOS key set (encryption ‖ signing, uncompressed, hex). */
  publicKey: string;
  createdAt: { seconds: string; nanos: string };
}

function encryptHalf(signKey: Uint8Array): Uint8Array {
  let scalar = sha256(signKey);
  while (!p256.utils.isValidPrivateKey(scalar)) scalar = sha256(scalar);
  return scalar;
}

export async function appProofKey(
  context: Pick<HandlerContext, 'storage' | 'random' | 'timestamp'>,
): Promise<EnclaveKey> {
  const toKey = (record: { privateKey: string; createdAt: EnclaveKey['createdAt'] }) => {
    const signKey = hexToBytes(record.privateKey);
    return {
      signKey,
      publicKey: keySetOf(encryptHalf(signKey), signKey),
      createdAt: record.createdAt,
    };
  };
  const existing = await context.storage.read((tx) => tx.get('sandboxKey', ROLE));
  if (existing) return toKey(existing);
  const signKey = newP256Scalar(context.random);
  const record = {
    role: ROLE,
    privateKey: bytesToHex(signKey),
    publicKey: bytesToHex(p256.getPublicKey(signKey, false)),
    createdAt: context.timestamp(),
  };
  try {
    return toKey(
      await context.storage.transaction(async (tx) => {
        const raced = await tx.get('sandboxKey', ROLE);
        if (raced) return raced;
        await tx.insert('sandboxKey', { id: ROLE, organizationId: '', data: record });
        return record;
      }),
    );
  } catch (error) {
    const winner = await context.storage.read((tx) => tx.get('sandboxKey', ROLE));
    if (winner) return toKey(winner);
    throw error;
  }
}
