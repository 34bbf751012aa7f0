/**
 * Every environment variable the site reads, in one schema. `docusaurus.config.ts` calls
 * `readEnv()` once when the build starts: a bad value stops the build there with one message
 * per variable naming it, the value received (never a secret) and what is expected. Other
 * modules take the parsed `SiteEnv`; none reads `process.env` itself. Node only: browser code
 * gets the settings derived from it (see `search.ts`, `assistant.ts`, `feedback.ts`).
 */
import * as z from 'zod';
import chromiumLaunch from './chromium-launch.json';

/** Environment values as the process has them. */
export type EnvSource = Record<string, string | undefined>;

/** Values whose text must never reach a log. */
const secrets = new Set(['ASSISTANT_API_KEY']);

/** A variable that may be unset; surrounding spaces are dropped and a blank value is unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

/** `0` or `1`, read as false or true; unset is `fallback`. */
const flag = (fallback: boolean, expected: string) =>
  optional(z.enum(['0', '1'], { error: expected })).transform((value) =>
    value === undefined ? fallback : value === '1',
  );

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute URL that `allowed` accepts; credentials are refused (and never echoed). */
const url = (expected: string, allowed: (url: URL) => boolean, noCredentials: string) =>
  z.string().transform((value, ctx) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (parsed && (parsed.username || parsed.password)) {
      if (parsed.username) parsed.username = '***';
      if (parsed.password) parsed.password = '***';
      ctx.addIssue({
        code: 'custom',
        message: `a URL without a user name or password (${noCredentials})`,
        params: { received: JSON.stringify(parsed.href) },
      });
      return z.NEVER;
    }
    if (!parsed || !allowed(parsed)) {
      ctx.addIssue({ code: 'custom', message: expected });
      return z.NEVER;
    }
    return parsed;
  });

const timeoutRange = [1_000, 120_000] as const;

const hostedSearch = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

