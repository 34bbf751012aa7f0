/**
 * Export and import with the platform's bundles: `@turnkey/sdk-server`'s `apiClient()` asks,
 * `@turnkey/crypto` decrypts and encrypts, both unmodified, with the sandbox signer's public key
 * (from `GET /sandbox/v1/info`) as `dangerouslyOverrideSignerPublicKey`. Addresses are checked
 * with viem and `@solana/web3.js`.
 */
import { bytesToHex } from '@docs/platform-api/bytes';
import { Keypair } from '@solana/web3.js';
import {
  decryptExportBundle,
  encryptPrivateKeyToBundle,
  encryptWalletToBundle,
  generateP256KeyPair,
} from '@turnkey/crypto';
import { base58 } from '@scure/base';
import { createAccount } from '@turnkey/viem';
import { keccak256, recoverAddress, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ETHEREUM_ACCOUNT, newServerClient, useSandbox } from './support';

const harness = useSandbox();

/** The BIP-39 test phrase and its first Ethereum address (m/44'/60'/0'/0/0), from
 * ethereum-optimism/optimism packages/optimism-provider/test/common.ts (etherbase). */
const ABANDON_ABOUT =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ABANDON_ABOUT_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

const SOLANA_ACCOUNT = {
  curve: 'CURVE_ED25519' as const,
  pathFormat: 'PATH_FORMAT_BIP32' as const,
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA' as const,
};

let signerKey = '';
beforeAll(async () => {
  const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
    enclaveSignerPublicKey: string;
  };
  signerKey = info.enclaveSignerPublicKey;
});

