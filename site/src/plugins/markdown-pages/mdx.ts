/**
 * One doc's MDX source → plain Markdown that any Markdown reader (or a language model) can
 * read: frontmatter, imports and `{/* … *\/}` comments removed, `<Tabs>` turned into labelled
 * sections, admonitions into blockquotes, `<details>` into a labelled section, `<LinkCards>`
 * into a list of links, the API elements (`<ApiCount>`, `<ApiOperations>`…) into the model's
 * numbers and tables (api-facts), and links resolved by the caller. Code blocks keep their
 * language and title; Mermaid stays a ```mermaid block.
 *
 * Anything else that only MDX understands (an unknown component, a JavaScript expression)
 * fails with the file and line, so nothing vanishes from the Markdown silently.
 */
import type { Expression, Node as EstreeNode } from 'estree';
import type {
  BlockContent,
  Code,
  Heading,
  Link,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { applyApiFacts } from '../api-facts';
import { stampDoctorMarkdown, verdictTableMarkdown, webhookLabMarkdown } from './tools';
import { addressFormatsMarkdown } from './address-formats';

export interface ConvertOptions {
  /** Names the source in error messages (`docs/documentation/faq.mdx`). */
  file: string;
  /** Maps a link or image URL of the source to the URL to print. */
  resolveUrl: (url: string) => string;
}

/** Docusaurus's admonition keywords and the label each gets in the blockquote. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/** Meta-string parts a reader needs (the file name); highlights and line numbers are dropped. */
const KEPT_META = /\btitle=("[^"]*"|'[^']*')/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

class ConversionError extends Error {}

/**
 * Docusaurus escapes `{#id}` on heading lines before MDX sees it (mdx1Compat.headingIds);
 * doing the same keeps the parse identical to the site's.
 */
export function escapeHeadingIds(source: string): string {
  return source.replace(/(^|\n)(#{1,6}(?!#).*)/g, (_all, start: string, line: string) => {
    return start + line.replace('{#', '\\{#').replace('\\\\{#', '\\{#');
  });
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml']);

/** The converted body (no title): Markdown text ending with a newline, or '' when empty. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  const text = escapeHeadingIds(source);
  const tree = parser.parse(text);
  applyApiFacts(tree, options.file);
  const converter = new Converter(text, options);
  const root: Root = { type: 'root', children: converter.blocks(tree.children) };
  if (root.children.length === 0) return '';
  return toMarkdown(root, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
  });
}

class Converter {
  constructor(
    private readonly source: string,
    private readonly options: ConvertOptions,
  ) {}

  private fail(node: Nodes, message: string): never {
    const line = node.position?.start.line;
    throw new ConversionError(
      `markdown-pages: ${this.options.file}${line ? `:${line}` : ''}: ${message}`,
    );
  }

  blocks(nodes: readonly RootContent[]): RootContent[] {
    return nodes.flatMap((node) => this.node(node));
  }

  private phrasing(nodes: readonly PhrasingContent[]): PhrasingContent[] {
    return this.blocks(nodes) as PhrasingContent[];
  }

  private node(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value)) return [];
        return this.fail(node, `unsupported MDX expression {${node.value.trim()}}.`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node);
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: Docusaurus prints such text as written (e.g. `a:b` in prose).
        return [{ type: 'text', value: this.raw(node) }];
      case 'code':
        return [this.code(node)];
      case 'heading':
        return [this.heading(node)];
      case 'link':
        return [
          {
            ...node,
            url: this.options.resolveUrl(node.url),
            children: this.phrasing(node.children),
          },
        ];
      case 'image':
      case 'definition':
        return [{ ...node, url: this.options.resolveUrl(node.url) }];
      default:
        if ('children' in node) {
          return [
            { ...node, children: this.blocks(node.children as RootContent[]) } as RootContent,
          ];
        }
        return [node];
    }
  }

  private raw(node: Nodes): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined)
      return this.fail(node, 'directive without position.');
    return this.source.slice(start, end);
  }

  private code(node: Code): Code {
    const title = node.meta ? KEPT_META.exec(node.meta)?.[0] : undefined;
    return { type: 'code', lang: node.lang ?? null, meta: title ?? null, value: node.value };
  }

  private heading(node: Heading): Heading {
    return { ...node, children: this.phrasing(node.children) };
  }

  private admonition(node: ContainerDirective): RootContent[] {
    const label = ADMONITION_LABELS[node.name];
    if (!label) return this.fail(node, `unknown directive ":::${node.name}".`);
    const [first, ...rest] = node.children;
    const custom = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title: PhrasingContent[] = custom
      ? this.phrasing(first.children)
      : [{ type: 'text', value: label }];
    const body = this.blocks(custom ? rest : node.children) as BlockContent[];
    const heading: PhrasingContent = { type: 'strong', children: title };
    const [lead, ...after] = body;
    const children: BlockContent[] =
      lead?.type === 'paragraph'
        ? [
            {
              type: 'paragraph',
              children: [heading, { type: 'text', value: ': ' }, ...lead.children],
            },
            ...after,
          ]
        : [{ type: 'paragraph', children: [heading] }, ...body];
    return [{ type: 'blockquote', children }];
  }

  private element(node: JsxElement): RootContent[] {
    switch (node.name) {
      case 'Tabs':
        return this.tabs(node);
      case 'details':
        return this.details(node);
      case 'LinkCards':
        return [this.linkCards(node)];
      case 'PolicyLab':
        // An interactive tool: the Markdown form says where it runs instead of dropping it.
        return [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value:
                  'The interactive Policy Lab runs in the HTML version of this page, in the browser.',
              },
            ],
          },
        ];
      case 'StampDoctor':
        return [stampDoctorMarkdown()];
      case 'VerdictTable':
        return [verdictTableMarkdown()];
      case 'WebhookLab':
        return [webhookLabMarkdown()];
      case 'AddressFormats': {
        const family = stringAttribute(node, 'family');
        if (!family) return this.fail(node, '<AddressFormats> needs a "family".');
        return [addressFormatsMarkdown(family)];
      }
      case 'TabItem':
      case 'summary':
        return this.fail(node, `<${node.name}> outside its parent element.`);
      default:
        return this.fail(
          node,
          `<${node.name ?? ''}> has no Markdown form; add a case for it in markdown-pages/mdx.ts.`,
        );
    }
  }

  private tabs(node: JsxElement): RootContent[] {
    return elementChildren(node).flatMap((item) => {
      if (!isElement(item) || item.name !== 'TabItem') {
        return this.fail(item, '<Tabs> may only hold <TabItem> elements.');
      }
      const label = stringAttribute(item, 'label') ?? stringAttribute(item, 'value');
      if (!label) return this.fail(item, '<TabItem> needs a "label" or "value".');
      return [labelParagraph(label), ...this.blocks(asBlocks(item.children))];
    });
  }

  private details(node: JsxElement): RootContent[] {
    const children = elementChildren(node);
    // `<summary>` on its own line is a flow element, or a paragraph's only child when indented.
    const summary = children.find(
      (child) =>
        (isElement(child) && child.name === 'summary') ||
        (child.type === 'paragraph' &&
          child.children.length === 1 &&
          child.children[0]?.type === 'mdxJsxTextElement' &&
          child.children[0].name === 'summary'),
    );
    const label = summary ? plainText(summary).trim() : 'Details';
    const rest = children.filter((child) => child !== summary);
    return [labelParagraph(label), ...this.blocks(asBlocks(rest))];
  }

  private linkCards(node: JsxElement): List {
    const items = staticAttribute(node, 'items', (message) => this.fail(node, message));
    if (!Array.isArray(items)) return this.fail(node, '<LinkCards items> must be an array.');
    return {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((item): ListItem => {
        const card = item as { title?: unknown; description?: unknown; to?: unknown };
        if (typeof card.title !== 'string' || typeof card.to !== 'string') {
          return this.fail(node, '<LinkCards> items need a "title" and a "to".');
        }
        const link: Link = {
          type: 'link',
          url: this.options.resolveUrl(card.to),
          children: [{ type: 'text', value: card.title }],
        };
        const description = typeof card.description === 'string' ? `: ${card.description}` : '';
        const paragraph: Paragraph = {
          type: 'paragraph',
          children: [link, ...(description ? [{ type: 'text' as const, value: description }] : [])],
        };
        return { type: 'listItem', spread: false, children: [paragraph] };
      }),
    };
  }
}

function labelParagraph(label: string): Paragraph {
  return {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
  };
}

/** `/* a comment *\/` (possibly several) and nothing else. */
function isComment(value: string): boolean {
  return value.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}

function isElement(node: RootContent): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** An element's children without the whitespace-only text between its tags. */
function elementChildren(node: JsxElement): RootContent[] {
  return (node.children as RootContent[]).filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
}

/** Inline children (a tab written on one line) become a paragraph so they stay a block. */
function asBlocks(children: readonly RootContent[]): RootContent[] {
  const blocks: RootContent[] = [];
  let inline: PhrasingContent[] = [];
  const flush = () => {
    if (inline.some((child) => !(child.type === 'text' && child.value.trim() === ''))) {
      blocks.push({ type: 'paragraph', children: inline });
    }
    inline = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) inline.push(child);
    else {
      flush();
      blocks.push(child);
    }
  }
  flush();
  return blocks;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'delete',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
  'footnoteReference',
]);

