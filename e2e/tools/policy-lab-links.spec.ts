import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findPolicyExample } from '@docs/site/plugins/policy-lab-links/find-policy';
import { expectNoAxeViolations } from '../a11y/support';
import { open } from '../support/site';

/**
 * "Open in Policy Lab" under the docs' policy examples (issue 30, docs/decisions/0174): one
 * plain link per example, and following it opens the Lab with that policy and the example's
 * first declared allow case, decided as the page's cases file says.
 */

const EXAMPLES = '/concepts/policies/examples';
const examplesSource = readFileSync(
  path.resolve(__dirname, '../../site/docs/documentation/concepts/policies/examples.mdx'),
  'utf8',
);
const examplesOnPage = [...examplesSource.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)].filter(
  (match) => findPolicyExample('json', match[1] ?? ''),
).length;

const linkOf = (policyName: string) => `[data-policy-lab-link="${policyName}"]`;

test('every policy example on the examples page has a link, and the page stays accessible', async ({
  page,
}) => {
  await open(page, EXAMPLES);
  expect(examplesOnPage).toBeGreaterThan(10);
  await expect(page.locator('[data-policy-lab-link]')).toHaveCount(examplesOnPage);
  await expectNoAxeViolations(page);
});

test('opens the Lab with an Ethereum payout policy and a transaction it allows', async ({
  page,
}) => {
  const name = 'Payouts: deposit address, at most 1 ETH, mainnet';
  await open(page, EXAMPLES);
  await page.locator(linkOf(name)).click();
  await expect(page).toHaveURL(/\/tools\/policy-lab#lab=/);
  await expect(page.getByLabel('Name').first()).toHaveValue(name);
  // The page's `<DEPOSIT_ADDRESS>` is filled with the address the cases file declares.
  await expect(page.getByLabel('Condition').first()).toHaveValue(
    /^eth\.tx\.to == '0x5b38da6a701c568545dcfcb03fcb875f56beddc4'/,
  );
  await expect(page.getByLabel('Activity type')).toHaveValue('ACTIVITY_TYPE_SIGN_TRANSACTION_V2');
  await expect(page.getByTestId('policy-lab-outcome')).toHaveText('OUTCOME_ALLOW');
  await expect(page.getByTestId('policy-lab-deciding')).toHaveText(`${name} (policy 1)`);
});

test('opens a deny example beside an allow-all, and the deny decides once the request matches', async ({
  page,
}) => {
  const name = 'Nobody exports the treasury wallet';
  await open(page, EXAMPLES);
  await page.locator(linkOf(name)).click();
  await expect(page.getByTestId('policy-lab-outcome')).toHaveText('OUTCOME_ALLOW');
  const parameters = page.getByLabel('Parameters (JSON)');
  await parameters.fill(
    JSON.stringify({ walletId: '<TREASURY_WALLET_ID>', targetPublicKey: '04ab' }),
  );
  await expect(page.getByTestId('policy-lab-outcome')).toHaveText('OUTCOME_DENY_EXPLICIT');
  await expect(page.getByTestId('policy-lab-deciding')).toHaveText(`${name} (policy 1)`);
});

test('opens a records-backed example with the records it reads, and allows', async ({ page }) => {
  const name = 'Payments bot signs with the payments wallet';
  await open(page, EXAMPLES);
  await page.locator(linkOf(name)).click();
  await expect(page).toHaveURL(/\/tools\/policy-lab#lab=/);
  // wallet.id is the wallet of the signing account: only the declared records know it.
  await expect(page.getByLabel('Records (JSON)')).toHaveValue(/"walletId": "<PAYMENTS_WALLET_ID>"/);
  await expect(page.getByTestId('policy-lab-outcome')).toHaveText('OUTCOME_ALLOW');
  await page.getByLabel('Records (JSON)').fill('');
  await expect(page.getByTestId('policy-lab-outcome')).toHaveText('OUTCOME_DENY_IMPLICIT');
});
