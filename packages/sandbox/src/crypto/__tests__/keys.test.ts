import { Keypair } from '@solana/web3.js';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { addressFor, CryptoInputError, generateKeyPair, keyPairFromPrivateKey } from '..';
import { toHexString } from './fixtures';

describe('keyPairFromPrivateKey', () => {
  it('gives the compressed secp256k1 key viem gives', async () => {
    const { privateKey, publicKey } = generateKeyPair('CURVE_SECP256K1');
    const account = privateKeyToAccount(`0x${toHexString(privateKey)}`);
    expect(keyPairFromPrivateKey('CURVE_SECP256K1', privateKey).publicKey).toEqual(publicKey);
    expect(await addressFor('ADDRESS_FORMAT_ETHEREUM', publicKey)).toBe(account.address);
  });

  it('gives the ed25519 key @solana/web3.js gives', async () => {
    const { privateKey, publicKey } = generateKeyPair('CURVE_ED25519');
    expect(await addressFor('ADDRESS_FORMAT_SOLANA', publicKey)).toBe(
      Keypair.fromSeed(privateKey).publicKey.toBase58(),
    );
  });

  it('refuses a secp256k1 key outside [1, n-1], a wrong length and an unknown curve', () => {
    expect(() => keyPairFromPrivateKey('CURVE_SECP256K1', new Uint8Array(32))).toThrow(
      'Not a secp256k1 private key: it must be between 1 and the curve order',
    );
    expect(() => keyPairFromPrivateKey('CURVE_SECP256K1', new Uint8Array(32).fill(0xff))).toThrow(
      CryptoInputError,
    );
    expect(() => keyPairFromPrivateKey('CURVE_ED25519', new Uint8Array(31))).toThrow(
      'A private key is 32 bytes',
    );
    // @ts-expect-error P-256 keys are not made here
    expect(() => keyPairFromPrivateKey('CURVE_P256', new Uint8Array(32).fill(1))).toThrow(
      'Keys are CURVE_SECP256K1 or CURVE_ED25519; received CURVE_P256',
    );
  });
});

describe('generateKeyPair', () => {
  it('uses the random source it is given, drawing again past the curve order', () => {
    const draws = [new Uint8Array(32).fill(0xff), new Uint8Array(32).fill(7)];
    const pair = generateKeyPair('CURVE_SECP256K1', () => draws.shift() ?? new Uint8Array(32));
    expect(pair.privateKey).toEqual(new Uint8Array(32).fill(7));
    expect(() => generateKeyPair('CURVE_SECP256K1', () => new Uint8Array(32))).toThrow(
      'The random source gave no valid secp256k1 key in 8 draws',
    );
  });
});
