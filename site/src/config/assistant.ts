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
 * `docusaurus.config.ts` reads the environment with `assistantSettingsFrom(process.env)`; the
 * browser gets the result through the `assistant-corpus` plugin's global data. This module
 * reads no environment itself, so browser code may import it.
 */

export const assistantEnv = {
  url: 'ASSISTANT_API_URL',
  model: 'ASSISTANT_MODEL',
  apiKey: 'ASSISTANT_API_KEY',
  timeoutMs: 'ASSISTANT_TIMEOUT_MS',
} as const;

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
const timeoutRange = [1_000, 120_000] as const;

type Env = Record<string, string | undefined>;

const fail = (message: string): never => {
  throw new Error(`Assistant settings: ${message}`);
};

function parseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(
      `${assistantEnv.url} must be an absolute http(s) URL such as https://api.example.com/v1; received ${JSON.stringify(value)}.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(`${assistantEnv.url} must use https: or http:; received ${JSON.stringify(value)}.`);
  }
  if (url.username || url.password) {
    fail(
      `${assistantEnv.url} must not contain credentials; put the key in ${assistantEnv.apiKey}.`,
    );
  }
  if (url.search || url.hash) {
    fail(
      `${assistantEnv.url} must not have a query or fragment; received ${JSON.stringify(value)}.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function parseTimeout(value: string | undefined): number {
  if (value === undefined) return defaultTimeoutMs;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < timeoutRange[0] || number > timeoutRange[1]) {
    fail(
      `${assistantEnv.timeoutMs} must be a whole number of milliseconds from ${timeoutRange[0]} to ${timeoutRange[1]}; received ${JSON.stringify(value)}.`,
    );
  }
  return number;
}

/** Reads the settings; throws a message naming the variable when a value is unusable. */
export function assistantSettingsFrom(env: Env): AssistantSettings {
  const read = (name: string) => env[name]?.trim() || undefined;
  const url = read(assistantEnv.url);
  const model = read(assistantEnv.model);
  const apiKey = read(assistantEnv.apiKey);
  const timeout = read(assistantEnv.timeoutMs);
  if (!url) {
    const stray = [
      [assistantEnv.model, model],
      [assistantEnv.apiKey, apiKey],
      [assistantEnv.timeoutMs, timeout],
    ].filter(([, value]) => value !== undefined);
    if (stray.length > 0) {
      fail(
        `${stray.map(([name]) => name).join(', ')} set without ${assistantEnv.url}. Set ${assistantEnv.url} and ${assistantEnv.model} to use a hosted service, or unset them to answer from the docs alone.`,
      );
    }
    return { service: null };
  }
  if (!model)
    fail(`${assistantEnv.url} is set but ${assistantEnv.model} is not; name the model to ask.`);
  return {
    service: {
      url: parseUrl(url),
      model: model as string,
      apiKey: apiKey ?? null,
      timeoutMs: parseTimeout(timeout),
    },
  };
}
