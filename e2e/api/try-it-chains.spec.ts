/**
 * The in-page sandbox's local chains (decisions 0171 and 0186): each family's engine is a chunk
 * the worker loads on that family's first chain operation, never before; a send from Try it lands
 * on the EVM devnet; the Solana devnet runs on the TypeScript ledger, so its faucet credits an
 * address and sol_send_transaction reaches the handler's own checks instead of a 501.
 */
import { test, type Locator, type Page } from '@playwright/test';
import {
  openTryIt,
  body,
  expect,
  openSandboxPanel,
  responseJson,
  sendAndWait,
} from './try-it-support';

test.describe.configure({ timeout: 120_000 });
/** The lazily loaded chunk that holds the EVM devnet (its name is set in chains/browser.ts). */
const EVM_CHUNK = /\/assets\/js\/sandbox-evm\.[0-9a-f]+\.js$/;
const CAIP2 = 'eip155:8453';
/** The chunk that holds the Solana devnet on LedgerSvm (its name is set in chains/browser.ts). */
const SOLANA_CHUNK = /\/assets\/js\/sandbox-solana\.[0-9a-f]+\.js$/;
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

interface Activity {
  activity: { status: string; result: Record<string, Record<string, unknown> | undefined> };
}

/**
 * Keeps every Worker the page starts on `window.__docsWorkers`, so the test can call the
 * in-page sandbox's own `/sandbox/v1/` endpoints (the faucet) through its message protocol, as
 * the panel calls the API.
 */
async function exposeWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.Worker;
    const started: Worker[] = [];
    Object.assign(window, { __docsWorkers: started });
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(this);
      }
    };
  });
}

/** POSTs `payload` to `path` of the in-page sandbox through its worker; answers status and body. */
async function workerPost(page: Page, path: string, payload: unknown) {
  return page.evaluate(
    async ({ path, text }) => {
      const workers = (window as unknown as { __docsWorkers: Worker[] }).__docsWorkers;
      const worker = workers.at(-1);
      if (!worker) throw new Error('The in-page sandbox has started no worker');
      // Negative ids are never the client's (it counts up from 1), so it ignores this answer.
      const id = -1 - Math.floor(Math.random() * 1e9);
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const listener = (event: MessageEvent) => {
          const answer = event.data as {
            id: number;
            ok: boolean;
            value?: { status: number; body: string };
            failure?: { message: string };
          };
          if (answer.id !== id) return;
          worker.removeEventListener('message', listener);
          if (answer.ok && answer.value) resolve(answer.value);
          else reject(new Error(answer.failure?.message ?? 'no answer'));
        };
        worker.addEventListener('message', listener);
        worker.postMessage({
          id,
          op: 'send',
          request: {
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: text,
          },
        });
      });
    },
    { path, text: JSON.stringify(payload) },
  );
}

/** Replaces the panel's body with `change` applied to the body it offers. */
async function editBody(panel: Locator, change: (offered: Record<string, unknown>) => unknown) {
  const offered = JSON.parse(await body(panel).inputValue()) as Record<string, unknown>;
  await body(panel).fill(JSON.stringify(change(offered), null, 2));
}

test('the in-page EVM devnet loads on the first chain operation and a Try it send is INCLUDED; the Solana devnet runs too', async ({
  context,
  page,
}) => {
  const scripts: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/js/')) scripts.push(pathname);
  });
  await exposeWorkers(page);

  const createWallet = await openSandboxPanel(page, 'create_wallet');
  const organizationId = await createWallet.getByTestId('try-it-sandbox-organization').innerText();
  await sendAndWait(createWallet);
  const created = (await responseJson(createWallet)) as Activity;
  const from = (created.activity.result.createWalletResult?.addresses as string[])[0] ?? '';
  expect(from).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // The sandbox is running and has made a wallet: no chain has been asked for yet.
  expect(scripts.some((script) => script.includes('in-page-sandbox'))).toBe(true);
  expect(scripts.filter((script) => EVM_CHUNK.test(script))).toEqual([]);
  expect(scripts.filter((script) => SOLANA_CHUNK.test(script))).toEqual([]);
  const beforeChains = new Set(scripts);

  const funded = await workerPost(page, '/sandbox/v1/faucet', {
    caip2: CAIP2,
    address: from,
    amount: '1000000000000000000',
  });
  expect(funded.status).toBe(200);
  expect(JSON.parse(funded.body)).toMatchObject({ caip2: CAIP2, balance: '1000000000000000000' });
  // Answered, so the chain started, so its chunk was loaded: now, and not before.
  const loadedForChains = scripts.filter((script) => !beforeChains.has(script));
  expect(loadedForChains.filter((script) => EVM_CHUNK.test(script))).toHaveLength(1);
  test.info().annotations.push({
    type: 'loaded on the first chain operation',
    description: loadedForChains.join(' '),
  });

  const to = '0x000000000000000000000000000000000000dEaD';
  const sendTx = await openTryIt(page, 'eth_send_transaction');
  await editBody(sendTx, (offered) => ({
    ...offered,
    organizationId,
    parameters: { from, caip2: CAIP2, calls: [{ to, value: '1000' }] },
  }));
  await sendAndWait(sendTx);
  const sent = (await responseJson(sendTx)) as Activity;
  expect(sent.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  const result =
    sent.activity.result.ethSendTransactionResultV2 ??
    sent.activity.result.ethSendTransactionResult;
  const sendTransactionStatusId = String(result?.sendTransactionStatusId ?? '');
  expect(sendTransactionStatusId).not.toBe('');

  const status = await openTryIt(page, 'get_send_transaction_status');
  await body(status).fill(JSON.stringify({ organizationId, sendTransactionStatusId }, null, 2));
  // Sent again until the chain reports it included (a real condition, not a delay).
  await expect(async () => {
    await sendAndWait(status);
    expect(await responseJson(status)).toMatchObject({
      txStatus: 'INCLUDED',
      eth: { txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
    });
  }).toPass({ timeout: 30_000 });

  // Solana: its chunk loads on its first operation, and the faucet's credit is read back.
  const beforeSolana = new Set(scripts);
  const solanaAddress = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  const credited = await workerPost(page, '/sandbox/v1/faucet', {
    caip2: SOLANA_DEVNET,
    address: solanaAddress,
    amount: '1000000000',
  });
  expect(credited.status).toBe(200);
  expect(JSON.parse(credited.body)).toMatchObject({
    caip2: SOLANA_DEVNET,
    balance: '1000000000',
  });
  const loadedForSolana = scripts.filter((script) => !beforeSolana.has(script));
  expect(loadedForSolana.filter((script) => SOLANA_CHUNK.test(script))).toHaveLength(1);
  test.info().annotations.push({
    type: 'loaded on the first Solana operation',
    description: loadedForSolana.join(' '),
  });

  // sol_send_transaction now reaches the handler: an Ethereum key cannot sign for Solana.
  const solana = await openTryIt(page, 'sol_send_transaction');
  await editBody(solana, (offered) => ({
    ...offered,
    organizationId,
    parameters: {
      signWiths: [from],
      caip2: SOLANA_DEVNET,
      unsignedTransaction: '00',
    },
  }));
  await sendAndWait(solana, 400);
  expect(await responseJson(solana)).toMatchObject({
    message: expect.stringMatching(/is not a Solana \(ed25519\) account/),
  });
});
