import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../../config/prism';
import { aliasedTypes } from '../highlighter';
import { stylesByType, themeCss } from '../theme-css';

const css = themeCss({ light: lightCodeTheme, dark: darkCodeTheme }, aliasedTypes());
const rule = (selector: string) => css.split('\n').find((line) => line.startsWith(`${selector}{`));

const LIGHT = ":root:not([data-theme='dark']) .static-code";
const DARK = ":root[data-theme='dark'] .static-code";

describe('themeCss', () => {
  it('colours each token type per colour mode, from the site’s code themes', () => {
    expect(rule(`${LIGHT} .token.keyword`)).toBe(`${LIGHT} .token.keyword{color:#00009f}`);
    expect(rule(`${DARK} .token.keyword`)).toBe(
      `${DARK} .token.keyword{color:rgb(189, 147, 249);font-style:italic}`,
    );
    // The AA replacements of src/config/prism.ts, not the upstream colours.
    expect(rule(`${LIGHT} .token.comment`)).toBe(
      `${LIGHT} .token.comment{color:#5d5e55;font-style:italic}`,
    );
  });

  it('sets the block colours the theme’s buttons and backgrounds read', () => {
    expect(rule(LIGHT)).toBe(`${LIGHT}{--prism-color:#393A34;--prism-background-color:#f6f8fa}`);
    expect(rule(DARK)).toBe(`${DARK}{--prism-color:#F8F8F2;--prism-background-color:#282A36}`);
  });

  it('keeps light-only styles out of dark mode', () => {
    expect(stylesByType(darkCodeTheme, 'dark').has('namespace')).toBe(false);
    expect(css).not.toMatch(/^\.static-code|^\.token/m);
    expect(css).toContain(`${LIGHT} .token.namespace{opacity:0.7}`);
  });

  it('lets a token’s alias win over its type where rule order would not', () => {
    // GitHub colours `function` before `function-variable`; the theme gives the alias its say.
    expect(rule(`${LIGHT} .token.function-variable.function`)).toBe(
      `${LIGHT} .token.function-variable.function{color:#b62535}`,
    );
    // Dracula does not style function-variable: no combination rule needed.
    expect(rule(`${DARK} .token.function-variable.function`)).toBeUndefined();
  });

  it('refuses a theme entry limited to some languages, which CSS by type cannot express', () => {
    const theme: PrismTheme = {
      plain: { color: '#000', backgroundColor: '#fff' },
      styles: [{ types: ['keyword'], languages: ['ts'], style: { color: '#111' } }],
    };
    expect(() => themeCss({ light: theme, dark: theme })).toThrowErrorMatchingInlineSnapshot(
      `[Error: static-code: the light code theme styles keyword for some languages only (ts); build-time highlighting colours by token type alone]`,
    );
  });
});