export const EnvSchema = z
  .object({
    /**
     * Algolia application id. With `DOCSEARCH_API_KEY` and `DOCSEARCH_INDEX_NAME` (all three or
     * none) the search box and page query Algolia DocSearch instead of the local index.
     * @example BH4D9OD16A
     */
    DOCSEARCH_APP_ID: optional(z.string()),
    /** Algolia search-only API key: public by design, it ships in every page. */
    DOCSEARCH_API_KEY: optional(z.string()),
    /** @example turnkey-docs */
    DOCSEARCH_INDEX_NAME: optional(z.string()),

    /**
     * Base URL of an OpenAI-compatible API; with `ASSISTANT_MODEL`, "Ask the docs" sends the
     * question and the retrieved passages to `POST {url}/chat/completions` from the reader's
     * browser. Unset: answers are assembled from the docs alone. Read without a trailing slash.
     * @example https://api.example.com/v1
     */
    ASSISTANT_API_URL: optional(
      url(
        'an absolute http(s) URL without query or fragment, such as https://api.example.com/v1',
        (parsed) =>
          (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
          !parsed.search &&
          !parsed.hash,
        'put the key in ASSISTANT_API_KEY',
      ).transform((parsed) => parsed.href.replace(/\/+$/, '')),
    ),
    /** The model the hosted assistant asks; required with `ASSISTANT_API_URL`. */
    ASSISTANT_MODEL: optional(z.string()),
    /**
     * Bearer token for `ASSISTANT_API_URL`. It is sent **from the reader's browser**, so it
     * ships in the page: use a key limited to this purpose, or a proxy that adds the real one.
     */
    ASSISTANT_API_KEY: optional(z.string()),
    /** How long the assistant waits for the hosted answer before showing the local one. */
    ASSISTANT_TIMEOUT_MS: optional(
      z
        .string()
        .refine(
          (value) =>
            /^\d+$/.test(value) &&
            Number(value) >= timeoutRange[0] &&
            Number(value) <= timeoutRange[1],
          {
            error: `a whole number of milliseconds from ${timeoutRange[0]} to ${timeoutRange[1]}`,
          },
        )
        .transform(Number),
    ),

    /**
     * Where "Was this page helpful?" votes are POSTed as JSON `{ page, vote }` (the endpoint
     * must accept cross-origin POSTs). Unset: votes stay in the reader's browser.
     * @example https://feedback.example.com/votes
     */
    FEEDBACK_URL: optional(
      url(
        'an absolute https URL (http only for localhost), such as https://feedback.example.com/votes',
        (parsed) =>
          parsed.protocol === 'https:' ||
          (parsed.protocol === 'http:' && localHosts.has(parsed.hostname)),
        'the URL ships in every page',
      ).transform((parsed) => parsed.href),
    ),

    /**
     * The Chromium-based browser that draws diagrams at build time and runs the browser tests
     * (`site/src/config/chromium-launch.json` has the default and the flags).
     * @example /usr/bin/google-chrome
     */
    CHROMIUM_PATH: optional(
      z.string().startsWith('/', {
        error: `an absolute path to a Chromium-based browser, such as ${chromiumLaunch.defaultPath}`,
      }),
    ).transform((value) => value ?? chromiumLaunch.defaultPath),
    /**
     * `0` leaves every Mermaid diagram to the reader's browser instead of drawing it at build
     * time (the fallback path); `1`, the default, draws where a browser is installed.
     */
    PRERENDER_DIAGRAMS: flag(
      true,
      '0 (diagrams drawn in the browser) or 1 (drawn at build time, the default)',
    ),
    /** `0` builds with webpack, Babel and Terser instead of Rspack and SWC (for `npm run bench`). */
    DOCS_FASTER: flag(true, '0 (webpack, Babel, Terser) or 1 (Rspack and SWC, the default)'),
    /**
     * Set by Docusaurus: `production` in `docusaurus build`, only after the config is loaded,
     * so code that depends on it reads it when it runs (see `readEnv`).
     */
    NODE_ENV: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    const setSearch = hostedSearch.filter((name) => env[name] !== undefined);
    if (setSearch.length > 0 && setSearch.length < hostedSearch.length) {
      for (const name of hostedSearch.filter((name) => env[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `set with ${setSearch.join(' and ')} (all three DOCSEARCH_* variables for Algolia DocSearch, none for the local index)`,
        });
      }
    }
    const assistantExtras = ['ASSISTANT_MODEL', 'ASSISTANT_API_KEY', 'ASSISTANT_TIMEOUT_MS'];
    if (env.ASSISTANT_API_URL === undefined) {
      for (const name of assistantExtras.filter(
        (name) => env[name as keyof typeof env] !== undefined,
      )) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'unset unless ASSISTANT_API_URL is set (set ASSISTANT_API_URL and ASSISTANT_MODEL to use a hosted service, or neither to answer from the docs alone)',
        });
      }
    } else if (env.ASSISTANT_MODEL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSISTANT_MODEL'],
        message: 'the name of the model to ask, since ASSISTANT_API_URL is set',
      });
    }
  });

/** The site's settings from the environment, parsed and typed. */
export type SiteEnv = z.output<typeof EnvSchema>;

/** The names of the variables the site reads. */
export type EnvName = keyof SiteEnv;

function received(name: string, source: EnvSource, issue: z.core.$ZodIssue): string {
  const override = (issue as { params?: { received?: unknown } }).params?.received;
  if (typeof override === 'string') return override;
  const value = source[name]?.trim();
  if (!value) return 'nothing';
  if (secrets.has(name)) return `a value (not shown: ${name} is a secret)`;
  return JSON.stringify(value);
}

/**
 * Parses `source` (the process's environment by default). Throws one error whose message has
 * one line per bad variable: its name, what it must be and what it received.
 */
export function readEnv(source: EnvSource = process.env): SiteEnv {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `Environment variable ${name} must be ${issue.message}; received ${received(name, source, issue)}.`;
  });
  throw new Error(lines.join('\n'));
}
