import { Feed } from 'feed';
import type { ChangelogEntry } from './parse';

export interface FeedSite {
  title: string;
  siteUrl: string;
  copyright: string;
  /** Route of the changelog page, e.g. `/changelog`. */
  route: string;
}

/** Builds the RSS 2.0 and Atom 1.0 documents of the changelog. */
export function buildFeeds(
  entries: ChangelogEntry[],
  site: FeedSite,
): { rss: string; atom: string } {
  const pageUrl = new URL(site.route, site.siteUrl).toString();
  const newest = entries[0];
  const feed = new Feed({
    title: `${site.title} changelog`,
    description: 'API and SDK changes of the platform, newest first.',
    id: pageUrl,
    link: pageUrl,
    language: 'en',
    copyright: site.copyright,
    // Dates come from the entries, never from the clock, so builds are reproducible.
    updated: newest ? new Date(`${newest.date}T00:00:00Z`) : new Date(0),
    feedLinks: { rss: `${pageUrl}/rss.xml`, atom: `${pageUrl}/atom.xml` },
  });
  for (const entry of entries) {
    const link = `${pageUrl}#${entry.id}`;
    feed.addItem({
      title: `${entry.date}: ${entry.title}`,
      id: link,
      link,
      date: new Date(`${entry.date}T00:00:00Z`),
      description: entry.text,
      content: entry.text,
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