/** The numeric code and `turnkeyErrorCode` of a rejected call. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { code, details, message } = error as {
      code?: number;
      message: string;
      details?: { turnkeyErrorCode?: string }[];
    };
    return { code, message, turnkeyErrorCode: details?.[0]?.turnkeyErrorCode };
  }
  throw new Error('the call succeeded');
}

describe('export', () => {
  it('exports a wallet whose decrypted mnemonic derives the account, and marks it exported', async () => {
    const { account, client } = await newServerClient(harness);
    const { walletId, addresses } = await client.createWallet({
      walletName: 'Exported',
      accounts: [ETHEREUM_ACCOUNT],
    });
    const target = generateP256KeyPair();
    const { exportBundle } = await client.exportWallet({
      walletId,
      targetPublicKey: target.publicKeyUncompressed,
      language: 'MNEMONIC_LANGUAGE_ENGLISH',
    });
    const mnemonic = await decryptExportBundle({
      exportBundle,
      embeddedKey: target.privateKey,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
      returnMnemonic: true,
    });
    expect(mnemonic.split(' ')).toHaveLength(12);
    expect(mnemonicToAccount(mnemonic).address).toBe(addresses[0]);
    expect((await client.getWallet({ walletId })).wallet.exported).toBe(true);
    await expect(client.deleteWallets({ walletIds: [walletId] })).resolves.toMatchObject({
      walletIds: [walletId],
    });
  });

  it('exports one Ethereum and one Solana account as their private keys', async () => {
    const { account, client } = await newServerClient(harness);
    const { walletId, addresses } = await client.createWallet({
      walletName: 'Two chains',
      accounts: [ETHEREUM_ACCOUNT, SOLANA_ACCOUNT],
    });
    const [ethereum, solana] = addresses;
    const target = generateP256KeyPair();
    const decrypt = async (address: string, keyFormat?: 'SOLANA') => {
      const { exportBundle } = await client.exportWalletAccount({
        address,
        targetPublicKey: target.publicKey,
      });
      return decryptExportBundle({
        exportBundle,
        embeddedKey: target.privateKey,
        organizationId: account.organizationId,
        dangerouslyOverrideSignerPublicKey: signerKey,
        returnMnemonic: false,
        ...(keyFormat ? { keyFormat } : {}),
      });
    };
    const ethereumKey = await decrypt(ethereum ?? '');
    expect(privateKeyToAccount(`0x${ethereumKey}`).address).toBe(ethereum);
    const solanaKey = await decrypt(solana ?? '', 'SOLANA');
    expect(Keypair.fromSecretKey(base58.decode(solanaKey)).publicKey.toBase58()).toBe(solana);
    expect((await client.getWallet({ walletId })).wallet.exported).toBe(false);
  });

  it('exports a private key and then allows deleting it', async () => {
    const { account, client } = await newServerClient(harness);
    const { privateKeys } = await client.createPrivateKeys({
      privateKeys: [
        {
          privateKeyName: 'To export',
          curve: 'CURVE_SECP256K1',
          addressFormats: ['ADDRESS_FORMAT_ETHEREUM'],
          privateKeyTags: [],
        },
      ],
    });
    const privateKeyId = privateKeys[0]?.privateKeyId ?? '';
    const target = generateP256KeyPair();
    const { exportBundle } = await client.exportPrivateKey({
      privateKeyId,
      targetPublicKey: target.publicKeyUncompressed,
    });
    const key = await decryptExportBundle({
      exportBundle,
      embeddedKey: target.privateKey,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
      returnMnemonic: false,
    });
    expect(privateKeyToAccount(`0x${key}`).address).toBe(privateKeys[0]?.addresses?.[0]?.address);
    expect((await client.getPrivateKey({ privateKeyId })).privateKey.exported).toBe(true);
    await expect(
      client.deletePrivateKeys({ privateKeyIds: [privateKeyId] }),
    ).resolves.toMatchObject({ privateKeyIds: [privateKeyId] });
  });

  it('is refused by @turnkey/crypto without the sandbox signer key', async () => {
    const { account, client } = await newServerClient(harness);
    const { walletId } = await client.createWallet({ walletName: 'W', accounts: [] });
    const target = generateP256KeyPair();
    const { exportBundle } = await client.exportWallet({
      walletId,
      targetPublicKey: target.publicKeyUncompressed,
    });
    await expect(
      decryptExportBundle({
        exportBundle,
        embeddedKey: target.privateKey,
        organizationId: account.organizationId,
        returnMnemonic: true,
      }),
    ).rejects.toThrow(/does not match signer key/);
  });

  it('answers a malformed target key and an unknown wallet with the platform error shape', async () => {
    const { client } = await newServerClient(harness);
    const { walletId } = await client.createWallet({ walletName: 'W', accounts: [] });
    expect(await failure(client.exportWallet({ walletId, targetPublicKey: '04abcd' }))).toEqual({
      code: 3,
      message: expect.stringMatching(/targetPublicKey must be a P-256 public key/),
      turnkeyErrorCode: 'REQUEST_INVALID',
    });
    const target = generateP256KeyPair().publicKeyUncompressed;
    expect(
      await failure(client.exportWallet({ walletId: 'no-such-wallet', targetPublicKey: target })),
    ).toEqual({
      code: 5,
      message: expect.stringMatching(/No wallet no-such-wallet/),
      turnkeyErrorCode: 'REQUEST_INVALID',
    });
    expect(
      await failure(client.exportWalletAccount({ address: '0x00', targetPublicKey: target })),
    ).toMatchObject({ code: 5, turnkeyErrorCode: 'REQUEST_INVALID' });
    expect(
      await failure(
        client.exportWallet({
          walletId,
          targetPublicKey: target,
          language: 'MNEMONIC_LANGUAGE_FRENCH',
        }),
      ),
    ).toMatchObject({ code: 12, turnkeyErrorCode: 'UNSPECIFIED' });
    const stranger = await newServerClient(harness);
    expect(
      await failure(stranger.client.exportWallet({ walletId, targetPublicKey: target })),
    ).toMatchObject({ code: 5, turnkeyErrorCode: 'REQUEST_INVALID' });
    expect((await client.getWallet({ walletId })).wallet.exported).toBe(false);
  });
});

describe('import', () => {
  it('imports the BIP-39 test phrase and gets its published Ethereum address', async () => {
    const { account, client } = await newServerClient(harness);
    const { importBundle } = await client.initImportWallet({ userId: account.userId });
    const encryptedBundle = await encryptWalletToBundle({
      mnemonic: ABANDON_ABOUT,
      importBundle,
      userId: account.userId,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
    });
    const imported = await client.importWallet({
      userId: account.userId,
      walletName: 'Imported',
      encryptedBundle,
      accounts: [ETHEREUM_ACCOUNT],
    });
    expect(imported.addresses).toEqual([ABANDON_ABOUT_ADDRESS]);
    const { wallet } = await client.getWallet({ walletId: imported.walletId });
    expect(wallet).toMatchObject({ imported: true, exported: false });
  });

  it('imports a private key and signs with it; viem recovers the same address', async () => {
    const { account, client } = await newServerClient(harness);
    const privateKey = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
    const expected = privateKeyToAccount(`0x${privateKey}`).address;
    const { importBundle } = await client.initImportPrivateKey({ userId: account.userId });
    const encryptedBundle = await encryptPrivateKeyToBundle({
      privateKey,
      keyFormat: 'HEXADECIMAL',
      importBundle,
      userId: account.userId,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
    });
    const imported = await client.importPrivateKey({
      userId: account.userId,
      privateKeyName: 'Imported key',
      encryptedBundle,
      curve: 'CURVE_SECP256K1',
      addressFormats: ['ADDRESS_FORMAT_ETHEREUM'],
    });
    expect(imported.addresses).toEqual([{ format: 'ADDRESS_FORMAT_ETHEREUM', address: expected }]);
    const payload = toHex('imported and signing');
    const signed = await client.signRawPayload({
      signWith: imported.privateKeyId,
      payload,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_KECCAK256',
    });
    const recovered = await recoverAddress({
      hash: keccak256(payload),
      signature: { r: `0x${signed.r}`, s: `0x${signed.s}`, yParity: Number(signed.v) },
    });
    expect(recovered).toBe(expected);
    const { privateKey: stored } = await client.getPrivateKey({
      privateKeyId: imported.privateKeyId,
    });
    expect(stored).toMatchObject({ imported: true, exported: false });

    // @turnkey/viem signs a transaction with the key by id; viem's local signer gives the same bytes.
    const viemAccount = await createAccount({
      // @turnkey/viem is typed against its own copy of @turnkey/http's client.
      client: account.client as unknown as Parameters<typeof createAccount>[0]['client'],
      organizationId: account.organizationId,
      signWith: imported.privateKeyId,
      ethereumAddress: expected,
    });
    const transaction = {
      type: 'eip1559',
      chainId: 11155111,
      nonce: 7,
      to: '0x0000000000000000000000000000000000000001',
      value: 1000n,
      gas: 21000n,
      maxFeePerGas: 30000000000n,
      maxPriorityFeePerGas: 1000000000n,
    } as const;
    expect(await viemAccount.signTransaction(transaction)).toBe(
      await privateKeyToAccount(`0x${privateKey}`).signTransaction(transaction),
    );
  });

  it('imports a Solana key in the SOLANA format and derives its address', async () => {
    const { account, client } = await newServerClient(harness);
    const keypair = Keypair.generate();
    const { importBundle } = await client.initImportPrivateKey({ userId: account.userId });
    const encryptedBundle = await encryptPrivateKeyToBundle({
      privateKey: base58.encode(keypair.secretKey),
      keyFormat: 'SOLANA',
      importBundle,
      userId: account.userId,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
    });
    const imported = await client.importPrivateKey({
      userId: account.userId,
      privateKeyName: 'Solana import',
      encryptedBundle,
      curve: 'CURVE_ED25519',
      addressFormats: ['ADDRESS_FORMAT_SOLANA'],
    });
    expect(imported.addresses[0]?.address).toBe(keypair.publicKey.toBase58());
  });

  it('refuses a tampered bundle, a bundle for another user, and an import never started', async () => {
    const { account, client } = await newServerClient(harness);
    const { userIds } = await client.createUsers({
      users: [
        {
          userName: 'Other',
          apiKeys: [],
          authenticators: [],
          oauthProviders: [],
          userTags: [],
        },
      ],
    });
    const other = userIds[0] ?? '';
    const base = {
      userId: account.userId,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
    };
    const params = { walletName: 'Imported', accounts: [ETHEREUM_ACCOUNT] };
    expect(
      await failure(client.importWallet({ ...params, userId: other, encryptedBundle: '{}' })),
    ).toEqual({
      code: 9,
      message: expect.stringMatching(/has no import in progress.*init_import_wallet/),
      turnkeyErrorCode: 'REQUEST_INVALID',
    });

    const { importBundle } = await client.initImportWallet({ userId: account.userId });
    await expect(
      encryptWalletToBundle({ ...base, userId: other, mnemonic: ABANDON_ABOUT, importBundle }),
    ).rejects.toThrow(/user id does not match/);
    const encryptedBundle = await encryptWalletToBundle({
      ...base,
      mnemonic: ABANDON_ABOUT,
      importBundle,
    });
    const { encappedPublic, ciphertext } = JSON.parse(encryptedBundle) as {
      encappedPublic: string;
      ciphertext: string;
    };
    const flipped = `${ciphertext.slice(0, -1)}${ciphertext.endsWith('0') ? '1' : '0'}`;
    const tampered = JSON.stringify({ encappedPublic, ciphertext: flipped });
    expect(
      await failure(
        client.importWallet({ ...params, userId: account.userId, encryptedBundle: tampered }),
      ),
    ).toEqual({
      code: 3,
      message: expect.stringMatching(/encryptedBundle: The ciphertext does not decrypt/),
      turnkeyErrorCode: 'REQUEST_INVALID',
    });

    await client.initImportWallet({ userId: other });
    expect(
      await failure(client.importWallet({ ...params, userId: other, encryptedBundle })),
    ).toMatchObject({ code: 3, turnkeyErrorCode: 'REQUEST_INVALID' });
    expect(
      await failure(
        client.importWallet({ ...params, userId: account.userId, encryptedBundle: 'x' }),
      ),
    ).toMatchObject({ code: 3, message: expect.stringMatching(/encryptedBundle: is not JSON/) });
    expect(await failure(client.initImportWallet({ userId: 'no-such-user' }))).toMatchObject({
      code: 5,
      turnkeyErrorCode: 'REQUEST_INVALID',
    });

    const imported = await client.importWallet({
      ...params,
      userId: account.userId,
      encryptedBundle,
    });
    expect(imported.addresses).toEqual([ABANDON_ABOUT_ADDRESS]);
    const { wallets } = await client.getWallets({});
    expect(wallets.map((wallet) => wallet.walletName)).toEqual(['Imported']);
  });

  it('refuses a decrypted secret that is not a mnemonic or not a key of the curve', async () => {
    const { account, client } = await newServerClient(harness);
    const base = {
      userId: account.userId,
      organizationId: account.organizationId,
      dangerouslyOverrideSignerPublicKey: signerKey,
    };
    const wallet = await client.initImportWallet({ userId: account.userId });
    const notAPhrase = await encryptWalletToBundle({
      ...base,
      mnemonic: 'abandon abandon abandon',
      importBundle: wallet.importBundle,
    });
    expect(
      await failure(
        client.importWallet({
          userId: account.userId,
          walletName: 'Bad',
          encryptedBundle: notAPhrase,
          accounts: [],
        }),
      ),
    ).toMatchObject({ code: 3, turnkeyErrorCode: 'REQUEST_INVALID' });
    const key = await client.initImportPrivateKey({ userId: account.userId });
    const zero = await encryptPrivateKeyToBundle({
      ...base,
      privateKey: '00'.repeat(32),
      keyFormat: 'HEXADECIMAL',
      importBundle: key.importBundle,
    });
    expect(
      await failure(
        client.importPrivateKey({
          userId: account.userId,
          privateKeyName: 'Zero',
          encryptedBundle: zero,
          curve: 'CURVE_SECP256K1',
          addressFormats: [],
        }),
      ),
    ).toMatchObject({
      code: 3,
      message: expect.stringMatching(/encryptedBundle: Not a secp256k1/),
    });
  });
});
