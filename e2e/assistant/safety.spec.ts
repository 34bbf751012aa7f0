import { expect, test } from '@playwright/test';
import {
  askQuestion,
  corpusFiles,
  expectNotExecuted,
  failOnDialog,
  injectedMarkup,
  lastExchange,
  open,
  panel,
} from './support';

test('markup in a question is shown as text and never runs', async ({ page }) => {
  failOnDialog(page);
  await open(page, '/concepts/wallets');
  await askQuestion(page, '<img src=x onerror="window.__pwned=1">');
  await expect(lastExchange(page)).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(lastExchange(page)).toContainText('looks like markup or symbols');
  await askQuestion(page, `passkeys ${injectedMarkup}`);
  await expect(lastExchange(page)).toContainText('<script>window.__pwned=1</script>');
  await expect(lastExchange(page).getByRole('link', { name: /^Source 1:/ })).toBeVisible();
  await expectNotExecuted(page);
});

test('markup and script links injected into the corpus are shown as text and never run', async ({
  page,
}) => {
  failOnDialog(page);
  await page.route(corpusFiles, async (route) => {
    const response = await route.fetch();
    const corpus = (await response.json()) as {
      records: { url: string; hierarchy: Record<string, string | null>; content: string | null }[];
    };
    // Every title, heading and text carries markup; every URL becomes a script link.
    for (const record of corpus.records) {
      record.url = 'javascript:window.__pwned=1';
      for (const level of ['lvl1', 'lvl2', 'lvl3']) {
        const value = record.hierarchy[level];
        if (value) record.hierarchy[level] = `${value} ${injectedMarkup}`;
      }
      record.content = `${record.content ?? ''} ${injectedMarkup}`;
    }
    await route.fulfill({ response, json: corpus });
  });
  await open(page, '/concepts/wallets');
  await askQuestion(page, 'What is a passkey?');
  const reply = lastExchange(page);
  await expect(reply.getByText('Sources', { exact: true })).toBeVisible();
  await expect(reply).toContainText(injectedMarkup);
  // Script links are not links: the citations and sources show as plain text.
  await expect(reply.getByText('[1]', { exact: true })).toBeVisible();
  await expect(reply.locator('a')).toHaveCount(0);
  await expect(panel(page).locator('a[href^="javascript"]')).toHaveCount(0);
  await expectNotExecuted(page);
});

test('a corpus that cannot be loaded gets a clear message, and the next question retries', async ({
  page,
}) => {
  let fail = true;
  await page.route(corpusFiles, (route) =>
    fail ? route.abort('internetdisconnected') : route.fallback(),
  );
  await open(page, '/concepts/wallets');
  await page.getByRole('button', { name: 'Ask the docs' }).click();
  await panel(page).getByRole('textbox', { name: 'Your question' }).fill('What is a passkey?');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('alert')).toContainText(
    'The docs could not be loaded for the assistant',
  );
  fail = false;
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('alert')).toBeHidden();
  await expect(lastExchange(page).getByRole('link', { name: /^Source 1:/ })).toBeVisible();
});
