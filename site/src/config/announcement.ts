import type { ThemeConfig } from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The site-wide announcement. Change `id` whenever the message changes: readers who closed
 * the previous one see the new one (their dismissal is keyed by id).
 */
export const announcementBar = {
  id: 'changelog-feeds-2025',
  content:
    'Follow API and SDK changes in the <a href="/changelog">changelog</a>, also available as an RSS and Atom feed.',
  backgroundColor: 'var(--site-announcement-bg)',
  textColor: 'var(--site-announcement-fg)',
  isCloseable: true,
} satisfies AnnouncementBar;
