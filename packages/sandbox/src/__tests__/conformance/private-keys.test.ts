/**
 * Standalone private keys through `@turnkey/sdk-server`'s `apiClient()`, unmodified: create with
 * tags, read, list, sign by id and by address (checked with viem and WebCrypto), tags, and the
 * export rule of delete_private_keys.
 */
import { bytesToHex, hexToBytes } from '@docs/platform-api/bytes';
import { p256 } from '@noble/curves/p256';
import { sha256 } from '@noble/hashes/sha2';
import { decryptExportBundle, generateP256KeyPair } from '@turnkey/crypto';
import { PublicKey } from '@solana/web3.js';
import { keccak256, recoverAddress, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { newServerClient, useSandbox } from './support';

const harness = useSandbox();

const ETHEREUM_KEY = {
  curve: 'CURVE_SECP256K1' as const,
  addressFormats: ['ADDRESS_FORMAT_ETHEREUM' as const, 'ADDRESS_FORMAT_COMPRESSED' as const],
};

describe('private keys through apiClient()', () => {
  it('creates a key with a tag, reads it back and signs by id and by address', async () => {
    const { client } = await newServerClient(harness);
    const { privateKeyTagId } = await client.createPrivateKeyTag({
      privateKeyTagName: 'hot',
      privateKeyIds: [],
    });
    const created = await client.createPrivateKeys({
      privateKeys: [
        { privateKeyName: 'Hot signer', privateKeyTags: [privateKeyTagId], ...ETHEREUM_KEY },
      ],
    });
    expect(created.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    const [result] = created.privateKeys;
    const privateKeyId = result?.privateKeyId ?? '';
    const address = result?.addresses?.[0]?.address ?? '';
    expect(result?.addresses?.map((entry) => entry.format)).toEqual(ETHEREUM_KEY.addressFormats);

    const { privateKey } = await client.getPrivateKey({ privateKeyId });
    expect(privateKey).toMatchObject({
      privateKeyName: 'Hot signer',
      curve: 'CURVE_SECP256K1',
      privateKeyTags: [privateKeyTagId],
      exported: false,
      imported: false,
    });
    expect(privateKey.publicKey).toBe(result?.addresses?.[1]?.address);
    expect(Object.keys(privateKey)).not.toContain('privateKey');
    const listed = await client.getPrivateKeys({});
    expect(listed.privateKeys.map((key) => key.privateKeyId)).toEqual([privateKeyId]);

    const payload = toHex('pay 1 ETH');
    for (const signWith of [privateKeyId, address]) {
      const signed = await client.signRawPayload({
        signWith,
        payload,
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      });
      const recovered = await recoverAddress({
        hash: keccak256(payload),
        signature: { r: `0x${signed.r}`, s: `0x${signed.s}`, yParity: Number(signed.v) },
      });
      expect(recovered).toBe(address);
    }
  });

  it('signs with an ed25519 key, verified by WebCrypto', async () => {
    const { client } = await newServerClient(harness);
    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: [
        {
          privateKeyName: 'Solana signer',
          curve: 'CURVE_ED25519',
          addressFormats: ['ADDRESS_FORMAT_SOLANA'],
          privateKeyTags: [],
        },
      ],
    });
    const address = privateKeys[0]?.addresses?.[0]?.address ?? '';
    const message = new TextEncoder().encode('transfer 1 SOL');
    const signed = await client.signRawPayload({
      signWith: address,
      payload: bytesToHex(message),
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(new PublicKey(address).toBytes()),
      'Ed25519',
      false,
      ['verify'],
    );
    const signature = Buffer.from(`${signed.r}${signed.s}`, 'hex');
    await expect(crypto.subtle.verify('Ed25519', key, signature, message)).resolves.toBe(true);
  });

  it('renames a tag, moves keys in and out of it and deletes it', async () => {
    const { client } = await newServerClient(harness);
    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: ['A', 'B'].map((name) => ({
        privateKeyName: name,
        privateKeyTags: [],
        ...ETHEREUM_KEY,
      })),
    });
    const [a, b] = privateKeys.map((key) => key.privateKeyId ?? '');
    const tag = await client.createPrivateKeyTag({
      privateKeyTagName: 'treasury',
      privateKeyIds: [a ?? ''],
    });
    await client.updatePrivateKeyTag({
      privateKeyTagId: tag.privateKeyTagId,
      newPrivateKeyTagName: 'cold',
      addPrivateKeyIds: [b ?? ''],
      removePrivateKeyIds: [a ?? ''],
    });
    const { privateKeyTags } = await client.listPrivateKeyTags({});
    expect(privateKeyTags).toEqual([
      expect.objectContaining({
        tagId: tag.privateKeyTagId,
        tagName: 'cold',
        tagType: 'TAG_TYPE_PRIVATE_KEY',
      }),
    ]);
    expect(
      (await client.getPrivateKey({ privateKeyId: a ?? '' })).privateKey.privateKeyTags,
    ).toEqual([]);
    const deleted = await client.deletePrivateKeyTags({ privateKeyTagIds: [tag.privateKeyTagId] });
    expect(deleted.privateKeyIds).toEqual([b]);
    expect(
      (await client.getPrivateKey({ privateKeyId: b ?? '' })).privateKey.privateKeyTags,
    ).toEqual([]);
    await expect(
      client.createPrivateKeys({
        privateKeys: [{ privateKeyName: 'C', privateKeyTags: ['no-such-tag'], ...ETHEREUM_KEY }],
      }),
    ).rejects.toThrow(/no private key tag no-such-tag/);
    await expect(
      client.createPrivateKeys({
        privateKeys: [{ privateKeyName: 'A', privateKeyTags: [], ...ETHEREUM_KEY }],
      }),
    ).rejects.toThrow(/A private key named A already exists/);
  });

  it('refuses to delete a key never exported unless told to', async () => {
    const { client } = await newServerClient(harness);
    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: [{ privateKeyName: 'Doomed', privateKeyTags: [], ...ETHEREUM_KEY }],
    });
    const privateKeyId = privateKeys[0]?.privateKeyId ?? '';
    await expect(client.deletePrivateKeys({ privateKeyIds: [privateKeyId] })).rejects.toMatchObject(
      {
        code: 9,
        message: expect.stringMatching(/never-exported/),
        details: [expect.objectContaining({ turnkeyErrorCode: 'WALLET_ACCOUNT_NOT_EXPORTED' })],
      },
    );
    const deleted = await client.deletePrivateKeys({
      privateKeyIds: [privateKeyId],
      deleteWithoutExport: true,
    });
    expect(deleted.privateKeyIds).toEqual([privateKeyId]);
    await expect(client.getPrivateKey({ privateKeyId })).rejects.toThrow(/No private key/);
    await expect(
      client.signRawPayload({
        signWith: privateKeyId,
        payload: '00'.repeat(32),
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NO_OP',
      }),
    ).rejects.toThrow(/no wallet account or private key/);
  });

  it('creates a CURVE_P256 key, as the disaster-recovery example does, and exports it', async () => {
    const { client, account } = await newServerClient(harness);
    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: [
        {
          privateKeyName: 'Escrow',
          curve: 'CURVE_P256',
          addressFormats: ['ADDRESS_FORMAT_UNCOMPRESSED'],
          privateKeyTags: [],
        },
      ],
    });
    const privateKeyId = privateKeys[0]?.privateKeyId ?? '';
    const { privateKey } = await client.getPrivateKey({ privateKeyId });
    expect(privateKey.curve).toBe('CURVE_P256');
    expect(privateKey.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    const uncompressed = privateKey.addresses[0]?.address ?? '';
    expect(uncompressed).toMatch(/^04[0-9a-f]{128}$/);

    const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
      enclaveSignerPublicKey: string;
    };
    const target = generateP256KeyPair();
    const { exportBundle } = await client.exportPrivateKey({
      privateKeyId,
      targetPublicKey: target.publicKeyUncompressed,
    });
    const secret = await decryptExportBundle({
      exportBundle,
      embeddedKey: target.privateKey,
      organizationId: account.organizationId,
      returnMnemonic: false,
      dangerouslyOverrideSignerPublicKey: info.enclaveSignerPublicKey,
    });
    expect(bytesToHex(p256.getPublicKey(secret.replace(/^0x/, ''), false))).toBe(uncompressed);

    await expect(
      client.createPrivateKeys({
        privateKeys: [
          {
            privateKeyName: 'Bad',
            curve: 'CURVE_P256',
            addressFormats: ['ADDRESS_FORMAT_ETHEREUM'],
            privateKeyTags: [],
          },
        ],
      }),
    ).rejects.toThrow(
      /privateKeys\[0\]\.addressFormats\[0\]: ADDRESS_FORMAT_ETHEREUM needs CURVE_SECP256K1/,
    );
  });

  it('signs with a CURVE_P256 key and a CURVE_P256 wallet account, by id and by address', async () => {
    const { client } = await newServerClient(harness);
    const payload = 'p-256 payload';
    const digest = sha256(new TextEncoder().encode(payload));
    const verifies = (signature: { r: string; s: string }, publicKey: string) =>
      p256.verify(hexToBytes(signature.r + signature.s), digest, hexToBytes(publicKey));

    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: [
        {
          privateKeyName: 'P-256 signer',
          curve: 'CURVE_P256',
          addressFormats: ['ADDRESS_FORMAT_COMPRESSED'],
          privateKeyTags: [],
        },
      ],
    });
    const privateKeyId = privateKeys[0]?.privateKeyId ?? '';
    const { privateKey } = await client.getPrivateKey({ privateKeyId });
    const byKey = await client.signRawPayload({
      signWith: privateKeyId,
      payload,
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
      hashFunction: 'HASH_FUNCTION_SHA256',
    });
    expect(verifies(byKey, privateKey.publicKey)).toBe(true);

    const { addresses } = await client.createWallet({
      walletName: 'P-256 wallet',
      accounts: [
        {
          curve: 'CURVE_P256',
          pathFormat: 'PATH_FORMAT_BIP32',
          path: "m/44'/0'/0'/0/0",
          addressFormat: 'ADDRESS_FORMAT_COMPRESSED',
        },
      ],
    });
    const address = addresses[0] ?? '';
    expect(address).toMatch(/^0[23][0-9a-f]{64}$/);
    const byAccount = await client.signRawPayload({
      signWith: address,
      payload,
      encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
      hashFunction: 'HASH_FUNCTION_SHA256',
    });
    expect(verifies(byAccount, address)).toBe(true);

    await expect(
      client.createWallet({
        walletName: 'P-256 on Ethereum',
        accounts: [
          {
            curve: 'CURVE_P256',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/60'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
          },
        ],
      }),
    ).rejects.toThrow(/accounts\[0\]\.curve: ADDRESS_FORMAT_ETHEREUM needs CURVE_SECP256K1/);
  });
});
