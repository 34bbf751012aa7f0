import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import {
  decryptExportBundle,
  encryptPrivateKeyToBundle,
  encryptWalletToBundle,
  generateP256KeyPair,
  hpkeEncrypt,
  PRODUCTION_SIGNER_SIGN_PUBLIC_KEY,
} from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { CryptoInputError } from '..';
import {
  exportBundle,
  importBundle,
  openEncryptedBundle,
  sandboxSignerPublicKey,
} from '../enclave-bundles';
import { hpkeOpen, hpkeSeal, p256KeyPair, p256PublicKey } from '../hpke';
import { ABANDON_ABOUT, hex, toHexString } from './fixtures';

const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));
const ORGANIZATION_ID = 'f9a31c64-d604-42e4-9bef-a773096afad7';
const USER_ID = '7d4a885d-4668-40c4-8f35-33301e11e7d5';

/**
 * An export bundle the platform issued, the private key it was sealed to and its mnemonic:
 * tkhq/swift-sdk@016327f786647dce83bbf43c126186e5fd4caa16, Tests/TurnkeyCryptoTests.swift,
 * testDecryptExportBundleMnemonic.
 */
const PLATFORM_EXPORT = {
  data: '7b22656e6361707065645075626c6963223a2230343434313065633837653566653266666461313561313866613337376132316133633431633334373666383631333362343238306164373631303266343064356462326463353362343730303763636139336166666330613535316464353134333937643039373931636664393233306663613330343862313731663364363738222c2263697068657274657874223a22656662303538626633666634626534653232323330326266326636303738363062343237346232623031616339343536643362613638646135613235363236303030613839383262313465306261663061306465323966353434353461333739613362653664633364386339343938376131353638633764393566396663346239316265663232316165356562383432333361323833323131346431373962646664636631643066376164656231353766343131613439383430222c226f7267616e697a6174696f6e4964223a2266396133316336342d643630342d343265342d396265662d613737333039366166616437227d',
  dataSignature:
    '304502203a7dc258590a637e76f6be6ed1a2080eed5614175060b9073f5e36592bdaf610022100ab9955b603df6cf45408067f652da48551652451b91967bf37dd094d13a7bdd4',
  embeddedKey: 'ffc6090f14bcf260e5dfe63f45412e60a477bb905956d7cc90195b71c2a544b3',
  mnemonic: 'leaf lady until indicate praise final route toast cake minimum insect unknown',
};

describe('hpke against a bundle the platform issued', () => {
  const signed = JSON.parse(new TextDecoder().decode(hex(PLATFORM_EXPORT.data))) as {
    encappedPublic: string;
    ciphertext: string;
    organizationId: string;
  };

  it('opens it to the published mnemonic', () => {
    const plaintext = hpkeOpen(
      { encappedPublic: hex(signed.encappedPublic), ciphertext: hex(signed.ciphertext) },
      hex(PLATFORM_EXPORT.embeddedKey),
    );
    expect(new TextDecoder().decode(plaintext)).toBe(PLATFORM_EXPORT.mnemonic);
  });

  it('reads the signature the way the sandbox writes it: DER over SHA-256 of the data bytes', () => {
    expect(signed.organizationId).toBe(ORGANIZATION_ID);
    const verified = p256.verify(
      hex(PLATFORM_EXPORT.dataSignature),
      sha256(hex(PLATFORM_EXPORT.data)),
      hex(PRODUCTION_SIGNER_SIGN_PUBLIC_KEY),
      { format: 'der' },
    );
    expect(verified).toBe(true);
  });
});

describe('hpkeSeal and hpkeOpen', () => {
  it('round-trip, and @turnkey/crypto seals what the sandbox opens', () => {
    const recipient = p256KeyPair(random);
    const message = new TextEncoder().encode(ABANDON_ABOUT);
    expect(hpkeOpen(hpkeSeal(message, recipient.publicKey, random), recipient.privateKey)).toEqual(
      message,
    );
    const theirs = hpkeEncrypt({ plainTextBuf: message, targetKeyBuf: recipient.publicKey });
    const encappedPublic = p256.ProjectivePoint.fromHex(theirs.slice(0, 33)).toRawBytes(false);
    expect(
      hpkeOpen({ encappedPublic, ciphertext: theirs.slice(33) }, recipient.privateKey),
    ).toEqual(message);
  });

  it('refuses a changed ciphertext and the wrong key', () => {
    const recipient = p256KeyPair(random);
    const sealed = hpkeSeal(new Uint8Array([1, 2, 3]), recipient.publicKey, random);
    const changed = sealed.ciphertext.slice();
    changed[0] = (changed[0] ?? 0) ^ 1;
    expect(() => hpkeOpen({ ...sealed, ciphertext: changed }, recipient.privateKey)).toThrow(
      /does not decrypt/,
    );
    expect(() => hpkeOpen(sealed, p256KeyPair(random).privateKey)).toThrow(CryptoInputError);
    expect(() =>
      hpkeOpen({ ...sealed, encappedPublic: new Uint8Array(65) }, recipient.privateKey),
    ).toThrow(/encappedPublic is not a point/);
  });

  it('takes a target key compressed or uncompressed, and names what is wrong with a bad one', () => {
    const { publicKey, publicKeyUncompressed } = generateP256KeyPair();
    expect(toHexString(p256PublicKey(publicKey, 'targetPublicKey'))).toBe(publicKeyUncompressed);
    expect(toHexString(p256PublicKey(`0x${publicKeyUncompressed}`, 'k'))).toBe(
      publicKeyUncompressed,
    );
    expect(() => p256PublicKey('04abcd', 'targetPublicKey')).toThrow(
      /targetPublicKey must be a P-256 public key: 33 bytes compressed or 65 bytes uncompressed/,
    );
    expect(() => p256PublicKey(`02${'ff'.repeat(32)}`, 'targetPublicKey')).toThrow(
      /not a point on the P-256 curve/,
    );
    expect(() => p256PublicKey('not hex', 'targetPublicKey')).toThrow(/not hexadecimal/);
  });
});

