/** The sandbox's own answers: not implemented, not exported, not found, taken, too large, refused origin. */
import { ETHEREUM_ACCOUNT, now, type Scenario } from './support';

export const sandboxRules: Scenario = {
  name: 'sandbox-rules',
  does: 'a wallet account on a curve the sandbox leaves out (CURVE_P256), deleting an unexported wallet, a missing wallet, a taken wallet name, a body over 1 MB, and sandbox POSTs from a web page and without a JSON content type',
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
    // Every operation answers now; a feature the sandbox leaves out still answers 501:
    // wallet accounts on CURVE_P256.
    const signed = await org.client.stampCreateWallet({
      type: 'ACTIVITY_TYPE_CREATE_WALLET',
      timestampMs: now(),
      organizationId: org.organizationId,
      parameters: {
        walletName: 'P-256',
        accounts: [
          {
            curve: 'CURVE_P256',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/0'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_COMPRESSED',
          },
        ],
      },
    });
    await observed.response(
      await fetch(signed.url, {
        method: 'POST',
        body: signed.body,
        headers: { [signed.stamp.stampHeaderName]: signed.stamp.stampHeaderValue },
      }),
    );

    const wallet = (walletName: string) =>
      org.client.createWallet({
        type: 'ACTIVITY_TYPE_CREATE_WALLET',
        timestampMs: now(),
        organizationId: org.organizationId,
        parameters: { walletName, accounts: [ETHEREUM_ACCOUNT] },
      });
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
