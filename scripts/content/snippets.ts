import type { CodeBlock } from './mdx-source';

export const CHECKED_LANGS = new Set(['ts', 'tsx', 'typescript']);

export type SnippetDecision =
  { check: true } | { check: false; reason: string } | { check: false; error: string };

/**
 * A `ts`/`tsx` block is type-checked unless its meta says `nocheck="why"`; an opt-out
 * without a reason is an error, so every unchecked example explains itself.
 */
export function decide(block: CodeBlock): SnippetDecision {
  const optOut = /(?:^|\s)nocheck(?:=(?:"([^"]*)"|'([^']*)'))?(?=\s|$)/.exec(block.meta);
  if (!optOut) return { check: true };
  const reason = (optOut[1] ?? optOut[2] ?? '').trim();
  if (!reason)
    return {
      check: false,
      error: 'nocheck needs a reason: nocheck="why this block is not checked"',
    };
  return { check: false, reason };
}

/** The block as a module file: blocks without imports or exports become modules too. */
export function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? `${code}\n` : `${code}\nexport {};\n`;
}
