// Stands in for `prism-react-renderer` in the site's bundles (bundle-trim aliases the package
// here). That package bundles its own Prism with ~30 grammars and every colour theme, and
// Docusaurus imports it on every page; this module gives the same component API over the
// site's smaller Prism (./instance.ts). Unknown languages render as plain text.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import prism, { type PrismLike } from './instance';
import { tokensToLines, type LineToken } from './tokens';

export { prism as Prism };
export type { LineToken as Token };

type StyleDictionary = Record<string, CSSProperties | undefined>;

/** The theme's styles by token type for `language`, with `root` (block) and `plain` (line). */
export function themeStyles(theme: PrismTheme, language: string): StyleDictionary {
  const styles: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = { ...styles[type], ...entry.style };
  }
  styles.root = theme.plain;
  // Lines carry the text colour; the background is the block's alone.
  styles.plain = { ...theme.plain, backgroundColor: undefined };
  return styles;
}

export function tokenize(prismInstance: PrismLike, code: string, language: string): LineToken[][] {
  const grammar = prismInstance.languages[language];
  if (!grammar) return tokensToLines(code);
  const env: Record<string, unknown> = { code, grammar, language, tokens: [] };
  prismInstance.hooks.run('before-tokenize', env);
  env.tokens = prismInstance.tokenize(env.code as string, grammar);
  prismInstance.hooks.run('after-tokenize', env);
  return tokensToLines(env.tokens as Parameters<typeof tokensToLines>[0]);
}

function withoutKey<T extends object>(object: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)) as Partial<T>;
}

interface ExtraProps {
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps(input: ExtraProps & { line: LineToken[] }): ExtraProps;
  getTokenProps(input: ExtraProps & { token: LineToken }): ExtraProps & { children: string };
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: PrismLike;
  children(props: RenderProps): ReactNode;
}

export function Highlight({
  code,
  language: languageProp,
  theme,
  prism: prismProp,
  children,
}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const prismInstance = prismProp ?? prism;
  const styles = useMemo(
    () => (theme ? themeStyles(theme, language) : undefined),
    [theme, language],
  );
  const tokens = useMemo(
    () => tokenize(prismInstance, code, language),
    [prismInstance, code, language],
  );
  const tokenStyle = ({ types, empty }: LineToken): CSSProperties | undefined => {
    const base = empty ? { display: 'inline-block' } : undefined;
    if (!styles || (types.length === 1 && types[0] === 'plain')) return base;
    return Object.assign({}, base, ...types.map((type) => styles[type]));
  };
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles?.root ?? {},
    getLineProps: ({ className, style, ...props }) => ({
      ...withoutKey(props, 'line'),
      className: clsx('token-line', className),
      style: styles?.plain || style ? { ...styles?.plain, ...style } : undefined,
    }),
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...tokenStyle(token), ...style } : tokenStyle(token),
    }),
  });
}
