/**
 * `remarkApiFacts`: the API facts the docs state, filled in from the model at build time. MDX
 * authors write
 *
 * - `<ApiCount of="queries" />` in a sentence: the number (see `COUNT_NAMES`);
 * - `<ApiOperations kind="query" />` or `kind="submission"` on its own line: the table of those
 *   operations;
 * - `<ApiOlderVersions />` on its own line: the table of older intent versions;
 * - `<ApiTags />` on its own line: the tags with their counts;
 * - `<ApiStatusCodes />`, `<ApiTurnkeyErrorCodes />` on their own lines: the errors page's
 *   tables of status codes and of `turnkeyErrorCode` values;
 * - `<ApiQueriesWith field="paginationOptions" />` in a sentence: links to the queries whose
 *   request has that field, as a list in prose (`a, b and c`);
 * - `<CheckedAgainst sdk="go" />` in a sentence or on its own line: the release an SDK page was
 *   checked against, from `config/sdk-releases.ts`;
 * - `<SandboxFidelity />` on its own line: the sandbox's fidelity for every operation, from its
 *   handler registry (see `sandbox.ts`);
 * - `<Legacy op="email_auth" />` in a sentence or on its own line: that the platform calls the
 *   operation legacy, why, and what to use instead, from the model (`check:content` requires it on
 *   every page that names a legacy operation).
 *
 * The elements are replaced in the Markdown syntax tree, so the site, `/llms-full.txt` and the
 * per-page Markdown (markdown-pages, which calls `applyApiFacts`) all show the same numbers and
 * tables. A misspelt element or attribute fails the build with the file and line.
 */
import { buildApiModel, type ApiModel, type ApiOperation } from '@docs/platform-api/model';
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SDK_RELEASES, type SdkRelease } from '../../config/sdk-releases';
import { apiCounts, COUNT_NAMES, isCountName } from './counts';
import { statusCodeTable, turnkeyErrorCodeTable } from './errors';
import { sandboxFidelityTable } from './sandbox';
import {
  byName,
  fieldsOf,
  olderVersionTable,
  operationLink,
  queryTable,
  submissionTable,
  tagTable,
  withCode,
} from './tables';

export { apiCounts, COUNT_NAMES, fillApiCounts, type CountName } from './counts';

/**
 * The class of a `<Legacy>` note's paragraph. The note repeats the model's words on every page
 * that names the operation, so the search records leave it out: it would rank those pages above
 * the pages about the operations it recommends.
 */
export const LEGACY_NOTE_CLASS = 'legacy-note';

export const ELEMENT_NAMES = [
  'ApiCount',
  'ApiOperations',
  'ApiOlderVersions',
  'ApiTags',
  'ApiQueriesWith',
  'ApiStatusCodes',
  'ApiTurnkeyErrorCodes',
  'CheckedAgainst',
  'Legacy',
  'SandboxFidelity',
] as const;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

let cached: ApiModel | undefined;
/** The model, built once per process. */
export function defaultModel(): ApiModel {
  cached ??= buildApiModel();
  return cached;
}

function isApiElement(node: Nodes): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (ELEMENT_NAMES as readonly (string | null)[]).includes(node.name)
  );
}

function attribute(node: JsxElement, name: string): string | undefined {
  for (const item of node.attributes) {
    if (item.type === 'mdxJsxAttribute' && item.name === name && typeof item.value === 'string') {
      return item.value;
    }
  }
  return undefined;
}

const KINDS = ['query', 'submission'] as const;

/** The queries whose request has `field`, by name. */
export function queriesWith(model: ApiModel, field: string): string[] {
  return byName(model.operations.filter((operation) => operation.kind === 'query'))
    .filter((operation) => fieldsOf(operation.request, model).some((f) => f.name === field))
    .map((operation) => operation.name);
}

/** `a`, `a and b`, `a, b and c`. */
function proseList(items: PhrasingContent[][]): PhrasingContent[] {
  return items.flatMap((item, index) => {
    if (index === 0) return item;
    const joint = index === items.length - 1 ? ' and ' : ', ';
    return [{ type: 'text' as const, value: joint }, ...item];
  });
}

/** "Checked against `tkhq/go-sdk` at `v2.1.0` on 2026-11-25." */
export function checkedAgainst(release: SdkRelease): PhrasingContent[] {
  return [
    { type: 'text', value: `The ${release.label} facts on this page were checked against ` },
    { type: 'inlineCode', value: release.source },
    { type: 'text', value: ' at ' },
    { type: 'inlineCode', value: release.release },
    { type: 'text', value: ` on ${release.checked}.` },
  ];
}

