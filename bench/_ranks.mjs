import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
const { LocalSearchEngine, indexSource } = await tsImport('@docs/docs-search/engine', import.meta.url);
const dir = path.join(process.cwd(), 'site/build/search');
const read = async (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const engine = new LocalSearchEngine(await indexSource('manifest.json', read), 'https://x.example');
const filters = ['language:en', ['docusaurus_tag:default','docusaurus_tag:docs-default-current','docusaurus_tag:docs-sdks-current']];
const sets = process.argv.slice(2);
for (const file of sets) {
  const judged = JSON.parse(readFileSync(file, 'utf8'));
  let found = 0;
  for (const { query, page, pages = [page] } of judged) {
    const { hits } = await engine.search({ query, hitsPerPage: 50, facetFilters: filters });
    const ranked = [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
    const rank = ranked.findIndex((p) => pages.includes(p)) + 1;
    if (rank >= 1 && rank <= 3) found++;
    else console.log(`${file.split('/').pop()} MISS rank=${rank} "${query}" want ${pages} top: ${ranked.slice(0, 5).join(' ')}`);
  }
  console.log(file, `${found}/${judged.length}`);
}
