import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { openApiPage, operation } from './helpers';
import { waitForHydration } from '../support/site';

/**
 * Try it loads its panel, validators and the sandbox worker on first use, after the
 * 192-operation page has hydrated; on a busy 2-core machine that takes more than the default
 * 5 s. Every wait below is on UI state, never a fixed delay.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const body = (panel: Locator) => panel.getByLabel('Request body (JSON)');
export const send = (panel: Locator) => panel.getByRole('button', { name: 'Send', exact: true });

/** Opens the Try it panel of `name` (the page must already be on /api). */
export async function openTryIt(page: Page, name: string): Promise<Locator> {
  const article = operation(page, name);
  await article.getByRole('button', { name: 'Try it' }).click();
  const panel = article.getByTestId('try-it-panel');
  // Polls without ARIA snapshots of the page, which slow each failed assertion poll on /api.
  await panel.waitFor({ state: 'visible', timeout: 30_000 });
  await expect(panel).toBeVisible();
  return panel;
}

/** Opens /api at `name` and its panel, and waits until the in-page sandbox is ready. */
export async function openSandboxPanel(page: Page, name: string): Promise<Locator> {
  await openApiPage(page, `#${name}`);
  const panel = await openTryIt(page, name);
  await panel.getByTestId('try-it-sandbox-organization').waitFor({ timeout: 30_000 });
  await expect(panel.getByTestId('try-it-sandbox-organization')).toBeVisible();
  return panel;
}

/** Reloads /api where it is and waits for hydration again (as `openApiPage` does). */
export async function reloadApiPage(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page, 45_000);
}

/** The JSON of the response body the panel shows. */
export async function responseJson(panel: Locator): Promise<unknown> {
  const text = await panel.getByTestId('try-it-body').locator('pre code').innerText();
  return JSON.parse(text) as unknown;
}

/** Sends and waits for the answer with `status` (the in-page sandbox gives no reason phrase). */
export async function sendAndWait(panel: Locator, status = 200): Promise<void> {
  await expect(send(panel)).toBeEnabled();
  await send(panel).click();
  await expect(panel.getByTestId('try-it-status')).toHaveText(new RegExp(`answered ${status}\\b`));
}

/** Every value of every IndexedDB database of the page's origin, as one string. */
export async function indexedDbDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(source: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        source.onsuccess = () => resolve(source.result);
        source.onerror = () => reject(source.error);
      });
    const values: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        values.push(await request(db.transaction(store).objectStore(store).getAll()));
      }
      db.close();
    }
    return JSON.stringify(values);
  });
}

/**
 * Presses Tab (or `key`, e.g. Shift+Tab) until `target` has focus, at most `limit` times;
 * fails if it never does.
 */
export async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}
