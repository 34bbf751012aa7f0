import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @vitest-isolate: the two bundles it imports register every schema id again in zod's global
// registry, which the other API tests of a shared module graph read.

interface StripDescriptions {
  stripDescriptions(text: string, fileName: string, builders: Map<string, number>): string;
  descriptionParameters(sources: { fileName: string; text: string }[]): Map<string, number>;
  readSources(dirs: readonly string[]): { fileName: string; text: string }[];
  STRIPPED_DIRS: readonly string[];
}

const require = createRequire(import.meta.url);
const loader = require('../strip-descriptions.cjs') as StripDescriptions;

const strip = (text: string) =>
  loader.stripDescriptions(
    text,
    'x.ts',
    loader.descriptionParameters([{ fileName: 'x.ts', text }]),
  );

describe('stripDescriptions', () => {
  it('empties description properties and the description argument of builders', () => {
    const source = [
      'function id(description: string, example: string) { return z.string().meta({ description, examples: [example] }); }',
      "const pair = (name: string, description: string) => z.object({ name: id('Its name.', name) }).meta({ description });",
      "export const A = pair('a', `The pair ${'a'}.`).meta({ id: 'A', 'description': 'An A.', title: 'Kept' });",
      "export const B = z.string().regex(/x/, 'Expected an x').meta({ examples: ['an example'] });",
    ].join('\n');
    const stripped = strip(source);
    expect(stripped).toContain("meta({ description: '', examples: [example] })");
    expect(stripped).toContain("id('', name)");
    expect(stripped).toContain("pair('a', '')");
    expect(stripped).toContain("'description': ''");
    // Examples, ids, titles and validation messages stay.
    for (const kept of ["'Expected an x'", "'an example'", "id: 'A'", "title: 'Kept'"]) {
      expect(stripped).toContain(kept);
    }
    expect(stripped).not.toMatch(/Its name|The pair|An A\./);
  });

  it('leaves a builder alone when two declarations of its name disagree', () => {
    const source = [
      'function count(description: string) { return z.int().meta({ description }); }',
      'function count2(limit: number) { return limit; }',
      'const other = { count: (label: string) => label };',
      "function later() { const count = (label: string) => label; return count('a label'); }",
      "count('Counted things.');",
    ].join('\n');
    // `count` is declared once with the parameter and once without (inside later()).
    expect(strip(source)).toContain("count('Counted things.')");
    expect(strip(source)).toContain("count('a label')");
  });
});

/**
 * The whole of `@docs/platform-api` bundled twice, as is and through the loader, so the two
 * can be compared module for module.
 */
describe('the API definitions without descriptions', () => {
  const root = path.resolve(__dirname, '../../../../..');
  let dir = '';
  type Api = typeof import('@docs/platform-api');
  let plain: Api;
  let stripped: Api;
  let strippedText = '';

  const stripping: Plugin = {
    name: 'strip-descriptions',
    setup(pluginBuild) {
      const sources = loader.readSources(loader.STRIPPED_DIRS);
      const builders = loader.descriptionParameters(sources);
      const inStripped = (file: string) =>
        loader.STRIPPED_DIRS.some((folder) => file.startsWith(folder + path.sep));
      pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!inStripped(args.path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        return { contents: loader.stripDescriptions(text, args.path, builders), loader: 'ts' };
      });
    },
  };

  async function bundle(name: string, plugins: Plugin[]): Promise<string> {
    const outfile = path.join(dir, `${name}.mjs`);
    await build({
      entryPoints: [path.join(root, 'packages/platform-api/src/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      plugins,
      logLevel: 'silent',
    });
    return outfile;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(root, 'node_modules/.cache-strip-descriptions-'));
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    const [plainFile, strippedFile] = await Promise.all([
      bundle('plain', []),
      bundle('stripped', [stripping]),
    ]);
    strippedText = readFileSync(strippedFile, 'utf8');
    plain = (await import(pathToFileURL(plainFile).href)) as Api;
    stripped = (await import(pathToFileURL(strippedFile).href)) as Api;
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps no description text', () => {
    const described = plain.operations.find((operation) => operation.name === 'create_wallet');
    expect(described?.description.length).toBeGreaterThan(20);
    expect(strippedText).not.toContain(described?.description.slice(0, 40));
    expect(strippedText).not.toContain('An HD wallet: one seed from which any number of accounts');
    const leftover = stripped.operations.filter((operation) => operation.description !== '');
    expect(leftover.map((operation) => operation.name)).toEqual([]);
  });

  it('validates every operation exactly as the full definitions do', () => {
    expect(stripped.operations.map((operation) => operation.name)).toEqual(
      plain.operations.map((operation) => operation.name),
    );
    const outcome = (api: Api, name: string, body: unknown) => {
      const result = api.findOperation(name)?.request.safeParse(body);
      return result?.success
        ? { success: true, data: result.data }
        : { success: false, issues: result?.error.issues };
    };
    let compared = 0;
    for (const operation of plain.operations) {
      const example = operation.example.request as Record<string, unknown>;
      const bodies: unknown[] = [
        example,
        {},
        null,
        { ...example, organizationId: 5 },
        { ...example, parameters: { unexpected: true } },
        { ...example, timestampMs: 'soon' },
      ];
      for (const body of bodies) {
        expect(outcome(stripped, operation.name, body), operation.name).toEqual(
          outcome(plain, operation.name, body),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('keeps the examples the Try it panel fills bodies from', () => {
    for (const operation of plain.operations) {
      expect(stripped.findOperation(operation.name)?.example).toEqual(operation.example);
    }
  });
});
