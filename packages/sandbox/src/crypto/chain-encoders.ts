/**
 * The address encoders of the chains other than Ethereum and Solana: Bitcoin (with
 * @scure/btc-signer), Cosmos, Sei, Tron, Dogecoin, XRP, Sui, Aptos, Stellar, TON and Spark. addresses.ts
 * loads this module the first time one of these formats is asked for, so the in-page sandbox
 * does not download it for an Ethereum-only session.
 */
import type { AddressFormat } from '@docs/platform-api';
import { NETWORK, TEST_NETWORK, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import {
  aptosAddress,
  cosmosStyle,
  dogecoinAddress,
  sparkAddress,
  stellarAddress,
  suiAddress,
  tronAddress,
  xrpAddress,
} from './chain-addresses';
import { tonAddress } from './ton-address';

type Encoder = (publicKey: Uint8Array) => string;
type BitcoinNetwork = typeof NETWORK;

export const REGTEST: BitcoinNetwork = { ...TEST_NETWORK, bech32: 'bcrt' };

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

export const CHAIN_ENCODERS: Partial<Record<AddressFormat, Encoder>> = {
  ADDRESS_FORMAT_COSMOS: cosmosStyle('cosmos'),
  ADDRESS_FORMAT_SEI: cosmosStyle('sei'),
  ADDRESS_FORMAT_TRON: tronAddress,
  ADDRESS_FORMAT_DOGE_MAINNET: dogecoinAddress(0x1e),
  ADDRESS_FORMAT_DOGE_TESTNET: dogecoinAddress(0x71),
  ADDRESS_FORMAT_XRP: xrpAddress,
  ADDRESS_FORMAT_SUI: suiAddress,
  ADDRESS_FORMAT_APTOS: aptosAddress,
  ADDRESS_FORMAT_XLM: stellarAddress,
  ADDRESS_FORMAT_TON_V3R2: (key) => tonAddress('v3r2', key),
  ADDRESS_FORMAT_TON_V4R2: (key) => tonAddress('v4r2', key),
  ADDRESS_FORMAT_TON_V5R1: (key) => tonAddress('v5r1', key),
  ADDRESS_FORMAT_SPARK_MAINNET: sparkAddress('spark'),
  ADDRESS_FORMAT_SPARK_REGTEST: sparkAddress('sparkrt'),
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
