import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin, { noCrossWorkspaceImport, workspaceOf } from '../no-cross-workspace-import.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const options = [
  { root, workspaces: ['packages/*', 'site'], allow: [{ from: 'e2e', to: 'site/src' }] },
];
const at = (file: string) => path.join(root, file);

describe('workspaceOf', () => {
  it('names the workspace folder, the root for other files, and null outside the repository', () => {
    const patterns = ['packages/*', 'site'];
    expect(workspaceOf('packages/mcp/src/site.ts', patterns)).toBe('packages/mcp');
    expect(workspaceOf('packages/mcp', patterns)).toBe('packages/mcp');
    expect(workspaceOf('site/src/plugins/search/index.ts', patterns)).toBe('site');
    expect(workspaceOf('sites/x.ts', patterns)).toBe('.');
    expect(workspaceOf('scripts/check-deps.ts', patterns)).toBe('.');
    expect(workspaceOf('packages', patterns)).toBe('.');
    expect(workspaceOf('../elsewhere/x.ts', patterns)).toBeNull();
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'no-cross-workspace-import',
  noCrossWorkspaceImport,
  {
    valid: [
      { filename: at('packages/mcp/src/site.ts'), code: "import { a } from './pages';" },
      { filename: at('packages/mcp/src/__tests__/x.test.ts'), code: "import '../../bin/x.js';" },
      { filename: at('site/src/a/b.ts'), code: "export * from '../../docusaurus.config';" },
      { filename: at('scripts/check.ts'), code: "import { repoRoot } from './content/files';" },
      { filename: at('e2e/a.spec.ts'), code: "import '../playwright.config';" },
      {
        filename: at('packages/mcp/src/site.ts'),
        code: "import { LocalSearchEngine } from '@docs/docs-search/engine';",
      },
      { filename: at('site/src/x.ts'), code: 'const m = await import(name);' },
      { filename: at('e2e/support/site.ts'), code: "import '../../site/src/config/brand';" },
    ].map((test) => ({ ...test, options })),
    invalid: [
      {
        filename: at('packages/mcp/src/site.ts'),
        code: "import { indexSource } from '../../../site/src/plugins/search/engine';",
      },
      {
        filename: at('packages/mcp/src/pages.ts'),
        code: "import type { PageCatalog } from '../../docs-search/src/catalog';",
      },
      { filename: at('site/src/x.ts'), code: "export { a } from '../../packages/mcp/src/a';" },
      { filename: at('site/src/x.ts'), code: "export * from '../../packages/mcp/src/a';" },
      { filename: at('site/src/x.ts'), code: "const m = await import('../../scripts/a');" },
      { filename: at('site/src/x.ts'), code: 'const m = await import(`../../e2e/a`);' },
      { filename: at('e2e/mcp/support.ts'), code: "import '../../packages/mcp/src/x';" },
      { filename: at('e2e/a.ts'), code: "import '../site/docusaurus.config';" },
      { filename: at('scripts/a.ts'), code: "import '../site/src/config/brand';" },
      { filename: at('e2e-tools/a.ts'), code: "import '../site/src/config/brand';" },
      { filename: at('scripts/a.cjs'), code: "const x = require('../packages/sandbox');" },
      { filename: at('scripts/a.ts'), code: "import x = require('../site/src/a');" },
      { filename: at('bench/a.ts'), code: "type T = import('../packages/mcp/src/a').T;" },
      { filename: at('packages/a/x.ts'), code: "import '../../../elsewhere/x';" },
    ].map((test) => ({ ...test, options, errors: [{ messageId: 'crossing' }] })),
  },
);

describe('the rule as eslint.config.mjs registers it', () => {
  it('reports a crossing import with the workspaces named, and not a package-name one', () => {
    const linter = new Linter({ cwd: root });
    const config: Linter.Config = {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: plugin },
      rules: { 'local/no-cross-workspace-import': ['error', ...options] },
    };
    const lint = (code: string) => linter.verify(code, config, at('packages/mcp/src/site.ts'));
    expect(lint("import { a } from '../../../site/src/plugins/markdown-pages/catalog';")).toEqual([
      expect.objectContaining({
        ruleId: 'local/no-cross-workspace-import',
        message:
          "'../../../site/src/plugins/markdown-pages/catalog' resolves into `site`, outside this file's workspace (`packages/mcp`): import it by package name.",
      }),
    ]);
    expect(lint("import { a } from '@docs/docs-search/catalog';")).toEqual([]);
  });
});
