import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * The code themes: prism-react-renderer's GitHub (light) and Dracula (dark) with the token
 * colours that fell below WCAG AA (4.5:1) replaced by darker or lighter shades of the same
 * hue. Every colour reaches 4.5:1 on the block's background and on a highlighted line's
 * (`--docusaurus-highlighted-code-line-bg` in custom.css); e2e/a11y/axe.spec.ts checks it.
 */
function recolour(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const swap = (colour: string | undefined) =>
    colour === undefined ? undefined : (replacements[colour.toLowerCase()] ?? colour);
  return {
    plain: theme.plain,
    styles: theme.styles.map((entry) => {
      const color = swap(entry.style.color);
      return { ...entry, style: color === undefined ? entry.style : { ...entry.style, color } };
    }),
  };
}

/** GitHub: on #f6f8fa, 2.6–4.3:1 before, 4.6–6.2:1 after. */
export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#5d5e55', // comments
  '#e3116c': '#c20e5d', // strings
  '#36acaa': '#00706e', // numbers, booleans, properties, constants
  '#00a4db': '#006a9e', // at-rules, attribute names
  '#d73a49': '#b62535', // functions, tags
});

/** Dracula: comments were 3.0:1 on #282a36; red and the accents also pass on highlighted lines. */
export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#a3add6', // comments
  'rgb(255, 85, 85)': '#ff8080', // deleted
});

/**
 * Magic comments: `// highlight-next-line`, or `// highlight-start` … `// highlight-end`, mark
 * lines, and the first entry's class also marks a fence's `{1,3-5}` ranges. The theme's
 * directives, named here because the build-time highlighter reads them too.
 */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];
