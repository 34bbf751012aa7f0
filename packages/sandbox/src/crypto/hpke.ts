/**
 * HPKE (RFC 9180) as the platform's bundles use it: base mode, DHKEM(P-256, HKDF-SHA256),
 * HKDF-SHA256 and AES-256-GCM, and one message per context (sequence number 0, so the nonce is
 * the base nonce). Two choices are the platform's own: `info` is the ASCII text `turnkey_hpke`
 * (its hash is in the key-schedule constants `@turnkey/crypto` ships), and the AEAD's
 * associated data is the sender's encapsulated key followed by the recipient's public key, both
 * as uncompressed points. Built on `@noble/curves`, `@noble/hashes` and `@noble/ciphers`; the
 * tests check it against `@turnkey/crypto` both ways and against a bundle the platform issued.
 */
import { gcm } from '@noble/ciphers/aes';
import { p256 } from '@noble/curves/p256';
import { expand, extract } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { utf8Encode } from '@docs/platform-api/bytes';
import { concatBytes } from '@noble/hashes/utils';
import { parseHex } from './byte-inputs';
import { CryptoInputError } from './errors';

const KEM_ID = 0x0010; // DHKEM(P-256, HKDF-SHA256)
const KDF_ID = 0x0001; // HKDF-SHA256
const AEAD_ID = 0x0002; // AES-256-GCM
const KEY_LENGTH = 32;
const NONCE_LENGTH = 12;
const SHARED_SECRET_LENGTH = 32;
const MODE_BASE = 0x00;

const twoBytes = (value: number) => new Uint8Array([value >> 8, value & 0xff]);
const KEM_SUITE = concatBytes(utf8Encode('KEM'), twoBytes(KEM_ID));
const HPKE_SUITE = concatBytes(
  utf8Encode('HPKE'),
  twoBytes(KEM_ID),
  twoBytes(KDF_ID),
  twoBytes(AEAD_ID),
);
const VERSION = utf8Encode('HPKE-v1');
const EMPTY = new Uint8Array(0);
const INFO = utf8Encode('turnkey_hpke');

function labeledExtract(suite: Uint8Array, salt: Uint8Array, label: string, ikm: Uint8Array) {
  return extract(sha256, concatBytes(VERSION, suite, utf8Encode(label), ikm), salt);
}

function labeledExpand(
  suite: Uint8Array,
  prk: Uint8Array,
  label: string,
  info: Uint8Array,
  length: number,
) {
  const labeledInfo = concatBytes(twoBytes(length), VERSION, suite, utf8Encode(label), info);
  return expand(sha256, prk, labeledInfo, length);
}

/** The KEM's shared secret from the Diffie-Hellman x coordinate and both public keys. */
function kemSharedSecret(dh: Uint8Array, encapped: Uint8Array, recipient: Uint8Array) {
  const prk = labeledExtract(KEM_SUITE, EMPTY, 'eae_prk', dh);
  return labeledExpand(
    KEM_SUITE,
    prk,
    'shared_secret',
    concatBytes(encapped, recipient),
    SHARED_SECRET_LENGTH,
  );
}

/** The AEAD key and nonce of a base-mode context with the platform's `info`. */
function keySchedule(sharedSecret: Uint8Array) {
  const pskIdHash = labeledExtract(HPKE_SUITE, EMPTY, 'psk_id_hash', EMPTY);
  const infoHash = labeledExtract(HPKE_SUITE, EMPTY, 'info_hash', INFO);
  const context = concatBytes(new Uint8Array([MODE_BASE]), pskIdHash, infoHash);
  const secret = labeledExtract(HPKE_SUITE, sharedSecret, 'secret', EMPTY);
  return {
    key: labeledExpand(HPKE_SUITE, secret, 'key', context, KEY_LENGTH),
    nonce: labeledExpand(HPKE_SUITE, secret, 'base_nonce', context, NONCE_LENGTH),
  };
}

