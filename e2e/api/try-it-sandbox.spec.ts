import { execFileSync } from 'node:child_process';
import {
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { verifyApiKeyStamp } from '@docs/platform-api';
import { colorModes, expectColorMode, expectNoAxeViolations, useColorMode } from '../a11y/support';
import { startStampServer, type StampServer } from '../support/stamp-server';
import { NARROW } from '../support/viewports';
import { openApiPage, operation } from './helpers';
import {
  body,
  expect,
  indexedDbDump,
  openSandboxPanel,
  openTryIt,
  reloadApiPage,
  responseJson,
  send,
  sendAndWait,
  tabTo,
} from './try-it-support';

/** A stamp-checking server allowing the site's origin, for the environments that use the network. */
const test = base.extend<{ server: StampServer }>({
  server: async ({ baseURL }, use) => {
    const server = await startStampServer({ allowOrigin: new URL(baseURL ?? '').origin });
    await use(server);
    await server.close();
  },
});

test.describe.configure({ timeout: 120_000 });
/** Every request the context's pages (and their workers) make that leaves the page's origin. */
function recordOffOrigin(context: BrowserContext, origin: string): string[] {
  const offending: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) offending.push(url);
  });
  return offending;
}

interface Activity {
  activity: { result: Record<string, Record<string, unknown>> };
}

/** Ethereum address of the secp256k1 key that made (r, s, v) over `hash`. */
function recoverAddress(hash: Uint8Array, r: string, s: string, v: string): string {
  const signature = new secp256k1.Signature(BigInt(`0x${r}`), BigInt(`0x${s}`)).addRecoveryBit(
    Number.parseInt(v, 16),
  );
  const publicKey = signature.recoverPublicKey(hash).toRawBytes(false);
  return `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}`;
}

/** whoami → create_wallet → sign_raw_payload, pressing only Send; returns what was signed. */
async function guidedFlow(page: Page) {
  const whoami = await openSandboxPanel(page, 'whoami');
  const organizationId = await whoami.getByTestId('try-it-sandbox-organization').innerText();
  expect(JSON.parse(await body(whoami).inputValue())).toEqual({ organizationId });
  await sendAndWait(whoami);
  expect(await responseJson(whoami)).toMatchObject({ organizationId });

  const createWallet = await openTryIt(page, 'create_wallet');
  await expect(body(createWallet)).toHaveValue(new RegExp(`"organizationId": "${organizationId}"`));
  await sendAndWait(createWallet);
  const created = (await responseJson(createWallet)) as Activity;
  const { walletId, addresses } = created.activity.result.createWalletResult as {
    walletId: string;
    addresses: string[];
  };
  const address = addresses[0] ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  const sign = await openTryIt(page, 'sign_raw_payload');
  // The body picks up the wallet just created: no editing.
  await expect(body(sign)).toHaveValue(new RegExp(`"signWith": "${address}"`));
  const sent = JSON.parse(await body(sign).inputValue()) as {
    parameters: { payload: string; hashFunction: string; encoding: string };
  };
  await sendAndWait(sign);
  const signed = (await responseJson(sign)) as Activity;
  const { r, s, v } = signed.activity.result.signRawPayloadResult as Record<string, string>;
  expect(sent.parameters).toMatchObject({
    hashFunction: 'HASH_FUNCTION_KECCAK256',
    encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
  });
  const hash = keccak_256(new TextEncoder().encode(sent.parameters.payload));
  expect(recoverAddress(hash, r ?? '', s ?? '', v ?? '').toLowerCase()).toBe(address.toLowerCase());
  return { organizationId, walletId, address, whoami, createWallet, sign };
}

