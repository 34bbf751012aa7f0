import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ENVIRONMENT,
  LOCAL_SANDBOX_URL,
  environmentBaseUrl,
  environmentLabel,
  loadEnvironment,
  saveEnvironment,
  usesReaderKey,
} from '../environments';
import { ENVIRONMENT_STORAGE } from '../storage';

const PRODUCTION = 'https://api.example.com';

describe('environments', () => {
  const local = new Map<string, string>();
  beforeEach(() => {
    local.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => local.get(key) ?? null,
        setItem: (key: string, value: string) => local.set(key, value),
        removeItem: (key: string) => local.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in the in-page sandbox and remembers a choice', () => {
    expect(loadEnvironment()).toEqual(DEFAULT_ENVIRONMENT);
    expect(environmentLabel(DEFAULT_ENVIRONMENT.kind)).toBe('Sandbox (in this page)');
    saveEnvironment({ kind: 'custom', customUrl: 'https://proxy.example.com' });
    expect(loadEnvironment()).toEqual({ kind: 'custom', customUrl: 'https://proxy.example.com' });
  });

  it('falls back to the in-page sandbox for a stored value it cannot read', () => {
    local.set(ENVIRONMENT_STORAGE, '{"kind":"staging","customUrl":7}');
    expect(loadEnvironment()).toEqual(DEFAULT_ENVIRONMENT);
    local.set(ENVIRONMENT_STORAGE, 'not json');
    expect(loadEnvironment()).toEqual(DEFAULT_ENVIRONMENT);
  });

  it('gives each environment its base URL, or says what is wrong with a custom one', () => {
    const url = (kind: 'in-page' | 'local' | 'production', customUrl = '') =>
      environmentBaseUrl({ kind, customUrl }, PRODUCTION);
    expect(url('in-page')).toEqual({ url: LOCAL_SANDBOX_URL });
    expect(url('local')).toEqual({ url: 'http://127.0.0.1:8787' });
    expect(url('production')).toEqual({ url: PRODUCTION });
    expect(
      environmentBaseUrl({ kind: 'custom', customUrl: 'https://x.example/' }, PRODUCTION),
    ).toEqual({
      url: 'https://x.example',
    });
    expect(environmentBaseUrl({ kind: 'custom', customUrl: '' }, PRODUCTION)).toEqual({
      error: 'Type the base URL to send to, such as https://api.example.com.',
    });
    expect(environmentBaseUrl({ kind: 'custom', customUrl: 'ftp://x' }, PRODUCTION)).toEqual({
      error: 'The base URL must start with http:// or https://; received "ftp:".',
    });
  });

  it('asks for the reader’s key everywhere but the in-page sandbox', () => {
    expect(usesReaderKey('in-page')).toBe(false);
    expect(['local', 'production', 'custom'].map((kind) => usesReaderKey(kind as 'local'))).toEqual(
      [true, true, true],
    );
  });
});
