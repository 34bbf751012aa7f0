/** The sandbox's own answers: not implemented, not exported, not found, taken, too large, refused origin. */
import { p256 } from '@noble/curves/p256';
import { bytesToHex } from '@noble/hashes/utils';
import { ETHEREUM_ACCOUNT, now, type Scenario } from './support';

/** Where an export would be encrypted to: any uncompressed P-256 point will do here. */
const EXPORT_TARGET_KEY = bytesToHex(p256.getPublicKey(p256.utils.randomPrivateKey(), false));

export const sandboxRules: Scenario = {
  name: 'sandbox-rules',
  does: 'exporting a wallet phrase in another language (the sandbox keeps English only), deleting an unexported wallet, a missing wallet, a taken wallet name, a body over 1 MB, and sandbox POSTs from a web page and without a JSON content type',
  rows: [
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'An operation or feature the sandbox does not implement',
    },
    { doc: 'documentation/getting-started/sandbox.mdx', row: 'HTTP 501, code 12' },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'Deleting a wallet, or a private key, that was never exported',
    },
    {
      doc: 'documentation/getting-started/sandbox.mdx',
      row: 'Something named that does not exist',
    },
    { doc: 'documentation/getting-started/sandbox.mdx', row: 'HTTP 403 from `/sandbox/v1/…`' },
    { doc: 'documentation/getting-started/sandbox.mdx', row: 'HTTP 415 from `/sandbox/v1/…`' },
  ],
  async run(context, observed) {
    const org = await context.newOrganization();
    const wallet = (walletName: string) =>
      org.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: org.organizationId,
        parameters: { walletName, accounts: [ETHEREUM_ACCOUNT] },
      });
    // Every operation answers now; a feature the sandbox leaves out still answers 501: a phrase
    // exported in a language other than the English it was made in.
    const english = await wallet('English');
    const signed = await org.client.stampExportWallet({
      type: 'ACTIVITY_TYPE_EXPORT_WALLET',
      timestampMs: now(),
      organizationId: org.organizationId,
      parameters: {
        walletId: english.activity.result.createWalletResult?.walletId ?? '',
        targetPublicKey: EXPORT_TARGET_KEY,
        language: 'MNEMONIC_LANGUAGE_JAPANESE',
      },
    });
    await observed.response(
      await fetch(signed.url, {
        method: 'POST',
        body: signed.body,
        headers: { [signed.stamp.stampHeaderName]: signed.stamp.stampHeaderValue },
      }),
    );

    const { activity } = await wallet('Kept');
    const walletId = activity.result.createWalletResult?.walletId ?? '';
    await observed.throws('delete an unexported wallet', () =>
      org.client.deleteWallets({
        type: 'ACTIVITY_TYPE_DELETE_WALLETS',
        timestampMs: now(),
        organizationId: org.organizationId,
        parameters: { walletIds: [walletId] },
      }),
    );
    await observed.throws('a missing wallet', () =>
      org.client.getWallet({
        organizationId: org.organizationId,
        walletId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    await observed.throws('a taken wallet name', () => wallet('Kept'));
    // The server refuses an oversized body before the sandbox sees it: read the raw response.
    await observed.response(
      await fetch(`${context.url}/public/v1/submit/create_wallet`, {
        method: 'POST',
        body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const sandboxPost = (headers: Record<string, string>) =>
      fetch(`${context.url}/sandbox/v1/organizations`, { method: 'POST', body: '{}', headers });
    // A web page's request, then a program's request without a JSON content type.
    await observed.response(
      await sandboxPost({ 'Content-Type': 'application/json', Origin: 'https://page.example' }),
    );
    await observed.response(await sandboxPost({ 'Content-Type': 'text/plain' }));
  },
};
