import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { feedbackSettingsFrom, feedbackSettingsOf } from '../feedback';

// The URL is checked by env.ts (see env.test.ts); this is what the feedback control gets.
describe('feedback settings', () => {
  it('sends nothing unless FEEDBACK_URL is set', () => {
    expect(feedbackSettingsFrom(readEnv({}))).toEqual({ endpoint: null });
    expect(feedbackSettingsFrom(readEnv({ FEEDBACK_URL: '  ' }))).toEqual({ endpoint: null });
  });

  it('accepts https URLs, and http on localhost', () => {
    expect(
      feedbackSettingsFrom(readEnv({ FEEDBACK_URL: ' https://fb.example.com/votes ' })),
    ).toEqual({ endpoint: 'https://fb.example.com/votes' });
    expect(
      feedbackSettingsFrom(readEnv({ FEEDBACK_URL: 'http://127.0.0.1:4000/v' })).endpoint,
    ).toBe('http://127.0.0.1:4000/v');
  });

  it('reads what the config passed to the browser, treating anything else as off', () => {
    expect(feedbackSettingsOf({ feedback: { endpoint: 'https://x.test/' } })).toEqual({
      endpoint: 'https://x.test/',
    });
    expect(feedbackSettingsOf(undefined)).toEqual({ endpoint: null });
    expect(feedbackSettingsOf({ feedback: { endpoint: 3 } })).toEqual({ endpoint: null });
  });
});
