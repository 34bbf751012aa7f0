import type { LoadContext, Plugin } from '@docusaurus/types';

export interface AnnouncementResetOptions {
  /** The id of the current announcement (themeConfig.announcementBar.id). */
  id: string;
}

/**
 * Docusaurus hides the announcement bar before hydration when the reader dismissed *any*
 * earlier announcement, and only notices the new id after hydration: a changed announcement
 * then stays hidden until the next full page load. This inline script compares ids first,
 * so a new announcement shows on the very first view. It sets both the stored flag and the
 * attribute, so it is correct whether it runs before or after the theme's own script.
 */
export function announcementResetScript(id: string): string {
  const key = 'docusaurus.announcement';
  return `(function(){try{if(localStorage.getItem('${key}.id')!==${JSON.stringify(id)}){localStorage.setItem('${key}.dismiss','false');document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementResetPlugin(_context: LoadContext, options: unknown): Plugin {
  const id = (options as Partial<AnnouncementResetOptions> | undefined)?.id;
  if (typeof id !== 'string' || id === '') {
    throw new Error(
      `announcement-reset: "id" must be the announcement bar's id (a non-empty string); received ${JSON.stringify(id)}.`,
    );
  }
  return {
    name: 'announcement-reset',
    injectHtmlTags: () => ({
      preBodyTags: [{ tagName: 'script', innerHTML: announcementResetScript(id) }],
    }),
  };
}