function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING.has(node.type);
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function stringAttribute(node: JsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      return typeof attribute.value === 'string' ? attribute.value : undefined;
    }
  }
  return undefined;
}

/** The value of an attribute written as a literal expression (`items={[{ … }]}`). */
function staticAttribute(
  node: JsxElement,
  name: string,
  fail: (message: string) => never,
): unknown {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value;
    const program = value.data?.estree;
    const statement = program?.body[0];
    if (!statement || statement.type !== 'ExpressionStatement') {
      return fail(`attribute "${name}" is not an expression.`);
    }
    return evaluate(statement.expression, fail);
  }
  return fail(`attribute "${name}" is missing.`);
}

/** Evaluates literals, arrays and plain objects; anything computed is refused. */
function evaluate(node: Expression | EstreeNode, fail: (message: string) => never): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length > 0)
        return fail('template literals with ${…} are not supported.');
      return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
    case 'ArrayExpression':
      return node.elements.map((element) =>
        element === null || element.type === 'SpreadElement'
          ? fail('arrays with holes or spreads are not supported.')
          : evaluate(element, fail),
      );
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) {
          return fail('objects with spreads or computed keys are not supported.');
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : fail('unsupported object key.');
        result[key] = evaluate(property.value, fail);
      }
      return result;
    }
    default:
      return fail(`"${node.type}" is not a literal value.`);
  }
}
