import { buildApiModel } from '@docs/platform-api/model';
import { describe, expect, it } from 'vitest';
import { apiToMarkdown, fieldTable } from '../api';

const model = buildApiModel();
const markdown = apiToMarkdown(model, {
  title: 'API reference',
  openApiUrls: { json: '/api/openapi.json', yaml: '/api/openapi.yaml' },
});

describe('apiToMarkdown', () => {
  it('starts with the title and links the OpenAPI document', () => {
    expect(markdown.startsWith('# API reference\n\n> Every query and submission')).toBe(true);
    expect(markdown).toContain(
      '[OpenAPI 3.1 JSON](/api/openapi.json) and [YAML](/api/openapi.yaml)',
    );
  });

  it('has every operation once: name, method and path, summary, request, response, example', () => {
    const pathLines = markdown.match(/`POST \/public\/v1\/(query|submit)\/[a-z0-9_]+`/g) ?? [];
    expect(pathLines).toHaveLength(model.operations.length);
    for (const operation of model.operations) {
      const headings = markdown.match(new RegExp(`^### ${operation.name}$`, 'gm'));
      expect(headings, operation.name).toHaveLength(1);
      const start = markdown.indexOf(`### ${operation.name}\n`);
      const section = markdown.slice(start, markdown.indexOf('\n### ', start + 1));
      expect(section).toContain(`\`POST ${operation.path}\``);
      expect(section).toContain(`**${operation.summary}**`);
      expect(section).toContain('#### Request\n\n| Field | Type | Required | Description |');
      expect(section).toContain('#### Response');
      expect(section).toContain(`\`\`\`json title="Request: POST ${operation.path}"`);
      expect(section).toContain(JSON.stringify(operation.example.request, null, 2));
    }
  });

  it('names the method of each client, and says where sdk-server has none', () => {
    const factsOf = (name: string) => {
      const start = markdown.indexOf(`### ${name}\n`);
      return markdown.slice(start, markdown.indexOf('**', start));
    };
    expect(factsOf('create_wallet')).toContain(
      '`@turnkey/http` method `createWallet` · `@turnkey/sdk-server` method `createWallet`',
    );
    expect(factsOf('create_velocity_control')).toContain(
      '`@turnkey/http` method `createVelocityControl` · `@turnkey/sdk-server`: no method',
    );
    for (const operation of model.operations) {
      expect(
        factsOf(operation.name).includes('`@turnkey/sdk-server`: no method'),
        operation.name,
      ).toBe(operation.sdkServerMethod === undefined);
    }
  });

  it('lists request fields with their type and whether they are required', () => {
    const start = markdown.indexOf('### create_wallet\n');
    const section = markdown.slice(start, markdown.indexOf('#### Response', start));
    expect(section).toContain(
      '| `parameters.walletName` | string | yes | Name for the new wallet. |',
    );
    expect(section).toMatch(
      /\| `parameters\.accounts\[\]\.curve` \| Curve \(string\) \| yes \| .*One of `CURVE_SECP256K1`/,
    );
    expect(section).toMatch(/\| `parameters\.mnemonicLength` \| integer \| no \| .*Default `12`\./);
  });

  it('lists shared schemas once under explicit anchors and links them from tables', () => {
    for (const name of model.shared) {
      expect(markdown).toContain(`### ${name} {#schema-${name}}`);
    }
    expect(markdown).toContain('see [Activity](#schema-Activity)');
    expect(markdown).toContain('Values: see [AddressFormat](#schema-AddressFormat)');
  });

  it('escapes pipes in table cells and describes a field-less schema in a sentence', () => {
    const rows = markdown.split('\n').filter((line) => line.startsWith('| '));
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) expect(row.match(/(?<!\\)\|/g), row).toHaveLength(5);
    expect(markdown).toContain('(0\\|[1-9]');
    expect(fieldTable({ type: 'string', enum: ['A', 'B'] }, model, { ancestors: [] })).toBe(
      'Type: `string`. One of `A`, `B`.',
    );
  });
});

describe('older intent versions in /api.md', () => {
  it('lists each older version of a submission with its intent and result key', () => {
    const start = markdown.indexOf('### create_sub_organization\n');
    const section = markdown.slice(start, markdown.indexOf('#### Request', start));
    const operation = model.operations.find((op) => op.name === 'create_sub_organization');
    expect(operation?.olderVersions).toHaveLength(7);
    for (const version of operation?.olderVersions ?? []) {
      expect(section).toContain(`| \`${version.activityType}\` | \`${version.intentKey}\` |`);
    }
    expect(section).toContain(
      '| 7 | `ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7` | `createSubOrganizationIntentV7` | `createSubOrganizationResultV7` |',
    );
  });

  it('adds no table to an operation without older versions', () => {
    const start = markdown.indexOf('### create_wallet\n');
    const section = markdown.slice(start, markdown.indexOf('#### Request', start));
    expect(section).not.toContain('Older versions');
  });
});
