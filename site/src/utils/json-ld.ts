/** JSON-LD (schema.org) for doc pages, written safely into a `<script>` element. */

export interface ArticleFacts {
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute URL of the page's image. */
  image?: string;
  /** Milliseconds since the epoch, when the last update is known. */
  lastUpdatedAt?: number | null;
  /** The organisation publishing the docs. */
  publisher: string;
}

/** A schema.org TechArticle; absent facts are left out rather than guessed. */
export function techArticle(doc: ArticleFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: doc.title,
    ...(doc.description && { description: doc.description }),
    url: doc.url,
    mainEntityOfPage: doc.url,
    ...(doc.image && { image: doc.image }),
    ...(doc.lastUpdatedAt && { dateModified: new Date(doc.lastUpdatedAt).toISOString() }),
    publisher: { '@type': 'Organization', name: doc.publisher },
  };
}

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript line
 * separators are written as `\u` escapes, so a title holding `</script>` or `<!--` cannot end
 * the script; parsing the text gives back the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}
