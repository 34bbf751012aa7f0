import { buildApiModel } from '@docs/platform-api/model';
import type { Root, Table } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { STATUS_CODES, TURNKEY_ERROR_CODES } from '@docs/platform-api';
import { apiCounts, applyApiFacts, queriesWith } from '..';

const model = buildApiModel();
const counts = apiCounts(model);
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** MDX source → the Markdown the elements turn into. */
function render(source: string): string {
  const tree = parser.parse(source) as Root;
  applyApiFacts(tree, 'test.mdx', model);
  return toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })] });
}

function tableOf(source: string): Table {
  const tree = parser.parse(source) as Root;
  applyApiFacts(tree, 'test.mdx', model);
  const table = tree.children[0];
  if (table?.type !== 'table') throw new Error(`expected a table, got ${table?.type}`);
  return table;
}

describe('counts', () => {
  it('are the model’s: operations = queries + submissions, activity types = the enum', () => {
    const queries = model.operations.filter((op) => op.kind === 'query').length;
    expect(counts.operations).toBe(model.operations.length);
    expect(counts.queries).toBe(queries);
    expect(counts.submissions).toBe(model.operations.length - queries);
    expect(counts.activityTypes).toBe(model.schemas.ActivityType?.enum?.length);
    expect(counts.activityTypes).toBe(169);
  });

  it('replace <ApiCount> in a sentence with the number', () => {
    expect(render('All <ApiCount of="queries" /> of them, and <ApiCount of="operations" />.')).toBe(
      `All ${counts.queries} of them, and ${counts.operations}.\n`,
    );
  });
});

