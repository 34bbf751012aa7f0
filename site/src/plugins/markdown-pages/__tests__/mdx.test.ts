import { describe, expect, it } from 'vitest';
import { escapeHeadingIds, mdxToMarkdown } from '../mdx';

const convert = (source: string, resolveUrl = (url: string) => url) =>
  mdxToMarkdown(source, { file: 'docs/example.mdx', resolveUrl });

describe('mdxToMarkdown', () => {
  it('drops frontmatter, imports, exports and MDX comments', () => {
    const markdown = convert(
      [
        '---',
        'title: Example',
        'description: A page.',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        'export const answer = 42;',
        '',
        '{/* options-of: @turnkey/http TurnkeyClient */}',
        '',
        'Text {/* inline note */} after.',
      ].join('\n'),
    );
    expect(markdown).toBe('Text  after.\n');
  });

  it('turns Tabs into sections labelled with each tab’s label (or value)', () => {
    const markdown = convert(
      [
        '<Tabs groupId="pm">',
        '  <TabItem value="npm" label="npm" default>',
        '',
        '```bash',
        'npm install x',
        '```',
        '',
        '  </TabItem>',
        '  <TabItem value="yarn">',
        '',
        'Run `yarn add x`.',
        '',
        '  </TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(markdown).toBe(
      '**npm**\n\n```bash\nnpm install x\n```\n\n**yarn**\n\nRun `yarn add x`.\n',
    );
  });

  it('turns admonitions into blockquotes with their label, or their custom title', () => {
    expect(convert(':::warning\n\nThis can lose **funds**.\n\n:::')).toBe(
      '> **Warning**: This can lose **funds**.\n',
    );
    expect(convert(':::tip[Shortcut]\n\nUse the SDK.\n\n:::')).toBe(
      '> **Shortcut**: Use the SDK.\n',
    );
    expect(convert(':::note\n\n- one\n- two\n\n:::')).toBe('> **Note**\n>\n> - one\n> - two\n');
  });

  it('keeps a code block’s language and title and drops highlights and line numbers', () => {
    expect(
      convert(
        '```ts title="src/request.ts" {2-3} showLineNumbers nocheck="partial"\nconst a = 1;\n```',
      ),
    ).toBe('```ts title="src/request.ts"\nconst a = 1;\n```\n');
    expect(convert('```\nplain\n```')).toBe('```\nplain\n```\n');
  });

  it('keeps Mermaid diagrams as mermaid code blocks', () => {
    const diagram = '```mermaid\nsequenceDiagram\n  A->>B: hello\n```';
    expect(convert(diagram)).toBe(`${diagram}\n`);
  });

  it('keeps GFM tables', () => {
    const table = '| Field | Type |\n| ----- | ---- |\n| `a`   | x    |';
    expect(convert(table)).toBe(`${table}\n`);
  });

  it('keeps explicit heading ids as {#id}', () => {
    expect(convert('## 2025-02-03: Rename wallets {#update-wallet}\n\nText.')).toBe(
      '## 2025-02-03: Rename wallets {#update-wallet}\n\nText.\n',
    );
    expect(escapeHeadingIds('## A {#a}\ntext {#b}')).toBe('## A \\{#a}\ntext {#b}');
  });

  it('passes links, link definitions and images through the resolver', () => {
    const resolve = (url: string) => (url.startsWith('./') ? `/resolved${url.slice(1)}` : url);
    expect(
      convert(
        'See [wallets](./wallets.mdx#x), [API](/api) and [ref].\n\n[ref]: ./faq.mdx\n\n![Logo](./logo.svg)',
        resolve,
      ),
    ).toBe(
      'See [wallets](/resolved/wallets.mdx#x), [API](/api) and [ref].\n\n[ref]: /resolved/faq.mdx\n\n![Logo](/resolved/logo.svg)\n',
    );
  });

  it('turns details into a labelled section and LinkCards into a list of links', () => {
    expect(convert('<details>\n  <summary>Statuses</summary>\n\nThe list.\n\n</details>')).toBe(
      '**Statuses**\n\nThe list.\n',
    );
    expect(
      convert(
        "<LinkCards items={[{ title: 'FAQ', description: 'Answers.', to: '/faq' }, { title: 'API', to: `/api` }]} />",
        (url) => `${url}.md`,
      ),
    ).toBe('- [FAQ](/faq.md): Answers.\n- [API](/api.md)\n');
  });

  it('prints text that only looks like a directive as written', () => {
    expect(convert('Use the format name:value here.')).toBe('Use the format name:value here.\n');
  });

  it('fails with the file and line on what has no Markdown form', () => {
    expect(() => convert('Intro.\n\n<Chart data={[1, 2]} />')).toThrow(
      'markdown-pages: docs/example.mdx:3: <Chart> has no Markdown form; add a case for it in markdown-pages/mdx.ts.',
    );
    expect(() => convert('Total: {1 + 1}')).toThrow(
      'markdown-pages: docs/example.mdx:1: unsupported MDX expression {1 + 1}.',
    );
    expect(() => convert(':::aside\n\nText.\n\n:::')).toThrow('unknown directive ":::aside"');
    expect(() => convert('<Tabs>\n  <p>x</p>\n</Tabs>')).toThrow(
      '<Tabs> may only hold <TabItem> elements.',
    );
    expect(() => convert('<LinkCards items={cards} />')).toThrow(
      '"Identifier" is not a literal value.',
    );
  });
  it('writes a chain family’s address formats as the table the page renders', () => {
    const markdown = convert('<AddressFormats family="sui" />');
    expect(markdown).toContain('| Address format');
    expect(markdown).toContain('| `ADDRESS_FORMAT_SUI` |');
    expect(markdown).toContain("`m/44'/784'/0'/0'/0'`");
    expect(() => convert('<AddressFormats />')).toThrow('<AddressFormats> needs a "family".');
    expect(() => convert('<AddressFormats family="near" />')).toThrow('no chain family "near"');
  });
});
