import { describe, expect, it } from 'vitest';
import { markdownToText, parseChangelog } from '../parse';
import { buildFeeds } from '../feeds';

const source = `---
title: Changelog
slug: /changelog
---

Intro paragraph.

## 2025-03-02: Sign raw payloads in batches {#sign-raw-payloads}

Use \`sign_raw_payloads\` to sign [many payloads](/api).

### Details

- one
- two

## 2024-11-20: Sub-organizations V7 {#sub-orgs-v7}

{/* fact: example */}
Body **two**.
`;

describe('parseChangelog', () => {
  it('reads dated entries with their anchors and plain-text bodies', () => {
    expect(parseChangelog(source)).toEqual([
      {
        date: '2025-03-02',
        title: 'Sign raw payloads in batches',
        id: 'sign-raw-payloads',
        text: 'Use sign_raw_payloads to sign many payloads.\n\nDetails\n\n• one\n• two',
      },
      { date: '2024-11-20', title: 'Sub-organizations V7', id: 'sub-orgs-v7', text: 'Body two.' },
    ]);
  });

  it('rejects a second-level heading that is not an entry', () => {
    expect(() => parseChangelog('## Upcoming\n')).toThrowErrorMatchingInlineSnapshot(
      `[Error: Changelog line 1: "## Upcoming" is not an entry heading. Expected "## YYYY-MM-DD: Title {#anchor-id}".]`,
    );
  });

  it('rejects an impossible date', () => {
    expect(() => parseChangelog('## 2025-13-45: Oops {#oops}\n')).toThrow(
      'Changelog line 1: "2025-13-45" is not a valid date.',
    );
  });

  it('rejects entries out of order', () => {
    expect(() =>
      parseChangelog('## 2024-01-01: Old {#old}\n\n## 2025-01-01: New {#new}\n'),
    ).toThrow('Changelog entries must be listed newest first.');
  });
});

describe('markdownToText', () => {
  it('drops admonition fences and keeps their text', () => {
    expect(markdownToText(':::warning Careful\n\nExport first.\n\n:::')).toBe('Export first.');
  });

  it('keeps link text and drops code ticks and comments', () => {
    expect(markdownToText('See [the API](/api) and `whoami`. {/* hidden */}')).toBe(
      'See the API and whoami.',
    );
  });
});

describe('buildFeeds', () => {
  it('builds deterministic RSS and Atom with entry links', () => {
    const entries = parseChangelog(source);
    const site = {
      title: 'Docs',
      siteUrl: 'https://docs.example.com',
      copyright: 'Copyright © 2025',
      route: '/changelog',
    };
    const first = buildFeeds(entries, site);
    expect(first).toEqual(buildFeeds(entries, site));
    expect(first.rss).toContain('<link>https://docs.example.com/changelog#sub-orgs-v7</link>');
    expect(first.atom).toContain('<updated>2025-03-02T00:00:00.000Z</updated>');
  });
});
