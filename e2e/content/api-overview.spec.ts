/**
 * The API overview pages as built: every count and operation table on them equals the API
 * model's, and the errors page lists every status code and turnkeyErrorCode.
 */
import { STATUS_CODES, TURNKEY_ERROR_CODES } from '@docs/platform-api';
import { buildApiModel } from '@docs/platform-api/model';
import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/site';

const model = buildApiModel();
const queries = model.operations.filter((operation) => operation.kind === 'query');
const submissions = model.operations.filter((operation) => operation.kind === 'submission');
const olderVersions = submissions.flatMap((operation) => operation.olderVersions ?? []);

/** The table that follows the heading with this id. */
const tableAfter = (page: Page, headingId: string) =>
  page.locator(`h2[id="${headingId}"] ~ table`).first();

test('the introduction states the model’s counts', async ({ page }) => {
  await open(page, '/api-overview/introduction');
  const article = page.locator('article');
  await expect(article).toContainText(
    `The reference documents ${model.operations.length} operations of two kinds: ${queries.length} queries and ${submissions.length} submissions.`,
  );
  await expect(article).toContainText(`for all ${queries.length} of them`);
  await expect(article).toContainText(`for all ${submissions.length} of them`);
  const tags = model.tags.filter((tag) => tag.operations.length > 0);
  await expect(tableAfter(page, 'operation-groups').locator('tbody tr')).toHaveCount(tags.length);
});

test('the queries page lists every query of the model', async ({ page }) => {
  await open(page, '/api-overview/queries');
  const rows = tableAfter(page, 'all-query-operations').locator('tbody tr');
  await expect(rows).toHaveCount(queries.length);
  for (const operation of queries) {
    await expect(rows.locator(`a[href="/api#${operation.name}"]`)).toHaveCount(1);
  }
});

test('the submissions page lists every submission with its type and every older version', async ({
  page,
}) => {
  await open(page, '/api-overview/submissions');
  const rows = tableAfter(page, 'all-submission-operations').locator('tbody tr');
  await expect(rows).toHaveCount(submissions.length);
  const subOrg = rows.filter({ has: page.locator('a[href="/api#create_sub_organization"]') });
  await expect(subOrg).toContainText('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8');
  const older = tableAfter(page, 'older-versions').locator('tbody tr');
  await expect(older).toHaveCount(olderVersions.length);
  await expect(page.locator('article')).toContainText(`${olderVersions.length} in all`);
});

test('the errors page lists every status code and turnkeyErrorCode', async ({ page }) => {
  await open(page, '/api-overview/errors');
  const statusRows = page.locator('table', { hasText: 'RESOURCE_EXHAUSTED' }).first();
  await expect(statusRows.locator('tbody tr')).toHaveCount(STATUS_CODES.length);
  await expect(statusRows.locator('tbody tr').nth(16)).toContainText('401');
  const detailRows = page.locator('table', { hasText: 'INVALID_OIDC_TOKEN' }).locator('tbody tr');
  await expect(detailRows).toHaveCount(TURNKEY_ERROR_CODES.length);
});
