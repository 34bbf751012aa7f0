/**
 * `npm run check:snippets`: extracts every ts/tsx code block of the docs into .cache/snippets
 * and type-checks them, strict, against the pinned @turnkey packages. Errors point at the
 * doc's own line.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docFiles, docName, repoRoot } from './content/docs-files';
import { codeBlocks } from './content/mdx-source';
import { asModule, CHECKED_LANGS, decide } from './content/snippets';
import { missingTypesOnlyInstalls, typesOnlyPaths } from './content/types-only';

const notInstalled = missingTypesOnlyInstalls();
if (notInstalled.length > 0) {
  for (const problem of notInstalled) console.error(`check:snippets: ${problem}`);
  process.exit(1);
}

const outDir = path.join(repoRoot, '.cache/snippets');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const origin = new Map<string, { doc: string; line: number }>();
const problems: string[] = [];
let skipped = 0;
for (const file of docFiles()) {
  const doc = path.relative(repoRoot, file);
  const stem = docName(file)
    .replace(/\.mdx?$/, '')
    .replace(/[/\\]/g, '--');
  codeBlocks(readFileSync(file, 'utf8')).forEach((block, index) => {
    if (!CHECKED_LANGS.has(block.lang)) return;
    const decision = decide(block);
    if ('error' in decision) problems.push(`${doc}:${block.line}: ${decision.error}`);
    if (!decision.check) {
      skipped += 1;
      return;
    }
    const name = `${stem}--${index + 1}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
    writeFileSync(path.join(outDir, name), asModule(block.code));
    origin.set(name, { doc, line: block.line });
  });
}

writeFileSync(
  path.join(outDir, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: {
        jsx: 'react-jsx',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        noUncheckedIndexedAccess: false,
        isolatedModules: false,
        paths: typesOnlyPaths(),
      },
      include: ['*.ts', '*.tsx'],
    },
    null,
    2,
  ),
);

if (origin.size > 0) {
  const tsc = spawnSync(
    process.execPath,
    [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', outDir],
    {
      encoding: 'utf8',
    },
  );
  for (const line of `${tsc.stdout}${tsc.stderr}`.split('\n')) {
    const match = /^(?:.*[/\\])?([^/\\(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
    const source = match && origin.get(match[1] ?? '');
    if (match && source) {
      problems.push(`${source.doc}:${source.line + Number(match[2])}: ${match[4]}`);
    } else if (line.trim()) {
      problems.push(line);
    }
  }
}

console.log(
  `check:snippets: ${origin.size} blocks type-checked, ${skipped} opted out with a reason.`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
