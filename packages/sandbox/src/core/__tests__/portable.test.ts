/**
 * The core must run in a browser worker: bundle `src/core` for the browser with esbuild and fail
 * on any Node built-in, `Buffer` or native addon that reaches it.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'index.ts');
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Records every import the bundle resolves to a Node built-in or a `.node` addon. */
function recordNodeImports(found: string[]): Plugin {
  return {
    name: 'record-node-imports',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (NODE_BUILTINS.has(args.path) || args.path.endsWith('.node')) {
          found.push(`${args.path} (from ${path.relative(process.cwd(), args.importer)})`);
          return { path: args.path, external: true };
        }
        return undefined;
      });
    },
  };
}

async function bundle(file: string) {
  const found: string[] = [];
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [recordNodeImports(found)],
  });
  const code = result.outputFiles.map((output) => output.text).join('\n');
  return { found, code };
}

describe('portable core', () => {
  it('bundles for the browser with no Node built-in, Buffer or native addon', async () => {
    const { found, code } = await bundle(entry);
    expect(found).toEqual([]);
    expect(code).not.toMatch(/\bBuffer\.(from|alloc|concat|isBuffer)\b/);
    expect(code).not.toContain('better-sqlite3');
  }, 60_000);

  it('the IndexedDB backend bundles for the browser the same way', async () => {
    const { found, code } = await bundle(
      path.resolve(path.dirname(entry), '..', 'storage', 'indexeddb.ts'),
    );
    expect(found).toEqual([]);
    expect(code).not.toMatch(/\bBuffer\.(from|alloc|concat|isBuffer)\b/);
  }, 60_000);

  it('leaves the non-English word lists, the other chains, their policy decoders and HPKE to chunks loaded on first use', async () => {
    const { metafile } = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      platform: 'browser',
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    // What the entry loads before it runs: its own output and every chunk it imports statically.
    const outputs = metafile.outputs;
    // (esbuild marks each dynamic import's chunk as an entry point too: pick the core's.)
    const start = Object.keys(outputs).find((name) =>
      outputs[name]?.entryPoint?.endsWith('core/index.ts'),
    );
    const eager = new Set<string>();
    const visit = (name: string) => {
      if (eager.has(name)) return;
      eager.add(name);
      for (const imported of outputs[name]?.imports ?? []) {
        if (imported.kind === 'import-statement') visit(imported.path);
      }
    };
    visit(start ?? '');
    const inputsOf = (names: string[]) =>
      names.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
    const lazy =
      /btc-signer|bip39\/esm\/wordlists\/(?!english)|chain-(addresses|encoders)|bitcoin-psbt|crypto\/(hpke|enclave-bundles)\.ts|@noble\/ciphers|policy\/(solana|tron|bitcoin)-tx\.ts/;
    expect(inputsOf([...eager]).filter((input) => lazy.test(input))).toEqual([]);
    const later = inputsOf(Object.keys(outputs).filter((name) => !eager.has(name)));
    expect(later.filter((input) => lazy.test(input)).length).toBeGreaterThan(10);
  }, 60_000);

  it('the check catches a Node built-in when one is there', async () => {
    const { found } = await bundle(path.resolve(path.dirname(entry), '..', 'storage', 'sqlite.ts'));
    expect(found.some((name) => name.startsWith('node:fs'))).toBe(true);
  }, 60_000);
});
