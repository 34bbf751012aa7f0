/**
 * The address formats of each chain family that has its own page under /ecosystems, in one place:
 * the `<AddressFormats family="…" />` table on each page renders these rows. Curve, default path,
 * encoding and hash function are the values `@turnkey/sdk-server` pins (its `addressFormatConfig`
 * and `default<Chain>AccountAtIndex(0)`); `__tests__/address-formats.test.ts` holds them to it and
 * to the `v1AddressFormat` enum of the pinned `@turnkey/http`.
 */
import type { AddressFormat, Curve, HashFunction, PayloadEncoding } from '@docs/platform-api';

export interface AddressFormatRow {
  format: AddressFormat;
  /** The network the addresses are for, as readers name it: "Mainnet", "Testnet". */
  network: string;
  /** What an address of this format looks like. */
  shape: string;
  curve: Curve;
  /** `default<Chain>AccountAtIndex(0).path`; absent where the SDK has no helper for the format. */
  defaultPath?: string;
  /** The SDK helper that gives the default account, without `(index)`. */
  helper?: string;
  /** `addressFormatConfig[format].encoding` and `.hashFunction`. */
  encoding: PayloadEncoding;
  hashFunction: HashFunction;
}

export interface ChainFamily {
  /** The page: `/ecosystems/<id>`. */
  id: string;
  label: string;
  rows: readonly AddressFormatRow[];
}

const secp = 'CURVE_SECP256K1' as const;
const ed = 'CURVE_ED25519' as const;
const hex = 'PAYLOAD_ENCODING_HEXADECIMAL' as const;
const na = 'HASH_FUNCTION_NOT_APPLICABLE' as const;

