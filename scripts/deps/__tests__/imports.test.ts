import { describe, expect, it } from 'vitest';
import { declared, importedPackages } from '../imports';

describe('importedPackages', () => {
  it('names each package once, by its bare name', () => {
    const source = [
      "import React, { useState } from 'react';",
      "import type { Root } from 'hast';",
      "import { Joi } from '@docusaurus/utils-validation';",
      "export { x } from 'unist-util-visit/lib/index.js';",
      "import 'prismjs/components/prism-bash';",
      "const chromium = await import('playwright-core');",
      "const pkg = require('mermaid/package.json');",
      "const react2 = require.resolve('react');",
    ].join('\n');
    expect(importedPackages(source)).toEqual([
      'react',
      'hast',
      '@docusaurus/utils-validation',
      'unist-util-visit',
      'prismjs',
      'playwright-core',
      'mermaid',
    ]);
  });

  it('reads code, not strings that look like code', () => {
    const source = "const example = \"import x from 'express'\";\nconst t = `require('y')`;";
    expect(importedPackages(source)).toEqual([]);
  });

  it('leaves out relative paths, built-ins and what the bundler provides', () => {
    const source = [
      "import a from './a';",
      "import b from '../b';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import Link from '@docusaurus/Link';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import x from '@site/src/x';",
      "import model from '@api-reference/full-model';",
    ].join('\n');
    expect(importedPackages(source)).toEqual([]);
  });
});

describe('declared', () => {
  it('joins the dependencies of every kind of every manifest', () => {
    expect([
      ...declared(
        { dependencies: { a: '1' }, devDependencies: { b: '1' } },
        { peerDependencies: { c: '1' } },
      ),
    ]).toEqual(['a', 'b', 'c']);
  });
});
