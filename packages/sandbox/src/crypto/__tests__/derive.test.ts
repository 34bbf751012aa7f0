import { ed25519 } from '@noble/curves/ed25519';
import { describe, expect, it } from 'vitest';
import { CryptoInputError, deriveKey, mnemonicToSeed } from '..';
import { ABANDON_ABOUT, hex, toHexString } from './fixtures';

describe('deriveKey on secp256k1 (BIP-32)', () => {
  // BIP-32, "Test vector 1" (seed 000102…0f): private key and compressed public key per chain.
  const seed = hex('000102030405060708090a0b0c0d0e0f');
  it.each([
    [
      'm',
      'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35',
      '0339a36013301597daef41fbe593a02cc513d0b55527ec2df1050e2e8ff49c85c2',
    ],
    [
      "m/0'",
      'edb2e14f9ee77d26dd93b4ecede8d16ed408ce149b6cd80b0715a2d911a0afea',
      '035a784662a4a20a65bf6aab9ae98a6c068a81c52e4b032c0fb5400c706cfccc56',
    ],
    [
      "m/0'/1",
      '3c6cb8d0f6a264c91ea8b5030fadaa8e538b020f0a387421a12de9319dc93368',
      '03501e454bf00751f24b1b489aa925215d66af2234e3891c3b21a52bedb3cd711c',
    ],
    [
      'm/0H/1/2H/2/1000000000',
      '471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8',
      '022a471424da5e657499d1ff51cb43c47481a03b1e77f951fe64cec9f5a48f7011',
    ],
  ])('%s', (path, privateKey, publicKey) => {
    const key = deriveKey(seed, 'CURVE_SECP256K1', path);
    expect(toHexString(key.privateKey)).toBe(privateKey);
    expect(toHexString(key.publicKey)).toBe(publicKey);
  });

  // The Tron test key published in hyperlane-xyz/hyperlane-monorepo,
  // typescript/tron-sdk/src/testing/constants.ts: the BIP-39 test phrase at m/44'/195'/0'/0/0.
  it('derives the published key of the BIP-39 test phrase', async () => {
    const key = deriveKey(
      await mnemonicToSeed(ABANDON_ABOUT),
      'CURVE_SECP256K1',
      "m/44'/195'/0'/0/0",
    );
    expect(toHexString(key.privateKey)).toBe(
      'b5a4cea271ff424d7c31dc12a3e43e401df7a40d7412a15750f3f0b6b5449a28',
    );
  });
});

describe('deriveKey on ed25519 (SLIP-10)', () => {
  // SLIP-0010, "Test vector 1 for ed25519" (seed 000102…0f): private key per chain; the public
  // key is the vector's minus its leading 00 byte.
  const seed = hex('000102030405060708090a0b0c0d0e0f');
  it.each([
    ['m', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
    ["m/0'", '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
    ["m/0'/1'", 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
    ["m/0'/1'/2'", '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
    ["m/0'/1'/2'/2'", '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662'],
  ])('%s', (path, privateKey) => {
    const key = deriveKey(seed, 'CURVE_ED25519', path);
    expect(toHexString(key.privateKey)).toBe(privateKey);
    expect(key.publicKey).toEqual(ed25519.getPublicKey(key.privateKey));
  });

  it('gives the vector public key at m', () => {
    expect(toHexString(deriveKey(seed, 'CURVE_ED25519', 'm').publicKey)).toBe(
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    );
  });

  it('refuses a non-hardened step, naming it', () => {
    expect(() => deriveKey(seed, 'CURVE_ED25519', "m/44'/501'/0'/0")).toThrow(
      "ed25519 keys derive only through hardened steps (SLIP-10), but segment 4 of m/44'/501'/0'/0 is not hardened",
    );
  });
});

describe('deriveKey input checks', () => {
  const seed = new Uint8Array(64);
  it.each([
    ['', 'must start with "m/"'],
    ["44'/60'", 'must start with "m/"'],
    ['m/abc', 'invalid segment "abc"'],
    ['m/2147483648', 'invalid segment "2147483648"'],
    ["m/0''", `invalid segment "0''"`],
    ['m//0', 'invalid segment ""'],
  ])('rejects the path %j', (path, message) => {
    expect(() => deriveKey(seed, 'CURVE_SECP256K1', path)).toThrow(message);
  });

  it('rejects a short seed and an unknown curve', () => {
    expect(() => deriveKey(new Uint8Array(8), 'CURVE_SECP256K1', 'm')).toThrow(
      'A seed is 16 to 64 bytes',
    );
    // @ts-expect-error P-256 accounts are not derived here
    expect(() => deriveKey(seed, 'CURVE_P256', 'm')).toThrow(CryptoInputError);
  });
});
