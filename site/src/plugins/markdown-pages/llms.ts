/**
 * `llms.txt` and `llms-full.txt` (the llms.txt convention: an H1 with the site's name, a
 * blockquote summary, then `## Section` headings over lists of `- [Title](url): description`)
 * built from the route module's navigation, so every route appears once and in sidebar order.
 */
import type { NavNode, SidebarGroup } from '../../config/routes';

/** What a list line says about one route. */
export interface PageEntry {
  title: string;
  description: string;
  /** Absolute URL of the route's Markdown copy. */
  url: string;
}

export interface LlmsSection {
  heading: string;
  entries: PageEntry[];
}

/** A route as the navigation holds it, with the top-level category it belongs to. */
export interface NavRoute {
  path: string;
  kind: 'doc' | 'page' | 'category';
  /** The label of a page or a category (docs take their title from their metadata). */
  label?: string;
  /** A generated category index's description. */
  description?: string;
  /** Routes a category index lists: its direct children (a sub-category by its index). */
  children?: string[];
}

function firstRoute(node: NavNode): string | undefined {
  if (node.kind !== 'category') return node.path;
  if (node.index) return 'generated' in node.index ? node.index.generated : node.index.doc;
  return node.items.map(firstRoute).find((path) => path !== undefined);
}

/** Every route under `nodes`, in sidebar order, with what a category index needs. */
export function flattenNavigation(nodes: readonly NavNode[]): NavRoute[] {
  const routes: NavRoute[] = [];
  for (const node of nodes) {
    if (node.kind === 'doc') routes.push({ path: node.path, kind: 'doc' });
    else if (node.kind === 'page')
      routes.push({ path: node.path, kind: 'page', label: node.label });
    else {
      if (node.index && 'generated' in node.index) {
        routes.push({
          path: node.index.generated,
          kind: 'category',
          label: node.label,
          description: node.index.description,
          children: node.items.flatMap((item) => firstRoute(item) ?? []),
        });
      } else if (node.index) {
        routes.push({ path: node.index.doc, kind: 'doc' });
      }
      routes.push(...flattenNavigation(node.items));
    }
  }
  return routes;
}

/**
 * One section for the routes at a sidebar's top level (named after the sidebar) and one per
 * top-level category (`Sidebar: Category`), nested categories folded into their parent.
 */
export function sectionsOf<Entry = PageEntry>(
  navigation: Readonly<Record<SidebarGroup, NavNode[]>>,
  groupLabels: Readonly<Record<SidebarGroup, string>>,
  entryOf: (route: NavRoute) => Entry,
): { heading: string; entries: Entry[] }[] {
  const sections: { heading: string; entries: Entry[] }[] = [];
  for (const group of Object.keys(navigation) as SidebarGroup[]) {
    const label = groupLabels[group];
    const loose: NavNode[] = navigation[group].filter((node) => node.kind !== 'category');
    const categories = navigation[group].filter((node) => node.kind === 'category');
    if (loose.length > 0) {
      sections.push({ heading: label, entries: flattenNavigation(loose).map(entryOf) });
    }
    for (const category of categories) {
      sections.push({
        heading: `${label}: ${category.label}`,
        entries: flattenNavigation([category]).map(entryOf),
      });
    }
  }
  return sections;
}

/** One list line; the description is kept on one line. */
export function entryLine(entry: PageEntry): string {
  const title = entry.title.replace(/[[\]]/g, '\\$&');
  const description = entry.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${entry.url})${description ? `: ${description}` : ''}`;
}

export interface LlmsTxtInput {
  siteTitle: string;
  summary: string;
  /** Paragraphs between the summary and the first section. */
  details?: string;
  sections: LlmsSection[];
  /** The convention's `## Optional` section: links a reader may skip. */
  optional?: PageEntry[];
}

export function buildLlmsTxt(input: LlmsTxtInput): string {
  const parts = [`# ${input.siteTitle}`, `> ${input.summary.replace(/\s+/g, ' ').trim()}`];
  if (input.details) parts.push(input.details.trim());
  for (const section of input.sections) {
    parts.push(`## ${section.heading}\n\n${section.entries.map(entryLine).join('\n')}`);
  }
  if (input.optional && input.optional.length > 0) {
    parts.push(`## Optional\n\n${input.optional.map(entryLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

export interface FullPage {
  /** The page's Markdown, starting with its `# Title` line. */
  markdown: string;
  /** Absolute URL of the page. */
  url: string;
}

/** Every page's Markdown after the site header, each followed by its URL under the title. */
export function buildLlmsFullTxt(
  input: Pick<LlmsTxtInput, 'siteTitle' | 'summary'>,
  pages: readonly FullPage[],
): string {
  const header = `# ${input.siteTitle}\n\n> ${input.summary.replace(/\s+/g, ' ').trim()}\n`;
  const bodies = pages.map(({ markdown, url }) => {
    const [title = '', ...rest] = markdown.split('\n');
    return `${title}\n\nURL: ${url}\n${rest.join('\n')}`;
  });
  return [header, ...bodies].join('\n---\n\n');
}

/** A page's Markdown: `# Title`, the description as a blockquote, then the body. */
export function pageMarkdown(title: string, description: string, body: string): string {
  const lead = description.trim() ? `\n> ${description.replace(/\s+/g, ' ').trim()}\n` : '';
  return `# ${title}\n${lead}${body.trim() ? `\n${body.trim()}\n` : ''}`;
}
