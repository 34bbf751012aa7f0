/**
 * The owner's half of the Spark protocol as the sandbox computes it: per-leaf keys derived from a
 * secp256k1 identity key, Shamir shares with Feldman commitments, ECIES to operator keys, ECDSA
 * and a Schnorr (BIP-340 challenge) partial signature. The primitives are real; the derivations,
 * package layout and FROST binding rule are the sandbox's own, not Spark's wire formats.
 */
import { gcm } from '@noble/ciphers/aes';
import { secp256k1, schnorr } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import {
  bigIntToBytes,
  bytesToBigInt,
  bytesToHex,
  hexToBytes,
  utf8Encode,
} from '@docs/platform-api/bytes';
import { CryptoInputError } from './errors';

const N = secp256k1.CURVE.n;
const G = secp256k1.ProjectivePoint.BASE;
type Random = (length: number) => Uint8Array;

const mod = (value: bigint) => ((value % N) + N) % N;
export const scalarHex = (value: bigint) => bytesToHex(bigIntToBytes(value, 32));
export const pointHex = (value: bigint) => G.multiply(value).toHex(true);

/** A non-zero scalar from SHA-256 of `parts` (re-hashed until it fits). */
export function derivedScalar(...parts: string[]): bigint {
  let digest = sha256(utf8Encode(parts.join('|')));
  for (;;) {
    const value = bytesToBigInt(digest);
    if (value > 0n && value < N) return value;
    digest = sha256(digest);
  }
}

export function randomScalar(random: Random): bigint {
  for (;;) {
    const value = bytesToBigInt(random(32));
    if (value > 0n && value < N) return value;
  }
}

export function parsePoint(hex: string, field: string) {
  try {
    if (!/^0[23][0-9a-fA-F]{64}$/.test(hex)) throw new Error('not compressed');
    return secp256k1.ProjectivePoint.fromHex(hex);
  } catch {
    throw new CryptoInputError(`${field}: expected a compressed secp256k1 point (33 bytes, hex)`);
  }
}

/** Shamir shares of `secret` at x = 1…count, with Feldman commitments to the polynomial. */
export function feldmanSplit(secret: bigint, threshold: number, count: number, random: Random) {
  const coefficients = [mod(secret)];
  for (let index = 1; index < threshold; index += 1) coefficients.push(randomScalar(random));
  const shares = Array.from({ length: count }, (_, index) => {
    const x = BigInt(index + 1);
    let y = 0n;
    for (const coefficient of [...coefficients].reverse()) y = mod(y * x + coefficient);
    return { index: index + 1, share: scalarHex(y) };
  });
  return { shares, commitments: coefficients.map((coefficient) => pointHex(coefficient)) };
}

/** ECIES to a secp256k1 key: ephemeral key (33) ‖ nonce (12) ‖ AES-256-GCM of `plaintext`, hex. */
export function eciesEncrypt(
  recipient: string,
  plaintext: Uint8Array,
  random: Random,
  field: string,
): string {
  const point = parsePoint(recipient, field);
  const ephemeral = randomScalar(random);
  const shared = sha256(point.multiply(ephemeral).toRawBytes(true));
  const nonce = random(12);
  const sealed = gcm(shared, nonce).encrypt(plaintext);
  return bytesToHex(concatBytes(G.multiply(ephemeral).toRawBytes(true), nonce, sealed));
}

export function eciesDecrypt(privateKey: bigint, ciphertextHex: string, field: string): Uint8Array {
  try {
    const bytes = hexToBytes(ciphertextHex);
    const ephemeral = secp256k1.ProjectivePoint.fromHex(bytes.slice(0, 33));
    const shared = sha256(ephemeral.multiply(privateKey).toRawBytes(true));
    return gcm(shared, bytes.slice(33, 45)).decrypt(bytes.slice(45));
  } catch {
    throw new CryptoInputError(`${field}: does not decrypt with this wallet's identity key`);
  }
}

/** ECDSA (secp256k1) over SHA-256 of `message`, DER hex. */
export const ecdsaDer = (privateKey: bigint, message: Uint8Array) =>
  secp256k1.sign(sha256(message), bigIntToBytes(privateKey, 32), { lowS: true }).toDERHex();

/** Whether `signature` (64-byte compact, hex) is `publicKey`'s ECDSA over SHA-256 of `message`. */
export function verifyCompact(signature: string, message: Uint8Array, publicKey: string): boolean {
  try {
    return secp256k1.verify(hexToBytes(signature), sha256(message), hexToBytes(publicKey), {
      prehash: false,
      lowS: false,
      format: 'compact',
    });
  } catch {
    return false;
  }
}

/** What a leaf's claim signature covers: leaf id, transfer id and ciphertext. */
export const claimMessage = (leafId: string, transferId: string, ciphertext: string) =>
  utf8Encode(`${leafId}|${transferId}|${ciphertext.toLowerCase()}`);

export interface Commitment {
  id: string;
  hiding: string;
  binding: string;
}

/**
 * One Schnorr partial signature: nonces d, e; binding factor ρ = H(message ‖ every commitment);
 * group commitment R = Σ (D_j + ρ_j E_j) (+ the adaptor point); challenge c by BIP-340 over R,
 * the verifying key and the message; share z = d + ρ e + c x. It satisfies
 * z·G = D + ρ·E + c·X, which a caller can check.
 */
export function partialSign(input: {
  privateKey: bigint;
  ownId: string;
  message: Uint8Array;
  verifyingKey: string;
  commitments: Commitment[];
  adaptor?: string;
  random: Random;
}) {
  const d = randomScalar(input.random);
  const e = randomScalar(input.random);
  const own: Commitment = { id: input.ownId, hiding: pointHex(d), binding: pointHex(e) };
  const all = [...input.commitments, own].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const list = all.map((c) => `${c.id}:${c.hiding}:${c.binding}`).join(',');
  const rho = (id: string) =>
    derivedScalar('sandbox-frost-binding', id, bytesToHex(input.message), list);
  let R = secp256k1.ProjectivePoint.ZERO;
  for (const [index, c] of all.entries()) {
    const hiding = parsePoint(c.hiding, `operatorCommitments[${index}].hiding`);
    const binding = parsePoint(c.binding, `operatorCommitments[${index}].binding`);
    R = R.add(hiding).add(binding.multiply(rho(c.id)));
  }
  if (input.adaptor) R = R.add(parsePoint(input.adaptor, 'adaptorPublicKey'));
  const Y = parsePoint(input.verifyingKey, 'verifyingKey');
  const challenge = mod(
    bytesToBigInt(
      schnorr.utils.taggedHash(
        'BIP0340/challenge',
        R.toRawBytes(true).slice(1),
        Y.toRawBytes(true).slice(1),
        input.message,
      ),
    ),
  );
  const z = mod(d + rho(own.id) * e + challenge * input.privateKey);
  return {
    signatureShare: scalarHex(z),
    hiding: own.hiding,
    binding: own.binding,
    rho: rho(own.id),
    challenge,
  };
}
