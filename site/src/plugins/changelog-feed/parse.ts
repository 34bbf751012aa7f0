/** One dated changelog entry, parsed from the changelog doc's Markdown source. */
export interface ChangelogEntry {
  date: string;
  title: string;
  /** The heading's explicit anchor id, so feed links stay stable when titles change. */
  id: string;
  /** Entry body as plain text (Markdown syntax removed) for feed readers. */
  text: string;
}

const ENTRY_HEADING = /^## (\d{4}-\d{2}-\d{2}): (.+?) \{#([a-z0-9-]+)\}\s*$/;

/**
 * Removes the Markdown syntax a feed reader would show literally. A table loses its separator
 * row, and each other row becomes a line of cells joined by ` · `.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/^[ \t]*\|(?:\s*:?-+:?\s*\|)+[ \t]*$/gm, '')
    .replace(/^[ \t]*\| (.*) \|[ \t]*$/gm, (_row, cells: string) => cells.split(' | ').join(' · '))
    .replace(/^[-*] /gm, '• ')
    .replace(/^#{3,6} /gm, '')
    .replace(/^:::\w*.*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Parses `## YYYY-MM-DD: Title {#id}` sections of the changelog. Any other `## ` heading is an
 * error: a typo in a date would otherwise silently drop an entry from the feed.
 */
export function parseChangelog(source: string): ChangelogEntry[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const entries: ChangelogEntry[] = [];
  let current: (Omit<ChangelogEntry, 'text'> & { lines: string[] }) | undefined;
  const flush = () => {
    if (current) {
      const { lines, ...rest } = current;
      entries.push({ ...rest, text: markdownToText(lines.join('\n')) });
    }
  };
  body.split('\n').forEach((line, index) => {
    if (!line.startsWith('## ')) {
      current?.lines.push(line);
      return;
    }
    const match = ENTRY_HEADING.exec(line);
    if (!match) {
      throw new Error(
        `Changelog line ${index + 1}: "${line}" is not an entry heading. Expected "## YYYY-MM-DD: Title {#anchor-id}".`,
      );
    }
    const [, date = '', title = '', id = ''] = match;
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      throw new Error(`Changelog line ${index + 1}: "${date}" is not a valid date.`);
    }
    flush();
    current = { date, title, id, lines: [] };
  });
  flush();
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  if (sorted.some((entry, i) => entry !== entries[i])) {
    throw new Error('Changelog entries must be listed newest first.');
  }
  return entries;
}
