/**
 * Every policy example of the docs, evaluated with the sandbox's policy engine against the
 * requests its page's cases file declares it allows and denies (docs/decisions/0174). Each
 * problem names the page, the block's line, the policy and what went wrong.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simulatePolicies } from '@docs/sandbox/policy';
import {
  caseInput,
  casesPathOf,
  isDenied,
  readCases,
  type Case,
  type CasesFile,
  type ExampleCases,
} from '@docs/site/plugins/policy-lab-links/cases';
import {
  findPolicyExample,
  MENTIONS_EFFECT,
  type PolicyExample,
} from '@docs/site/plugins/policy-lab-links/find-policy';
import { codeBlocks } from './mdx-source';

export interface FoundExample {
  /** `page.mdx:line`, the line of the opening fence. */
  where: string;
  example: PolicyExample;
  cases: ExampleCases | undefined;
  casesFile: string;
}

export interface PageExamples {
  examples: FoundExample[];
  /** Blocks that name a policy effect but are not a policy example (not JSON, say). */
  unreadable: string[];
  /** Keys of the cases file that name no example of the page (a renamed policy, a typo). */
  unusedKeys: string[];
}

/** The policy examples of one page, with its cases. */
export function pageExamples(file: string, name: string): PageExamples {
  const cases: CasesFile = readCases(file) ?? {};
  const casesFile = path.basename(casesPathOf(file));
  const examples: FoundExample[] = [];
  const unreadable: string[] = [];
  for (const block of codeBlocks(readFileSync(file, 'utf8'))) {
    const example = findPolicyExample(block.lang, block.code);
    const where = `${name}:${block.line}`;
    if (example) examples.push({ where, example, cases: cases[example.key], casesFile });
    else if (block.lang === 'json' && MENTIONS_EFFECT.test(block.code)) unreadable.push(where);
  }
  const keys = new Set(examples.map(({ example }) => example.key));
  return { examples, unreadable, unusedKeys: Object.keys(cases).filter((key) => !keys.has(key)) };
}

type OperationOf = (activityType: string) => string | undefined;

const label = (side: 'allow' | 'deny', index: number, request: Case) =>
  `${side} case ${index + 1} (${request.request.type})`;

/**
 * What is wrong with one example: missing cases, or a case that does not come out as declared.
 * `"offline": "reason"` excuses a missing side only when `offlineAllowed` lists that reason (the
 * check's short allow-list); any other offline declaration is a problem, since a case can
 * declare the organization `records` it reads (docs/decisions/0174, amended).
 */
export async function exampleProblems(
  { where, example, cases, casesFile }: FoundExample,
  operationOf: OperationOf,
  offlineAllowed: readonly string[] = [],
): Promise<string[]> {
  const at = `${where} "${example.key}"`;
  if (!cases) {
    return [
      `${at}: no cases in ${casesFile}; declare an "allow" and a "deny" request (with the "records" they read)`,
    ];
  }
  const problems: string[] = [];
  const excused = cases.offline !== undefined && offlineAllowed.includes(cases.offline);
  if (cases.offline !== undefined && !excused) {
    problems.push(
      `${at}: declared "offline" (${cases.offline}); declare the "records" its cases read and remove the reason, or allow the reason in the check`,
    );
  }
  for (const side of ['allow', 'deny'] as const) {
    if (cases[side].length === 0 && !excused) {
      problems.push(`${at}: no "${side}" case in ${casesFile}`);
    }
  }
  if (cases.offline && cases.allow.length > 0 && cases.deny.length > 0) {
    problems.push(`${at}: declares "offline" but has both allow and deny cases; remove the reason`);
  }
  const run = async (side: 'allow' | 'deny', request: Case, index: number) => {
    try {
      const answer = await simulatePolicies(caseInput(example, cases, request), operationOf);
      const expected =
        side === 'allow' ? answer.outcome === 'OUTCOME_ALLOW' : isDenied(answer.outcome);
      if (!expected) {
        problems.push(
          `${at}: ${label(side, index, request)} gave ${answer.outcome} (${answer.reason}), expected ${side === 'allow' ? 'OUTCOME_ALLOW' : 'OUTCOME_DENY_EXPLICIT or OUTCOME_DENY_IMPLICIT'}`,
        );
      }
    } catch (error) {
      problems.push(
        `${at}: ${label(side, index, request)} could not be evaluated: ${(error as Error).message}`,
      );
    }
  };
  for (const [index, request] of cases.allow.entries()) await run('allow', request, index);
  for (const [index, request] of cases.deny.entries()) await run('deny', request, index);
  return problems;
}
