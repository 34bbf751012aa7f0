import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteRoutes } from '@docs/site/config/routes';

const docsDir = path.resolve(__dirname, '../../site/docs');

/** Routes of docs whose source holds Mermaid diagrams, with how many each holds. */
export function routesWithDiagrams(): { path: string; diagrams: number }[] {
  return siteRoutes.flatMap((route) => {
    if (!route.docId) return [];
    const source = readFileSync(path.join(docsDir, `${route.docId}.mdx`), 'utf8');
    const diagrams = source.match(/^\s*```mermaid\s*$/gm)?.length ?? 0;
    return diagrams > 0 ? [{ path: route.path, diagrams }] : [];
  });
}
