/**
 * TON and Spark identity accounts through `@turnkey/sdk-server`'s `apiClient()`: the addresses
 * a TON library and the Spark encoding give for the returned public key, and what
 * sign_raw_payload answers for each (ed25519; plain BIP-340 Schnorr for a Spark address).
 */
import { ed25519 } from '@noble/curves/ed25519';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { Address, beginCell } from '@ton/core';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { bytesToHex, hexToBytes, utf8Encode } from '@docs/platform-api/bytes';
import { describe, expect, it } from 'vitest';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox();

const TON_PATH = "m/44'/607'/0'/0'/0'";
const SPARK_IDENTITY_PATH = "m/8797555'/0'/0'";

async function setUp() {
  const { client } = await newServerClient(harness);
  const { walletId, addresses } = await client.createWallet({
    walletName: 'TON and Spark',
    accounts: [
      {
        curve: 'CURVE_ED25519',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: TON_PATH,
        addressFormat: 'ADDRESS_FORMAT_TON_V4R2',
      },
      {
        curve: 'CURVE_ED25519',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: TON_PATH,
        addressFormat: 'ADDRESS_FORMAT_TON_V5R1',
      },
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: SPARK_IDENTITY_PATH,
        addressFormat: 'ADDRESS_FORMAT_SPARK_REGTEST',
      },
      {
        curve: 'CURVE_SECP256K1',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: SPARK_IDENTITY_PATH,
        addressFormat: 'ADDRESS_FORMAT_COMPRESSED',
      },
    ],
  });
  const [v4 = '', v5 = '', spark = '', compressed = ''] = addresses;
  const publicKeyOf = async (address: string) =>
    (await client.getWalletAccount({ walletId, address })).account.publicKey ?? '';
  return { client, v4, v5, spark, compressed, publicKeyOf };
}

describe('TON accounts', () => {
  it('have the addresses @ton/ton gives the account public key, as UQ… strings', async () => {
    const { v4, v5, publicKeyOf } = await setUp();
    const publicKey = Buffer.from(hexToBytes(await publicKeyOf(v4)));
    expect(await publicKeyOf(v5)).toBe(bytesToHex(publicKey));
    const v4Expected = WalletContractV4.create({ workchain: 0, publicKey }).address;
    const v5Expected = WalletContractV5R1.create({ workchain: 0, publicKey }).address;
    expect(Address.parse(v4).equals(v4Expected)).toBe(true);
    expect(Address.parse(v5).equals(v5Expected)).toBe(true);
    expect(v4).toBe(v4Expected.toString({ bounceable: false, urlSafe: true }));
    expect(v4.startsWith('UQ')).toBe(true);
  });

  it('refuse a secp256k1 TON account with a 400 naming the field', async () => {
    const { client } = await setUp();
    const { walletId } = await client.createWallet({ walletName: 'Other', accounts: [] });
    await expect(
      client.createWalletAccounts({
        walletId,
        accounts: [
          {
            curve: 'CURVE_SECP256K1',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/607'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_TON_V3R2',
          },
        ],
      }),
    ).rejects.toThrow(/accounts\[0\].*CURVE_ED25519/);
  });

  it('sign a cell hash with ed25519, which verifies against the account key', async () => {
    const { client, v4, publicKeyOf } = await setUp();
    const hash = beginCell().storeUint(698983191, 32).storeUint(0, 32).endCell().hash();
    const { r, s, v } = await client.signRawPayload({
      signWith: v4,
      payload: bytesToHex(hash),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    expect(v).toBe('00');
    expect(ed25519.verify(hexToBytes(r + s), hash, hexToBytes(await publicKeyOf(v4)))).toBe(true);
  });
});

describe('Spark identity accounts', () => {
  it('sign a 32-byte hash with plain BIP-340 Schnorr, v 00', async () => {
    const { client, spark, publicKeyOf } = await setUp();
    expect(spark.startsWith('sparkrt1')).toBe(true);
    const hash = sha256(utf8Encode('token transaction'));
    const { r, s, v } = await client.signRawPayload({
      signWith: spark,
      payload: bytesToHex(hash),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    expect(v).toBe('00');
    const xOnly = hexToBytes(await publicKeyOf(spark)).slice(1);
    expect(schnorr.verify(hexToBytes(r + s), hash, xOnly)).toBe(true);
  });

  it('hash with SHA-256 first when asked to', async () => {
    const { client, spark, publicKeyOf } = await setUp();
    const { r, s } = await client.signRawPayload({
      signWith: spark,
      payload: 'cafe',
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_SHA256',
    });
    const xOnly = hexToBytes(await publicKeyOf(spark)).slice(1);
    expect(schnorr.verify(hexToBytes(r + s), sha256(hexToBytes('cafe')), xOnly)).toBe(true);
  });

  it('leave the same key ECDSA when signWith is its compressed-key address', async () => {
    const { client, spark, compressed, publicKeyOf } = await setUp();
    expect(await publicKeyOf(compressed)).toBe(await publicKeyOf(spark));
    const hash = sha256(utf8Encode('identity'));
    const { r, s, v } = await client.signRawPayload({
      signWith: compressed,
      payload: bytesToHex(hash),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    });
    expect(['00', '01']).toContain(v);
    expect(secp256k1.verify(hexToBytes(r + s), hash, hexToBytes(compressed))).toBe(true);
  });

  it('refuse a NO_OP payload that is not 32 bytes, naming the field', async () => {
    const { client, spark } = await setUp();
    await expect(
      client.signRawPayload({
        signWith: spark,
        payload: 'cafe',
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NO_OP',
      }),
    ).rejects.toThrow(/payload.*32-byte/);
  });

  it('refuse an ed25519 Spark account with a 400 naming the field', async () => {
    const { client } = await setUp();
    const { walletId } = await client.createWallet({ walletName: 'Other', accounts: [] });
    await expect(
      client.createWalletAccounts({
        walletId,
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/8797555'/0'/0'",
            addressFormat: 'ADDRESS_FORMAT_SPARK_MAINNET',
          },
        ],
      }),
    ).rejects.toThrow(/accounts\[0\]/);
  });
});
