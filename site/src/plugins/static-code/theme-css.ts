// The code themes as a stylesheet: token colours by class for each colour mode, so a block
// highlighted at build time follows the colour mode toggle by CSS alone (Docusaurus sets
// `data-theme` on <html> before the first paint: no flash, no re-render).
import type { PrismTheme } from 'prism-react-renderer';
import { STATIC_CODE } from './names';

type Style = Record<string, string | number | undefined>;

/** Light rules must not apply in dark mode (a light-only italic or opacity would leak). */
export const MODE_SELECTORS = {
  light: ":root:not([data-theme='dark'])",
  dark: ":root[data-theme='dark']",
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${kebab(name)}:${value}`)
    .join(';');
}

/**
 * Each token type's style, merged over the theme's entries in order (a later entry wins, as in
 * the theme's own merge), in the order the types first appear.
 */
export function stylesByType(theme: PrismTheme, name: string): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages?.length)
      throw new Error(
        `static-code: the ${name} code theme styles ${entry.types.join(', ')} for some languages only (${entry.languages.join(', ')}); build-time highlighting colours by token type alone`,
      );
    for (const type of entry.types)
      styles.set(type, { ...styles.get(type), ...(entry.style as Style) });
  }
  return styles;
}

/**
 * A token's type and its aliases share one span, and the theme lets the last of them win
 * (aliases come after the type). Same-specificity rules decide by their own order instead, so
 * where that gives another style, a rule for the combination states the theme's.
 */
function combinationRules(styles: Map<string, Style>, aliased: readonly string[][]) {
  const order = [...styles.keys()];
  const rules: [string[], Style][] = [];
  for (const types of aliased) {
    const styled = types.filter((type) => styles.has(type));
    if (styled.length < 2) continue;
    const theme = Object.assign({}, ...styled.map((type) => styles.get(type))) as Style;
    const byRuleOrder = [...styled].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const cascade = Object.assign({}, ...byRuleOrder.map((type) => styles.get(type))) as Style;
    if (declarations(theme) !== declarations(cascade)) rules.push([types, theme]);
  }
  return rules;
}

const classSelector = (types: readonly string[]) =>
  ['token', ...types].map((type) => `.${type.replace(/[^\w-]/g, '\\$&')}`).join('');

function modeRules(
  theme: PrismTheme,
  name: keyof typeof MODE_SELECTORS,
  aliased: readonly string[][],
): string[] {
  const scope = `${MODE_SELECTORS[name]} .${STATIC_CODE}`;
  const plain = {
    '--prism-color': theme.plain.color,
    '--prism-background-color': theme.plain.backgroundColor,
  };
  const rules = [`${scope}{${declarations(plain)}}`];
  const styles = stylesByType(theme, name);
  for (const [type, style] of styles) {
    const body = declarations(style);
    if (body) rules.push(`${scope} ${classSelector([type])}{${body}}`);
  }
  for (const [types, style] of combinationRules(styles, aliased))
    rules.push(`${scope} ${classSelector(types)}{${declarations(style)}}`);
  return rules;
}

/**
 * The stylesheet of both modes; `aliased` lists the type and aliases of every grammar token
 * that has aliases (highlighter.ts `aliasedTypes`).
 */
export function themeCss(
  themes: { light: PrismTheme; dark: PrismTheme },
  aliased: readonly string[][] = [],
): string {
  const rules = [
    ...modeRules(themes.light, 'light', aliased),
    ...modeRules(themes.dark, 'dark', aliased),
  ];
  return `${rules.join('\n')}\n`;
}
