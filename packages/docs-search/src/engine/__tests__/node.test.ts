import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(engineDir, 'index.ts');

/** Every module the engine's entry imports, transitively, with the bare specifiers it uses. */
function moduleGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    ([, specifier]) => specifier ?? '',
  );
  seen.set(file, specifiers);
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    const resolved = path.resolve(path.dirname(file), specifier);
    moduleGraph(resolved.endsWith('.ts') ? resolved : `${resolved}.ts`, seen);
  }
  return seen;
}

describe('the search engine in plain Node', () => {
  it('imports nothing from Docusaurus, React or the site', () => {
    const bare = [...moduleGraph(entry).values()].flat().filter((s) => !s.startsWith('.'));
    expect(bare.filter((s) => /^(@docusaurus|@site|@theme|@generated|react)/.test(s))).toEqual([]);
  });

  it('loads in a Node process and answers a query on a fixture index', () => {
    const script = `
      const loaded = await import(${JSON.stringify(entry)});
      // tsx loads the TypeScript module as CommonJS here: its exports are on \`default\`.
      const engine = loaded.buildSearchIndex ? loaded : loaded.default;
      const record = (url, lvl1, content) => ({
        objectID: url, url, type: 'lvl1', content, code: null, description: null,
        language: 'en', docusaurus_tag: 'default',
        hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      });
      const built = engine.buildSearchIndex(
        [record('/passkeys', 'Passkeys', 'A passkey signs requests.'), record('/wallets', 'Wallets', 'HD wallets.')],
        { shardBytes: 1024, fragmentBytes: 1024 },
      );
      const files = new Map([['manifest.json', { ...built.manifest,
        shards: built.shards.map((_, i) => 's' + i), fragments: built.fragments.map((_, i) => 'f' + i) }]]);
      built.shards.forEach((part, i) => files.set('s' + i, part));
      built.fragments.forEach((part, i) => files.set('f' + i, part));
      const source = await engine.indexSource('manifest.json', async (file) => files.get(file));
      const { hits } = await new engine.LocalSearchEngine(source, 'https://docs.example').search({ query: 'passkeys' });
      console.log(JSON.stringify(hits.map((hit) => hit.url)));
    `;
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', cwd: engineDir, timeout: 60_000 },
    );
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['https://docs.example/passkeys']);
  });
});
