import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDK_RELEASES, type SdkRelease } from '@docs/site/config/sdk-releases';
import { pagesWithoutRelease } from '../pages';
import { newestInClone, readRepositoryReleases } from '../repository-releases';
import { describeVerdict, verdictFor } from '../verdicts';
import { asReleaseLike, newestLike, newestPublished, parseRelease } from '../versions';

const entry = (release: string, more: Partial<SdkRelease> = {}): SdkRelease => ({
  label: 'Go SDK',
  source: 'tkhq/go-sdk',
  release,
  checked: '2026-11-28',
  ...more,
});

describe('release names', () => {
  it('splits a prefix from the numbers and refuses pre-releases', () => {
    expect(parseRelease('turnkey_client-v0.14.0')).toEqual({
      prefix: 'turnkey_client-v',
      numbers: [0, 14, 0],
    });
    expect(parseRelease('v2.0.0-rc.1')).toBeNull();
    expect(parseRelease('latest')).toBeNull();
  });

  it('picks the newest by number, not by text, among names with the same prefix', () => {
    expect(newestLike('v1.1.5', ['v1.1.10', 'v1.1.9', 'v2.0.0-rc.1', 'crypto/v9.0.0'])).toBe(
      'v1.1.10',
    );
    expect(
      newestLike('turnkey_client-v0.13.0', [
        'turnkey_client-v0.14.0',
        'turnkey_enclave_encrypt-v0.9.0',
      ]),
    ).toBe('turnkey_client-v0.14.0');
    expect(newestLike('0.8.2', ['0.8.36', '0.8.4'])).toBe('0.8.36');
  });

  it('names a bare version the way the page names its release', () => {
    expect(asReleaseLike('v0.0.18', '0.0.19')).toBe('v0.0.19');
  });
});

describe('verdicts', () => {
  it('accepts the newest release and fails an older one without a reason', () => {
    expect(verdictFor('go', entry('v2.0.0'), 'v2.0.0').kind).toBe('current');
    const drifted = verdictFor('go', entry('v1.9.0'), 'v2.0.0');
    expect(drifted.kind).toBe('drifted');
    expect(describeVerdict(drifted)).toContain('documents v1.9.0, but v2.0.0 is published');
  });

  it('accepts an older release held back with a reason', () => {
    const verdict = verdictFor('go', entry('v1.9.0', { heldBack: 'v2 drops Go 1.21' }), 'v2.0.0');
    expect(verdict).toMatchObject({ kind: 'held-back', reason: 'v2 drops Go 1.21' });
  });

  it('fails a release newer than any published one, or one it cannot compare', () => {
    expect(verdictFor('go', entry('v3.0.0'), 'v2.0.0').kind).toBe('unknown');
    expect(verdictFor('go', entry('v2.0.0'), 'turnkey_client-v2.0.0').kind).toBe('unknown');
    expect(verdictFor('go', entry('v2.0.0'), undefined).kind).toBe('unknown');
  });
});

describe('packages released only as repository tags', () => {
  const kit = (release: string, more: Partial<SdkRelease> = {}): SdkRelease => ({
    label: 'React Native wallet kit',
    source: '@turnkey/react-native-wallet-kit',
    release,
    checked: '2026-11-28',
    ...more,
  });

  it('compares with the repository tag when the registry stops at an older release', () => {
    expect(newestPublished('1.5.2', '1.5.2', '2.2.2')).toBe('2.2.2');
    expect(newestPublished('2.2.2', '2.3.0', '2.2.2')).toBe('2.3.0');
    expect(newestPublished('2.2.2', '2.2.2', undefined)).toBe('2.2.2');
    expect(verdictFor('kit', kit('1.5.2'), newestPublished('1.5.2', '1.5.2', '2.2.2')).kind).toBe(
      'drifted',
    );
    expect(verdictFor('kit', kit('2.2.2'), newestPublished('2.2.2', '1.5.2', '2.2.2')).kind).toBe(
      'current',
    );
  });

  it('holds the React Native wallet kit page at the newest recorded tag, whatever the registry offers', () => {
    const entry = SDK_RELEASES['react-native-wallet-kit'];
    const recorded = readRepositoryReleases()['@turnkey/react-native-wallet-kit'];
    expect(entry).toBeDefined();
    expect(recorded?.from).toMatch(/^tag @turnkey\/react-native-wallet-kit@/);
    if (!entry) return;
    const newest = newestPublished(entry.release, '1.5.2', recorded?.newest);
    expect(describeVerdict(verdictFor('react-native-wallet-kit', entry, newest))).toBe(
      `react-native-wallet-kit: ${entry.release} is the newest release`,
    );
  });
});

describe('pages', () => {
  it('finds SDK pages that do not name their release, except the ones spanning every SDK', () => {
    const pages: Record<string, string> = {
      '/docs/sdks/golang.mdx': 'Facts. <CheckedAgainst sdk="go" />',
      '/docs/sdks/rust.mdx': 'No release here.',
      '/docs/sdks/introduction.mdx': 'All SDKs.',
    };
    expect(pagesWithoutRelease(Object.keys(pages), (page) => pages[page] ?? '')).toEqual([
      '/docs/sdks/rust.mdx',
    ]);
  });
});

describe('reading a clone', () => {
  const git = (dir: string, ...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 30_000 });
  const clone = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pins-'));
    git(dir, 'init', '-q');
    git(dir, 'config', 'user.email', 'pins@example.invalid');
    git(dir, 'config', 'user.name', 'pins');
    writeFileSync(path.join(dir, 'version.rb'), "  VERSION = '0.0.18'\n");
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'first');
    git(dir, 'tag', 'v0.0.18');
    return dir;
  };
  const versionFile = { path: 'version.rb', pattern: "VERSION = '([0-9.]+)'" };

  it('takes the newest tag', () => {
    const dir = clone();
    git(dir, 'tag', 'v0.0.9');
    expect(newestInClone(path.join(dir, '.git'), entry('v0.0.1'), '2026-11-28')).toEqual({
      newest: 'v0.0.18',
      from: 'tag',
      read: '2026-11-28',
    });
  });

  it('sees a release made without a tag in the version file', () => {
    const dir = clone();
    writeFileSync(path.join(dir, 'version.rb'), "  VERSION = '0.0.19'\n");
    git(dir, 'commit', '-qam', 'release without a tag');
    const found = newestInClone(path.join(dir, '.git'), entry('v0.0.18', { versionFile }), 'today');
    expect(found).toEqual({ newest: 'v0.0.19', from: 'version.rb', read: 'today' });
  });
});
