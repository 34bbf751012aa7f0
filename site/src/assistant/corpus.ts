import type { SearchRecord } from '../search/records';

/**
 * The assistant's corpus: the site's heading-level sections (one per h2/h3 and one per page
 * top, plus one per API operation), made at build time from the same records as the search
 * index and downloaded once, when the reader first opens the assistant.
 *
 * The file is compact (rows, not objects; the page's URL, title and section stored once) and
 * is read defensively in the browser: anything malformed is dropped, not trusted.
 */

export const corpusVersion = 1;

/** `[url, title, section]`: the page's root-relative URL, its title, its sidebar section. */
export type CorpusPageRow = [string, string, string];
/** `[page, anchor, heading, text, code]`; anchor and heading are '' for a page's top. */
export type CorpusChunkRow = [number, string, string, string, string];

export interface CorpusFile {
  version: typeof corpusVersion;
  pages: CorpusPageRow[];
  chunks: CorpusChunkRow[];
}

export interface CorpusPage {
  url: string;
  title: string;
  section: string;
}

export interface Chunk {
  id: number;
  page: CorpusPage;
  /** Page URL with the heading's anchor; the page URL for its top. */
  url: string;
  /** The h2/h3 (or operation id); null for the page's top. */
  heading: string | null;
  text: string;
  /** Identifiers from the section's code blocks. */
  code: string;
}

export interface Corpus {
  pages: CorpusPage[];
  chunks: Chunk[];
}

/** Cuts `text` at a sentence (or word) end before `limit` characters. */
export function clipText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
  );
  if (sentenceEnd > limit * 0.6) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : limit)}…`;
}

/** Builds the corpus from the search records (page sections and API operations). */
export function buildCorpus(
  records: SearchRecord[],
  { maxChunkChars }: { maxChunkChars: number },
): CorpusFile {
  const pages: CorpusPageRow[] = [];
  const pageIndex = new Map<string, number>();
  const chunks: CorpusChunkRow[] = [];
  for (const record of records) {
    const hash = record.url.indexOf('#');
    const pageUrl = hash < 0 ? record.url : record.url.slice(0, hash);
    const anchor = hash < 0 ? '' : record.url.slice(hash + 1);
    const title = record.hierarchy.lvl1 ?? pageUrl;
    let page = pageIndex.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pages.push([pageUrl, title, record.hierarchy.lvl0 ?? '']);
      pageIndex.set(pageUrl, page);
    }
    const heading =
      record.type === 'lvl3'
        ? record.hierarchy.lvl3
        : record.type === 'lvl2'
          ? record.hierarchy.lvl2
          : null;
    const text = record.content ?? (record.type === 'lvl1' ? record.description : null) ?? '';
    if (!text && !record.code && record.type !== 'lvl1') continue;
    chunks.push([page, anchor, heading ?? '', clipText(text, maxChunkChars), record.code ?? '']);
  }
  return { version: corpusVersion, pages, chunks };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads a downloaded corpus file; throws when it is not one, skips malformed rows. */
export function readCorpus(data: unknown): Corpus {
  const file = data as Partial<CorpusFile> | null;
  if (
    typeof file !== 'object' ||
    file === null ||
    file.version !== corpusVersion ||
    !Array.isArray(file.pages) ||
    !Array.isArray(file.chunks)
  ) {
    throw new Error('The assistant corpus is not in the expected format.');
  }
  const pages: (CorpusPage | null)[] = file.pages.map((row: unknown) =>
    Array.isArray(row) && row.length === 3 && row.every(isString)
      ? { url: row[0] as string, title: row[1] as string, section: row[2] as string }
      : null,
  );
  const chunks: Chunk[] = [];
  for (const row of file.chunks as unknown[]) {
    if (!Array.isArray(row) || row.length !== 5 || !Number.isInteger(row[0])) continue;
    const [pageNumber, anchor, heading, text, code] = row as unknown[];
    const page = pages[pageNumber as number];
    if (!page || ![anchor, heading, text, code].every(isString)) continue;
    chunks.push({
      id: chunks.length,
      page,
      url: anchor ? `${page.url}#${anchor as string}` : page.url,
      heading: (heading as string) || null,
      text: text as string,
      code: code as string,
    });
  }
  return { pages: pages.filter((page): page is CorpusPage => page !== null), chunks };
}