test.describe('Try it with the in-page sandbox', () => {
  test('three Sends: whoami, create_wallet, sign_raw_payload, signature verified, nothing leaves the page', async ({
    context,
    page,
    baseURL,
  }) => {
    const offending = recordOffOrigin(context, new URL(baseURL ?? '').origin);
    const { whoami } = await guidedFlow(page);
    await expect(whoami.getByTestId('try-it-active-environment')).toContainText(
      'Sending to Sandbox (in this page)',
    );
    expect(offending).toEqual([]);
  });

  test('the response links IDs to the operations that take them', async ({ page }) => {
    const { createWallet, address, walletId } = await guidedFlow(page);
    await createWallet
      .getByRole('button', { name: `Use in get_wallet: walletId ${walletId}` })
      .click();
    const getWallet = operation(page, 'get_wallet').getByTestId('try-it-panel');
    await expect(getWallet).toBeFocused();
    await expect(body(getWallet)).toHaveValue(new RegExp(`"walletId": "${walletId}"`));
    await sendAndWait(getWallet);
    expect(await responseJson(getWallet)).toMatchObject({ wallet: { walletId } });
    await createWallet
      .getByRole('button', { name: `Use in sign_transaction: address ${address}` })
      .click();
    const signTransaction = operation(page, 'sign_transaction').getByTestId('try-it-panel');
    await expect(body(signTransaction)).toHaveValue(new RegExp(`"signWith": "${address}"`));
  });

  test('a reload keeps the wallet; Reset, once confirmed, clears it', async ({ page }) => {
    const { organizationId } = await guidedFlow(page);
    await reloadApiPage(page);
    const panel = await openTryIt(page, 'create_wallet');
    const sandbox = panel.getByTestId('try-it-sandbox');
    await expect(panel.getByTestId('try-it-sandbox-organization')).toHaveText(organizationId);
    await expect(sandbox).toContainText('holds 1 wallet;');

    await panel.getByRole('button', { name: 'Reset sandbox' }).click();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(sandbox).toContainText('holds 1 wallet;');
    await panel.getByRole('button', { name: 'Reset sandbox' }).click();
    await panel.getByRole('button', { name: 'Delete and start afresh' }).click();
    await expect(sandbox).toContainText('holds 0 wallets;');
    await expect(panel.getByTestId('try-it-sandbox-organization')).not.toHaveText(organizationId);
    expect(await indexedDbDump(page)).not.toContain(organizationId);
  });

  test('history lists each request; Replay sends it again; Copy as curl has the real stamp', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = await openSandboxPanel(page, 'whoami');
    await sendAndWait(panel);
    await panel.getByText(/The stamp sent/).click();
    const stamp = await panel.getByTestId('try-it-stamp').innerText();

    await panel.getByRole('button', { name: 'Copy as curl' }).first().click();
    await expect(panel.getByText('Copied.')).toBeVisible();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    // The shell's own reading of the command: the URL, the stamp header and the exact body.
    const words = execFileSync(
      'sh',
      ['-c', `set -- ${command.replace(/^curl /, '').replace(/\\\n/g, ' ')}; printf '%s\\0' "$@"`],
      { encoding: 'utf8', timeout: 10_000 },
    )
      .split('\0')
      .slice(0, -1);
    expect(words[2]).toBe('http://127.0.0.1:8787/public/v1/query/whoami');
    expect(words[6]).toBe(`X-Stamp: ${stamp}`);
    const sentBody = words[8] ?? '';
    expect(sentBody).toBe(await body(panel).inputValue());
    expect(await verifyApiKeyStamp(sentBody, stamp)).toMatchObject({ valid: true });
    await expect(panel).toContainText('curl needs the local sandbox');

    const history = panel.getByTestId('try-it-history');
    await history.getByText(/^History of this session/).click();
    const entries = history.getByTestId('try-it-history-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('whoami · Sandbox (in this page) · 200');
    await entries
      .first()
      .getByRole('button', { name: /^Replay whoami/ })
      .click();
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('whoami · Sandbox (in this page) · 200');
    // Session only.
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('api-reference.try-it.history') ?? '',
      local: JSON.stringify({ ...localStorage }),
    }));
    expect(stored.session).toContain(stamp);
    expect(stored.local).not.toContain(stamp);
  });
});

