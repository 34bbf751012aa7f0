import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { lastChange, shallowBoundary } from '@docs/site/config/last-update';
import { brand, open, siteRoutes, waitForHydration } from '../support/site';
import { headOf } from '../seo/support';
import { helpfulControl } from './support';

const siteDir = path.resolve(__dirname, '../../site');
const sourceOf = (docId: string): string => path.join(siteDir, 'docs', `${docId}.mdx`);

test.describe('doc footer', () => {
  test('every doc’s “Edit this page” opens its own source file in the docs repository', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const route of siteRoutes) {
      if (!route.docId) continue;
      expect(existsSync(sourceOf(route.docId)), route.docId).toBe(true);
      const head = await headOf(request, route.path);
      expect(head.editUrl, route.path).toBe(
        `${brand.docsRepositoryUrl}/edit/main/site/docs/${route.docId}.mdx`,
      );
    }
  });

  test('the last-updated date is the file’s last commit, or absent when git cannot know it', async ({
    page,
  }) => {
    const route = '/concepts/wallets';
    const change = await lastChange(
      sourceOf('documentation/concepts/wallets'),
      shallowBoundary(siteDir),
    );
    await open(page, route);
    const time = page.locator('.theme-last-updated time');
    if (change === null) {
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
      return;
    }
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
    await expect(time).toHaveAttribute('datetime', new Date(change.timestamp).toISOString());
    const shown = new Date(change.timestamp).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(time).toHaveText(shown);
  });
});

test.describe('“Was this page helpful?”', () => {
  test('Yes thanks the reader, is remembered after a reload and sends nothing', async ({
    page,
  }) => {
    await open(page, '/concepts/wallets');
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin)) {
        sent.push(request);
      }
    });
    // Not part of the first load: it appears when the reader reaches the end of the page.
    await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
    const group = await helpfulControl(page);
    const yes = group.getByRole('button', { name: 'Yes' });
    const no = group.getByRole('button', { name: 'No' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    const status = page.getByRole('status').filter({ hasText: /feedback/ });
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(no).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
    await expect(status).toHaveCount(1);
    const issue = page.getByRole('link', { name: 'Tell us more in an issue' });
    const href = new URL((await issue.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${brand.docsRepositoryUrl}/issues/new`);
    expect(href.searchParams.get('title')).toBe('Docs feedback: Wallets');
    expect(href.searchParams.get('body')).toContain(`${brand.siteUrl}/concepts/wallets`);

    await page.reload();
    await waitForHydration(page);
    await helpfulControl(page);
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Thanks for your feedback.')).toBeVisible();

    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('docs.feedback./concepts/wallets'))).toBe(
      'no',
    );

    // Another page has its own answer.
    await open(page, '/concepts/organizations');
    await helpfulControl(page);
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText('Thanks for your feedback.')).toHaveCount(0);
    expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });
});
