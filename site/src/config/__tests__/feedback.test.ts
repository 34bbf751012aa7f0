import { describe, expect, it } from 'vitest';
import { feedbackSettingsFrom, feedbackSettingsOf } from '../feedback';

describe('feedback settings', () => {
  it('sends nothing unless FEEDBACK_URL is set', () => {
    expect(feedbackSettingsFrom({})).toEqual({ endpoint: null });
    expect(feedbackSettingsFrom({ FEEDBACK_URL: '  ' })).toEqual({ endpoint: null });
  });

  it('accepts https URLs, and http on localhost', () => {
    expect(feedbackSettingsFrom({ FEEDBACK_URL: ' https://fb.example.com/votes ' })).toEqual({
      endpoint: 'https://fb.example.com/votes',
    });
    expect(feedbackSettingsFrom({ FEEDBACK_URL: 'http://127.0.0.1:4000/v' }).endpoint).toBe(
      'http://127.0.0.1:4000/v',
    );
  });

  it('rejects bad values with a clear message', () => {
    expect(() =>
      feedbackSettingsFrom({ FEEDBACK_URL: 'fb.example.com/votes' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: FEEDBACK_URL must be an absolute URL such as https://feedback.example.com/votes; received "fb.example.com/votes".]`,
    );
    expect(() =>
      feedbackSettingsFrom({ FEEDBACK_URL: 'http://fb.example.com/votes' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: FEEDBACK_URL must use https (http only for localhost); received "http://fb.example.com/votes".]`,
    );
    expect(() => feedbackSettingsFrom({ FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(
      /must use https/,
    );
    expect(() =>
      feedbackSettingsFrom({ FEEDBACK_URL: 'https://u:p@fb.example.com/' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: FEEDBACK_URL must not contain credentials: the URL ships in every page; received a URL with a user name or password.]`,
    );
  });

  it('reads what the config passed to the browser, treating anything else as off', () => {
    expect(feedbackSettingsOf({ feedback: { endpoint: 'https://x.test/' } })).toEqual({
      endpoint: 'https://x.test/',
    });
    expect(feedbackSettingsOf(undefined)).toEqual({ endpoint: null });
    expect(feedbackSettingsOf({ feedback: { endpoint: 3 } })).toEqual({ endpoint: null });
  });
});
