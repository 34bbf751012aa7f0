import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { mustBe, optionsSchema } from '../option-schema';

export interface AnnouncementResetOptions {
  /** Plugin instance id (Docusaurus adds it). */
  id: string;
  /** The id of the current announcement (themeConfig.announcementBar.id). */
  announcementId: string;
}

const Schema = optionsSchema<AnnouncementResetOptions>('announcement-reset', {
  announcementId: Joi.string()
    .required()
    .messages(mustBe("the announcement bar's id (a non-empty string)")),
});

/** Docusaurus's hook: checks the config's options (there is no default announcement id). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<AnnouncementResetOptions>, AnnouncementResetOptions>) {
  return validate(Schema, options);
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

export default function announcementResetPlugin(
  _context: LoadContext,
  options: AnnouncementResetOptions,
): Plugin {
  return {
    name: 'announcement-reset',
    injectHtmlTags: () => ({
      preBodyTags: [
        { tagName: 'script', innerHTML: announcementResetScript(options.announcementId) },
      ],
    }),
  };
}

// Docusaurus runs a plugin function's own `validateOptions` before starting it.
announcementResetPlugin.validateOptions = validateOptions;
