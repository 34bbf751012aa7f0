import { describe, expect, it } from 'vitest';
import { codeBlocks, proseWords, readFrontmatter } from '../mdx-source';
import { checkPage } from '../rules';

const page = (frontmatter: string, text: string) => `---\n${frontmatter}\n---\n\n${text}\n`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('checkPage', () => {
  it('accepts a complete page', () => {
    expect(
      checkPage(page('title: A\ndescription: B', `${words(300)}\n\n## Part\n\n### Sub`)),
    ).toEqual([]);
  });

  it('reports each rule with its line', () => {
    const source = page(
      'title: A',
      ['TODO: write this', '', '## One', '', '#### Too deep', '', '![](/img/x.png)'].join('\n'),
    );
    expect(checkPage(source).map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: frontmatter has no `description`',
      expect.stringMatching(/^1: \d+ words of prose; a page needs at least 300/),
      '5: placeholder text "TODO"',
      '9: heading level 4 follows level 2: a level is skipped',
      '11: image without alt text',
    ]);
  });

  it('holds every page to the word minimum, whatever its frontmatter says', () => {
    expect(checkPage(page('description: B\nstage: summary', 'Short.'))).toEqual([
      { line: 1, message: '1 words of prose; a page needs at least 300 (code excluded)' },
    ]);
  });

  it('ignores headings and placeholders inside code', () => {
    const text = `${words(300)}\n\n\`\`\`md\n#### TODO\n\`\`\``;
    expect(checkPage(page('description: B', text))).toEqual([]);
  });
});

describe('mdx-source', () => {
  it('reads quoted frontmatter values', () => {
    expect(readFrontmatter(page('title: "Wallets"\nslug: /w', ''))).toEqual({
      title: 'Wallets',
      slug: '/w',
    });
  });

  it('counts prose words without code, comments, imports and tags', () => {
    const text =
      'import X from \'x\';\n\nOne two [three](./t.mdx).\n\n{/* fact: x */}\n\n<X a="b" />\n\n```ts\nconst a = 1;\n```';
    expect(proseWords(page('d: e', text))).toBe(3);
  });

  it('finds fenced blocks with language, meta and line', () => {
    const source =
      'a\n```ts title="x.ts"\nconst a = 1;\n```\n\n````tsx nocheck="partial"\n<A />\n````';
    expect(codeBlocks(source)).toEqual([
      { lang: 'ts', meta: 'title="x.ts"', code: 'const a = 1;', line: 2 },
      { lang: 'tsx', meta: 'nocheck="partial"', code: '<A />', line: 6 },
    ]);
  });
});