test.describe('Try it environments', () => {
  test('switching environments changes where requests go and which key stamps them', async ({
    page,
    server,
  }) => {
    const panel = await openSandboxPanel(page, 'whoami');
    const active = panel.getByTestId('try-it-active-environment');
    await expect(panel.getByRole('radio', { name: /^Sandbox \(in this page\)/ })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Generate a key pair' })).toHaveCount(0);

    await panel.getByRole('radio', { name: /^Production/ }).check();
    await expect(active).toContainText(
      'Sending to Production: POST https://api.turnkey.com/public/v1/query/whoami',
    );
    // The sandbox's key is not offered: Production starts with no key at all.
    await expect(panel.getByRole('button', { name: 'Generate a key pair' })).toBeVisible();
    await expect(send(panel)).toBeDisabled();
    await expect(panel.getByText('Choose an API key to send.')).toBeVisible();

    await panel.getByRole('radio', { name: /^Local sandbox/ }).check();
    await expect(active).toContainText('POST http://127.0.0.1:8787/public/v1/query/whoami');

    await panel.getByRole('radio', { name: /^Custom base URL/ }).check();
    await panel.getByLabel('Base URL', { exact: true }).fill('ftp://nowhere');
    await expect(panel.getByRole('alert').first()).toContainText('must start with http://');
    await panel.getByLabel('Base URL', { exact: true }).fill(server.url);
    await panel.getByRole('button', { name: 'Generate a key pair' }).click();
    await sendAndWait(panel);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.verified).toBe(true);

    // The snippets follow the environment and the body as edited.
    await body(panel).fill(JSON.stringify({ organizationId: 'edited-org-id' }));
    await panel.getByText('This request as code').click();
    const snippets = panel.getByTestId('try-it-snippets');
    await expect(snippets).toContainText(`${server.url}/public/v1/query/whoami`);
    await expect(snippets).toContainText('edited-org-id');
    await panel.getByRole('radio', { name: /^Sandbox \(in this page\)/ }).check();
    await expect(snippets).toContainText('run these against the local sandbox');
    await expect(snippets).toContainText('http://127.0.0.1:8787/public/v1/query/whoami');
    await panel.getByRole('radio', { name: /^Custom base URL/ }).check();

    // Remembered across a reload.
    await reloadApiPage(page);
    const again = await openTryIt(page, 'whoami');
    await expect(again.getByRole('radio', { name: /^Custom base URL/ })).toBeChecked();
    await expect(again.getByLabel('Base URL', { exact: true })).toHaveValue(server.url);
  });

  test('a key pasted for Production is never sent to, or stored by, the in-page sandbox', async ({
    page,
    server,
  }) => {
    const panel = await openSandboxPanel(page, 'whoami');
    const sandboxKeys = await indexedDbDump(page);
    await panel.getByRole('radio', { name: /^Custom base URL/ }).check();
    await panel.getByLabel('Base URL', { exact: true }).fill(server.url);
    await panel.getByRole('button', { name: 'Generate a key pair' }).click();
    const readerPublicKey = await panel.getByTestId('try-it-public-key').innerText();
    const readerPrivateKey = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('api-reference.try-it.api-key') ?? '{}') as {
            privateKey: string;
          }
        ).privateKey,
    );
    expect(readerPrivateKey).toMatch(/^[0-9a-f]{64}$/);
    // The sandbox's identity never appears as the reader's key.
    expect(sandboxKeys).not.toContain(readerPrivateKey);
    await sendAndWait(panel);
    expect(server.received[0]?.stamp).toBeDefined();

    await panel.getByRole('radio', { name: /^Sandbox \(in this page\)/ }).check();
    await sendAndWait(panel);
    await panel.getByText(/The stamp sent/).click();
    await expect(panel.getByTestId('try-it-stamp')).not.toHaveText(server.received[0]?.stamp ?? '');
    const dump = await indexedDbDump(page);
    expect(dump).not.toContain(readerPrivateKey);
    expect(dump).not.toContain(readerPublicKey);
  });

  test('a panel whose code cannot load says why, and Try again loads it', async ({ page }) => {
    await openApiPage(page, '#whoami');
    // Every script requested from now on is the panel's or the worker's: the page is loaded.
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.route('**/assets/js/**', refuse);
    const article = operation(page, 'whoami');
    await article.getByRole('button', { name: 'Try it' }).click();
    const alert = article.getByRole('alert');
    await expect(alert).toContainText('The request panel failed to load');
    await expect(article.getByTestId('try-it-panel')).toHaveCount(0);

    await page.unroute('**/assets/js/**', refuse);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const panel = article.getByTestId('try-it-panel');
    await expect(panel).toBeVisible();
    // The sandbox's first start failed with the scripts; the panel's own start retries it.
    await expect(panel.getByTestId('try-it-sandbox-organization')).toBeVisible();
    await sendAndWait(panel);
    await expect(panel.getByTestId('try-it-status')).toContainText('answered 200');
  });

  for (const missing of ['Worker', 'indexedDB'] as const) {
    test(`without ${missing} the in-page sandbox says so and the other environments work`, async ({
      page,
      server,
    }) => {
      await page.addInitScript((name) => {
        // Deleting from window is how a browser without the API looks to feature detection.
        Reflect.deleteProperty(window, name);
      }, missing);
      await openApiPage(page, '#whoami');
      const panel = await openTryIt(page, 'whoami');
      await expect(panel.getByTestId('try-it-sandbox-unavailable')).toContainText(
        'The Local sandbox, Production and a custom base URL still work.',
      );
      await expect(send(panel)).toBeDisabled();
      await panel.getByRole('radio', { name: /^Custom base URL/ }).check();
      await panel.getByLabel('Base URL', { exact: true }).fill(server.url);
      await panel.getByRole('button', { name: 'Generate a key pair' }).click();
      await sendAndWait(panel);
      expect(server.received[0]?.verified).toBe(true);
    });
  }
});

