import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { colorModes, expectNoAxeViolations, useColorMode } from '../a11y/support';
import { open } from '../support/site';
import { NARROW, WIDE } from '../support/viewports';
import { startStampServer } from '../support/stamp-server';
import { openApiPage, operation } from '../api/helpers';

/**
 * The Stamp Doctor page (issue 30): every crafted request of the shared corpus (the one the
 * sandbox endpoint test evaluates) gets the same verdict in the page, nothing leaves the page,
 * the page works by keyboard and at narrow widths, axe finds nothing in either colour mode, and a
 * 401 in Try it opens the doctor with the request it sent.
 */

interface CorpusCase {
  name: string;
  verdict: string;
  body: string;
  headers: Record<string, string>;
  organization?: { holdsKey: boolean };
}

const corpus = JSON.parse(
  readFileSync(
    path.join(__dirname, '../../packages/sandbox/src/core/stamp-diagnosis/__tests__/corpus.json'),
    'utf8',
  ),
) as CorpusCase[];

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const ROUTE = '/tools/stamp-doctor';
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** Every request the context makes, with its URL and body, to check nothing left the page. */
function recordRequests(context: BrowserContext): { url: string; data: string }[] {
  const seen: { url: string; data: string }[] = [];
  context.on('request', (request) =>
    seen.push({ url: request.url(), data: request.postData() ?? '' }),
  );
  return seen;
}

async function diagnose(page: Page, body: string, headers: string): Promise<string> {
  await page.getByTestId('stamp-doctor-body').fill(body);
  await page.getByTestId('stamp-doctor-headers').fill(headers);
  const result = page.getByTestId('stamp-doctor-result');
  const before = Number(await result.getAttribute('data-runs'));
  await page.getByTestId('stamp-doctor-run').click();
  await expect(result).toHaveAttribute('data-runs', String(before + 1));
  return page.getByTestId('stamp-doctor-verdict').innerText();
}

test.describe('Stamp Doctor', () => {
  test('gives every request of the shared corpus its verdict, and nothing leaves the page', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = recordRequests(context);
    await open(page, ROUTE);
    const cases = corpus.filter((item) => item.organization === undefined);
    expect(cases.length).toBeGreaterThan(20);
    for (const item of cases) {
      const verdict = await diagnose(page, item.body, headerLines(item.headers));
      expect(verdict, item.name).toBe(item.verdict);
      await expect(page.getByRole('heading', { level: 2, name: /./ }).last()).toBeVisible();
    }
    const origin = new URL(baseURL ?? '').origin;
    const stamps = cases.flatMap((item) => Object.values(item.headers));
    for (const request of requests) {
      if (!/^(data|blob):/.test(request.url)) expect(new URL(request.url).origin).toBe(origin);
      for (const stamp of stamps) {
        expect(request.url.includes(stamp.slice(0, 40))).toBe(false);
        expect(request.data.includes(stamp.slice(0, 40))).toBe(false);
      }
      expect(request.data.includes('Treasury')).toBe(false);
    }
    // The address holds no body and no stamp.
    expect(page.url()).not.toContain('Treasury');
    expect(page.url()).toBe(`${origin}${ROUTE}`);
  });

  test('checks the key against the in-page sandbox organization, and keeps that choice in the URL', async ({
    page,
  }) => {
    const valid = corpus.find(
      (item) => item.verdict === 'valid' && item.organization === undefined,
    );
    expect(valid).toBeDefined();
    await open(page, ROUTE);
    await page.getByTestId('stamp-doctor-org-sandbox').check();
    await expect(page).toHaveURL(/\?org=sandbox$/);
    const verdict = await diagnose(page, valid?.body ?? '', headerLines(valid?.headers ?? {}));
    // The corpus key is fresh: the reader's sandbox organization does not hold it.
    expect(verdict).toBe('key_not_in_organization');
    await expect(page.getByTestId('stamp-doctor-result')).toContainText('keys of organization');
    await page.reload();
    await expect(page.getByTestId('stamp-doctor-org-sandbox')).toBeChecked();
  });

  test('works by keyboard, moving focus to the verdict', async ({ page }) => {
    const item = corpus.find((candidate) => candidate.verdict === 'body_reserialized');
    await open(page, ROUTE);
    await page.getByTestId('stamp-doctor-body').focus();
    await page.keyboard.insertText(item?.body ?? '');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('stamp-doctor-headers')).toBeFocused();
    await page.keyboard.insertText(headerLines(item?.headers ?? {}));
    // The two radios are one stop; then the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('stamp-doctor-run')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('stamp-doctor-verdict')).toHaveText('body_reserialized');
    await expect(page.getByRole('heading', { level: 2, name: /re-serialized/ })).toBeFocused();
  });

  for (const viewport of [WIDE, NARROW]) {
    for (const mode of colorModes) {
      test(`axe finds nothing with a verdict shown, ${mode} mode, ${viewport.width}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await useColorMode(page, mode);
        await open(page, ROUTE);
        const item = corpus.find((candidate) => candidate.verdict === 'signature_mismatch');
        await diagnose(page, item?.body ?? '', headerLines(item?.headers ?? {}));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('a 401 in Try it links to the doctor, which opens with the request Try it sent', async ({
    page,
    baseURL,
  }) => {
    // The server changes the body after it arrives, so the stamp Try it made is valid for what
    // Try it sent: the doctor says so, and that something rewrote the body.
    const tampering = await startStampServer({
      allowOrigin: new URL(baseURL ?? '').origin,
      tamper: (body) => body.replace('"walletId"', '"walletId" '),
    });
    try {
      await openApiPage(page, '#get_wallet');
      const article = operation(page, 'get_wallet');
      await article.getByRole('button', { name: 'Try it' }).click();
      const panel = article.getByTestId('try-it-panel');
      await panel.getByRole('radio', { name: /^Custom base URL/ }).check();
      await panel.getByLabel('Base URL', { exact: true }).fill(tampering.url);
      await panel.getByRole('button', { name: 'Generate a key pair' }).click();
      await panel.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(panel.getByTestId('try-it-status')).toContainText('answered 401');
      const sentBody = await panel.getByLabel('Request body (JSON)').inputValue();
      const link = panel.getByTestId('try-it-diagnose');
      await expect(link).toHaveAttribute('href', /^\/tools\/stamp-doctor\?from=[0-9a-f]{16}$/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
      await expect(page.getByTestId('stamp-doctor-notice')).toContainText('Try it sent');
      await expect(page.getByTestId('stamp-doctor-verdict')).toHaveText('valid');
      await expect(page.getByTestId('stamp-doctor-headers')).toHaveValue(/^X-Stamp: ey/);
      // The body Try it sent may differ from the editor's by its fresh timestamp only.
      const loaded = await page.getByTestId('stamp-doctor-body').inputValue();
      expect(JSON.parse(loaded).parameters).toEqual(JSON.parse(sentBody).parameters);
      // Taken once: the storage entry is gone.
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('stamp-doctor:request:')),
        ),
      ).toEqual([]);
    } finally {
      await tampering.close();
    }
  });
});
