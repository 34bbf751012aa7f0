/**
 * "Ask the docs" settings: the one place that decides whether the assistant only quotes the
 * docs (default) or also asks an OpenAI-compatible service to write the answer.
 *
 * - Default: answers are assembled in the browser from the docs' own passages; the assistant
 *   sends no request anywhere but to this site (for its corpus file).
 * - Hosted: when `ASSISTANT_API_URL` and `ASSISTANT_MODEL` are set at build time, the browser
 *   sends the question and the retrieved passages to `POST {url}/chat/completions` and shows
 *   the service's answer with its citations; if the service fails, the local answer with a note.
 *   `ASSISTANT_API_KEY`, if set, is sent as a bearer token **from the reader's browser**, so it
 *   ships in the page: use a key limited to this purpose, or a proxy that adds the real one.
 *
 * `docusaurus.config.ts` passes the environment parsed by `env.ts` (which checks the values) to
 * `assistantSettingsFrom`; the browser gets the result through the `assistant` plugin's
 * global data. This module reads no environment itself, so browser code may import it.
 */

import type { EnvName, SiteEnv } from './env';

export const assistantEnv = {
  url: 'ASSISTANT_API_URL',
  model: 'ASSISTANT_MODEL',
  apiKey: 'ASSISTANT_API_KEY',
  timeoutMs: 'ASSISTANT_TIMEOUT_MS',
} as const satisfies Record<keyof AssistantService, EnvName>;

export interface AssistantService {
  /** Base URL of an OpenAI-compatible API, without a trailing slash (`https://host/v1`). */
  url: string;
  model: string;
  /** Bearer token, or null to send none. */
  apiKey: string | null;
  /** How long to wait for an answer before showing the local one. */
  timeoutMs: number;
}

export interface AssistantSettings {
  /** The hosted service, or null to answer from the docs alone. */
  service: AssistantService | null;
}

export const defaultTimeoutMs = 20_000;

/** The hosted service when `ASSISTANT_API_URL` is set (`env.ts` then requires a model). */
export function assistantSettingsFrom(env: SiteEnv): AssistantSettings {
  const url = env[assistantEnv.url];
  const model = env[assistantEnv.model];
  if (url === undefined || model === undefined) return { service: null };
  return {
    service: {
      url,
      model,
      apiKey: env[assistantEnv.apiKey] ?? null,
      timeoutMs: env[assistantEnv.timeoutMs] ?? defaultTimeoutMs,
    },
  };
}