describe('export bundles, decrypted by @turnkey/crypto', () => {
  it('gives back a mnemonic and a private key with the sandbox signer pinned', async () => {
    const target = generateP256KeyPair();
    const mnemonicBundle = exportBundle(
      new TextEncoder().encode(ABANDON_ABOUT),
      target.publicKeyUncompressed,
      ORGANIZATION_ID,
      random,
    );
    await expect(
      decryptExportBundle({
        exportBundle: mnemonicBundle,
        embeddedKey: target.privateKey,
        organizationId: ORGANIZATION_ID,
        dangerouslyOverrideSignerPublicKey: sandboxSignerPublicKey(),
        returnMnemonic: true,
      }),
    ).resolves.toBe(ABANDON_ABOUT);
    const key = hex('11'.repeat(32));
    const keyBundle = exportBundle(key, target.publicKey, ORGANIZATION_ID, random);
    await expect(
      decryptExportBundle({
        exportBundle: keyBundle,
        embeddedKey: target.privateKey,
        organizationId: ORGANIZATION_ID,
        dangerouslyOverrideSignerPublicKey: sandboxSignerPublicKey(),
        returnMnemonic: false,
      }),
    ).resolves.toBe('11'.repeat(32));
  });

  it('is refused by a client that expects the platform signer or another organization', async () => {
    const target = generateP256KeyPair();
    const bundle = exportBundle(hex('22'.repeat(32)), target.publicKey, ORGANIZATION_ID, random);
    const base = { exportBundle: bundle, embeddedKey: target.privateKey, returnMnemonic: false };
    await expect(decryptExportBundle({ ...base, organizationId: ORGANIZATION_ID })).rejects.toThrow(
      /does not match signer key/,
    );
    await expect(
      decryptExportBundle({
        ...base,
        organizationId: 'another-organization',
        dangerouslyOverrideSignerPublicKey: sandboxSignerPublicKey(),
      }),
    ).rejects.toThrow(/organization id does not match/);
  });
});

describe('import bundles, answered by @turnkey/crypto', () => {
  const target = p256KeyPair(random);
  const bundle = importBundle(target.publicKey, ORGANIZATION_ID, USER_ID);
  const common = {
    importBundle: bundle,
    userId: USER_ID,
    organizationId: ORGANIZATION_ID,
    dangerouslyOverrideSignerPublicKey: sandboxSignerPublicKey(),
  };

  it('opens a wallet bundle and a private key bundle', async () => {
    const wallet = await encryptWalletToBundle({ ...common, mnemonic: ABANDON_ABOUT });
    expect(new TextDecoder().decode(openEncryptedBundle(wallet, target.privateKey))).toBe(
      ABANDON_ABOUT,
    );
    const key = await encryptPrivateKeyToBundle({
      ...common,
      privateKey: `0x${'33'.repeat(32)}`,
      keyFormat: 'HEXADECIMAL',
    });
    expect(toHexString(openEncryptedBundle(key, target.privateKey))).toBe('33'.repeat(32));
  });

  it('is refused by the client for another user, and a malformed answer is named', async () => {
    await expect(
      encryptWalletToBundle({ ...common, userId: 'someone-else', mnemonic: ABANDON_ABOUT }),
    ).rejects.toThrow(/user id does not match/);
    expect(() => openEncryptedBundle('not json', target.privateKey)).toThrow(/is not JSON/);
    expect(() => openEncryptedBundle('{"ciphertext":"00"}', target.privateKey)).toThrow(
      /"encappedPublic" and "ciphertext"/,
    );
  });
});
