/**
 * What the "Open in …" remark steps share: an MDX element placed right after each fenced code
 * block that a step recognises (try-it-links for API calls, policy-lab-links for policies).
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** `<name …attributes />` with string attributes, as the site's MDX components take them. */
export function linkElement(name: string, attributes: Record<string, string>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([attribute, value]) => ({
      type: 'mdxJsxAttribute',
      name: attribute,
      value,
    })),
    children: [],
  };
}

/**
 * Puts `linkFor(block)` after every code block it answers for, at any depth of `tree`;
 * returns how many were added.
 */
export function addAfterCodeBlocks(
  tree: Root,
  linkFor: (block: Code) => MdxJsxFlowElement | undefined,
): number {
  let added = 0;
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'code') {
        const link = linkFor(node);
        if (link) {
          parent.children.splice(i + 1, 0, link);
          added += 1;
          i += 1;
        }
      } else if ('children' in node) {
        walk(node);
      }
    }
  };
  walk(tree);
  return added;
}
