import { describe, expect, it } from 'vitest';
import { assistantSettingsFrom, defaultTimeoutMs } from '../assistant';

describe('assistantSettingsFrom', () => {
  it('answers from the docs alone by default', () => {
    expect(assistantSettingsFrom({})).toEqual({ service: null });
    expect(assistantSettingsFrom({ ASSISTANT_API_URL: '  ' })).toEqual({ service: null });
  });

  it('reads a hosted service', () => {
    expect(
      assistantSettingsFrom({
        ASSISTANT_API_URL: 'https://llm.example.test/v1/',
        ASSISTANT_MODEL: ' docs-model ',
        ASSISTANT_API_KEY: 'k',
        ASSISTANT_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      service: {
        url: 'https://llm.example.test/v1',
        model: 'docs-model',
        apiKey: 'k',
        timeoutMs: 5000,
      },
    });
    expect(
      assistantSettingsFrom({ ASSISTANT_API_URL: 'http://localhost:8080', ASSISTANT_MODEL: 'm' })
        .service,
    ).toEqual({
      url: 'http://localhost:8080',
      model: 'm',
      apiKey: null,
      timeoutMs: defaultTimeoutMs,
    });
  });

  it.each([
    [{ ASSISTANT_MODEL: 'm' }, /ASSISTANT_MODEL set without ASSISTANT_API_URL/],
    [{ ASSISTANT_API_KEY: 'k' }, /ASSISTANT_API_KEY set without ASSISTANT_API_URL/],
    [{ ASSISTANT_API_URL: 'https://x.test/v1' }, /ASSISTANT_MODEL is not; name the model/],
    [
      { ASSISTANT_API_URL: 'llm.example.test', ASSISTANT_MODEL: 'm' },
      /must be an absolute http\(s\) URL/,
    ],
    [{ ASSISTANT_API_URL: 'ftp://x.test', ASSISTANT_MODEL: 'm' }, /must use https: or http:/],
    [
      { ASSISTANT_API_URL: 'javascript:alert(1)', ASSISTANT_MODEL: 'm' },
      /must use https: or http:/,
    ],
    [
      { ASSISTANT_API_URL: 'https://u:p@x.test', ASSISTANT_MODEL: 'm' },
      /must not contain credentials/,
    ],
    [{ ASSISTANT_API_URL: 'https://x.test/v1?a=1', ASSISTANT_MODEL: 'm' }, /query or fragment/],
    [
      { ASSISTANT_API_URL: 'https://x.test', ASSISTANT_MODEL: 'm', ASSISTANT_TIMEOUT_MS: '10s' },
      /ASSISTANT_TIMEOUT_MS must be a whole number/,
    ],
    [
      { ASSISTANT_API_URL: 'https://x.test', ASSISTANT_MODEL: 'm', ASSISTANT_TIMEOUT_MS: '10' },
      /from 1000 to 120000/,
    ],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => assistantSettingsFrom(env)).toThrow(message);
  });
});
