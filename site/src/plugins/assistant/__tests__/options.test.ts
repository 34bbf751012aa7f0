import { describe, expect, it } from 'vitest';
import { validateAsDocusaurus } from '../../option-schema';
import { DEFAULT_OPTIONS, validateOptions } from '../options';

const validate = (options: unknown) => validateAsDocusaurus(validateOptions, options);

describe('assistant options', () => {
  it('fills in the defaults and keeps a hosted service', () => {
    expect(validate(undefined)).toEqual(DEFAULT_OPTIONS);
    const service = {
      url: 'http://127.0.0.1:8080/v1',
      model: 'm',
      apiKey: null,
      timeoutMs: 20_000,
    };
    expect(validate({ service }).service).toEqual(service);
  });

  it('says which option is wrong, what it must be and what it received', () => {
    expect(() => validate('x')).toThrowErrorMatchingInlineSnapshot(
      `[Error: assistant: the options must be an object; received "x".]`,
    );
    expect(() => validate({ service: { url: 1 } })).toThrowErrorMatchingInlineSnapshot(
      `[Error: assistant: "service.url" must be null or the result of assistantSettingsFrom(); received 1.]`,
    );
    expect(() => validate({ services: null })).toThrowErrorMatchingInlineSnapshot(
      `[Error: assistant: "services" must be an option of assistant (service); received null.]`,
    );
  });
});
