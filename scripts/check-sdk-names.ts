/**
 * `npm run check:sdk-names`: every option documented in an `options-of` table must still be a
 * property of that type in the pinned package's published type definitions. Fails on drift,
 * on an unknown package or type, and on a marker without a table.
 *
 * A table of options whose type the package does not export under a name cannot be checked; it
 * says so in an `{/* options-unchecked: <reason> *\/}` comment right above it, which readers never
 * see. That marker must have a table under it too, and no page may explain either marker in its
 * reader-visible prose.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { docFiles, repoRoot } from './content/docs-files';
import { optionsTables, type OptionsTable } from './content/options-tables';
import { missingTypesOnlyInstalls, typesOnlyPaths } from './content/types-only';

const notInstalled = missingTypesOnlyInstalls();
if (notInstalled.length > 0) {
  for (const problem of notInstalled) console.error(`check:sdk-names: ${problem}`);
  process.exit(1);
}

const found: (OptionsTable & { doc: string })[] = docFiles().flatMap((file) =>
  optionsTables(readFileSync(file, 'utf8')).map((table) => ({
    ...table,
    doc: path.relative(repoRoot, file),
  })),
);

/** `options-unchecked` markers, each with the line it is on and whether a table follows it. */
const UNCHECKED = /^\{\/\*\s*options-unchecked:\s*\S.*\*\/\}\s*$/;
/** Words about the markers that belong in comments, not in what readers see. */
const INTERNAL_WORDING = /\b(name-check|options-of|options-unchecked)\b/i;

function markerProblems(file: string): string[] {
  const doc = path.relative(repoRoot, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  const problems: string[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) return;
    const where = `${doc}:${index + 1}`;
    if (UNCHECKED.test(line.trim())) {
      let row = index + 1;
      while (row < lines.length && (lines[row] ?? '').trim() === '') row += 1;
      if (!(lines[row] ?? '').trim().startsWith('|')) {
        problems.push(`${where}: options-unchecked marker has no table under it`);
      }
      return;
    }
    const prose = line.replace(/\{\/\*.*?\*\/\}/g, '').replace(/`[^`]*`/g, '');
    const internal = INTERNAL_WORDING.exec(prose);
    if (internal) {
      problems.push(
        `${where}: reader-visible text mentions "${internal[0]}"; put the reason in an options-unchecked comment instead`,
      );
    }
  });
  return problems;
}

const label = (table: OptionsTable): string => [table.typeName, ...table.memberPath].join('.');

/** `NonNullable<NonNullable<T["a"]>["b"]>` for the path `a.b`: optional members are objects too. */
function memberType(root: string, memberPath: string[]): string {
  return memberPath.reduce((type, name) => `NonNullable<${type}[${JSON.stringify(name)}]>`, root);
}

const dir = path.join(repoRoot, '.cache/sdk-names');
mkdirSync(dir, { recursive: true });
const probe = path.join(dir, 'probe.ts');
writeFileSync(
  probe,
  found
    .map(
      (t, i) =>
        `import type { ${t.typeName} as T${i} } from '${t.packageName}';\nexport type Probe${i} = ${memberType(`T${i}`, t.memberPath)};`,
    )
    .join('\n') + '\nexport {};\n',
);

const program = ts.createProgram([probe], {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  paths: typesOnlyPaths(),
});
const checker = program.getTypeChecker();
const probeFile = program.getSourceFile(probe);
const problems: string[] = ts.getPreEmitDiagnostics(program, probeFile).map((d) => {
  const index = Math.floor((probeFile?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0) / 2);
  const table = found[index];
  return `${table?.doc}:${table?.line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
});

found.forEach((table, index) => {
  const where = `${table.doc}:${table.line}`;
  if (table.names.length === 0) {
    problems.push(
      `${where}: options-of ${table.packageName} ${label(table)} has no table under it`,
    );
    return;
  }
  const alias = probeFile?.statements
    .filter(ts.isTypeAliasDeclaration)
    .find((statement) => statement.name.text === `Probe${index}`);
  if (!alias) return;
  const type = checker.getTypeAtLocation(alias.name);
  const members = new Set(
    checker.getPropertiesOfType(checker.getApparentType(type)).map((p) => p.name),
  );
  for (const name of table.names) {
    if (!members.has(name)) {
      problems.push(
        `${where}: \`${name}\` is not a property of ${label(table)} in ${table.packageName}`,
      );
    }
  }
});

const files = docFiles();
problems.push(...files.flatMap(markerProblems));
const unchecked = files.reduce(
  (n, file) =>
    n +
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => UNCHECKED.test(l.trim())).length,
  0,
);

console.log(
  `check:sdk-names: ${found.length} option tables, ${found.reduce((n, t) => n + t.names.length, 0)} documented names; ${unchecked} tables marked options-unchecked.`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