test.describe('Try it, accessible', () => {
  for (const mode of colorModes) {
    test(`the panel after a guided call is axe clean in ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      const panel = await openSandboxPanel(page, 'create_wallet');
      await expectColorMode(page, mode);
      await sendAndWait(panel);
      await panel
        .getByTestId('try-it-history')
        .getByText(/^History of this session/)
        .click();
      await panel.getByText('This request as code').click();
      await expect(panel.getByRole('tab', { name: 'curl' })).toBeVisible();
      await expectNoAxeViolations(page, {
        include: '[data-operation="create_wallet"] [data-testid="try-it-panel"]',
      });
    });
  }

  test('the guided flow works by keyboard alone', async ({ page }) => {
    // Reaching an operation is following its link (a fragment navigation, which moves the
    // keyboard's starting point to it); everything else is Tab, arrows and Enter.
    await openApiPage(page, '#whoami');
    const tryIt = (name: string) => operation(page, name).getByRole('button', { name: 'Try it' });
    const pressOn = async (target: Locator, limit?: number) => {
      await tabTo(page, target, limit);
      await page.keyboard.press('Enter');
    };
    // The Try it button comes after the operation's schema trees and examples.
    await pressOn(tryIt('whoami'), 250);
    const whoami = operation(page, 'whoami').getByTestId('try-it-panel');
    await expect(whoami.getByTestId('try-it-sandbox-organization')).toBeVisible();
    await pressOn(send(whoami));
    await expect(whoami.getByTestId('try-it-status')).toHaveText(/answered 200\b/);

    // Arrow keys move between the environments (above Send); back to the in-page sandbox.
    const inPage = whoami.getByRole('radio', { name: /^Sandbox \(in this page\)/ });
    await tabTo(page, inPage, 20, 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(whoami.getByRole('radio', { name: /^Local sandbox/ })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(inPage).toBeChecked();

    await page.goto('/api#create_wallet');
    await pressOn(tryIt('create_wallet'), 250);
    const createWallet = operation(page, 'create_wallet').getByTestId('try-it-panel');
    await expect(send(createWallet)).toBeEnabled();
    await pressOn(send(createWallet));
    await expect(createWallet.getByTestId('try-it-status')).toHaveText(/answered 200\b/);
    const link = createWallet.getByRole('button', { name: /^Use in sign_raw_payload: address / });
    await pressOn(link.first());
    const sign = operation(page, 'sign_raw_payload').getByTestId('try-it-panel');
    await expect(sign).toBeFocused();
    await pressOn(send(sign));
    await expect(sign.getByTestId('try-it-status')).toHaveText(/answered 200\b/);
  });
});

test.describe('Try it, narrow layout', () => {
  test.use({ viewport: NARROW });

  test('the panel fits the width after a guided call', async ({ page }) => {
    const panel = await openSandboxPanel(page, 'create_wallet');
    await sendAndWait(panel);
    await panel
      .getByTestId('try-it-history')
      .getByText(/^History of this session/)
      .click();
    const overflow = await panel.evaluate((element) => ({
      panel: element.scrollWidth - element.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(overflow.panel).toBeLessThanOrEqual(0);
    expect(overflow.page).toBeLessThanOrEqual(0);
  });
});
