// The docs' remark step: every fenced code block (but Mermaid's) is highlighted here, at build
// time, and becomes `<StaticCode html=… />`: the page's JavaScript carries the finished markup
// instead of the code, and no highlighter runs in the browser.
import { codeHtml } from './html';
import { tokenize } from './highlighter';
import { codeMetadata, FenceError, type MagicComment } from './metadata';
import { STATIC_CODE_ELEMENT } from './names';

export interface RemarkStaticCodeOptions {
  /** The theme's `prism.magicComments`: the first one's class also marks `{1,3}` ranges. */
  magicComments: readonly MagicComment[];
}

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

interface File {
  fail(reason: string, place?: unknown): never;
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The `StaticCode` element of one fenced block. */
export function staticCodeElement(node: Node, options: RemarkStaticCodeOptions): Node {
  const metadata = codeMetadata({
    code: node.value ?? '',
    language: node.lang,
    meta: node.meta,
    magicComments: options.magicComments,
  });
  const html = codeHtml(tokenize(metadata.code, metadata.language), {
    lineClassNames: metadata.lineClassNames,
    numbered: metadata.lineNumbersStart !== undefined,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_CODE_ELEMENT,
    attributes: [
      attribute('language', metadata.language),
      ...(metadata.title ? [attribute('title', metadata.title)] : []),
      ...(metadata.lineNumbersStart !== undefined
        ? [attribute('lineNumbersStart', String(metadata.lineNumbersStart))]
        : []),
      attribute('html', html),
    ],
    children: [],
    position: node.position,
  };
}

function replaceCode(parent: Node, options: RemarkStaticCodeOptions, file: File): void {
  const children = parent.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type !== 'code' || child.lang === 'mermaid') return replaceCode(child, options, file);
    try {
      children[index] = staticCodeElement(child, options);
    } catch (error) {
      if (error instanceof FenceError) file.fail(`Code block: ${error.message}.`, child);
      throw error;
    }
  });
}

export default function remarkStaticCode(options: RemarkStaticCodeOptions) {
  return (tree: Node, file: File): void => replaceCode(tree, options, file);
}
