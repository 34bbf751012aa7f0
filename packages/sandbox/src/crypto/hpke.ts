/**
 * HPKE (RFC 9180) in base mode with the suite the platform uses for its bundles:
 * DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and AES-256-GCM, `info` "turnkey_hpke" (the key
 * schedule `@turnkey/crypto` hard-codes hashes exactly that), and as additional data
 * the uncompressed encapsulated key followed by the uncompressed recipient key (the platform's
 * choice, where RFC 9180 would use the application's own).
 *
 * Only the first message of a context is ever sent, so the nonce is the base nonce. AES-GCM runs
 * in WebCrypto, which Node and browsers both have; the curve and the key schedule use
 * `@noble/curves` and `@noble/hashes`.
 */
import { p256 } from '@noble/curves/p256';
import { extract, expand } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';
import { CryptoInputError } from './errors';

const VERSION = utf8ToBytes('HPKE-v1');
/** "KEM" and the id of DHKEM(P-256, HKDF-SHA256), 0x0010. */
const KEM_SUITE = concatBytes(utf8ToBytes('KEM'), new Uint8Array([0x00, 0x10]));
/** "HPKE", then the KEM, KDF (HKDF-SHA256, 0x0001) and AEAD (AES-256-GCM, 0x0002) ids. */
const HPKE_SUITE = concatBytes(
  utf8ToBytes('HPKE'),
  new Uint8Array([0x00, 0x10, 0x00, 0x01, 0x00, 0x02]),
);
const MODE_BASE = new Uint8Array([0x00]);
const EMPTY = new Uint8Array(0);
const INFO = utf8ToBytes('turnkey_hpke');

function labeledExtract(suite: Uint8Array, salt: Uint8Array, label: string, ikm: Uint8Array) {
  return extract(sha256, concatBytes(VERSION, suite, utf8ToBytes(label), ikm), salt);
}

function labeledExpand(
  suite: Uint8Array,
  prk: Uint8Array,
  label: string,
  info: Uint8Array,
  length: number,
) {
  const prefix = new Uint8Array([length >> 8, length & 0xff]);
  return expand(sha256, prk, concatBytes(prefix, VERSION, suite, utf8ToBytes(label), info), length);
}

/** A P-256 public key (33 or 65 bytes) in uncompressed form; throws on anything else. */
export function uncompressedP256(publicKey: Uint8Array, what = 'public key'): Uint8Array {
  try {
    return p256.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  } catch {
    throw new CryptoInputError(`${what} is not a P-256 public key (33 or 65 bytes on the curve)`);
  }
}

/** The AES key and nonce of a base-mode context, from the DH output and the two public keys. */
function keySchedule(dh: Uint8Array, encapsulated: Uint8Array, recipient: Uint8Array) {
  const kemContext = concatBytes(encapsulated, recipient);
  const eaePrk = labeledExtract(KEM_SUITE, EMPTY, 'eae_prk', dh);
  const sharedSecret = labeledExpand(KEM_SUITE, eaePrk, 'shared_secret', kemContext, 32);
  const context = concatBytes(
    MODE_BASE,
    labeledExtract(HPKE_SUITE, EMPTY, 'psk_id_hash', EMPTY),
    labeledExtract(HPKE_SUITE, EMPTY, 'info_hash', INFO),
  );
  const secret = labeledExtract(HPKE_SUITE, sharedSecret, 'secret', EMPTY);
  return {
    key: labeledExpand(HPKE_SUITE, secret, 'key', context, 32),
    nonce: labeledExpand(HPKE_SUITE, secret, 'base_nonce', context, 12),
    aad: kemContext,
  };
}

async function aesGcm(
  direction: 'encrypt' | 'decrypt',
  schedule: ReturnType<typeof keySchedule>,
  data: Uint8Array,
): Promise<Uint8Array> {
  const { subtle } = globalThis.crypto;
  // WebCrypto's types want ArrayBuffer-backed views: copy into fresh ones.
  const key = await subtle.importKey('raw', new Uint8Array(schedule.key), 'AES-GCM', false, [
    direction,
  ]);
  const params = {
    name: 'AES-GCM',
    iv: new Uint8Array(schedule.nonce),
    additionalData: new Uint8Array(schedule.aad),
  };
  return new Uint8Array(await subtle[direction](params, key, new Uint8Array(data)));
}

export interface HpkeCiphertext {
  /** The sender's ephemeral public key, uncompressed (65 bytes). */
  encapsulatedKey: Uint8Array;
  /** AES-256-GCM output: the ciphertext followed by the 16-byte tag. */
  ciphertext: Uint8Array;
}

/** Encrypts `plaintext` to `recipientPublicKey` (P-256, compressed or not). */
export async function hpkeSeal(
  plaintext: Uint8Array,
  recipientPublicKey: Uint8Array,
  random: (length: number) => Uint8Array,
): Promise<HpkeCiphertext> {
  const recipient = uncompressedP256(recipientPublicKey, 'The target public key');
  let ephemeral = random(32);
  while (!p256.utils.isValidPrivateKey(ephemeral)) ephemeral = random(32);
  const encapsulatedKey = p256.getPublicKey(ephemeral, false);
  const dh = p256.getSharedSecret(ephemeral, recipient, true).slice(1);
  const schedule = keySchedule(dh, encapsulatedKey, recipient);
  return { encapsulatedKey, ciphertext: await aesGcm('encrypt', schedule, plaintext) };
}

/** Decrypts what `hpkeSeal` produced for the holder of `recipientPrivateKey`. */
export async function hpkeOpen(
  { encapsulatedKey, ciphertext }: HpkeCiphertext,
  recipientPrivateKey: Uint8Array,
): Promise<Uint8Array> {
  const encapsulated = uncompressedP256(encapsulatedKey, 'The encapsulated key');
  const recipient = p256.getPublicKey(recipientPrivateKey, false);
  const dh = p256.getSharedSecret(recipientPrivateKey, encapsulated, true).slice(1);
  try {
    return await aesGcm('decrypt', keySchedule(dh, encapsulated, recipient), ciphertext);
  } catch {
    throw new CryptoInputError(
      'The ciphertext does not decrypt: it was not encrypted to this key, or it was altered',
    );
  }
}

/** The compressed form of a P-256 public key (33 bytes). */
export const compressedP256 = (publicKey: Uint8Array): Uint8Array =>
  p256.ProjectivePoint.fromHex(uncompressedP256(publicKey)).toRawBytes(true);
