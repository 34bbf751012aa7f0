/**
 * `sandboxOverrides()` through the published `@turnkey/crypto`: every check it lists fails with
 * the client's built-in key and passes with the key it returns.
 */
import { encryptWalletToBundle } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { sandboxOverrides } from '../../client-overrides';
import { CLIENT_CHECKS } from '../../core/client-checks';
import { ETHEREUM_ACCOUNT, newServerClient, useSandbox } from './support';

const harness = useSandbox();

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('sandboxOverrides', () => {
  it('returns every client-side check with the key /sandbox/v1/info publishes for it', async () => {
    const overrides = await sandboxOverrides(harness.url);
    const info = (await (await fetch(`${harness.url}/sandbox/v1/info`)).json()) as {
      enclaveSignerPublicKey: string;
      keys: { otp: string; session: string };
      clientChecks: unknown[];
    };
    expect(Object.keys(overrides).sort()).toEqual(
      [
        'decryptExportBundle',
        'encryptOtpCodeToBundle',
        'encryptPrivateKeyToBundle',
        'encryptWalletToBundle',
        'verifyOtpVerificationToken',
        'verifySessionJwtSignature',
      ].sort(),
    );
    expect(info.clientChecks).toEqual(CLIENT_CHECKS);
    expect(overrides.encryptWalletToBundle?.publicKey).toBe(info.enclaveSignerPublicKey);
    expect(overrides.encryptOtpCodeToBundle?.publicKey).toBe(info.keys.otp);
    expect(overrides.verifySessionJwtSignature?.publicKey).toBe(info.keys.session);
    expect(overrides.decryptExportBundle?.override).toBe(
      `dangerouslyOverrideSignerPublicKey: "${info.enclaveSignerPublicKey}"`,
    );
  });

  it('the import check fails with the built-in key and passes with the override', async () => {
    const { account, client } = await newServerClient(harness);
    const overrides = await sandboxOverrides(harness.url);
    const { importBundle } = await client.initImportWallet({ userId: account.userId });
    const base = {
      mnemonic: MNEMONIC,
      importBundle,
      userId: account.userId,
      organizationId: account.organizationId,
    };
    await expect(encryptWalletToBundle(base)).rejects.toThrow();
    const encryptedBundle = await encryptWalletToBundle({
      ...base,
      dangerouslyOverrideSignerPublicKey: overrides.encryptWalletToBundle?.publicKey ?? '',
    });
    const imported = await client.importWallet({
      userId: account.userId,
      walletName: 'Imported with the override',
      encryptedBundle,
      accounts: [ETHEREUM_ACCOUNT],
    });
    expect(imported.addresses).toEqual(['0x9858EfFD232B4033E47d90003D41EC34EcaEda94']);
  });

  it('says so when the URL is not a sandbox', async () => {
    const notFound: typeof fetch = async () => new Response('no', { status: 404 });
    await expect(sandboxOverrides('http://127.0.0.1:1', notFound)).rejects.toThrow(
      /answered 404; is this a sandbox/,
    );
    const platformLike: typeof fetch = async () => Response.json({ keys: {} });
    await expect(sandboxOverrides('http://127.0.0.1:1', platformLike)).rejects.toThrow(
      /no enclaveSigner key for decryptExportBundle/,
    );
  });
});
