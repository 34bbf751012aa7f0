import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const variants = {
  base: [],
  noWordlists: [/bip39\/wordlists\/(?!english)/],
  noBtc: [/bip39\/wordlists\/(?!english)/, /btc-signer/],
};
const strip = process.argv[2] === 'strip';
for (const [name, externals] of Object.entries(variants)) {
  const r = await build({
    entryPoints: ['site/src/components/ApiReference/try-it/in-page/worker.ts'],
    bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
    plugins: [{ name: 'ext', setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => externals.some((re) => re.test(a.path)) ? { path: a.path, external: true } : undefined);
      if (strip) b.onLoad({ filter: /platform-api\/src\/(schemas|operations)\/.*\.ts$/ }, (a) => {
        let s = readFileSync(a.path, 'utf8');
        // drop .describe('...') / .describe("...") / .describe(`...`) calls
        s = s.replace(/\.describe\(\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)(?:\s*\+\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`))*\s*,?\s*\)/g, '');
        s = s.replace(/^(\s*)(description|summary):\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)(?:\s*\+\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`))*,/gm, '$1$2: "",');
        return { contents: s, loader: 'ts' };
      });
    } }],
  });
  const code = r.outputFiles[0].contents;
  console.log(name, strip ? 'strip' : '', code.length, gzipSync(code, { level: 9 }).length);
}
