import { describe, expect, it } from 'vitest';
import launch from '../chromium-launch.json';
import { EnvSchema, readEnv } from '../env';

describe('readEnv', () => {
  it('gives every variable its default when nothing is set', () => {
    expect(readEnv({})).toEqual({
      CHROMIUM_PATH: launch.defaultPath,
      PRERENDER_DIAGRAMS: true,
      DOCS_FASTER: true,
    });
  });

  it('trims values, treats blank as unset and normalizes URLs', () => {
    expect(
      readEnv({
        ASSISTANT_API_URL: ' https://llm.example.test/v1/ ',
        ASSISTANT_MODEL: ' docs-model ',
        ASSISTANT_TIMEOUT_MS: '5000',
        FEEDBACK_URL: 'https://fb.example.test',
        DOCSEARCH_APP_ID: '  ',
        CHROMIUM_PATH: '',
        PRERENDER_DIAGRAMS: '0',
        DOCS_FASTER: '1',
      }),
    ).toEqual({
      ASSISTANT_API_URL: 'https://llm.example.test/v1',
      ASSISTANT_MODEL: 'docs-model',
      ASSISTANT_TIMEOUT_MS: 5000,
      FEEDBACK_URL: 'https://fb.example.test/',
      CHROMIUM_PATH: launch.defaultPath,
      PRERENDER_DIAGRAMS: false,
      DOCS_FASTER: true,
    });
  });

  it('honours a CHROMIUM_PATH override', () => {
    expect(readEnv({ CHROMIUM_PATH: '/opt/chrome/chrome' }).CHROMIUM_PATH).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('reads the process environment by default', () => {
    expect(readEnv().NODE_ENV).toBe(process.env.NODE_ENV);
  });

  it('knows the variable the benchmarks read for the browser', () => {
    expect(Object.keys(EnvSchema.shape)).toContain(launch.pathVariable);
  });
});

describe('a bad value', () => {
  const error = (source: Record<string, string>) => () => readEnv(source);

  it('names the variable, the value received and what is expected', () => {
    expect(
      error({
        ASSISTANT_TIMEOUT_MS: '10s',
        ASSISTANT_API_URL: 'https://x.test',
        ASSISTANT_MODEL: 'm',
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000; received "10s".]`,
    );
    expect(
      error({ ASSISTANT_API_URL: 'llm.example.test', ASSISTANT_MODEL: 'm' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_API_URL must be an absolute http(s) URL without query or fragment, such as https://api.example.com/v1; received "llm.example.test".]`,
    );
    expect(
      error({ ASSISTANT_API_URL: 'https://x.test/v1?a=1', ASSISTANT_MODEL: 'm' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_API_URL must be an absolute http(s) URL without query or fragment, such as https://api.example.com/v1; received "https://x.test/v1?a=1".]`,
    );
    expect(
      error({ ASSISTANT_API_URL: 'javascript:alert(1)', ASSISTANT_MODEL: 'm' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_API_URL must be an absolute http(s) URL without query or fragment, such as https://api.example.com/v1; received "javascript:alert(1)".]`,
    );
    expect(error({ FEEDBACK_URL: 'fb.example.com/votes' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable FEEDBACK_URL must be an absolute https URL (http only for localhost), such as https://feedback.example.com/votes; received "fb.example.com/votes".]`,
    );
    expect(
      error({ FEEDBACK_URL: 'http://fb.example.com/votes' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable FEEDBACK_URL must be an absolute https URL (http only for localhost), such as https://feedback.example.com/votes; received "http://fb.example.com/votes".]`,
    );
    expect(error({ CHROMIUM_PATH: 'chromium' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable CHROMIUM_PATH must be an absolute path to a Chromium-based browser, such as /usr/bin/chromium; received "chromium".]`,
    );
    expect(error({ PRERENDER_DIAGRAMS: 'false' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable PRERENDER_DIAGRAMS must be 0 (diagrams drawn in the browser) or 1 (drawn at build time, the default); received "false".]`,
    );
    expect(error({ DOCS_FASTER: 'no' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable DOCS_FASTER must be 0 (webpack, Babel, Terser) or 1 (Rspack and SWC, the default); received "no".]`,
    );
  });

  it('never prints a secret', () => {
    expect(
      error({ ASSISTANT_API_URL: 'https://user:pw@x.test/v1', ASSISTANT_MODEL: 'm' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_API_URL must be a URL without a user name or password (put the key in ASSISTANT_API_KEY); received "https://***:***@x.test/v1".]`,
    );
    expect(
      error({ FEEDBACK_URL: 'https://user:pw@fb.example.com/' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable FEEDBACK_URL must be a URL without a user name or password (the URL ships in every page); received "https://***:***@fb.example.com/".]`,
    );
    expect(error({ ASSISTANT_API_KEY: 'sk-secret' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_API_KEY must be unset unless ASSISTANT_API_URL is set (set ASSISTANT_API_URL and ASSISTANT_MODEL to use a hosted service, or neither to answer from the docs alone); received a value (not shown: ASSISTANT_API_KEY is a secret).]`,
    );
  });

  it('says which variables go together', () => {
    expect(error({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: ' ' }))
      .toThrowErrorMatchingInlineSnapshot(`
      [Error: Environment variable DOCSEARCH_API_KEY must be set with DOCSEARCH_APP_ID (all three DOCSEARCH_* variables for Algolia DocSearch, none for the local index); received nothing.
      Environment variable DOCSEARCH_INDEX_NAME must be set with DOCSEARCH_APP_ID (all three DOCSEARCH_* variables for Algolia DocSearch, none for the local index); received nothing.]
    `);
    expect(error({ ASSISTANT_MODEL: 'm' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_MODEL must be unset unless ASSISTANT_API_URL is set (set ASSISTANT_API_URL and ASSISTANT_MODEL to use a hosted service, or neither to answer from the docs alone); received "m".]`,
    );
    expect(error({ ASSISTANT_API_URL: 'https://x.test/v1' })).toThrowErrorMatchingInlineSnapshot(
      `[Error: Environment variable ASSISTANT_MODEL must be the name of the model to ask, since ASSISTANT_API_URL is set; received nothing.]`,
    );
  });

  it('lists every bad variable in the one message', () => {
    expect(error({ DOCS_FASTER: 'yes', FEEDBACK_URL: 'ftp://x.test' }))
      .toThrowErrorMatchingInlineSnapshot(`
      [Error: Environment variable FEEDBACK_URL must be an absolute https URL (http only for localhost), such as https://feedback.example.com/votes; received "ftp://x.test".
      Environment variable DOCS_FASTER must be 0 (webpack, Babel, Terser) or 1 (Rspack and SWC, the default); received "yes".]
    `);
  });
});
