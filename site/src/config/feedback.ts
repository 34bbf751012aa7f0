/**
 * "Was this page helpful?" settings. By default the vote stays in the reader's browser (local
 * storage) and nothing is sent anywhere. When `FEEDBACK_URL` is set at build time, each vote
 * is also POSTed there as JSON `{ page, vote }` (see `src/components/HelpfulFeedback/send.ts`);
 * the endpoint must accept cross-origin POSTs from the site.
 *
 * `docusaurus.config.ts` passes the environment parsed by `env.ts` (which checks the URL) to
 * `feedbackSettingsFrom`; the browser gets the result through `siteConfig.customFields.feedback`.
 * This module reads no environment itself, so browser code may import it.
 */

import type { EnvName, SiteEnv } from './env';

export const feedbackEnv = 'FEEDBACK_URL' satisfies EnvName;

export interface FeedbackSettings {
  /** Where votes are POSTed; `null` keeps them in the browser only. */
  endpoint: string | null;
}

export function feedbackSettingsFrom(env: Pick<SiteEnv, typeof feedbackEnv>): FeedbackSettings {
  return { endpoint: env[feedbackEnv] ?? null };
}

/** `siteConfig.customFields.feedback` as the browser sees it; a missing value means off. */
export function feedbackSettingsOf(
  customFields: Record<string, unknown> | undefined,
): FeedbackSettings {
  const value = customFields?.feedback as Partial<FeedbackSettings> | undefined;
  return { endpoint: typeof value?.endpoint === 'string' ? value.endpoint : null };
}