/** `op` is legacy, why, and what to use: one or two sentences for `<Legacy op="…" />`. */
export function legacyNote(
  name: string,
  legacy: NonNullable<ApiOperation['legacy']>,
): PhrasingContent[] {
  return [
    ...operationLink(name),
    { type: 'text', value: ' is legacy. ' },
    ...withCode(legacy.note),
    { type: 'text', value: ' Use ' },
    ...proseList(legacy.use.map(operationLink)),
    { type: 'text', value: ' instead.' },
  ];
}

/** Replaces every API element under `tree`; `file` names the source in error messages. */
export function applyApiFacts(
  tree: Root,
  file: string,
  model: ApiModel = defaultModel(),
  releases: Readonly<Record<string, SdkRelease>> = SDK_RELEASES,
): void {
  const counts = apiCounts(model);
  const fail = (node: Nodes, message: string): never => {
    const line = node.position?.start.line;
    throw new Error(`api-facts: ${file}${line ? `:${line}` : ''}: ${message}`);
  };
  const replace = (node: JsxElement): RootContent[] => {
    if (node.name === 'ApiCount') {
      const of = attribute(node, 'of') ?? '';
      if (!isCountName(of)) {
        return fail(node, `<ApiCount of="${of}">: expected one of ${COUNT_NAMES.join(', ')}.`);
      }
      return [{ type: 'text', value: String(counts[of]) }];
    }
    if (node.name === 'ApiQueriesWith') {
      const field = attribute(node, 'field') ?? '';
      const names = queriesWith(model, field);
      if (names.length === 0)
        return fail(node, `<ApiQueriesWith field="${field}">: no query has it.`);
      return proseList(names.map(operationLink));
    }
    if (node.name === 'CheckedAgainst') {
      const sdk = attribute(node, 'sdk') ?? '';
      const release = releases[sdk];
      if (!release) {
        const known = Object.keys(releases).join(', ') || 'none yet';
        return fail(node, `<CheckedAgainst sdk="${sdk}">: config/sdk-releases.ts has ${known}.`);
      }
      const text = checkedAgainst(release);
      return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: text }] : text;
    }
    if (node.name === 'Legacy') {
      const name = attribute(node, 'op') ?? '';
      const operation = model.operations.find((candidate) => candidate.name === name);
      if (!operation?.legacy) {
        const known = model.operations.filter((op) => op.legacy).map((op) => op.name);
        return fail(node, `<Legacy op="${name}">: the legacy operations are ${known.join(', ')}.`);
      }
      const text = legacyNote(name, operation.legacy);
      if (node.type !== 'mdxJsxFlowElement') return text;
      return [
        {
          type: 'paragraph',
          // The same note stands on many pages: search skips it (see LEGACY_NOTE_CLASS).
          data: { hProperties: { className: [LEGACY_NOTE_CLASS] } },
          children: [
            { type: 'strong', children: [{ type: 'text', value: 'Legacy:' }] },
            { type: 'text', value: ' ' },
            ...text,
          ],
        },
      ];
    }
    if (node.type !== 'mdxJsxFlowElement') {
      return fail(node, `<${node.name}> makes a table: put it on a line of its own.`);
    }
    if (node.name === 'ApiOlderVersions') return [olderVersionTable(model)];
    if (node.name === 'ApiTags') return [tagTable(model)];
    if (node.name === 'ApiStatusCodes') return [statusCodeTable()];
    if (node.name === 'ApiTurnkeyErrorCodes') return [turnkeyErrorCodeTable()];
    if (node.name === 'SandboxFidelity') return [sandboxFidelityTable()];
    const kind = attribute(node, 'kind') ?? '';
    if (kind === 'query') return [queryTable(model)];
    if (kind === 'submission') return [submissionTable(model)];
    return fail(node, `<ApiOperations kind="${kind}">: expected one of ${KINDS.join(', ')}.`);
  };
  const visit = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child) => {
      if (isApiElement(child)) return replace(child);
      if ('children' in child) visit(child);
      return [child];
    }) as typeof parent.children;
  };
  visit(tree);
}

/** The remark plugin for Docusaurus's MDX pipeline. */
export default function remarkApiFacts() {
  return (tree: Root, file: { path?: string }): void => {
    applyApiFacts(tree, file.path ?? 'an MDX file');
  };
}
