/**
 * `remarkPolicyLabLinks`: after each policy example (see find-policy.ts), an
 * `<OpenInPolicyLab>` element: a plain link to the Policy Lab with the example's policies and a
 * request loaded in the URL. The request is the first one the page's cases file declares the
 * example allows (cases.ts), or else one read from the policy's expressions (infer.ts).
 */
import type { Root } from 'mdast';
import { addAfterCodeBlocks, linkElement } from '../code-links';
import { encodeState, stateOf } from '../../components/PolicyLab/state';
import { caseInput, policiesFor, readCases, type CasesFile } from './cases';
import { findPolicyExample, type PolicyExample } from './find-policy';
import { inferredRequest } from './infer';

export { findPolicyExample } from './find-policy';

export const POLICY_LAB_ROUTE = '/tools/policy-lab';

/** The Lab's address with `example` loaded. */
export function policyLabHref(example: PolicyExample, cases: CasesFile | undefined): string {
  const declared = cases?.[example.key];
  const allowed = declared?.allow[0];
  const input = allowed
    ? caseInput(example, declared, allowed)
    : { policies: policiesFor(example, declared), ...inferredRequest(example.policies) };
  return `${POLICY_LAB_ROUTE}${encodeState(stateOf(input))}`;
}

/** Adds the links to `tree` in place; returns how many. */
export function addPolicyLabLinks(tree: Root, cases: CasesFile | undefined): number {
  return addAfterCodeBlocks(tree, (block) => {
    const example = findPolicyExample(block.lang ?? '', block.value);
    return example
      ? linkElement('OpenInPolicyLab', {
          policyName: example.key,
          href: policyLabHref(example, cases),
        })
      : undefined;
  });
}

export default function remarkPolicyLabLinks() {
  return (tree: Root, file: { path?: string }) => {
    addPolicyLabLinks(tree, file.path ? readCases(file.path) : undefined);
  };
}
