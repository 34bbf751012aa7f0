import {
  decryptCredentialBundle,
  formatHpkeBuf,
  generateP256KeyPair,
  hpkeDecrypt,
  hpkeEncrypt,
} from '@turnkey/crypto';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils';
import { createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { CryptoInputError } from '../errors';
import { compressedP256, hpkeOpen, hpkeSeal } from '../hpke';

describe('HPKE against @turnkey/crypto', () => {
  it('opens what @turnkey/crypto encrypts (the OTP bundle direction)', async () => {
    const recipient = generateP256KeyPair();
    const message = utf8ToBytes('{"otp_code":"123456","public_key":"02ab"}');
    const sealed = JSON.parse(
      formatHpkeBuf(
        hpkeEncrypt({
          plainTextBuf: message,
          targetKeyBuf: hexToBytes(recipient.publicKeyUncompressed),
        }),
      ),
    ) as { encappedPublic: string; ciphertext: string };
    const opened = await hpkeOpen(
      {
        encapsulatedKey: hexToBytes(sealed.encappedPublic),
        ciphertext: hexToBytes(sealed.ciphertext),
      },
      hexToBytes(recipient.privateKey),
    );
    expect(bytesToHex(opened)).toBe(bytesToHex(message));
  });

  it('seals what @turnkey/crypto decrypts, to a compressed or an uncompressed key', async () => {
    const recipient = generateP256KeyPair();
    for (const target of [recipient.publicKey, recipient.publicKeyUncompressed]) {
      const secret = randomBytes(32);
      const sealed = await hpkeSeal(secret, hexToBytes(target), randomBytes);
      const bundle = createBase58check(sha256).encode(
        concatBytes(compressedP256(sealed.encapsulatedKey), sealed.ciphertext),
      );
      expect(decryptCredentialBundle(bundle, recipient.privateKey)).toBe(bytesToHex(secret));
      const decrypted = hpkeDecrypt({
        ciphertextBuf: sealed.ciphertext,
        encappedKeyBuf: sealed.encapsulatedKey,
        receiverPriv: recipient.privateKey,
      });
      expect(bytesToHex(decrypted)).toBe(bytesToHex(secret));
    }
  });

  it('refuses a tampered ciphertext, another recipient and a key off the curve', async () => {
    const recipient = generateP256KeyPair();
    const other = generateP256KeyPair();
    const sealed = await hpkeSeal(
      utf8ToBytes('secret'),
      hexToBytes(recipient.publicKey),
      randomBytes,
    );
    const tampered = sealed.ciphertext.slice();
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    await expect(
      hpkeOpen({ ...sealed, ciphertext: tampered }, hexToBytes(recipient.privateKey)),
    ).rejects.toThrow(/does not decrypt/);
    await expect(hpkeOpen(sealed, hexToBytes(other.privateKey))).rejects.toThrow(CryptoInputError);
    await expect(
      hpkeSeal(utf8ToBytes('x'), new Uint8Array(33).fill(5), randomBytes),
    ).rejects.toThrow(/not a P-256 public key/);
  });
});
