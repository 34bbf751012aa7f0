import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@docs/site/config/routes';
import { SDK_FROZEN_VERSIONS, SDK_VERSIONED_DOCS_DIR } from '@docs/site/config/sdk-docs';
import { docFiles, docName, docsDir, siteDir, versionedDocsDirs } from '../docs-files';

const docRoutes = siteRoutes.filter((route) => route.kind === 'doc');
const frozenFiles = SDK_FROZEN_VERSIONS.flatMap((version) =>
  version.docs.map((doc) =>
    path.join(siteDir, SDK_VERSIONED_DOCS_DIR, `version-${version.name}`, `${doc}.mdx`),
  ),
);

describe('the docs the content checks read', () => {
  it('are every current doc of both instances and every frozen version’s page', () => {
    const files = docFiles();
    expect(frozenFiles).toHaveLength(5);
    expect(files).toHaveLength(docRoutes.length + frozenFiles.length);
    const sdkCurrent = files.filter((file) =>
      file.startsWith(path.join(docsDir, 'sdks') + path.sep),
    );
    expect(sdkCurrent).toHaveLength(docRoutes.filter((route) => route.group === 'sdks').length);
    expect(files).toEqual(expect.arrayContaining(frozenFiles));
  });

  it('find the versioned folders by Docusaurus’s naming', () => {
    expect(versionedDocsDirs()).toEqual([path.join(siteDir, SDK_VERSIONED_DOCS_DIR)]);
  });

  it('name a doc by its path under site/docs, a frozen one by its path under site/', () => {
    expect(docName(path.join(docsDir, 'sdks/react.mdx'))).toBe(path.join('sdks', 'react.mdx'));
    expect(docName(frozenFiles[0] ?? '')).toBe(
      path.join(SDK_VERSIONED_DOCS_DIR, 'version-8.x', 'introduction.mdx'),
    );
  });
});
