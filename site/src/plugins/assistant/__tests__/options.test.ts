import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('assistant-corpus options', () => {
  it('merges the defaults', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ outputDir: 'ask' }).outputDir).toBe('ask');
  });

  it.each([
    ['not an object', 'x', /options must be an object/],
    ['a bad folder', { outputDir: '../out' }, /"outputDir" must be a relative folder/],
    [
      'a tiny chunk limit',
      { maxChunkChars: 10 },
      /"maxChunkChars" must be an integer of at least 200/,
    ],
    ['a service of the wrong shape', { service: { url: 1 } }, /"service" must be null/],
    ['a bad API route', { apiRoute: 'api' }, /"apiRoute" must be a route/],
    ['bad excluded routes', { excludeRoutes: ['x'] }, /"excludeRoutes" must be a list/],
  ])('rejects %s', (_, options, message) => {
    expect(() => resolveOptions(options)).toThrow(message);
  });
});