/** The x coordinate of the ECDH point (what DHKEM calls `dh`). */
const diffieHellman = (privateKey: Uint8Array, publicKey: Uint8Array) =>
  p256.getSharedSecret(privateKey, publicKey, true).subarray(1);

/**
 * A P-256 public key, compressed (33 bytes) or uncompressed (65 bytes), as hex with or without
 * `0x`, checked to lie on the curve; returned uncompressed. `what` names the input in errors.
 */
export function p256PublicKey(hex: string, what: string): Uint8Array {
  const bytes = parseHex(hex, what);
  if (bytes.length !== 33 && bytes.length !== 65) {
    throw new CryptoInputError(
      `${what} must be a P-256 public key: 33 bytes compressed or 65 bytes uncompressed, hex; received ${bytes.length} bytes`,
    );
  }
  try {
    return p256.ProjectivePoint.fromHex(bytes).toRawBytes(false);
  } catch {
    throw new CryptoInputError(`${what} is not a point on the P-256 curve`);
  }
}

export interface P256KeyPair {
  privateKey: Uint8Array;
  /** Uncompressed, 65 bytes. */
  publicKey: Uint8Array;
}

/** A new P-256 key pair from `random` (32 bytes a draw, redrawn if out of range). */
export function p256KeyPair(random: (length: number) => Uint8Array): P256KeyPair {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const privateKey = random(32);
    if (p256.utils.isValidPrivateKey(privateKey)) {
      return { privateKey, publicKey: p256.getPublicKey(privateKey, false) };
    }
  }
  throw new CryptoInputError('The random source gave no valid P-256 key in 8 draws');
}

export interface Sealed {
  /** The sender's ephemeral public key, uncompressed (65 bytes). */
  encappedPublic: Uint8Array;
  /** AES-256-GCM output: the encrypted plaintext and its 16-byte tag. */
  ciphertext: Uint8Array;
}

/** Encrypts `plaintext` to `recipientPublicKey` (uncompressed) with a fresh ephemeral key. */
export function hpkeSeal(
  plaintext: Uint8Array,
  recipientPublicKey: Uint8Array,
  random: (length: number) => Uint8Array,
): Sealed {
  const ephemeral = p256KeyPair(random);
  const dh = diffieHellman(ephemeral.privateKey, recipientPublicKey);
  const { key, nonce } = keySchedule(kemSharedSecret(dh, ephemeral.publicKey, recipientPublicKey));
  const aad = concatBytes(ephemeral.publicKey, recipientPublicKey);
  return {
    encappedPublic: ephemeral.publicKey,
    ciphertext: gcm(key, nonce, aad).encrypt(plaintext),
  };
}

/**
 * Decrypts what `hpkeSeal` (or `@turnkey/crypto`'s `hpkeEncrypt`) produced for the holder of
 * `recipientPrivateKey`. A wrong key, a changed byte or a bad encapsulated key throws
 * `CryptoInputError`.
 */
export function hpkeOpen(sealed: Sealed, recipientPrivateKey: Uint8Array): Uint8Array {
  let encapped: Uint8Array;
  try {
    encapped = p256.ProjectivePoint.fromHex(sealed.encappedPublic).toRawBytes(false);
  } catch {
    throw new CryptoInputError('encappedPublic is not a point on the P-256 curve');
  }
  const recipient = p256.getPublicKey(recipientPrivateKey, false);
  const dh = diffieHellman(recipientPrivateKey, encapped);
  const { key, nonce } = keySchedule(kemSharedSecret(dh, encapped, recipient));
  try {
    return gcm(key, nonce, concatBytes(encapped, recipient)).decrypt(sealed.ciphertext);
  } catch {
    throw new CryptoInputError(
      'The ciphertext does not decrypt: it was encrypted to another key or changed on the way',
    );
  }
}

/** The compressed form (33 bytes) of a P-256 public key given compressed or uncompressed. */
export const compressedP256 = (publicKey: Uint8Array): Uint8Array =>
  p256.ProjectivePoint.fromHex(publicKey).toRawBytes(true);
