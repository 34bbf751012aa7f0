// A highlighted block as HTML for its `<code>` element: one `div.token-line` per line (what the
// theme renders, and what the search records step splits on), tokens as nested spans the way
// Prism nests them, so an inner token's colour overrides its container's by plain CSS
// inheritance, as the theme's style merge does. Plain text is bare text.
import type { TokenStream } from 'prismjs';
import { CODE_LINE, CODE_LINE_CONTENT, CODE_LINE_NUMBER } from './names';

const NEWLINE = /\r\n|\r|\n/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);

export interface LineOptions {
  /** Class names per line (0-based): highlighted lines. */
  lineClassNames?: Readonly<Record<number, readonly string[]>>;
  /** Line numbers are shown (their counter starts in the component). */
  numbered?: boolean;
}

/** The lines of `stream`, each the HTML of its tokens, spans closed at the line's end. */
export function tokenLines(stream: TokenStream): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  const reopen = () => open.map((classes) => `<span class="${classes}">`).join('');
  const text = (value: string) =>
    value.split(NEWLINE).forEach((part, index) => {
      if (index > 0) {
        lines.push(line + '</span>'.repeat(open.length));
        line = reopen();
      }
      line += escapeHtml(part);
    });
  const walk = (node: TokenStream): void => {
    if (typeof node === 'string') return text(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const classes = escapeHtml(
      ['token', node.type, ...([] as string[]).concat(node.alias ?? [])].join(' '),
    );
    open.push(classes);
    line += `<span class="${classes}">`;
    walk(node.content);
    line += '</span>';
    open.pop();
  };
  walk(stream);
  lines.push(line);
  // A token that ends or starts at a line break leaves an empty span on the other line.
  return lines.map((html) => removeEmptySpans(html));
}

function removeEmptySpans(html: string): string {
  let before;
  do {
    before = html;
    html = html.replace(/<span class="[^"]*"><\/span>/g, '');
  } while (html !== before);
  return html;
}

/** The inner HTML of the block's `<code>` element. */
export function codeHtml(
  stream: TokenStream,
  { lineClassNames = {}, numbered }: LineOptions = {},
): string {
  return tokenLines(stream)
    .map((content, index) => {
      const classes = [
        'token-line',
        ...(lineClassNames[index] ?? []),
        ...(numbered ? [CODE_LINE] : []),
      ];
      const body = numbered
        ? `<span class="${CODE_LINE_NUMBER}"></span><span class="${CODE_LINE_CONTENT}">${content}</span>`
        : content;
      return `<div class="${escapeHtml(classes.join(' '))}">${body}<br></div>`;
    })
    .join('');
}