export const CHAIN_FAMILIES: readonly ChainFamily[] = [
  {
    id: 'cosmos',
    label: 'Cosmos and Sei',
    rows: [
      {
        format: 'ADDRESS_FORMAT_COSMOS',
        network: 'Cosmos Hub (one prefix for mainnet and testnet)',
        shape: 'bech32 with the `cosmos` prefix: `cosmos1…`',
        curve: secp,
        defaultPath: "m/44'/118'/0'/0/0",
        helper: 'defaultCosmosAccountAtIndex',
        encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
      {
        format: 'ADDRESS_FORMAT_SEI',
        network: 'Sei (one prefix for mainnet and testnet)',
        shape: 'bech32 with the `sei` prefix: `sei1…`',
        curve: secp,
        defaultPath: "m/44'/118'/0'/0'/0'",
        helper: 'defaultSeiAccountAtIndex',
        encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    ],
  },
  {
    id: 'dogecoin',
    label: 'Dogecoin',
    rows: [
      {
        format: 'ADDRESS_FORMAT_DOGE_MAINNET',
        network: 'Mainnet',
        shape: 'base58check P2PKH, version byte `0x1e`: `D…`',
        curve: secp,
        defaultPath: "m/44'/3'/0'/0/0",
        helper: 'defaultDogeMainnetAccountAtIndex',
        encoding: hex,
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
      {
        format: 'ADDRESS_FORMAT_DOGE_TESTNET',
        network: 'Testnet',
        shape: 'base58check P2PKH, version byte `0x71`: `n…`',
        curve: secp,
        defaultPath: "m/44'/3'/0'/0/0",
        helper: 'defaultDogeTestnetAccountAtIndex',
        encoding: hex,
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    ],
  },
  {
    id: 'xrp',
    label: 'XRP Ledger',
    rows: [
      {
        format: 'ADDRESS_FORMAT_XRP',
        network: 'Mainnet, testnet and devnet (one format)',
        shape: 'classic address, base58check in the XRP alphabet: `r…`',
        curve: secp,
        defaultPath: "m/44'/144'/0'/0'/0'",
        helper: 'defaultXrpAccountAtIndex',
        encoding: hex,
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    ],
  },
  {
    id: 'sui',
    label: 'Sui',
    rows: [
      {
        format: 'ADDRESS_FORMAT_SUI',
        network: 'Mainnet, testnet and devnet (one format)',
        shape: '`0x` and 64 hex digits',
        curve: ed,
        defaultPath: "m/44'/784'/0'/0'/0'",
        helper: 'defaultSuiAccountAtIndex',
        encoding: hex,
        hashFunction: na,
      },
    ],
  },
  {
    id: 'aptos',
    label: 'Aptos',
    rows: [
      {
        format: 'ADDRESS_FORMAT_APTOS',
        network: 'Mainnet, testnet and devnet (one format)',
        shape: '`0x` and 64 hex digits',
        curve: ed,
        defaultPath: "m/44'/637'/0'/0'/0'",
        helper: 'defaultAptosAccountAtIndex',
        encoding: hex,
        hashFunction: na,
      },
    ],
  },
  {
    id: 'stellar',
    label: 'Stellar',
    rows: [
      {
        format: 'ADDRESS_FORMAT_XLM',
        network: 'Public network and testnet (one format)',
        shape: 'StrKey account id, 56 characters: `G…`',
        curve: ed,
        defaultPath: "m/44'/148'/0'",
        helper: 'defaultXlmAccountAtIndex',
        encoding: hex,
        hashFunction: na,
      },
    ],
  },
  {
    id: 'ton',
    label: 'TON',
    rows: [
      {
        format: 'ADDRESS_FORMAT_TON_V3R2',
        network: 'Wallet contract v3r2',
        shape: 'the address of a v3r2 wallet contract for the key',
        curve: ed,
        defaultPath: "m/44'/607'/0'/0'/0'",
        helper: 'defaultTonV3r2AccountAtIndex',
        encoding: hex,
        hashFunction: na,
      },
      {
        format: 'ADDRESS_FORMAT_TON_V4R2',
        network: 'Wallet contract v4r2',
        shape: 'the address of a v4r2 wallet contract for the key',
        curve: ed,
        defaultPath: "m/44'/607'/0'/0'/0'",
        helper: 'defaultTonV4r2AccountAtIndex',
        encoding: hex,
        hashFunction: na,
      },
      {
        format: 'ADDRESS_FORMAT_TON_V5R1',
        network: 'Wallet contract v5r1',
        shape: 'the address of a v5r1 wallet contract for the key',
        curve: ed,
        encoding: hex,
        hashFunction: na,
      },
    ],
  },
  {
    id: 'spark',
    label: 'Spark',
    rows: [
      {
        format: 'ADDRESS_FORMAT_SPARK_MAINNET',
        network: 'Mainnet',
        shape: 'human-readable prefix `spark`',
        curve: secp,
        defaultPath: "m/86'/0'/0'/0/0",
        encoding: hex,
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
      {
        format: 'ADDRESS_FORMAT_SPARK_REGTEST',
        network: 'Regtest',
        shape: 'human-readable prefix `sparkrt`',
        curve: secp,
        defaultPath: "m/86'/1'/0'/0/0",
        encoding: hex,
        hashFunction: 'HASH_FUNCTION_SHA256',
      },
    ],
  },
];

/**
 * The formats that hold a public key rather than a chain address, for chains without their own
 * format; the hub page (`/ecosystems/others`) lists them.
 */
export const KEY_FORMATS: readonly AddressFormatRow[] = [
  {
    format: 'ADDRESS_FORMAT_COMPRESSED',
    network: 'Any chain',
    shape: 'the compressed public key, hex',
    curve: secp,
    encoding: hex,
    hashFunction: 'HASH_FUNCTION_SHA256',
  },
  {
    format: 'ADDRESS_FORMAT_UNCOMPRESSED',
    network: 'Any chain',
    shape: 'the uncompressed public key, hex',
    curve: secp,
    encoding: hex,
    hashFunction: 'HASH_FUNCTION_SHA256',
  },
];

/**
 * The pages that document the rest of the formats in their own prose and tables; the test checks
 * that each of these pages names every format it is given here.
 */
export const FORMATS_ON_OTHER_PAGES: Readonly<Record<string, RegExp>> = {
  ethereum: /^ADDRESS_FORMAT_ETHEREUM$/,
  solana: /^ADDRESS_FORMAT_SOLANA$/,
  bitcoin: /^ADDRESS_FORMAT_BITCOIN_/,
  tron: /^ADDRESS_FORMAT_TRON$/,
};

export function chainFamily(id: string): ChainFamily {
  const family = CHAIN_FAMILIES.find((f) => f.id === id);
  if (!family) {
    throw new Error(
      `AddressFormats: no chain family "${id}"; expected one of ${CHAIN_FAMILIES.map((f) => f.id).join(', ')}.`,
    );
  }
  return family;
}
