/**
 * "Was this page helpful?" settings. By default the vote stays in the reader's browser (local
 * storage) and nothing is sent anywhere. When `FEEDBACK_URL` is set at build time, each vote
 * is also POSTed there as JSON `{ page, vote }` (see `src/components/HelpfulFeedback/send.ts`);
 * the endpoint must accept cross-origin POSTs from the site.
 *
 * `docusaurus.config.ts` reads the environment with `feedbackSettingsFrom(process.env)`; the
 * browser gets the result through `siteConfig.customFields.feedback`. This module reads no
 * environment itself, so browser code may import it.
 */

export const feedbackEnv = 'FEEDBACK_URL';

export interface FeedbackSettings {
  /** Where votes are POSTed; `null` keeps them in the browser only. */
  endpoint: string | null;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Reads `FEEDBACK_URL`: unset or blank → no endpoint; anything but an https URL → an error. */
export function feedbackSettingsFrom(env: Record<string, string | undefined>): FeedbackSettings {
  const raw = env[feedbackEnv]?.trim();
  if (!raw) return { endpoint: null };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `${feedbackEnv} must be an absolute URL such as https://feedback.example.com/votes; received ${JSON.stringify(raw)}.`,
    );
  }
  const local = localHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(
      `${feedbackEnv} must use https (http only for localhost); received ${JSON.stringify(raw)}.`,
    );
  }
  if (url.username || url.password) {
    throw new Error(
      `${feedbackEnv} must not contain credentials: the URL ships in every page; received a URL with a user name or password.`,
    );
  }
  return { endpoint: url.href };
}

/** `siteConfig.customFields.feedback` as the browser sees it; a missing value means off. */
export function feedbackSettingsOf(
  customFields: Record<string, unknown> | undefined,
): FeedbackSettings {
  const value = customFields?.feedback as Partial<FeedbackSettings> | undefined;
  return { endpoint: typeof value?.endpoint === 'string' ? value.endpoint : null };
}
