// Prism's token tree flattened into lines of tokens, each with the token types it is nested
// in: the shape Docusaurus's CodeBlock renders (one element per line, one per token).
import type { TokenStream } from 'prismjs';

export interface LineToken {
  types: string[];
  content: string;
  /** Set on the single token of an empty line. */
  empty?: boolean;
}

const NEWLINE = /\r\n|\r|\n/;

export function tokensToLines(stream: TokenStream): LineToken[][] {
  let line: LineToken[] = [];
  const lines: LineToken[][] = [line];
  const add = (text: string, types: string[]) => {
    text.split(NEWLINE).forEach((part, index) => {
      if (index > 0) lines.push((line = []));
      if (part !== '') line.push({ types, content: part });
    });
  };
  const walk = (node: TokenStream, types: string[]) => {
    if (typeof node === 'string') return add(node, types.length ? types : ['plain']);
    if (Array.isArray(node)) {
      for (const child of node) walk(child, types);
      return;
    }
    const alias = node.alias === undefined ? [] : ([] as string[]).concat(node.alias);
    walk(node.content, [...types, node.type, ...alias]);
  };
  walk(stream, []);
  return lines.map((line) =>
    line.length ? line : [{ types: ['plain'], content: '\n', empty: true }],
  );
}
