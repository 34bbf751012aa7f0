/**
 * The site's own changelog: every entry parses, the reference-update entry states the model's
 * counts in the feed as on the page, and the client counts it types match the pinned client.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readInstalledClient } from '@docs/platform-api/client-types';
import { describe, expect, it } from 'vitest';
import { apiCounts, defaultModel, fillApiCounts } from '../../api-facts';
import { DEFAULT_OPTIONS } from '..';
import { parseChangelog } from '../parse';
import { SDK_RELEASES } from '../../../config/sdk-releases';

const siteDir = path.resolve(import.meta.dirname, '../../../..');
const source = readFileSync(path.join(siteDir, DEFAULT_OPTIONS.source), 'utf8');
const counts = apiCounts(defaultModel());
const entries = parseChangelog(fillApiCounts(source, counts, DEFAULT_OPTIONS.source));
const update = entries.find((entry) => entry.id === 'reference-http-6-6-0');

describe('the current-flows entry', () => {
  const current = entries.find((entry) => entry.id === 'current-auth-flows');

  it('is among the newest, dated 2026-11-27', () => {
    expect(entries.slice(0, 2).map((entry) => entry.id)).toContain('current-auth-flows');
    expect(entries.every((entry) => entry.date <= '2026-11-28')).toBe(true);
    expect(current?.date).toBe('2026-11-27');
  });

  it('names the activity versions the pinned client sends', () => {
    const client = readInstalledClient();
    const sent = {
      init_otp: 'ACTIVITY_TYPE_INIT_OTP_V3',
      verify_otp: 'ACTIVITY_TYPE_VERIFY_OTP_V2',
      otp_login: 'ACTIVITY_TYPE_OTP_LOGIN_V2',
    };
    for (const [name, type] of Object.entries(sent)) {
      expect(client.operations.find((operation) => operation.name === name)?.activityType).toBe(
        type,
      );
      expect(current?.text).toContain(`${name} (${type})`);
    }
  });
});

describe('the reference-update entry', () => {
  it('is dated 2026-11-25 and follows only newer entries', () => {
    expect(update?.date).toBe('2026-11-25');
    const index = entries.findIndex((entry) => entry.id === 'reference-http-6-6-0');
    expect(entries.slice(0, index).every((entry) => entry.date > '2026-11-25')).toBe(true);
  });

  it('is newer than every entry after it', () => {
    const index = entries.findIndex((entry) => entry.id === 'reference-http-6-6-0');
    expect(entries.slice(index + 1).every((entry) => entry.date < '2026-11-25')).toBe(true);
  });

  it('states the model’s counts in the feed, with no element left in the text', () => {
    expect(update?.text).toContain(
      `It documents ${counts.operations} of them today (${counts.queries} queries and ${counts.submissions} submissions)`,
    );
    expect(update?.text).toContain(`${counts.olderVersions} in all`);
    expect(update?.text).not.toContain('<Api');
  });

  it('types the client’s counts as the installed client has them', () => {
    const client = readInstalledClient();
    const queries = client.operations.filter((operation) => operation.kind === 'query').length;
    expect(update?.text).toContain(
      `${client.operations.length} operations: ${queries} queries and ${client.operations.length - queries} submissions`,
    );
  });

  it('turns the version table into lines of cells for feed readers', () => {
    expect(update?.text).toContain(
      'create_sub_organization · …_V7 · ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8 · createSubOrganizationResultV8',
    );
    expect(update?.text).not.toMatch(/\| ?-{3}/);
  });
});

describe('fillApiCounts', () => {
  it('rejects an unknown count with the file and the names it knows', () => {
    expect(() => fillApiCounts('<ApiCount of="wallets" />', counts, 'x.mdx')).toThrow(
      'api-facts: x.mdx: <ApiCount of="wallets">: expected one of operations, queries',
    );
  });
});

describe('the SDK-generation entry', () => {
  const entry = entries.find((candidate) => candidate.id === 'sdk-pages-current-generation');

  it('is among the newest and names each package at the version its page was checked against', () => {
    expect(entry?.date).toBe('2026-11-27');
    expect(entries.every((other) => other.date <= '2026-11-28')).toBe(true);
    for (const key of ['core', 'react-wallet-kit']) {
      const release = SDK_RELEASES[key];
      expect(entry?.text).toContain(`${release?.source} ${release?.release}`);
    }
  });
});

describe('the React Native wallet kit 2.x entry', () => {
  const entry = entries.find((candidate) => candidate.id === 'react-native-wallet-kit-2x');

  it('is the newest and names the kit at the version its page was checked against', () => {
    expect(entries[0]?.id).toBe('react-native-wallet-kit-2x');
    expect(entry?.date).toBe('2026-11-28');
    const release = SDK_RELEASES['react-native-wallet-kit'];
    expect(entry?.text).toContain(`${release?.source} ${release?.release}`);
  });
});
