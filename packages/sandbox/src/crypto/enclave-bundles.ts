/**
 * The signed bundles of export and import, in the shape `@turnkey/crypto` reads and writes:
 *
 * - a signed bundle is the JSON `{ version: "v1.0.0", data, dataSignature, enclaveQuorumPublic }`,
 *   where `data` is the hex of a UTF-8 JSON document, `dataSignature` the DER hex of a P-256
 *   ECDSA signature over SHA-256 of those bytes, and `enclaveQuorumPublic` the signer's
 *   uncompressed public key;
 * - an export bundle signs `{ encappedPublic, ciphertext, organizationId }` (the secret sealed
 *   to the client's target key with `hpke.ts`);
 * - an import bundle signs `{ targetPublic, organizationId, userId }`: the key the client seals
 *   the secret to. The client answers with `{ encappedPublic, ciphertext }` (not signed).
 *
 * The signer is the sandbox's own, fixed and published key (`sandboxSignerPublicKey()`), not the
 * platform's: a client verifies sandbox bundles by passing it as
 * `dangerouslyOverrideSignerPublicKey`, and refuses them without it.
 */
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8Encode } from '@docs/platform-api/bytes';
import { parseHex } from './byte-inputs';
import { CryptoInputError } from './errors';
import { hpkeOpen, hpkeSeal, p256PublicKey } from './hpke';

export const BUNDLE_VERSION = 'v1.0.0';

/**
 * The sandbox's enclave signing key: SHA-256 of a fixed label, so every sandbox signs with the
 * same key and a reader can pin its public key. It protects nothing (the sandbox stores keys in
 * plain form); it exists so bundles carry a signature clients can check.
 */
const SIGNER_PRIVATE_KEY = sha256(utf8Encode('docs sandbox enclave signer, not for real funds'));

let signerPublicKey: string | undefined;

/**
 * Uncompressed hex, as `enclaveQuorumPublic` and `dangerouslyOverrideSignerPublicKey` take it.
 * Computed on first use: the first P-256 multiplication builds tables that cost tens of
 * milliseconds, which a sandbox starting in a reader's page should not pay before it answers.
 */
export function sandboxSignerPublicKey(): string {
  signerPublicKey ??= bytesToHex(p256.getPublicKey(SIGNER_PRIVATE_KEY, false));
  return signerPublicKey;
}

export interface SignedBundle {
  version: string;
  data: string;
  dataSignature: string;
  enclaveQuorumPublic: string;
}

/** `document` as a signed bundle (JSON text), signed by the sandbox signer. */
export function signBundle(document: Record<string, string>): string {
  const data = utf8Encode(JSON.stringify(document));
  const signature = p256.sign(sha256(data), SIGNER_PRIVATE_KEY);
  const bundle: SignedBundle = {
    version: BUNDLE_VERSION,
    data: bytesToHex(data),
    dataSignature: signature.toDERHex(),
    enclaveQuorumPublic: sandboxSignerPublicKey(),
  };
  return JSON.stringify(bundle);
}

/** `secret` sealed to `targetPublicKey` and signed for `organizationId`. */
export function exportBundle(
  secret: Uint8Array,
  targetPublicKey: string,
  organizationId: string,
  random: (length: number) => Uint8Array,
): string {
  const target = p256PublicKey(targetPublicKey, 'targetPublicKey');
  const sealed = hpkeSeal(secret, target, random);
  return signBundle({
    encappedPublic: bytesToHex(sealed.encappedPublic),
    ciphertext: bytesToHex(sealed.ciphertext),
    organizationId,
  });
}

/** The import bundle announcing `targetPublic` (uncompressed) for one user of an organization. */
export function importBundle(
  targetPublic: Uint8Array,
  organizationId: string,
  userId: string,
): string {
  return signBundle({ targetPublic: bytesToHex(targetPublic), organizationId, userId });
}

/**
 * The secret in an `encryptedBundle` (the JSON `{ encappedPublic, ciphertext }` the client's
 * encrypt helper returns), opened with the import target's private key.
 */
export function openEncryptedBundle(encryptedBundle: string, targetPrivateKey: Uint8Array) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encryptedBundle);
  } catch {
    throw new CryptoInputError('is not JSON: expected { "encappedPublic", "ciphertext" }');
  }
  const fields = parsed as { encappedPublic?: unknown; ciphertext?: unknown } | null;
  if (
    typeof fields !== 'object' ||
    fields === null ||
    typeof fields.encappedPublic !== 'string' ||
    typeof fields.ciphertext !== 'string'
  ) {
    throw new CryptoInputError(
      'must be a JSON object with "encappedPublic" and "ciphertext" (hex)',
    );
  }
  return hpkeOpen(
    {
      encappedPublic: parseHex(fields.encappedPublic, 'encappedPublic'),
      ciphertext: parseHex(fields.ciphertext, 'ciphertext'),
    },
    targetPrivateKey,
  );
}
