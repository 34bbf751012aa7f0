import { expect, test, type Page } from '@playwright/test';
import corpus from '@docs/sandbox/policy-corpus';
import { encodeState, stateOf } from '@docs/site/components/PolicyLab/state';
import { SimulationSchema } from '@docs/sandbox/policy';
import { colorModes, expectColorMode, expectNoAxeViolations, useColorMode } from '../a11y/support';
import { open } from '../support/site';
import { BOTH_WIDTHS } from '../support/viewports';

/**
 * The Policy Lab (issue 30): a policy allowed, denied and waiting for consensus, decided in the
 * page from shared-corpus cases loaded by URL and from the keyboard; axe in both colour modes at
 * both widths; no request to another origin; and the lab's code only on its own page.
 */

const LAB = '/tools/policy-lab';

const caseNamed = (start: string) => {
  const found = corpus.cases.find((candidate) => candidate.name.startsWith(start));
  if (!found) throw new Error(`no corpus case ${start}`);
  return found;
};

const labUrl = (input: unknown) => `${LAB}${encodeState(stateOf(SimulationSchema.parse(input)))}`;

const outcome = (page: Page) => page.getByTestId('policy-lab-outcome');

test('allows a small Ethereum transfer and shows the decoded fields the policy read', async ({
  page,
}) => {
  const allowed = caseNamed('an allow-list allows');
  await open(page, labUrl(allowed.input));
  await expect(outcome(page)).toHaveText('OUTCOME_ALLOW');
  await expect(page.getByTestId('policy-lab-deciding')).toHaveText(
    'Small transfers to the treasury (policy 1)',
  );
  const trace = page.getByRole('article', { name: 'Trace of Small transfers to the treasury' });
  const facts = trace.getByRole('table', { name: 'Facts read' });
  await expect(facts.getByRole('row', { name: /eth\.tx\.value 500000000000000000/ })).toBeVisible();
});

test('denies explicitly and names the deny policy', async ({ page }) => {
  await open(page, labUrl(caseNamed('an explicit deny').input));
  await expect(outcome(page)).toHaveText('OUTCOME_DENY_EXPLICIT');
  await expect(page.getByTestId('policy-lab-deciding')).toHaveText('Never export (policy 2)');
});

test('waits for consensus, then allows once a second approver is added from the keyboard', async ({
  page,
}) => {
  await open(page, LAB);
  // The lab opens on a two-approver policy with one finance user acting.
  await expect(outcome(page)).toHaveText('OUTCOME_REQUIRES_CONSENSUS');
  await page.getByRole('button', { name: 'Add an approval' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('User ID').nth(1)).toBeFocused();
  await page.keyboard.type('bob');
  await page.keyboard.press('Tab');
  await page.keyboard.type('finance');
  await expect(outcome(page)).toHaveText('OUTCOME_ALLOW');
  // The state is in the URL: a reload shows the same decision.
  await page.reload();
  await expect(outcome(page)).toHaveText('OUTCOME_ALLOW');
});

test('names the policy and field of a syntax error', async ({ page }) => {
  await open(page, LAB);
  const condition = page.getByLabel('Condition').first();
  await condition.fill("activity.action == 'CREATE");
  await expect(page.getByRole('alert')).toContainText(
    'policies[0] (Two finance approvers create wallets).condition: not a policy expression',
  );
});

test('contacts no other origin', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await open(page, labUrl(caseNamed('an allow-list allows').input));
  await expect(outcome(page)).toHaveText('OUTCOME_ALLOW');
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});

test('loads its code on its own page only', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  await open(page, '/concepts/policies/overview');
  await page.waitForLoadState('networkidle');
  // Read from the server: a body read through the browser can be gone when asked for.
  const js = (
    await Promise.all([...scripts].map(async (url) => (await request.get(url)).text()))
  ).join('\n');
  expect(js).not.toContain('Policy Lab inputs');
  expect(js).not.toContain('evaluation stopped after');
});

for (const mode of colorModes) {
  for (const { name: width, viewport } of BOTH_WIDTHS) {
    test(`has no axe violations in ${mode} mode at ${width} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useColorMode(page, mode);
      await open(page, labUrl(caseNamed('the same policy allows once').input));
      await expectColorMode(page, mode);
      await expect(outcome(page)).toHaveText('OUTCOME_ALLOW');
      await expectNoAxeViolations(page);
    });
  }
}
