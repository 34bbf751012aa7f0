/**
 * `remarkTryItLinks`: after each TypeScript example that calls one API operation (see
 * find-call.ts), an `<OpenInTryIt>` element linking to `/api` with the example's body loaded.
 * Frozen SDK versions get none: their clients are not the ones the reference describes.
 */
import { buildApiModel } from '@docs/platform-api/model';
import type { Root } from 'mdast';
import { addAfterCodeBlocks, linkElement } from '../code-links';
import { tryItHref } from '../../api-reference/try-it/deep-link';
import { findExampleCall, methodIndex, type MethodIndex } from './find-call';

export { findExampleCall, methodIndex } from './find-call';

const LANGS = new Set(['ts', 'tsx', 'typescript']);
/** The versioned SDK docs folder (`sdks_versioned_docs/version-8.x/…`). */
const FROZEN = /[/\\]sdks_versioned_docs[/\\]/;

let index: MethodIndex | undefined;

/** Adds the links to `tree` in place; returns how many. */
export function addTryItLinks(tree: Root, methods: MethodIndex): number {
  return addAfterCodeBlocks(tree, (block) => {
    if (!LANGS.has(block.lang ?? '')) return undefined;
    const call = findExampleCall(block.value, methods);
    return call
      ? linkElement('OpenInTryIt', {
          operation: call.operation,
          href: tryItHref(call.operation, call.body),
        })
      : undefined;
  });
}

export default function remarkTryItLinks() {
  return (tree: Root, file: { path?: string }) => {
    if (file.path && FROZEN.test(file.path)) return;
    index ??= methodIndex(buildApiModel());
    addTryItLinks(tree, index);
  };
}
