import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import prism from '../prism/instance';
import { themeStyles, tokenize } from '../prism/highlight';
import { tokensToLines } from '../prism/tokens';
import { BASE_LANGUAGES } from '../languages';

describe('tokensToLines', () => {
  it('splits nested tokens into lines, keeping the types they are nested in', () => {
    const lines = tokensToLines([
      'a\n',
      { type: 'string', alias: 'x', content: ['"b', '\nc"'], length: 5, greedy: false } as never,
    ]);
    expect(lines).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['string', 'x'], content: '"b' }],
      [{ types: ['string', 'x'], content: 'c"' }],
    ]);
  });

  it('gives an empty line one empty plain token', () => {
    expect(tokensToLines('a\n\nb')).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'b' }],
    ]);
  });
});

describe('the site Prism', () => {
  it('highlights the base languages', () => {
    const [line] = tokenize(prism, 'const a: number = 1;', 'ts');
    expect(line?.find((token) => token.content === 'const')?.types).toEqual(['keyword']);
    const [json] = tokenize(prism, '{"a": true}', 'json');
    expect(json?.find((token) => token.content === '"a"')?.types).toEqual(['property']);
  });

  it('renders languages without a loaded grammar as plain text', () => {
    expect(tokenize(prism, 'fn main() {}', 'no-such-language')).toEqual([
      [{ types: ['plain'], content: 'fn main() {}' }],
    ]);
  });

  it('styles by theme, the background on the block only', () => {
    const styles = themeStyles(themes.github, 'ts');
    expect(styles.root?.backgroundColor).toBe(themes.github.plain.backgroundColor);
    expect(styles.plain?.backgroundColor).toBeUndefined();
    expect(styles.keyword?.color).toBeTruthy();
  });
});

describe('the base grammars', () => {
  it('keeps the base set in step with prism/instance.ts', () => {
    for (const language of BASE_LANGUAGES) expect(prism.languages[language]).toBeDefined();
  });
});
