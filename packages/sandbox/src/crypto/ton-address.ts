/**
 * TON wallet addresses without a TON library: the address of a standard wallet contract is
 * the representation hash of its StateInit cell (the contract's code and initial data), so
 * only the code cells' hashes and depths are needed, kept below as constants. A test checks
 * every version against @ton/ton (a devDependency, never bundled).
 */
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import { base64UrlEncode, hexToBytes } from '@docs/platform-api/bytes';
import { crc16xmodem } from './chain-addresses';

export type TonWalletVersion = 'v3r2' | 'v4r2' | 'v5r1';

/** A cell as another cell refers to it: its representation hash and depth. */
interface CellRef {
  hash: Uint8Array;
  depth: number;
}

/** Bits written most significant first, as a TON cell stores them. */
class Bits {
  private readonly bits: number[] = [];

  uint(value: number, width: number): this {
    for (let bit = width - 1; bit >= 0; bit -= 1) this.bits.push(Math.floor(value / 2 ** bit) % 2);
    return this;
  }

  bytes(bytes: Uint8Array): this {
    for (const byte of bytes) this.uint(byte, 8);
    return this;
  }

  get length(): number {
    return this.bits.length;
  }

  /** The data bytes; an incomplete last byte gets the completion tag (a 1, then zeros). */
  padded(): Uint8Array {
    const bits = this.bits.length % 8 === 0 ? this.bits : [...this.bits, 1];
    const out = new Uint8Array(Math.ceil(bits.length / 8));
    bits.forEach((bit, index) => {
      if (bit) out[index >> 3] = (out[index >> 3] ?? 0) | (0x80 >> (index & 7));
    });
    return out;
  }
}

/**
 * The representation hash of an ordinary level-0 cell: SHA-256 of the descriptors d1 (number
 * of references) and d2 (⌊bits/8⌋ + ⌈bits/8⌉), the padded data, then each reference's depth
 * (2 bytes, big-endian) and each reference's hash.
 */
function cellHash(data: Bits, refs: CellRef[] = []): CellRef {
  const d1 = refs.length;
  const d2 = Math.floor(data.length / 8) + Math.ceil(data.length / 8);
  const depths = refs.map(({ depth }) => new Uint8Array([depth >> 8, depth & 0xff]));
  const hash = sha256(
    concatBytes(new Uint8Array([d1, d2]), data.padded(), ...depths, ...refs.map((ref) => ref.hash)),
  );
  const depth = refs.length === 0 ? 0 : Math.max(...refs.map((ref) => ref.depth)) + 1;
  return { hash, depth };
}

/** Representation hash and depth of each standard wallet's code cell (the code @ton/ton deploys). */
const WALLET_CODE: Record<TonWalletVersion, CellRef> = {
  v3r2: {
    hash: hexToBytes('84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599'),
    depth: 0,
  },
  v4r2: {
    hash: hexToBytes('feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0'),
    depth: 7,
  },
  v5r1: {
    hash: hexToBytes('20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f'),
    depth: 6,
  },
};

/** The default subwallet id of v3 and v4 wallets in workchain 0. */
const V3_V4_WALLET_ID = 698983191;

/**
 * v5r1's wallet id for workchain 0, subwallet 0: the client context (a set top bit, workchain,
 * version 0 and subwallet number, 0x80000000 here) XOR the mainnet global id -239.
 */
const V5R1_MAINNET_WALLET_ID = (0x80000000 ^ -239) >>> 0;

/** The wallet's initial data cell for `publicKey` (seqno 0, default wallet id). */
function initialData(version: TonWalletVersion, publicKey: Uint8Array): Bits {
  switch (version) {
    case 'v3r2':
      return new Bits().uint(0, 32).uint(V3_V4_WALLET_ID, 32).bytes(publicKey);
    case 'v4r2':
      // The trailing 0 is the empty plugins dictionary.
      return new Bits().uint(0, 32).uint(V3_V4_WALLET_ID, 32).bytes(publicKey).uint(0, 1);
    case 'v5r1':
      // Signature auth allowed, seqno, wallet id, key, empty extensions dictionary.
      return new Bits()
        .uint(1, 1)
        .uint(0, 32)
        .uint(V5R1_MAINNET_WALLET_ID, 32)
        .bytes(publicKey)
        .uint(0, 1);
  }
}

/** The 32-byte account id (StateInit hash) of the `version` wallet for an ed25519 key. */
export function tonAccountId(version: TonWalletVersion, publicKey: Uint8Array): Uint8Array {
  const data = cellHash(initialData(version, publicKey));
  // StateInit: no split_depth, not special, code present, data present, no library: 00110.
  const stateInit = new Bits().uint(0b00110, 5);
  return cellHash(stateInit, [WALLET_CODE[version], data]).hash;
}

/** Flags of the user-friendly form: 0x11 bounceable, 0x51 non-bounceable (+0x80 on testnet). */
const NON_BOUNCEABLE = 0x51;

/**
 * The user-friendly, url-safe, non-bounceable mainnet form ("UQ…") of a workchain-0 account:
 * flags, workchain, account id and CRC-16/XMODEM (big-endian), base64url.
 */
export function tonAddress(version: TonWalletVersion, publicKey: Uint8Array): string {
  const body = concatBytes(
    new Uint8Array([NON_BOUNCEABLE, 0x00]),
    tonAccountId(version, publicKey),
  );
  const crc = crc16xmodem(body);
  return base64UrlEncode(concatBytes(body, new Uint8Array([crc >> 8, crc & 0xff])));
}
