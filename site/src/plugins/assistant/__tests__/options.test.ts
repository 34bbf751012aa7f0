import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from '../options';

describe('assistant options', () => {
  it('merges the defaults', () => {
    expect(resolveOptions(undefined)).toEqual(DEFAULT_OPTIONS);
    const service = { url: 'http://localhost:8080/v1/chat/completions', model: 'm' };
    expect(resolveOptions({ service }).service).toEqual(service);
  });

  it.each([
    ['not an object', 'x', /options must be an object/],
    ['a service of the wrong shape', { service: { url: 1 } }, /"service" must be null/],
  ])('rejects %s', (_, options, message) => {
    expect(() => resolveOptions(options)).toThrow(message);
  });
});
