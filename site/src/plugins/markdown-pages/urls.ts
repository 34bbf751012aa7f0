/**
 * Where the Markdown copy of a route lives. Pure: the plugin (build) and the "Copy page" menu
 * (browser) share it.
 *
 * A route's copy is the route plus `.md`, with a trailing slash dropped first, so
 * `/concepts/wallets` → `/concepts/wallets.md` and `/sdks/swift/` → `/sdks/swift.md`; the site
 * root `/` → `/index.md`. Hashes and queries are not part of a route and are dropped.
 */
export function markdownUrlOf(route: string): string {
  // Kept minimal: it ships with every doc page. Routes come from routes.ts (all start with "/").
  return `${route.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/index'}.md`;
}

/** `https://docs.example.com` + `/` + `/faq.md` → `https://docs.example.com/faq.md`. */
export function absoluteUrl(siteUrl: string, baseUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}${path}`;
}
