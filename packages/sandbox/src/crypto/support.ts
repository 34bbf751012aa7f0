import type { AddressFormat } from '@docs/platform-api';
import type { Curve } from './derive';

export interface AddressFormatSupport {
  status: 'faithful' | 'not implemented';
  /** The curve of the keys the format encodes; absent for the raw key encodings. */
  curve?: Curve;
  /** Why a format is not implemented, or a note on how a faithful one is derived. */
  reason?: string;
}

const secp = (reason?: string): AddressFormatSupport => ({
  status: 'faithful',
  curve: 'CURVE_SECP256K1',
  ...(reason ? { reason } : {}),
});
const ed = (reason: string): AddressFormatSupport => ({
  status: 'faithful',
  curve: 'CURVE_ED25519',
  reason,
});
const missing = (curve: Curve | undefined, reason: string): AddressFormatSupport => ({
  status: 'not implemented',
  ...(curve ? { curve } : {}),
  reason,
});

/**
 * Every address format the platform names, and whether the sandbox derives it. The fidelity
 * table reads this; `addressFor` refuses every format marked not implemented.
 */
export const ADDRESS_FORMAT_SUPPORT: Record<AddressFormat, AddressFormatSupport> = {
  ADDRESS_FORMAT_UNCOMPRESSED: {
    status: 'faithful',
    reason: 'hex of the 65-byte SEC1 point for secp256k1; the 32-byte key itself for ed25519',
  },
  ADDRESS_FORMAT_COMPRESSED: {
    status: 'faithful',
    reason: 'hex of the 33-byte SEC1 point for secp256k1; the 32-byte key itself for ed25519',
  },
  ADDRESS_FORMAT_ETHEREUM: secp('EIP-55 checksummed'),
  ADDRESS_FORMAT_SOLANA: { status: 'faithful', curve: 'CURVE_ED25519' },
  ADDRESS_FORMAT_COSMOS: secp('bech32 with the cosmos prefix'),
  ADDRESS_FORMAT_TRON: secp(),
  ADDRESS_FORMAT_SUI: ed('BLAKE2b-256 of the scheme flag and key'),
  ADDRESS_FORMAT_APTOS: ed('SHA3-256 of the key and the ed25519 scheme byte, 32 bytes in full'),
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH: secp(),
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH: secp('P2SH-wrapped P2WPKH (BIP-49)'),
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH: secp(),
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH: missing(
    'CURVE_SECP256K1',
    'the platform does not publish which witness script it wraps a single key in',
  ),
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR: secp('key-path only, no script tree (BIP-86)'),
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH: secp(),
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH: secp('P2SH-wrapped P2WPKH (BIP-49)'),
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH: secp(),
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2WSH: missing(
    'CURVE_SECP256K1',
    'the platform does not publish which witness script it wraps a single key in',
  ),
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR: secp('key-path only, no script tree (BIP-86)'),
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH: secp('same prefixes as testnet'),
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH: secp('P2SH-wrapped P2WPKH (BIP-49); testnet prefixes'),
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH: secp('same prefixes as testnet'),
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2WSH: missing(
    'CURVE_SECP256K1',
    'the platform does not publish which witness script it wraps a single key in',
  ),
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR: secp('key-path only (BIP-86); testnet prefixes'),
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH: secp(),
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH: secp('P2SH-wrapped P2WPKH (BIP-49)'),
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH: secp(),
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2WSH: missing(
    'CURVE_SECP256K1',
    'the platform does not publish which witness script it wraps a single key in',
  ),
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR: secp('key-path only, no script tree (BIP-86)'),
  ADDRESS_FORMAT_SEI: secp('bech32 with the sei prefix, as for Cosmos'),
  ADDRESS_FORMAT_XLM: ed('StrKey account id (G…)'),
  ADDRESS_FORMAT_DOGE_MAINNET: secp('P2PKH, version byte 0x1e'),
  ADDRESS_FORMAT_DOGE_TESTNET: missing(
    'CURVE_SECP256K1',
    'no published Dogecoin testnet address of a known key was found to check the encoder against',
  ),
  ADDRESS_FORMAT_TON_V3R2: missing(
    'CURVE_ED25519',
    'a TON address hashes the wallet contract code and initial data, which the sandbox does not carry',
  ),
  ADDRESS_FORMAT_TON_V4R2: missing(
    'CURVE_ED25519',
    'a TON address hashes the wallet contract code and initial data, which the sandbox does not carry',
  ),
  ADDRESS_FORMAT_TON_V5R1: missing(
    'CURVE_ED25519',
    'a TON address hashes the wallet contract code and initial data, which the sandbox does not carry',
  ),
  ADDRESS_FORMAT_XRP: secp('classic address of the secp256k1 key'),
  ADDRESS_FORMAT_SPARK_MAINNET: missing(
    'CURVE_SECP256K1',
    'the Spark address encoding is not published as a specification with vectors',
  ),
  ADDRESS_FORMAT_SPARK_REGTEST: missing(
    'CURVE_SECP256K1',
    'the Spark address encoding is not published as a specification with vectors',
  ),
};
