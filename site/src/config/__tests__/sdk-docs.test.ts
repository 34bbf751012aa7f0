import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instanceDocIdFor, navigation } from '../routes';
import {
  CURRENT_DOCS_ONLY,
  frozenRoute,
  instanceSlug,
  SDK_FROZEN_VERSIONS,
  SDK_PLUGIN_ID,
  SDK_VERSIONED_DOCS_DIR,
  sdkSearchTag,
} from '../sdk-docs';
import { isSdkDocFile, linksAcrossInstances, routeOfLinkedDoc } from '../sdk-doc-files';
import { frontMatterField, sidebarItems } from '../sidebar-items';

const siteDir = path.resolve(__dirname, '../../..');

describe('SDK instance slugs and routes', () => {
  it('reads a public route as a slug relative to /sdks', () => {
    expect(instanceSlug('/sdks/react')).toBe('/react');
    expect(instanceSlug('/sdks/swift/')).toBe('/swift/');
    expect(instanceSlug('/sdks')).toBe('/');
    expect(instanceSlug('/faq')).toBe('/faq');
    expect(instanceSlug(undefined)).toBeUndefined();
  });

  it('puts a frozen version’s page under /sdks/<version>', () => {
    expect(frozenRoute('8.x', '/sdks/react')).toBe('/sdks/8.x/react');
    expect(frozenRoute('8.x', '/sdks')).toBe('/sdks/8.x');
  });

  it('ids the SDK docs inside their instance, the others by their file', () => {
    expect(instanceDocIdFor('sdks', '/sdks/swift/')).toBe('swift/index');
    expect(instanceDocIdFor('sdks', '/sdks/Ruby')).toBe('Ruby');
    expect(instanceDocIdFor('documentation', '/faq')).toBe('documentation/faq');
  });

  it('knows the SDK files, current and frozen, and no other', () => {
    expect(isSdkDocFile(siteDir, path.join(siteDir, 'docs/sdks/react.mdx'))).toBe(true);
    expect(isSdkDocFile(siteDir, `${SDK_VERSIONED_DOCS_DIR}/version-8.x/react.mdx`)).toBe(true);
    expect(isSdkDocFile(siteDir, path.join(siteDir, 'docs/documentation/faq.mdx'))).toBe(false);
  });
});

describe('the frozen versions', () => {
  it('are the versions Docusaurus reads from sdks_versions.json, newest first', () => {
    const file = path.join(siteDir, `${SDK_PLUGIN_ID}_versions.json`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(SDK_FROZEN_VERSIONS.map((v) => v.name));
  });

  it.each(SDK_FROZEN_VERSIONS.map((v) => [v.name, v] as const))(
    '%s holds exactly its listed pages, each with a current page at the same route',
    (name, version) => {
      const dir = path.join(siteDir, SDK_VERSIONED_DOCS_DIR, `version-${name}`);
      const files = readdirSync(dir).sort();
      expect(files).toEqual([...version.docs].map((doc) => `${doc}.mdx`).sort());
      for (const doc of version.docs) {
        expect(existsSync(path.join(siteDir, 'docs/sdks', `${doc}.mdx`))).toBe(true);
      }
      const sidebars = JSON.parse(
        readFileSync(
          path.join(siteDir, `${SDK_PLUGIN_ID}_versioned_sidebars/version-${name}-sidebars.json`),
          'utf8',
        ),
      ) as { sdks: { id: string }[] };
      expect(sidebars.sdks.map((item) => item.id).sort()).toEqual([...version.docs].sort());
    },
  );

  it('leave the assistant’s retrieval through a negated tag each', () => {
    expect(sdkSearchTag('8.x')).toBe('docs-sdks-8.x');
    expect(CURRENT_DOCS_ONLY).toEqual(['-docusaurus_tag:docs-sdks-8.x']);
  });
});

describe('links across instances', () => {
  const frozenIntro = path.join(siteDir, SDK_VERSIONED_DOCS_DIR, 'version-8.x/introduction.mdx');

  it('resolves a frozen page’s link to a current-only doc to that doc’s route', () => {
    expect(routeOfLinkedDoc(siteDir, frozenIntro, './javascript-server.mdx#install')).toBe(
      '/sdks/javascript-server#install',
    );
  });

  it('resolves a link into another instance from its file', () => {
    const react = path.join(siteDir, 'docs/sdks/react.mdx');
    expect(routeOfLinkedDoc(siteDir, react, '../documentation/concepts/wallets.mdx')).toBe(
      '/concepts/wallets',
    );
    expect(routeOfLinkedDoc(siteDir, frozenIntro, '../documentation/faq.mdx')).toBe('/faq');
  });

  it('leaves missing files, routes and external links to the warning', () => {
    const warnings: string[] = [];
    const hook = linksAcrossInstances(siteDir, (message) => warnings.push(message));
    expect(hook({ sourceFilePath: frozenIntro, url: './missing.mdx' })).toBeUndefined();
    expect(routeOfLinkedDoc(siteDir, frozenIntro, '/sdks/react')).toBeUndefined();
    expect(routeOfLinkedDoc(siteDir, frozenIntro, 'https://example.com/a.mdx')).toBeUndefined();
    expect(warnings).toEqual([
      `Markdown link with URL ./missing.mdx in source file ${frozenIntro} couldn't be resolved. Make sure it references a local Markdown file that exists within the current plugin.`,
    ]);
  });
});

describe('sidebars of the two instances', () => {
  it('gives the SDK instance its docs and the /category/ pages as index links', () => {
    const items = JSON.stringify(sidebarItems(SDK_PLUGIN_ID, 'sdks', navigation.sdks));
    expect(items).toContain('{"type":"doc","id":"react"}');
    expect(items).toContain('"customProps":{"indexHref":"/category/advanced"}');
    expect(items).not.toContain('generated-index');
  });

  it('gives the default instance the /category/ pages, over links to the SDK docs', () => {
    const items = sidebarItems('default', 'sdks', navigation.sdks);
    const json = JSON.stringify(items);
    expect(json).toContain('"slug":"/category/advanced"');
    expect(json).toContain('"slug":"/category/web3-libraries"');
    expect(json).toContain('"customProps":{"indexHref":"/sdks/swift/"}');
    expect(items[0]).toMatchObject({
      type: 'link',
      href: '/sdks/introduction',
      label: 'Introduction',
    });
    expect(json).not.toContain('"type":"doc"');
  });
});

describe('front matter read for the links', () => {
  const source = (body: string) => `---\n${body}\n---\n\nText.\n`;

  it('reads plain, double- and single-quoted one-line values', () => {
    expect(frontMatterField(source('title: React'), 'title')).toBe('React');
    expect(frontMatterField(source('title: "@turnkey/core: x"'), 'title')).toBe('@turnkey/core: x');
    expect(frontMatterField(source("title: 'It''s'"), 'title')).toBe("It's");
    expect(frontMatterField(source('title: React'), 'description')).toBeUndefined();
  });

  it('refuses a block value, naming the file', () => {
    expect(() =>
      frontMatterField(source('description: >\n  long'), 'description', 'x.mdx'),
    ).toThrow(
      'sidebars: x.mdx gives "description" as a block (>); write it on one line, as the other docs do.',
    );
  });
});
