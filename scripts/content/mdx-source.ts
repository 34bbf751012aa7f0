/** Helpers that read an MDX doc's parts without a full MDX parse: frontmatter, fences, prose. */

export interface Frontmatter {
  [key: string]: string;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

/** Reads flat `key: value` frontmatter (the only shape our docs use). */
export function readFrontmatter(source: string): Frontmatter {
  const block = FRONTMATTER.exec(source)?.[1] ?? '';
  const entries = block
    .split('\n')
    .map((line) => /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, key = '', value = '']) => [key, value.trim().replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries) as Frontmatter;
}

/** The body after the frontmatter, with the line offset of its first line. */
export function body(source: string): { text: string; firstLine: number } {
  const match = FRONTMATTER.exec(source);
  if (!match) return { text: source, firstLine: 1 };
  return { text: source.slice(match[0].length), firstLine: match[0].split('\n').length };
}

/** Fenced code blocks (``` or ~~~, three or more), in order. */
export function codeBlocks(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '~' ? '~' : '`'}{${fence.length},}\\s*$`);
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      if (closing.test(line)) break;
      code.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    blocks.push({ lang, meta: meta.trim(), code: code.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

/** The text with fenced code blocks replaced by blank lines (line numbers are kept). */
export function withoutCode(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  return lines
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) {
        fence = marker;
        return '';
      }
      if (fence !== undefined) {
        if (marker && line.trim().startsWith(fence)) fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Words a reader reads: code blocks, comments, imports, JSX tags and link targets removed. */
export function proseWords(source: string): number {
  const text = withoutCode(body(source).text)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/[#>*_|[\]`:-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
