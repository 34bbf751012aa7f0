import { expect, type Page } from '@playwright/test';

export { expectNotExecuted, failOnDialog, injectedMarkup } from '../search/support';
export { open } from '../support/site';

/** The search index's text fragments, which the panel downloads to quote passages. */
export const corpusFiles = '**/search/records-*.json';

export const askButton = (page: Page) => page.getByRole('button', { name: 'Ask the docs' });
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Ask the docs' });
export const questionBox = (page: Page) =>
  panel(page).getByRole('textbox', { name: 'Your question' });
export const conversationLog = (page: Page) => panel(page).getByRole('log');
/** The reply to the latest question. */
export const lastExchange = (page: Page) => conversationLog(page).locator('article').last();

/** Opens the panel (if closed) and asks `question` with the Ask button. */
export async function askQuestion(page: Page, question: string): Promise<void> {
  if (!(await panel(page).isVisible())) await askButton(page).click();
  await expect(questionBox(page)).toBeFocused();
  const before = await conversationLog(page).locator('article').count();
  await questionBox(page).fill(question);
  await panel(page).getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(conversationLog(page).locator('article')).toHaveCount(before + 1);
}

/** Records every request's URL, to check that none leaves the site. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