describe('tables', () => {
  it('list every query once, by name, linked to its anchor', () => {
    const table = tableOf('<ApiOperations kind="query" />');
    expect(table.children).toHaveLength(counts.queries + 1);
    const markdown = render('<ApiOperations kind="query" />');
    expect(markdown).toContain(
      '| [get_wallet](/api#get_wallet) | Wallets | `walletId` | `wallet` (Wallet) |',
    );
    expect(markdown).toContain('`paginationOptions?`');
  });

  it('list every submission with the type it sends, its result key and its older versions', () => {
    const table = tableOf('<ApiOperations kind="submission" />');
    expect(table.children).toHaveLength(counts.submissions + 1);
    const markdown = render('<ApiOperations kind="submission" />');
    expect(markdown).toContain(
      '| [create_sub_organization](/api#create_sub_organization) | `ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8` | Organizations | `activity.result.createSubOrganizationResultV8` | 7 |',
    );
    expect(markdown).toMatch(/\| \[approve_activity\]\(\/api#approve_activity\) .*\| none: /);
  });

  it('list every older version with its intent and result keys', () => {
    expect(tableOf('<ApiOlderVersions />').children).toHaveLength(counts.olderVersions + 1);
    expect(render('<ApiOlderVersions />')).toContain(
      '| [init_otp_auth](/api#init_otp_auth) | `ACTIVITY_TYPE_INIT_OTP_AUTH_V2` | `activity.intent.initOtpAuthIntentV2` | `activity.result.initOtpAuthResultV2` |',
    );
  });

  it('list the tags with operations, in page order, with their counts', () => {
    const table = tableOf('<ApiTags />');
    const tags = model.tags.filter((tag) => tag.operations.length > 0);
    expect(table.children).toHaveLength(tags.length + 1);
    expect(render('<ApiTags />')).toContain('| [Wallets](/api#wallets) |');
  });

  it('list the queries with a field as prose', () => {
    const names = queriesWith(model, 'paginationOptions');
    expect(names).toContain('list_activities');
    const markdown = render('<ApiQueriesWith field="paginationOptions" /> accept it.');
    expect(markdown).toContain(`[${names.at(-1)}](/api#${names.at(-1)}) accept it.`);
    expect(markdown).toContain(' and [');
  });
});

describe('error tables', () => {
  it('list codes 0–16 from the one status-code table, with HTTP status and its source', () => {
    expect(tableOf('<ApiStatusCodes />').children).toHaveLength(STATUS_CODES.length + 1);
    const markdown = render('<ApiStatusCodes />');
    expect(markdown).toContain('| 8 | `RESOURCE_EXHAUSTED` | 429 | published by the platform |');
    expect(markdown).toContain('| 1 | `CANCELLED` | 499 | standard gateway mapping |');
  });

  it('list every turnkeyErrorCode with its meaning', () => {
    expect(tableOf('<ApiTurnkeyErrorCodes />').children).toHaveLength(
      TURNKEY_ERROR_CODES.length + 1,
    );
    expect(render('<ApiTurnkeyErrorCodes />')).toContain('| `INVALID_OIDC_TOKEN` | ');
  });
});

describe('bad input', () => {
  it.each([
    ['<ApiCount of="users" />', 'test.mdx:1: <ApiCount of="users">: expected one of operations'],
    [
      '<ApiOperations kind="read" />',
      '<ApiOperations kind="read">: expected one of query, submission',
    ],
    [
      'A <ApiOlderVersions /> inline.',
      '<ApiOlderVersions> makes a table: put it on a line of its own.',
    ],
    ['<ApiQueriesWith field="nope" /> x', '<ApiQueriesWith field="nope">: no query has it.'],
  ])('%s fails with the file, line and what was expected', (source, message) => {
    expect(() => render(source)).toThrow(message);
  });

  it('leaves other elements alone', () => {
    const tree = parser.parse('<Tabs>\n\ntext\n\n</Tabs>') as Root;
    applyApiFacts(tree, 'test.mdx', model);
    expect(tree.children[0]?.type).toBe('mdxJsxFlowElement');
  });
});

describe('<CheckedAgainst>', () => {
  const releases = {
    go: { label: 'Go SDK', source: 'tkhq/go-sdk', release: 'v9.9.9', checked: '2026-11-25' },
  };
  const renderWith = (source: string) => {
    const tree = parser.parse(source) as Root;
    applyApiFacts(tree, 'test.mdx', model, releases);
    return toMarkdown(tree);
  };

  it('states the release from the config, in a sentence or as a paragraph', () => {
    const sentence =
      'The Go SDK facts on this page were checked against `tkhq/go-sdk` at `v9.9.9` on 2026-11-25.';
    expect(renderWith('<CheckedAgainst sdk="go" />')).toBe(`${sentence}\n`);
    expect(renderWith('Note. <CheckedAgainst sdk="go" />')).toBe(`Note. ${sentence}\n`);
  });

  it('fails the build on an SDK the config does not list, naming the ones it does', () => {
    expect(() => renderWith('<CheckedAgainst sdk="cobol" />')).toThrow(
      'test.mdx:1: <CheckedAgainst sdk="cobol">: config/sdk-releases.ts has go.',
    );
  });
});

describe('<Legacy>', () => {
  const render = (source: string) => {
    const tree = parser.parse(source) as Root;
    applyApiFacts(tree, 'test.mdx', model);
    return toMarkdown(tree);
  };

  it("states the model's note and replacements, as a paragraph or in a sentence", () => {
    const paragraph = render('<Legacy op="recover_user" />');
    expect(paragraph).toMatch(
      /^\*\*Legacy:\*\* \[recover_user\]\(\/api#recover_user\) is legacy\. /,
    );
    expect(paragraph).toContain(
      'Use [init_otp](/api#init_otp), [verify_otp](/api#verify_otp), [otp_login](/api#otp_login) and [create_authenticators](/api#create_authenticators) instead.',
    );
    expect(render('Old flow. <Legacy op="email_auth" />')).toMatch(
      /^Old flow\. \[email_auth\]\(\/api#email_auth\) is legacy\. .* Use \[init_otp\]/,
    );
  });

  it('fails the build on an operation that is not legacy, naming the ones that are', () => {
    expect(() => render('<Legacy op="create_wallet" />')).toThrow(
      'test.mdx:1: <Legacy op="create_wallet">: the legacy operations are',
    );
  });
});
