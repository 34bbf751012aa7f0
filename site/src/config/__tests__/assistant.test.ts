import { describe, expect, it } from 'vitest';
import { assistantSettingsFrom, defaultTimeoutMs } from '../assistant';
import { readEnv } from '../env';

// The values are checked by env.ts (see env.test.ts); this is what the assistant makes of them.
describe('assistantSettingsFrom', () => {
  it('answers from the docs alone by default', () => {
    expect(assistantSettingsFrom(readEnv({}))).toEqual({ service: null });
    expect(assistantSettingsFrom(readEnv({ ASSISTANT_API_URL: '  ' }))).toEqual({ service: null });
  });

  it('reads a hosted service', () => {
    expect(
      assistantSettingsFrom(
        readEnv({
          ASSISTANT_API_URL: 'https://llm.example.test/v1/',
          ASSISTANT_MODEL: ' docs-model ',
          ASSISTANT_API_KEY: 'k',
          ASSISTANT_TIMEOUT_MS: '5000',
        }),
      ),
    ).toEqual({
      service: {
        url: 'https://llm.example.test/v1',
        model: 'docs-model',
        apiKey: 'k',
        timeoutMs: 5000,
      },
    });
    expect(
      assistantSettingsFrom(
        readEnv({ ASSISTANT_API_URL: 'http://localhost:8080', ASSISTANT_MODEL: 'm' }),
      ).service,
    ).toEqual({
      url: 'http://localhost:8080',
      model: 'm',
      apiKey: null,
      timeoutMs: defaultTimeoutMs,
    });
  });
});
