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
 * TON: the platform's string form is not published; the sandbox answers the form TEP-0002
 * recommends for wallets.
 */
const TON_NOTE = (version: string, data: string) =>
  `workchain-0 address of the standard ${version} wallet contract (StateInit of its code and initial data: ${data}), as the user-friendly non-bounceable mainnet url-safe form (UQ…); the platform does not publish which string form it returns`;

const SPARK_NOTE = (prefix: string) =>
  `bech32m with the ${prefix} prefix of the Spark SDK's address message holding the compressed identity key; derived at the path the request names (the platform says it sets m/8797555'/{account}'/0' itself)`;

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
  ADDRESS_FORMAT_DOGE_TESTNET: secp('P2PKH, version byte 0x71'),
  ADDRESS_FORMAT_TON_V3R2: ed(TON_NOTE('v3r2', 'seqno 0, wallet id 698983191, the key')),
  ADDRESS_FORMAT_TON_V4R2: ed(
    TON_NOTE('v4r2', 'seqno 0, wallet id 698983191, the key, no plugins'),
  ),
  ADDRESS_FORMAT_TON_V5R1: ed(
    TON_NOTE(
      'v5r1',
      'signature auth on, seqno 0, the wallet id of mainnet (global id -239) workchain 0 subwallet 0, the key, no extensions',
    ),
  ),
  ADDRESS_FORMAT_XRP: secp('classic address of the secp256k1 key'),
  ADDRESS_FORMAT_SPARK_MAINNET: secp(SPARK_NOTE('spark')),
  ADDRESS_FORMAT_SPARK_REGTEST: secp(SPARK_NOTE('sparkrt')),
};
