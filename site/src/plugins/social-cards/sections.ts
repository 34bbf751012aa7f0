/**
 * Which card a page uses. Shared by the plugin (which renders one card per section) and the
 * theme (which points each doc's `og:image` at its section's card), so both agree on names.
 * Kept free of imports: it ships in the doc page bundle.
 */

/** Folder of the section cards inside the build output. */
export const cardsDir = 'img/social';

/** `Embedded wallets` → `embedded-wallets`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The section of a doc: every page of the SDKs sidebar is "SDKs"; elsewhere the sidebar's
 * top category the page sits in; a page outside any category has none (the default card).
 */
export function sectionOf(sidebar: string | undefined, topCategory: string | undefined) {
  return sidebar === 'sdks' ? 'SDKs' : topCategory;
}

/** Site-relative path of a section's card. */
export function cardPath(section: string): string {
  return `${cardsDir}/${slugify(section)}.png`;
}
