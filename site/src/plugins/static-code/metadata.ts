// What a fence's language, meta string and magic comments say about a block: its title, the
// lines to highlight, where line numbers start, and the code without the magic comments. The
// same meta string syntax and directives as the theme's CodeBlock, read at build time.

/** A magic comment directive (the theme's `prism.magicComments` entries). */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export interface CodeMetadata {
  /** The code as shown and copied: no trailing line break, no magic comment lines. */
  code: string;
  /** Lower case; `text` when the fence names none. */
  language: string;
  title?: string;
  /** The first line's number when line numbers are shown. */
  lineNumbersStart?: number;
  /** Class names of highlighted lines, by 0-based line index. */
  lineClassNames: Record<number, string[]>;
}

export interface CodeFence {
  code: string;
  language?: string | null;
  meta?: string | null;
  magicComments: readonly MagicComment[];
}

/** Comment syntaxes a directive may sit in, as [start, end] regular expression sources. */
const COMMENTS = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
} as const;
type Comment = keyof typeof COMMENTS;

const ANY_COMMENT: Comment[] = ['slashes', 'block', 'jsx', 'hash', 'html'];
const COMMENTS_BY_LANGUAGE: Record<string, Comment[]> = {
  js: ['slashes', 'block'],
  javascript: ['slashes', 'block'],
  ts: ['slashes', 'block'],
  typescript: ['slashes', 'block'],
  jsx: ['slashes', 'block', 'jsx'],
  tsx: ['slashes', 'block', 'jsx'],
  html: ['slashes', 'block', 'html'],
  bash: ['hash'],
  python: ['hash'],
  py: ['hash'],
  markdown: ['html', 'jsx', 'hash'],
  md: ['html', 'jsx', 'hash'],
  sql: ['dashes', 'block'],
};

const TITLE = /title=(["'])(.*?)\1/;
const LINE_RANGES = /\{([\d,\s-]+)\}/;

/** A thrown message names what was wrong in the fence; the remark step adds file and line. */
export class FenceError extends Error {}

/** `"1,3-5"` → [1, 3, 4, 5] (1-based, sorted, without repeats). */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',').map((item) => item.trim())) {
    const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!match)
      throw new FenceError(`"{${ranges}}" must list line numbers and ranges such as {1,3-5}`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    for (let line = Math.min(from, to); line <= Math.max(from, to); line++)
      if (line > 0) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

function lineNumbersStart(meta: string): number | undefined {
  const word = meta.split(/\s+/).find((item) => item.startsWith('showLineNumbers'));
  if (word === undefined) return undefined;
  if (word === 'showLineNumbers') return 1;
  const value = word.slice('showLineNumbers'.length);
  if (!/^=\d+$/.test(value))
    throw new FenceError(
      `"${word}" must be showLineNumbers or showLineNumbers=<first line number>`,
    );
  return Number(value.slice(1));
}

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap(({ line, block }) => [line, block?.start, block?.end])
    .filter((item): item is string => Boolean(item))
    .map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const comments = (COMMENTS_BY_LANGUAGE[language] ?? ANY_COMMENT).map((name) => {
    const [start, end] = COMMENTS[name];
    return `(?:${start}\\s*(${directives})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

/** Lines marked by magic comments, and the code without the comment lines. */
function magicCommentLines(
  code: string,
  language: string,
  magicComments: readonly MagicComment[],
): Pick<CodeMetadata, 'code' | 'lineClassNames'> {
  const lineClassNames: Record<number, string[]> = {};
  if (magicComments.length === 0) return { code, lineClassNames };
  const pattern = directivePattern(language, magicComments);
  const mark = (index: number, className: string) => {
    const classes = (lineClassNames[index] ??= []);
    if (!classes.includes(className)) classes.push(className);
  };
  const kept: string[] = [];
  const nextLine = new Set<string>();
  const openBlocks = new Map<string, number>();
  for (const line of code.split(/\r?\n/)) {
    const directive = pattern
      .exec(line)
      ?.slice(1)
      .find((item) => item !== undefined);
    if (directive === undefined) {
      for (const className of nextLine) mark(kept.length, className);
      nextLine.clear();
      for (const className of openBlocks.keys()) mark(kept.length, className);
      kept.push(line);
      continue;
    }
    for (const { className, line: single, block } of magicComments) {
      if (directive === single) nextLine.add(className);
      else if (directive === block?.start) openBlocks.set(className, kept.length);
      else if (directive === block?.end) openBlocks.delete(className);
    }
  }
  return { code: kept.join('\n'), lineClassNames };
}

export function codeMetadata({
  code: raw,
  language,
  meta,
  magicComments,
}: CodeFence): CodeMetadata {
  const code = raw.replace(/\r?\n$/, '');
  const lang = (language || 'text').toLowerCase();
  const metaString = meta ?? '';
  const title = TITLE.exec(metaString)?.[2] || undefined;
  const start = lineNumbersStart(metaString);
  const ranges = LINE_RANGES.exec(metaString)?.[1];
  // A `{…}` range in the meta string replaces the magic comments, which are then left as code.
  if (ranges !== undefined) {
    const className = magicComments[0]?.className;
    if (className === undefined)
      throw new FenceError(`"{${ranges}}" needs a magic comment to take its class name from`);
    const lineClassNames = Object.fromEntries(
      parseLineRanges(ranges).map((line) => [line - 1, [className]]),
    );
    return { code, language: lang, title, lineNumbersStart: start, lineClassNames };
  }
  return {
    ...magicCommentLines(code, lang, magicComments),
    language: lang,
    title,
    lineNumbersStart: start,
  };
}
