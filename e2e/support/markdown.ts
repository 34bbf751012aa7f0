import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@docs/platform-api';
import { siteRoutes } from '@docs/site/config/routes';
import { markdownUrlOf } from '@docs/site/plugins/markdown-pages/urls';

export { markdownUrlOf };

const siteDir = path.resolve(__dirname, '../../site');

/** A doc's `title` from its frontmatter (quotes removed). */
export function docTitle(docId: string): string {
  const source = readFileSync(path.join(siteDir, 'docs', `${docId}.mdx`), 'utf8');
  const match = /^title:\s*(?:"(.*)"|'(.*)'|(.*))$/m.exec(source);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!title) throw new Error(`${docId}.mdx has no title`);
  return title.trim();
}

export const docRoutes = siteRoutes.filter((route) => route.kind === 'doc');

/** The API's operations, as the OpenAPI document the site serves lists them. */
export function apiOperations(): { name: string; path: string }[] {
  return Object.entries(buildOpenApiDocument().paths).map(([route, item]) => ({
    name: item.post.operationId,
    path: route,
  }));
}

/** The Markdown outside fenced code blocks and inline code: where MDX or HTML must not leak. */
export function prose(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/(`+)[^`]*?\1/g, '');
}
