import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import { emptyHierarchy, type RecordLevel, type SearchRecord } from '../record';
import { codeIdentifiers } from './identifiers';

/**
 * Turns one built HTML page into search records: one for the page's title and the text
 * before its first h2, then one per h2/h3 section. Follows the conventions of Algolia's
 * DocSearch crawler template for Docusaurus, so local and hosted records agree:
 * lvl0 is the active sidebar category (else the active navbar item), lvl1 the h1, lvl2/lvl3
 * the h2/h3 headings; facets come from the `docsearch:*` meta tags.
 */

/** Elements whose text is chrome, not content. */
const skippedTags = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template']);
/** The Docusaurus theme's chrome; a site adds its own classes through `chromeClasses`. */
const themeChromeClasses = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'theme-doc-card-container',
  'pagination-nav',
];
/** Elements that separate words: their text never runs into the next element's. */
const blockTags = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

const fallbackSection = 'Documentation';

interface Section {
  level: RecordLevel;
  heading: string | null;
  anchor: string | null;
  text: string[];
  /** Text outside links: a section of links only ("Related") has no content of its own. */
  ownText: string[];
  code: string[];
}

const newSection = (
  level: RecordLevel,
  heading: string | null = null,
  anchor: string | null = null,
): Section => ({ level, heading, anchor, text: [], ownText: [], code: [] });

const hasClass = (element: Element, name: string): boolean =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);

/** Text content without whitespace runs or the zero-width space of heading anchors. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an element's text is left out of the records. */
type SkipTest = (element: Element) => boolean;

function textOf(node: AnyNode, isSkipped: SkipTest): string {
  const parts: string[] = [];
  const visit = (current: AnyNode): void => {
    if (current.type === 'text') parts.push(current.data);
    else if (DomUtils.isTag(current) && !isSkipped(current)) current.children.forEach(visit);
  };
  visit(node);
  return cleanText(parts.join(''));
}

/** A code block's text, one line per line (highlighted lines end with `<br>`, not a newline). */
function codeText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!DomUtils.isTag(node)) return '';
  if (node.name === 'br') return '\n';
  const text = node.children.map(codeText).join('');
  return hasClass(node, 'token-line') ? `${text}\n` : text;
}

function skipTest(chromeClasses: readonly string[]): SkipTest {
  const classes = [...themeChromeClasses, ...chromeClasses];
  return (element) =>
    skippedTags.has(element.name) || classes.some((name) => hasClass(element, name));
}

function metaContent(nodes: AnyNode[], name: string): string | null {
  const meta = DomUtils.findOne(
    (element) => element.name === 'meta' && element.attribs.name === name,
    nodes,
  );
  return meta?.attribs.content ?? null;
}

/** DocSearch's lvl0: the active top-level sidebar category, else the active navbar item. */
function siteSection(nodes: AnyNode[], isSkipped: SkipTest): string {
  const category = DomUtils.findOne(
    (element) =>
      hasClass(element, 'menu__link--sublist') && hasClass(element, 'menu__link--active'),
    nodes,
  );
  const navbarItem = DomUtils.findOne(
    (element) => hasClass(element, 'navbar__link--active'),
    nodes,
  );
  const label = [category, navbarItem].map((element) =>
    element ? textOf(element, isSkipped) : '',
  );
  return label.find(Boolean) ?? fallbackSection;
}

function contentRoot(nodes: AnyNode[]): Element | null {
  return (
    DomUtils.findOne((element) => hasClass(element, 'theme-doc-markdown'), nodes) ??
    DomUtils.findOne((element) => element.name === 'main', nodes)
  );
}

/** Walks the content in document order, splitting it into sections at h2 and h3. */
function collectSections(
  root: Element,
  isSkipped: SkipTest,
): { title: string | null; sections: Section[] } {
  let title: string | null = null;
  let current = newSection('lvl1');
  const sections: Section[] = [current];

  const visit = (node: AnyNode, inLink: boolean): void => {
    if (node.type === 'text') {
      current.text.push(node.data);
      if (!inLink) current.ownText.push(node.data);
      return;
    }
    if (!DomUtils.isTag(node) || isSkipped(node)) return;
    if (node.name === 'h1') {
      title ??= textOf(node, isSkipped);
      return;
    }
    if (node.name === 'h2' || node.name === 'h3') {
      const level = node.name === 'h2' ? 'lvl2' : 'lvl3';
      current = newSection(level, textOf(node, isSkipped), node.attribs.id ?? null);
      sections.push(current);
      return;
    }
    if (node.name === 'pre') {
      current.code.push(...codeIdentifiers(codeText(node)));
      return;
    }
    const block = blockTags.has(node.name);
    if (block) current.text.push(' ');
    for (const child of node.children) visit(child, inLink || node.name === 'a');
    if (block) current.text.push(' ');
  };
  for (const child of root.children) visit(child, false);
  return { title, sections };
}

/**
 * The records of one page. `route` is the page's path (`/concepts/wallets`); returns no
 * records when the page has no content root or no h1. Elements with one of `chromeClasses`
 * (the site's own chrome, besides the theme's) are left out.
 */
export function extractPageRecords(
  html: string,
  route: string,
  chromeClasses: readonly string[] = [],
): SearchRecord[] {
  const isSkipped = skipTest(chromeClasses);
  const nodes = parseDocument(html).children;
  const root = contentRoot(nodes);
  if (!root) return [];
  const { title, sections } = collectSections(root, isSkipped);
  if (!title) return [];
  const lvl0 = siteSection(nodes, isSkipped);
  const facets = {
    language: metaContent(nodes, 'docsearch:language') ?? 'en',
    docusaurus_tag: metaContent(nodes, 'docsearch:docusaurus_tag') ?? 'default',
  };
  const description = metaContent(nodes, 'description');

  let lvl2: string | null = null;
  return sections.flatMap((section, index): SearchRecord[] => {
    if (section.level === 'lvl2') lvl2 = section.heading;
    const ownText = /[\p{L}\p{N}]/u.test(section.ownText.join(''));
    const content = (ownText && cleanText(section.text.join(''))) || null;
    const code = [...new Set(section.code)].join(' ') || null;
    // A section of links only ("Related") or an empty heading adds nothing but noise; an
    // empty h2's text still reaches the index through its h3s' hierarchy.
    if (section.level !== 'lvl1' && !content && !code) return [];
    const hierarchy = { ...emptyHierarchy(), lvl0, lvl1: title };
    if (section.level === 'lvl2') hierarchy.lvl2 = section.heading;
    if (section.level === 'lvl3') Object.assign(hierarchy, { lvl2, lvl3: section.heading });
    return [
      {
        objectID: `${route}#${index}`,
        url: section.anchor ? `${route}#${section.anchor}` : route,
        type: section.level,
        hierarchy,
        content,
        code,
        description: section.level === 'lvl1' ? description : null,
        ...facets,
      },
    ];
  });
}
