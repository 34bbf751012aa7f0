import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../index.ts', import.meta.url));

/** Bundles `input` for the browser and lists every Node built-in it reaches. */
async function bundleForBrowser(input: { entry: string } | { contents: string }) {
  const nodeImports: string[] = [];
  const flagNode: Plugin = {
    name: 'flag-node-builtins',
    setup(plugin) {
      plugin.onResolve({ filter: /^node:/ }, (args) => {
        nodeImports.push(`${args.path} (from ${args.importer})`);
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({
    ...('entry' in input
      ? { entryPoints: [input.entry] }
      : { stdin: { contents: input.contents, resolveDir: process.cwd(), loader: 'ts' } }),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [flagNode],
  }).catch((error: { errors?: { text: string }[] }) => ({
    errors: error.errors ?? [{ text: String(error) }],
    outputFiles: [],
  }));
  const code = result.outputFiles[0]?.text ?? '';
  return { nodeImports, errors: result.errors.map((e) => e.text), code };
}

describe('the crypto core in a browser bundle', () => {
  it('bundles for the browser with no Node built-in and no Buffer', async () => {
    const { nodeImports, errors, code } = await bundleForBrowser({ entry });
    expect(errors).toEqual([]);
    expect(nodeImports).toEqual([]);
    expect(code).not.toMatch(/\bBuffer\./);
    expect(code.length).toBeGreaterThan(10_000);
  }, 60_000);

  // The check itself must be able to fail: a module reaching a built-in is caught both ways.
  it('catches a node: import and an unprefixed built-in', async () => {
    const prefixed = await bundleForBrowser({
      contents: "import { createHash } from 'node:crypto'; console.log(createHash);",
    });
    expect(prefixed.nodeImports).toEqual(['node:crypto (from <stdin>)']);
    const bare = await bundleForBrowser({
      contents: "import { readFileSync } from 'fs'; console.log(readFileSync);",
    });
    expect(bare.errors.join('\n')).toMatch(/Could not resolve "fs"/);
  }, 60_000);
});
