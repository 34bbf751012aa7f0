import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import { magicComments } from '../../../config/prism';
import remarkStaticCode from '../remark';

interface Node {
  type: string;
  name?: string;
  attributes?: { name: string; value: string }[];
  children?: Node[];
  [key: string]: unknown;
}

const code = (lang: string | null, value: string, meta?: string): Node => ({
  type: 'code',
  lang,
  meta,
  value,
  position: { start: { line: 3, column: 1 }, end: { line: 5, column: 4 } },
});

/** Through unified, as the MDX compiler runs it: a failure carries the file and position. */
const run = (tree: Node) =>
  unified()
    .use(remarkStaticCode, { magicComments })
    .runSync(tree as never, { path: 'docs/page.mdx' }) as unknown as Node;

const props = (node: Node | undefined) =>
  Object.fromEntries((node?.attributes ?? []).map((item) => [item.name, item.value]));

describe('remarkStaticCode', () => {
  it('turns fenced blocks, also inside JSX, into StaticCode elements', () => {
    const tree = run({
      type: 'root',
      children: [
        code('ts', 'const a = 1;', 'title="a.ts" showLineNumbers'),
        { type: 'mdxJsxFlowElement', name: 'TabItem', children: [code('bash', 'npm i')] },
      ],
    });
    const [first, tabs] = tree.children ?? [];
    expect(first?.type).toBe('mdxJsxFlowElement');
    expect(first?.name).toBe('StaticCode');
    expect(props(first)).toMatchObject({ language: 'ts', title: 'a.ts', lineNumbersStart: '1' });
    expect(props(first).html).toContain('<span class="token keyword">const</span>');
    expect(props(tabs?.children?.[0])).toMatchObject({ language: 'bash' });
  });

  it('leaves Mermaid blocks to the diagram step', () => {
    const tree = run({ type: 'root', children: [code('mermaid', 'graph TD; a-->b')] });
    expect(tree.children?.[0]?.type).toBe('code');
  });

  it('fails the build with the file and line of a meta string it cannot read', () => {
    expect(() =>
      run({ type: 'root', children: [code('ts', 'a', 'showLineNumbers=first')] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[docs/page.mdx:3:1-5:4: Code block: "showLineNumbers=first" must be showLineNumbers or showLineNumbers=<first line number>.]`,
    );
  });
});
