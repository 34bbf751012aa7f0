/**
 * Where the Markdown copy of a route lives. Pure: the plugin (build) and the "Copy page" menu
 * (browser) share it.
 *
 * A route's copy is the route plus `.md`, with a trailing slash dropped first, so
 * `/concepts/wallets` → `/concepts/wallets.md` and `/sdks/swift/` → `/sdks/swift.md`; the site
 * root `/` → `/index.md`. Hashes and queries are not part of a route and are dropped.
 */
export function markdownUrlOf(route: string): string {
  const path = route.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) {
    throw new Error(`markdown-pages: a route must start with "/"; received "${route}".`);
  }
  const trimmed = path.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** `https://docs.example.com` + `/` + `/faq.md` → `https://docs.example.com/faq.md`. */
export function absoluteUrl(siteUrl: string, baseUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}${path}`;
}
