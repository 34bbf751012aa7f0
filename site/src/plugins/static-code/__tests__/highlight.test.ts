import { describe, expect, it } from 'vitest';
import { aliasedTypes, hasGrammar, tokenize } from '../highlighter';
import { codeHtml, escapeHtml, tokenLines } from '../html';
import { magicComments } from '../../../config/prism';
import { staticCodeElement } from '../remark';

/** The HTML of one block as the remark step writes it. */
function html(code: string, lang: string | null, meta?: string): string {
  const element = staticCodeElement({ type: 'code', lang, meta, value: code }, { magicComments });
  const attribute = (element.attributes as { name: string; value: string }[]).find(
    (item) => item.name === 'html',
  );
  if (!attribute) throw new Error('no html attribute');
  return attribute.value;
}

describe('tokenize and codeHtml', () => {
  it('highlights with a grammar that only the page languages have (Swift)', () => {
    expect(hasGrammar('swift')).toBe(true);
    expect(html('import Foundation', 'swift')).toBe(
      '<div class="token-line"><span class="token keyword">import</span> <span class="token class-name">Foundation</span><br></div>',
    );
  });

  it('nests tokens the way Prism does, so inner colours win by inheritance', () => {
    expect(html('<b>x</b>', 'tsx')).toContain(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&lt;</span>b</span>',
    );
  });

  it('puts a token’s aliases on its span', () => {
    expect(html('const f = function () {};', 'js')).toContain(
      '<span class="token function-variable function">f</span>',
    );
  });

  it('escapes <, > and & in code, and quotes in attributes', () => {
    expect(html('a < b && c > d', 'text')).toBe(
      '<div class="token-line">a &lt; b &amp;&amp; c &gt; d<br></div>',
    );
    expect(escapeHtml('"x"')).toBe('&quot;x&quot;');
  });

  it('renders a language without a grammar as plain text, without failing', () => {
    expect(hasGrammar('no-such-language')).toBe(false);
    expect(hasGrammar('extend')).toBe(false);
    expect(html('fn main() {}\n', 'no-such-language')).toBe(
      '<div class="token-line">fn main() {}<br></div>',
    );
    expect(html('plain', null)).toBe('<div class="token-line">plain<br></div>');
  });

  it('closes a multi-line token at each line end and reopens it on the next line', () => {
    const lines = tokenLines(tokenize('/* a\nb */ x', 'ts'));
    expect(lines).toEqual([
      '<span class="token comment">/* a</span>',
      '<span class="token comment">b */</span> x',
    ]);
  });

  it('leaves no empty spans where a token meets a line break', () => {
    expect(tokenLines(tokenize('`a\n`', 'ts')).join('\n')).not.toMatch(/<span[^>]*><\/span>/);
  });

  it('keeps empty lines as lines', () => {
    expect(codeHtml('a\n\nb')).toBe(
      '<div class="token-line">a<br></div><div class="token-line"><br></div><div class="token-line">b<br></div>',
    );
  });

  it('marks {2-3} lines and numbers lines with showLineNumbers', () => {
    const result = html('one\ntwo\nthree\nfour', 'text', '{2-3} showLineNumbers');
    const lines = result.split('</div>').filter(Boolean);
    expect(lines.map((line) => line.includes('theme-code-block-highlighted-line'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(lines[0]).toBe(
      '<div class="token-line code-line"><span class="code-line-number"></span><span class="code-line-content">one</span><br>',
    );
  });

  it('lists grammar tokens that carry aliases, from every grammar the build knows', () => {
    const types = aliasedTypes().map((item) => item.join(' '));
    expect(types).toContain('function-variable function');
    expect(types).toContain('template-punctuation string');
  });
});
