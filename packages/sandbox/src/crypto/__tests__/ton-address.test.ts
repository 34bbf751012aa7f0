import { Address } from '@ton/core';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { ed25519 } from '@noble/curves/ed25519';
import { describe, expect, it } from 'vitest';
import { addressFor } from '..';
import { tonAccountId, tonAddress, type TonWalletVersion } from '../ton-address';

/** @ton/ton's contracts for the versions, as its README creates them (workchain 0, defaults). */
const LIBRARY: Record<TonWalletVersion, (publicKey: Buffer) => { address: Address }> = {
  v3r2: (publicKey) => WalletContractV3R2.create({ workchain: 0, publicKey }),
  v4r2: (publicKey) => WalletContractV4.create({ workchain: 0, publicKey }),
  v5r1: (publicKey) => WalletContractV5R1.create({ workchain: 0, publicKey }),
};
const VERSIONS = Object.keys(LIBRARY) as TonWalletVersion[];

const randomKeys = Array.from({ length: 6 }, () =>
  ed25519.getPublicKey(ed25519.utils.randomPrivateKey()),
);

describe('TON wallet addresses', () => {
  it.each(VERSIONS)(
    '%s: the account id and the UQ… form equal @ton/ton for random keys',
    (version) => {
      for (const publicKey of randomKeys) {
        const expected = LIBRARY[version](Buffer.from(publicKey)).address;
        expect(Buffer.from(tonAccountId(version, publicKey)).toString('hex')).toBe(
          expected.hash.toString('hex'),
        );
        expect(tonAddress(version, publicKey)).toBe(
          expected.toString({ bounceable: false, urlSafe: true, testOnly: false }),
        );
      }
    },
  );

  it.each(VERSIONS)(
    '%s: the string parses back as a non-bounceable mainnet workchain-0 address',
    (version) => {
      const publicKey = randomKeys[0] ?? new Uint8Array(32);
      const parsed = Address.parseFriendly(tonAddress(version, publicKey));
      expect(parsed).toMatchObject({ isBounceable: false, isTestOnly: false });
      expect(parsed.address.workChain).toBe(0);
      expect(parsed.address.hash.toString('hex')).toBe(
        Buffer.from(tonAccountId(version, publicKey)).toString('hex'),
      );
    },
  );

  it('gives the three versions three different addresses for one key', () => {
    const publicKey = randomKeys[1] ?? new Uint8Array(32);
    expect(new Set(VERSIONS.map((version) => tonAddress(version, publicKey))).size).toBe(3);
  });

  it('is what addressFor answers for the TON formats', async () => {
    const publicKey = randomKeys[2] ?? new Uint8Array(32);
    expect(await addressFor('ADDRESS_FORMAT_TON_V4R2', publicKey)).toBe(
      tonAddress('v4r2', publicKey),
    );
    await expect(addressFor('ADDRESS_FORMAT_TON_V5R1', new Uint8Array(33))).rejects.toThrow(
      'ADDRESS_FORMAT_TON_V5R1 needs a CURVE_ED25519 public key of 32 bytes',
    );
  });
});
