import type { AddressFormat } from '@docs/platform-api';
import { base58 } from '@scure/base';
import { bytesToHex } from '@docs/platform-api/bytes';
import type { Curve } from './derive';
import { CryptoInputError, UnsupportedAddressFormatError } from './errors';
import { compressedSecp256k1, ethereumAddress, uncompressedSecp256k1 } from './ethereum-address';
import { ADDRESS_FORMAT_SUPPORT } from './support';

type Encoder = (publicKey: Uint8Array) => string;

/** The formats encoded here; the other chains' encoders load on first use (chain-encoders.ts). */
const ENCODERS: Partial<Record<AddressFormat, Encoder>> = {
  // The raw encodings take either curve: a 32-byte key is ed25519's and stays as it is.
  ADDRESS_FORMAT_COMPRESSED: (key) =>
    bytesToHex(key.length === 32 ? key : compressedSecp256k1(key)),
  ADDRESS_FORMAT_UNCOMPRESSED: (key) =>
    bytesToHex(key.length === 32 ? key : uncompressedSecp256k1(key)),
  ADDRESS_FORMAT_ETHEREUM: ethereumAddress,
  ADDRESS_FORMAT_SOLANA: (key) => base58.encode(key),
};

async function encoderFor(format: AddressFormat): Promise<Encoder | undefined> {
  if (Object.hasOwn(ENCODERS, format)) return ENCODERS[format];
  const { CHAIN_ENCODERS } = await import('./chain-encoders');
  return Object.hasOwn(CHAIN_ENCODERS, format) ? CHAIN_ENCODERS[format] : undefined;
}

function supportOf(format: AddressFormat) {
  const support = Object.hasOwn(ADDRESS_FORMAT_SUPPORT, format)
    ? ADDRESS_FORMAT_SUPPORT[format]
    : undefined;
  if (!support) throw new CryptoInputError(`Unknown address format ${String(format)}`);
  return support;
}

/**
 * The curve whose keys a format encodes, or `undefined` for the raw key encodings
 * (COMPRESSED, UNCOMPRESSED), which take a key of either curve.
 */
export function curveForAddressFormat(format: AddressFormat): Curve | undefined {
  return supportOf(format).curve;
}

/** Whether the sandbox derives `format` (and has checked it against a published vector). */
export const isAddressFormatSupported = (format: AddressFormat): boolean =>
  supportOf(format).status === 'faithful';

const KEY_LENGTHS: Record<Curve, number[]> = { CURVE_SECP256K1: [33, 65], CURVE_ED25519: [32] };

/** The address of `publicKey` in `format`; rejects with UnsupportedAddressFormatError for the rest. */
export async function addressFor(format: AddressFormat, publicKey: Uint8Array): Promise<string> {
  const support = supportOf(format);
  const encode = support.status === 'faithful' ? await encoderFor(format) : undefined;
  if (support.status !== 'faithful' || !encode) {
    throw new UnsupportedAddressFormatError(format, support.reason ?? 'no encoder');
  }
  if (!(publicKey instanceof Uint8Array))
    throw new CryptoInputError('The public key must be bytes');
  const lengths = support.curve ? KEY_LENGTHS[support.curve] : [32, 33, 65];
  if (!lengths.includes(publicKey.length)) {
    throw new CryptoInputError(
      `${format} needs a ${support.curve ?? 'secp256k1 or ed25519'} public key of ${lengths.join(' or ')} bytes; received ${publicKey.length} bytes`,
    );
  }
  // secp256k1 keys are checked to be on the curve and passed on in compressed form.
  return encode(support.curve === 'CURVE_SECP256K1' ? compressedSecp256k1(publicKey) : publicKey);
}
