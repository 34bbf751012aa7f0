/**
 * Every policy example on the site does what its page says (docs/decisions/0174): each is
 * evaluated with the sandbox's engine against the requests declared beside its page
 * (`<page>.policy-cases.json`) and must allow the "allow" ones and deny the "deny" ones. An
 * example with no declared cases fails, and so does a cases entry that names no example, or one
 * declared "offline" for a reason `OFFLINE_ALLOWED` does not list.
 */
import { buildApiModel } from '@docs/platform-api/model';
import { simulatePolicies } from '@docs/sandbox/policy';
import { decodeState, simulationInput } from '@docs/site/components/PolicyLab/state';
import { activityTypes } from '@docs/site/plugins/api-reference/page-data';
import { POLICY_LAB_ROUTE, policyLabHref } from '@docs/site/plugins/policy-lab-links';
import { afterAll, describe, expect, it } from 'vitest';
import { docFiles, docName } from '../content/docs-files';
import { exampleProblems, pageExamples } from '../content/policy-examples';

const byType = activityTypes(buildApiModel());
const pages = docFiles().map((file) => ({
  name: docName(file),
  ...pageExamples(file, docName(file)),
}));
const examples = pages.flatMap((page) => page.examples);

/**
 * Reasons an example may be declared "offline" (evaluated on one side, or not at all): none,
 * since a case declares the organization records it reads. Add one only for a fact no record
 * can give the simulation, and say so in docs/decisions/0174.
 */
const OFFLINE_ALLOWED: readonly string[] = [];

describe('the policy examples of the docs', () => {
  it('are all recognised, and every cases entry names an example of its page', () => {
    expect(
      pages.flatMap((page) =>
        page.unreadable.map((where) => `${where}: not a policy example (JSON?)`),
      ),
    ).toEqual([]);
    expect(
      pages.flatMap((page) =>
        page.unusedKeys.map(
          (key) => `${page.name}: cases for "${key}", which is no example of the page`,
        ),
      ),
    ).toEqual([]);
    expect(examples.length).toBeGreaterThan(0);
  });

  // One test per example, named by its page and line (it.each would shorten the name).
  for (const found of examples) {
    it(`${found.where} allows and denies as declared`, async () => {
      expect(await exampleProblems(found, (type) => byType[type], OFFLINE_ALLOWED)).toEqual([]);
    });
  }

  it('open the Policy Lab on a request they allow, records and all (the Lab and the check agree)', async () => {
    const problems: string[] = [];
    for (const { where, example, cases } of examples) {
      if (!cases || cases.allow.length === 0) continue;
      const href = policyLabHref(example, { [example.key]: cases });
      const state = decodeState(href.slice(POLICY_LAB_ROUTE.length));
      const built = state && simulationInput(state);
      if (!built || !('input' in built)) {
        problems.push(`${where}: the Lab link holds no simulation`);
        continue;
      }
      const answer = await simulatePolicies(built.input, (type) => byType[type]);
      if (answer.outcome !== 'OUTCOME_ALLOW') {
        problems.push(
          `${where} "${example.key}": the Lab link gives ${answer.outcome} (${answer.reason})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    const declared = examples.flatMap(({ cases }) => (cases ? [cases] : []));
    const allow = declared.reduce((sum, cases) => sum + cases.allow.length, 0);
    const deny = declared.reduce((sum, cases) => sum + cases.deny.length, 0);
    const offline = declared.filter((cases) => cases.offline).length;
    const withExamples = pages.filter((page) => page.examples.length > 0).length;
    console.log(
      `${examples.length} policy examples on ${withExamples} pages; ${declared.length} with cases: ${allow} allow and ${deny} deny cases, ${offline} declared partly or wholly offline`,
    );
  });
});
