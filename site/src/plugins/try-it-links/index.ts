/**
 * `remarkTryItLinks`: after each TypeScript example that calls one API operation (see
 * find-call.ts), an `<OpenInTryIt>` element linking to `/api` with the example's body loaded.
 * Frozen SDK versions get none: their clients are not the ones the reference describes.
 */
import { buildApiModel } from '@docs/platform-api/model';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { tryItHref } from '../../api-reference/try-it/deep-link';
import { findExampleCall, methodIndex, type MethodIndex } from './find-call';

export { findExampleCall, methodIndex } from './find-call';

const LANGS = new Set(['ts', 'tsx', 'typescript']);
/** The versioned SDK docs folder (`sdks_versioned_docs/version-8.x/…`). */
const FROZEN = /[/\\]sdks_versioned_docs[/\\]/;

let index: MethodIndex | undefined;

function linkElement(operation: string, href: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'OpenInTryIt',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'operation', value: operation },
      { type: 'mdxJsxAttribute', name: 'href', value: href },
    ],
    children: [],
  };
}

/** Adds the links to `tree` in place; returns how many. */
export function addTryItLinks(tree: Root, methods: MethodIndex): number {
  let added = 0;
  const walk = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'code' && LANGS.has(node.lang ?? '')) {
        const call = findExampleCall(node.value, methods);
        if (call) {
          parent.children.splice(
            i + 1,
            0,
            linkElement(call.operation, tryItHref(call.operation, call.body)),
          );
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

export default function remarkTryItLinks() {
  return (tree: Root, file: { path?: string }) => {
    if (file.path && FROZEN.test(file.path)) return;
    index ??= methodIndex(buildApiModel());
    addTryItLinks(tree, index);
  };
}
