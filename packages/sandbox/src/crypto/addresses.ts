import type { AddressFormat } from '@docs/platform-api';
import { base58 } from '@scure/base';
import { NETWORK, TEST_NETWORK, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { toHex } from './bytes';
import {
  aptosAddress,
  cosmosStyle,
  dogecoinAddress,
  stellarAddress,
  suiAddress,
  tronAddress,
  xrpAddress,
} from './chain-addresses';
import type { Curve } from './derive';
import { CryptoInputError, UnsupportedAddressFormatError } from './errors';
import { compressedSecp256k1, ethereumAddress, uncompressedSecp256k1 } from './ethereum-address';
import { ADDRESS_FORMAT_SUPPORT } from './support';

type Encoder = (publicKey: Uint8Array) => string;
type BitcoinNetwork = typeof NETWORK;

const REGTEST: BitcoinNetwork = { ...TEST_NETWORK, bech32: 'bcrt' };

function bitcoin(network: BitcoinNetwork): Record<'P2PKH' | 'P2SH' | 'P2WPKH' | 'P2TR', Encoder> {
  const address = (payment: { address?: string }): string => {
    if (!payment.address) throw new Error('btc-signer returned no address');
    return payment.address;
  };
  return {
    P2PKH: (key) => address(p2pkh(key, network)),
    // The platform's P2SH format wraps a P2WPKH output (BIP-49), not a bare script.
    P2SH: (key) => address(p2sh(p2wpkh(key, network), network)),
    P2WPKH: (key) => address(p2wpkh(key, network)),
    // BIP-86: key-path-only taproot output from the x-only internal key.
    P2TR: (key) => address(p2tr(key.slice(1), undefined, network)),
  };
}

const MAINNET = bitcoin(NETWORK);
const TESTNET = bitcoin(TEST_NETWORK);
const REGTEST_ENCODERS = bitcoin(REGTEST);

/** How each implemented format turns a public key into an address. */
const ENCODERS: Partial<Record<AddressFormat, Encoder>> = {
  // The raw encodings take either curve: a 32-byte key is ed25519's and stays as it is.
  ADDRESS_FORMAT_COMPRESSED: (key) => toHex(key.length === 32 ? key : compressedSecp256k1(key)),
  ADDRESS_FORMAT_UNCOMPRESSED: (key) => toHex(key.length === 32 ? key : uncompressedSecp256k1(key)),
  ADDRESS_FORMAT_ETHEREUM: ethereumAddress,
  ADDRESS_FORMAT_SOLANA: (key) => base58.encode(key),
  ADDRESS_FORMAT_COSMOS: cosmosStyle('cosmos'),
  ADDRESS_FORMAT_SEI: cosmosStyle('sei'),
  ADDRESS_FORMAT_TRON: tronAddress,
  ADDRESS_FORMAT_DOGE_MAINNET: dogecoinAddress,
  ADDRESS_FORMAT_XRP: xrpAddress,
  ADDRESS_FORMAT_SUI: suiAddress,
  ADDRESS_FORMAT_APTOS: aptosAddress,
  ADDRESS_FORMAT_XLM: stellarAddress,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH: MAINNET.P2PKH,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH: MAINNET.P2SH,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH: MAINNET.P2WPKH,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR: MAINNET.P2TR,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH: TESTNET.P2PKH,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH: TESTNET.P2SH,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH: TESTNET.P2WPKH,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR: TESTNET.P2TR,
  // Signet shares testnet's prefixes (Bitcoin Core's chain parameters).
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH: TESTNET.P2PKH,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH: TESTNET.P2SH,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH: TESTNET.P2WPKH,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR: TESTNET.P2TR,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH: REGTEST_ENCODERS.P2PKH,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH: REGTEST_ENCODERS.P2SH,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH: REGTEST_ENCODERS.P2WPKH,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR: REGTEST_ENCODERS.P2TR,
};

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

/** The address of `publicKey` in `format`; throws UnsupportedAddressFormatError for the rest. */
export function addressFor(format: AddressFormat, publicKey: Uint8Array): string {
  const support = supportOf(format);
  const encode = ENCODERS[format];
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
